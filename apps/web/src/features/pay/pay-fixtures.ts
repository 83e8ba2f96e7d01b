/** Shared fixtures of the payment form's unit tests: tenant flags, screen settings, three banks, a filled form. */

import type { CommissionDefinition } from '@tahsilat/domain';
import { testDefinition } from '@tahsilat/domain/testing';
import {
  emptyValues,
  formLayout,
  type PayFormValues,
  type PayScreenSettings,
  type PayTenantFlags,
} from './pay-model.js';
import type { OptionsInput } from './pay-options.js';

export const tenant: PayTenantFlags = {
  isPosTransactionUseAdditionalField: false,
  b2BIsUseAdditionalFieldForPolicy: false,
  b2BShowCustomFields: false,
  isUseB2BCurrencyExChange: true,
  b2BViewCurrencyExchangeRate: true,
};
export const screen: PayScreenSettings = {
  b2BShowCampaignButton: true,
  b2BViewUsdOnCurrencyDropDown: true,
  b2BViewEuroOnCurrencyDropDown: true,
  b2BCustomerInformationVisibility: true,
  b2BMobilePhoneVisibility: true,
  b2BTcknVisibility: false,
  b2BHideCommissionRateInfo: false,
};

export function definition(id: string, bankId: number, overrides: Partial<CommissionDefinition> = {}) {
  return testDefinition(
    {
      id,
      bankId,
      bankName: `Bank ${bankId}`,
      bankLogo: null,
      cardName: `Card ${bankId}`,
      cardLogoForUseWithBank: null,
      ...overrides,
    },
    { rate: (n) => Number((1.79 + 1.35 * (n - 1)).toFixed(2)), enabledUpTo: 6 },
  );
}

export const akbank = definition('d-46', 46);
export const garanti = definition('d-62', 62, {
  deferringInstallmentCountRangeStartValue: 1,
  deferringInstallmentCountRangeEndValue: 3,
});
export const halkbank = definition('d-889', 889);
export const constraints = { availableInstallments: null, maxInstallment: null, today: '2026-11-22' };

export function optionsInput(overrides: Partial<OptionsInput> = {}): OptionsInput {
  return {
    commissions: [akbank, garanti, halkbank],
    amount: 100_000n,
    currency: 'TRY',
    cardBankId: null,
    cardRecognisable: false,
    useEmptyCommissionList: false,
    constraints,
    ...overrides,
  };
}

export const layout = formLayout(tenant, screen, {
  withParams: false,
  language: 'tr',
  hasPaymentMethods: false,
});

export function filled(overrides: Partial<PayFormValues> = {}): PayFormValues {
  return {
    ...emptyValues(new Date('2026-11-22T10:00:00Z')),
    customerInformation: 'Ayşe Yılmaz',
    mobilePhone: '0532 123 45 67',
    amount: '1.000,00',
    description: 'Fatura 2026/11',
    holderName: 'AYSE YILMAZ',
    cardNumber: '4355 0843 5508 4358',
    expiry: '12/30',
    cvv: '000',
    choice: null,
    agreement: true,
    ...overrides,
  };
}
