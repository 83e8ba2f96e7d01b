import {
  type AdminBank,
  type AdminBankForm,
  BANK_PROTOCOL_SPECS,
  type BankProtocol,
  usesCredential,
} from '@tahsilat/domain';

/** What the bank form holds: the secrets empty unless a new one is typed. */
export type BankFormValues = AdminBankForm & {
  bankId: number | undefined;
  apiPassword: string;
  storeKey: string;
  refundUser: string;
  refundPassword: string;
  queryUrl: string;
};
export type BankFormField = keyof BankFormValues;

export const NEW_BANK_FORM: BankFormValues = {
  bankId: undefined,
  name: '',
  protocol: 'nestpay',
  model: '3d',
  gateUrl: 'https://',
  apiUrl: 'https://',
  queryUrl: '',
  storeId: '',
  terminalId: '',
  apiUser: '',
  apiPassword: '',
  storeKey: '',
  refundUser: '',
  refundPassword: '',
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
    hasRefundPassword: _r,
    previousStoreKeyUntil: _g,
    definitionCount: _c,
    updatedAt: _u,
    ...fields
  } = bank;
  return {
    ...fields,
    terminalId: bank.terminalId ?? '',
    queryUrl: bank.queryUrl ?? '',
    apiPassword: '',
    storeKey: '',
    refundPassword: '',
  };
}

/**
 * A stored account whose protocol has a refund user (Garanti) but lacks it or its password: payments work, voids and
 * refunds are refused by the bank until both are given.
 */
export function isRefundUserMissing(bank: AdminBank): boolean {
  return usesCredential(bank.protocol, 'refundUser') && (bank.refundUser === '' || !bank.hasRefundPassword);
}

/**
 * The fields to change when the protocol is switched: a model it does not support becomes 3D, and a new query
 * service address starts as `https://` (the values of other fields stay, in case the switch is undone).
 */
export function protocolSwitch(values: Pick<BankFormValues, 'model' | 'queryUrl'>, protocol: BankProtocol) {
  const spec = BANK_PROTOCOL_SPECS[protocol];
  return {
    ...(spec.models.includes(values.model) ? {} : { model: spec.models[0] ?? '3d' }),
    ...(spec.endpoints.queryUrl && !values.queryUrl ? { queryUrl: 'https://' } : {}),
  };
}

/** The body of PUT (and, with the provider id, POST) /admin/Banks: empty secrets keep the stored ones. */
export function toBankBody(values: BankFormValues, isNew: boolean): AdminBankForm & { bankId?: number } {
  const { bankId, ...fields } = values;
  return {
    ...fields,
    terminalId: values.terminalId || null,
    queryUrl: values.queryUrl || null,
    apiPassword: values.apiPassword || null,
    storeKey: values.storeKey || null,
    refundPassword: values.refundPassword || null,
    ...(isNew ? { bankId: Number(bankId ?? 0) } : {}),
  };
}

/** Saving these values switches an active POS account off: asked first, with what leaves the pay pages. */
export function isSwitchingOff(
  bank: Pick<AdminBank, 'isActive'> | null,
  values: Pick<BankFormValues, 'isActive'>,
) {
  return Boolean(bank?.isActive) && !values.isActive;
}
