/**
 * The payment form as data: its values, its layout and the rules that apply (SPEC 5). The payment options a card
 * is offered are in pay-options.ts, the bodies it sends in pay-request.ts, the typing helpers in pay-format.ts.
 * No React here, so every rule is unit-tested; the rules themselves come from the domain package, the same
 * functions the server applies.
 */

import { messages } from '@tahsilat/domain/messages';
import {
  bankIdForCard,
  cardNumberIssue,
  cvvIssue,
  expiryIssue,
  istanbulDottedDate,
  parseChoiceValue,
  parseTurkishAmount,
  type SalesFormMode,
  salesFormIssues,
  salesFormModeFor,
} from '@tahsilat/domain/pricing';
import { cardDigits } from './pay-format.js';
import type { ChosenOption } from './pay-options.js';

export type CurrencyCode = 'TRY' | 'USD' | 'EUR';
export type PayLanguage = 'tr' | 'en';

export interface PayFormValues {
  customerInformation: string;
  mobilePhone: string;
  customerEmail: string;
  tckn: string;
  amount: string;
  currencyCode: CurrencyCode;
  description: string;
  /** One method in additional-field mode; several payment types in custom-fields mode. */
  paymentMethodIds: string[];
  contractNumber: string;
  branchCode: string;
  memberNumber: string;
  /** DD.MM.YYYY as typed. */
  policyDate: string;
  insuranceCompany: string;
  holderName: string;
  cardNumber: string;
  /** MM/YY as typed. */
  expiry: string;
  cvv: string;
  /** The picker's value (bank|definition|card type|count), SPEC 4. */
  choice: string | null;
  deferral: string;
  agreement: boolean;
}

export type PayField = keyof PayFormValues;
export type PayErrors = Partial<Record<PayField, string>>;

/** The tenant's settings that shape the form (SPEC 3 tenant, screen settings, login endpoints). */
export interface PayTenantFlags {
  isPosTransactionUseAdditionalField: boolean;
  b2BIsUseAdditionalFieldForPolicy: boolean;
  b2BShowCustomFields: boolean;
  isUseB2BCurrencyExChange: boolean;
  b2BViewCurrencyExchangeRate: boolean;
}

export interface PayScreenSettings {
  b2BShowCampaignButton: boolean;
  b2BViewUsdOnCurrencyDropDown: boolean;
  b2BViewEuroOnCurrencyDropDown: boolean;
  b2BCustomerInformationVisibility: boolean;
  b2BMobilePhoneVisibility: boolean;
  b2BTcknVisibility: boolean;
  b2BHideCommissionRateInfo: boolean;
}

/** What the visitor sees of the form: which sections and fields are there. */
export interface PayFormLayout {
  mode: SalesFormMode;
  customerSection: boolean;
  customerInformation: boolean;
  mobilePhone: boolean;
  customerEmail: boolean;
  tckn: boolean;
  description: boolean;
  /** A payment link brings its own description: not typed, still sent and checked. */
  descriptionFixed: boolean;
  additionalSection: boolean;
  contractNumber: boolean;
  branchCode: boolean;
  memberNumber: boolean;
  paymentMethod: 'none' | 'single' | 'multi';
  policyFields: boolean;
  exchange: boolean;
  commissionRate: boolean;
  campaignButton: boolean;
}

export function formLayout(
  tenant: PayTenantFlags,
  screen: PayScreenSettings,
  options: {
    withParams: boolean;
    language: PayLanguage;
    hasPaymentMethods: boolean;
    /** Paying a firm's payment link: its description and payment method are the link's. */
    paymentLink?: boolean;
  },
): PayFormLayout {
  const mode = salesFormModeFor(tenant, {
    withParams: options.withParams,
    mobilePhoneVisible: screen.b2BMobilePhoneVisibility,
    language: options.language,
  });
  const customerInformation = screen.b2BCustomerInformationVisibility || mode.policy;
  const tckn = screen.b2BTcknVisibility || mode.additionalField || mode.policy;
  const customerEmail = !options.withParams;
  const paymentMethod = options.paymentLink
    ? 'none'
    : mode.customFields
      ? options.hasPaymentMethods
        ? 'multi'
        : 'none'
      : mode.additionalField || options.hasPaymentMethods
        ? 'single'
        : 'none';
  return {
    mode,
    customerSection: customerInformation || screen.b2BMobilePhoneVisibility || customerEmail || tckn,
    customerInformation,
    mobilePhone: screen.b2BMobilePhoneVisibility,
    customerEmail,
    tckn,
    description: !options.withParams && !options.paymentLink,
    descriptionFixed: Boolean(options.paymentLink),
    additionalSection: mode.additionalField || mode.policy || mode.customFields,
    contractNumber: mode.additionalField || mode.policy || mode.customFields,
    branchCode: mode.additionalField,
    memberNumber: mode.additionalField,
    paymentMethod,
    policyFields: mode.policy,
    exchange: tenant.isUseB2BCurrencyExChange && tenant.b2BViewCurrencyExchangeRate,
    commissionRate: !screen.b2BHideCommissionRateInfo,
    campaignButton: screen.b2BShowCampaignButton,
  };
}

export function todayDotted(now = new Date()): string {
  return istanbulDottedDate(now);
}

