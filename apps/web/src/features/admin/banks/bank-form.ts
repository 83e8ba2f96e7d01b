import type { AdminBank, AdminBankForm } from '@tahsilat/domain';

/** What the bank form holds: the secrets empty unless a new one is typed. */
export type BankFormValues = AdminBankForm & {
  bankId: number | undefined;
  apiPassword: string;
  storeKey: string;
};
export type BankFormField = keyof BankFormValues;

export const NEW_BANK_FORM: BankFormValues = {
  bankId: undefined,
  name: '',
  protocol: 'nestpay',
  model: '3d',
  gateUrl: 'https://',
  apiUrl: 'https://',
  storeId: '',
  terminalId: '',
  apiUser: '',
  apiPassword: '',
  storeKey: '',
  threeDDisplay: 'iframe',
  installments: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  defaultInstallment: 1,
  testMode: false,
  isActive: true,
  sortOrder: 0,
};

export function bankFormValues(bank: AdminBank): BankFormValues {
  const {
    id: _id,
    hasApiPassword: _p,
    hasStoreKey: _k,
    previousStoreKeyUntil: _g,
    definitionCount: _c,
    updatedAt: _u,
    ...fields
  } = bank;
  return { ...fields, terminalId: bank.terminalId ?? '', apiPassword: '', storeKey: '' };
}

/** The body of PUT (and, with the provider id, POST) /admin/Banks: empty secrets keep the stored ones. */
export function toBankBody(values: BankFormValues, isNew: boolean): AdminBankForm & { bankId?: number } {
  const { bankId, ...fields } = values;
  return {
    ...fields,
    terminalId: values.terminalId || null,
    apiPassword: values.apiPassword || null,
    storeKey: values.storeKey || null,
    ...(isNew ? { bankId: Number(bankId ?? 0) } : {}),
  };
}