export function emptyValues(now = new Date()): PayFormValues {
  return {
    customerInformation: '',
    mobilePhone: '',
    customerEmail: '',
    tckn: '',
    amount: '',
    currencyCode: 'TRY',
    description: '',
    paymentMethodIds: [],
    contractNumber: '',
    branchCode: '',
    memberNumber: '',
    policyDate: todayDotted(now),
    insuranceCompany: '',
    holderName: '',
    cardNumber: '',
    expiry: '',
    cvv: '',
    choice: null,
    deferral: '',
    agreement: false,
  };
}

/** DD.MM.YYYY → YYYY-MM-DD when it is a real calendar day; null otherwise. */
export function dottedToIso(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const [, day = '', month = '', year = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return valid ? `${year}-${month}-${day}` : null;
}

export function splitExpiry(text: string): { month: string; year: string } {
  const [month = '', year = ''] = text.replace(/\s/g, '').split('/');
  return { month, year };
}

/** The card's issuer programme bank, once six digits are typed. */
export function cardBankOf(cardNumber: string): number | null {
  return bankIdForCard(cardDigits(cardNumber));
}

/** The amount in kuruş when it reads as a Turkish amount (`1.250,50`), else null. */
export function amountOf(text: string): bigint | null {
  return text.trim() === '' ? null : parseTurkishAmount(text);
}

/** The amount rule of SPEC 5: required, a number with at most 2 decimals, above zero. */
export function amountIssue(text: string): string | null {
  if (text.trim() === '') {
    return messages.amountRequired;
  }
  const amount = parseTurkishAmount(text);
  if (amount === null) {
    return messages.amountInvalid;
  }
  return amount > 0n ? null : messages.amountNotPositive;
}

export interface ValidationContext {
  layout: PayFormLayout;
  /** The chosen option, when it is still offered. */
  chosen: ChosenOption | null;
  paymentMethodNames: (ids: string[]) => string;
  now?: Date;
}

/** Every rule of SPEC 5, as field → Turkish message (empty when the form may be sent). */
export function validatePayForm(values: PayFormValues, context: ValidationContext): PayErrors {
  const { layout } = context;
  const errors: PayErrors = {};
  const policyIso = dottedToIso(values.policyDate);
  const issues = salesFormIssues(
    {
      description: layout.description || layout.descriptionFixed ? values.description : undefined,
      customerInformation: values.customerInformation,
      mobilePhone: layout.mobilePhone ? values.mobilePhone : undefined,
      customerEmail: layout.customerEmail ? values.customerEmail : undefined,
      tckn: layout.tckn ? values.tckn : undefined,
      contractNumber: values.contractNumber,
      branchCode: values.branchCode,
      paymentMethod: context.paymentMethodNames(values.paymentMethodIds),
      policyDate: values.policyDate.trim() === '' ? '' : (policyIso ?? 'invalid'),
      insuranceCompany: values.insuranceCompany,
    },
    layout.mode,
  );
  for (const [field, message] of Object.entries(issues)) {
    errors[(field === 'paymentMethod' ? 'paymentMethodIds' : field) as PayField] = message;
  }
  const amount = amountIssue(values.amount);
  if (amount) {
    errors.amount = amount;
  }
  if (values.holderName.trim() === '') {
    errors.holderName = messages.holderNameRequired;
  }
  const card = cardNumberIssue(values.cardNumber);
  if (card) {
    errors.cardNumber = card;
  }
  const { month, year } = splitExpiry(values.expiry);
  const expiry = expiryIssue(month, year, context.now);
  if (expiry) {
    errors.expiry = expiry;
  }
  const cvv = cvvIssue(values.cvv);
  if (cvv) {
    errors.cvv = cvv;
  }
  // Without an option there is no programme to price the payment with: one must be chosen.
  if (!context.chosen) {
    errors.choice = messages.paymentOptionsRequiredMessage;
  }
  const range = context.chosen?.option.deferral;
  if (range && values.deferral.trim() !== '') {
    const deferral = Number(values.deferral);
    if (!Number.isInteger(deferral) || deferral < range.start || deferral > range.end) {
      errors.deferral = messages.deferralOutOfRange;
    }
  }
  if (!values.agreement) {
    errors.agreement = messages.agreementRequired;
  }
  return errors;
}

/** The fields in the order they appear, so the first error can take the focus. */
export const FIELD_ORDER: PayField[] = [
  'customerInformation',
  'mobilePhone',
  'customerEmail',
  'tckn',
  'amount',
  'currencyCode',
  'description',
  'contractNumber',
  'branchCode',
  'memberNumber',
  'paymentMethodIds',
  'policyDate',
  'insuranceCompany',
  'holderName',
  'cardNumber',
  'expiry',
  'cvv',
  'choice',
  'deferral',
  'agreement',
];

/** After a successful payment the form starts again; the bank choice and firm stay (SPEC 4). */
export function valuesAfterSuccess(
  values: PayFormValues,
  keepAmount: boolean,
  now = new Date(),
): PayFormValues {
  const fresh = emptyValues(now);
  const single = values.choice ? parseChoiceValue(values.choice)?.installment === 1 : false;
  return {
    ...fresh,
    amount: keepAmount ? values.amount : '',
    currencyCode: values.currencyCode,
    paymentMethodIds: values.paymentMethodIds,
    choice: single ? values.choice : null,
  };
}
