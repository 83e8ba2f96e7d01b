/**
 * The pay-without-login form as data: its values, which rules apply, the payment options a card is
 * offered, and the sales request it sends. No React here, so every rule is unit-tested; the rules
 * themselves come from the domain package, the same functions the server applies.
 */

import { messages } from '@tahsilat/domain/messages';
import {
  allowedCurrencies,
  type BankOptions,
  bankIdForCard,
  buildPaymentOptions,
  type CommissionDefinition,
  cardNumberIssue,
  cvvIssue,
  expiryIssue,
  formatAmount,
  formatMoneyText,
  formatTurkishMoney,
  isoToDottedDate,
  istanbulDottedDate,
  type OfferConstraints,
  type PaymentOption,
  PROVIDER_TRY_ONLY,
  parseChoiceValue,
  parseTurkishAmount,
  type SalesFormMode,
  salesFormIssues,
  salesFormModeFor,
} from '@tahsilat/domain/pricing';

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

export function cardDigits(text: string): string {
  return text.replace(/\D/g, '');
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

export interface OptionsView {
  /** The single-payment group; null when it is not shown. */
  single: BankOptions[] | null;
  installments: BankOptions[];
  /** The empty state of SPEC 2 to show where options are missing. */
  notice: 'noData' | 'enterCard' | 'noneForCard' | null;
}

export interface OptionsInput {
  commissions: readonly CommissionDefinition[];
  amount: bigint | null;
  currency: CurrencyCode;
  cardBankId: number | null;
  /** At least six digits typed: the BIN is known (or known to be unknown). */
  cardRecognisable: boolean;
  useEmptyCommissionList: boolean;
  constraints: OfferConstraints;
}

/** Programmes a currency may use: provider 889 takes Turkish lira only (SPEC 9). */
export function definitionsForCurrency(
  commissions: readonly CommissionDefinition[],
  currency: CurrencyCode,
): CommissionDefinition[] {
  return commissions.filter((d) => currency === 'TRY' || d.bankId !== PROVIDER_TRY_ONLY);
}

/**
 * The picker's groups (SPEC 2): a single payment may go through any of the tenant's banks; instalments
 * only through the programme of the card's own bank. With the tenant's empty-list flag nothing is
 * offered until the card is known, and then only its bank.
 */
export function paymentOptionsView(input: OptionsInput): OptionsView {
  const definitions = definitionsForCurrency(input.commissions, input.currency);
  if (definitions.length === 0) {
    return { single: null, installments: [], notice: 'noData' };
  }
  const built = buildPaymentOptions(definitions, input.amount, input.constraints);
  const ofCard = (groups: BankOptions[]) => groups.filter((bank) => bank.bankId === input.cardBankId);
  if (input.useEmptyCommissionList) {
    if (!input.cardRecognisable) {
      return { single: null, installments: [], notice: 'enterCard' };
    }
    const single = ofCard(built.single);
    const installments = ofCard(built.installments);
    return single.length + installments.length === 0
      ? { single: null, installments: [], notice: 'noneForCard' }
      : { single, installments, notice: null };
  }
  if (!input.cardRecognisable) {
    return { single: built.single, installments: [], notice: 'enterCard' };
  }
  const installments = ofCard(built.installments);
  return { single: built.single, installments, notice: installments.length === 0 ? 'noneForCard' : null };
}

export interface ChosenOption {
  bank: BankOptions;
  option: PaymentOption;
}

export function findChoice(view: OptionsView, value: string | null): ChosenOption | null {
  if (!value) {
    return null;
  }
  for (const bank of [...(view.single ?? []), ...view.installments]) {
    const option = bank.options.find((o) => o.value === value);
    if (option) {
      return { bank, option };
    }
  }
  return null;
}

/** The provider of the payment: the chosen option's bank, else the card's bank. */
export function providerOf(choice: string | null, cardBankId: number | null): number | null {
  return (choice ? parseChoiceValue(choice)?.bankId : null) ?? cardBankId;
}

export function currencyChoices(
  codes: readonly string[],
  provider: number | null,
  screen: PayScreenSettings,
): CurrencyCode[] {
  return allowedCurrencies(codes, provider, screen) as CurrencyCode[];
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

/** The encrypted params of a shop link, passed back so the server decrypts them itself. */
export interface ParamTokens {
  amount: string;
  referenceNumber: string;
  firmbranchNumber?: string;
  callbackUrl?: string;
}

export interface SalesRequestContext {
  firmId: string | null;
  language: PayLanguage;
  layout: PayFormLayout;
  chosen: ChosenOption;
  paymentMethods: readonly { id: string; name: string; paymentSetId: string | null }[];
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The card and customer fields both sales calls send (SPEC 3); call only when validatePayForm is empty. */
export function saleFields(values: PayFormValues, context: SalesRequestContext) {
  const { chosen, layout } = context;
  const choice = parseChoiceValue(chosen.option.value);
  const net = amountOf(values.amount) ?? 0n;
  const { month, year } = splitExpiry(values.expiry);
  const methods = context.paymentMethods.filter((m) => values.paymentMethodIds.includes(m.id));
  const sets = new Set(methods.map((m) => m.paymentSetId));
  const deferral = values.deferral.trim() === '' ? undefined : Number(values.deferral);
  return {
    holderName: values.holderName.trim(),
    cardNumber: cardDigits(values.cardNumber),
    cvv: values.cvv,
    expireMonth: month,
    expireYear: year,
    amount: chosen.option.total ?? formatAmount(net),
    netAmount: formatAmount(net),
    currencyCode: values.currencyCode,
    bankId: chosen.bank.bankId,
    installmentCount: chosen.option.installment,
    cardType: choice?.cardType,
    posCollectionCommissionDefinitionId: chosen.bank.definitionId,
    firmId: context.firmId ?? undefined,
    mobilePhone: layout.mobilePhone ? optional(values.mobilePhone) : undefined,
    customerEmail: layout.customerEmail ? optional(values.customerEmail) : undefined,
    description: layout.description ? optional(values.description) : undefined,
    customerInformation: layout.customerInformation ? optional(values.customerInformation) : undefined,
    tckn: layout.tckn ? optional(values.tckn) : undefined,
    contractNumber: layout.contractNumber ? optional(values.contractNumber) : undefined,
    branchCode: layout.branchCode ? optional(values.branchCode) : undefined,
    memberNumber: layout.memberNumber ? optional(values.memberNumber) : undefined,
    insuranceCompany: layout.policyFields ? optional(values.insuranceCompany) : undefined,
    policyDate: layout.policyFields ? (dottedToIso(values.policyDate) ?? undefined) : undefined,
    paymentMethod: methods.length > 0 ? methods.map((m) => m.name).join(', ') : undefined,
    paymentSetId: sets.size === 1 ? ([...sets][0] ?? undefined) : undefined,
    deferringInstallmentCount: chosen.option.deferral && deferral ? deferral : undefined,
    language: context.language,
  };
}

/** The body of POST /PayWithoutLogin/SalesRequest (SPEC 3). */
export function buildSalesRequest(
  values: PayFormValues,
  context: SalesRequestContext & {
    tenantPaymentGuid: string;
    tenantEmail: string | null;
    paramTokens: ParamTokens | null;
  },
) {
  return {
    ...saleFields(values, context),
    tenantPaymentGuid: context.tenantPaymentGuid,
    email: context.tenantEmail ?? undefined,
    ...(context.paramTokens
      ? { encryptedParams: context.paramTokens, callbackUrlRequestMethod: 'GET' as const }
      : {}),
  };
}

/** The body of POST /PosCollection/SalesRequestWithCode: the link's code instead of the tenant. */
export function buildLinkSalesRequest(
  values: PayFormValues,
  context: SalesRequestContext & { paymentCode: string; isPreAuth: boolean },
) {
  return {
    ...saleFields(values, context),
    paymentCode: context.paymentCode,
    isUsePreAuth: context.isPreAuth,
  };
}

export type SalesRequestBody = ReturnType<typeof buildSalesRequest>;
export type LinkSalesRequestBody = ReturnType<typeof buildLinkSalesRequest>;

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

/** How the bank's answer is shown (SPEC 4): a URL in the iframe's src, a document in srcdoc or a new window. */
export function threeDDisplayOf(
  content: string,
  bankOpensWindow: boolean,
): { kind: 'url'; url: string } | { kind: 'document'; html: string; window: boolean } {
  const trimmed = content.trim();
  if (/^https?:\/\/\S+$/i.test(trimmed)) {
    return { kind: 'url', url: trimmed };
  }
  return { kind: 'document', html: content, window: bankOpensWindow };
}

/** The bank form carries a placeholder for the page's CSP nonce; only the page knows the nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll('__CSP_NONCE__', nonce);
}

/** Digits grouped as the card shows them: 4-6-5 for 15-digit cards, 4-4-4-4 otherwise. */
export function formatCardNumber(text: string): string {
  const digits = cardDigits(text).slice(0, 16);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'troy' | null;

export function cardBrandOf(text: string): CardBrand {
  const digits = cardDigits(text);
  if (/^4/.test(digits)) {
    return 'visa';
  }
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) {
    return 'mastercard';
  }
  if (/^3[47]/.test(digits)) {
    return 'amex';
  }
  if (/^(9792|65)/.test(digits)) {
    return 'troy';
  }
  return null;
}

/** MM/YY as it is typed: the slash comes by itself after the month. */
export function formatExpiry(text: string, previous: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  const deleting = text.length < previous.length;
  if (digits.length <= 2) {
    return digits.length === 2 && !deleting ? `${digits}/` : digits;
  }
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** A mobile number in the mask 0### ### ## ## as it is typed. */
export function formatMobile(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 0 && !digits.startsWith('0')) {
    digits = `0${digits}`;
  }
  digits = digits.slice(0, 11);
  const groups = [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7, 9), digits.slice(9, 11)];
  return groups.filter(Boolean).join(' ');
}

/** DD.MM.YYYY as it is typed. */
/** "2026-11-29" → "29.11.2026" (how the payment screens show a date). */
export const isoToDotted = isoToDottedDate;

export function formatDotted(text: string, previous: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const deleting = text.length < previous.length;
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  const joined = parts.join('.');
  return !deleting && (digits.length === 2 || digits.length === 4) ? `${joined}.` : joined;
}

/** "1.044,90 TL": amounts in Turkish format with 2 decimals (SPEC 9), from the API's "1044.90". */
export const formatMoney = formatMoneyText;

export const formatMoneyOf = formatTurkishMoney;

/** "%4,49": a commission rate in Turkish format. */
export function formatPercent(rate: number): string {
  // By hand: a locale formatter per option would cost more than the whole picker's markup.
  const [whole = '0', fraction = ''] = rate
    .toFixed(4)
    .replace(/0{1,2}$/, '')
    .split('.');
  return `%${whole},${fraction.padEnd(2, '0')}`;
}

/** "34,6964": an exchange rate from the API's "34.6964", 4 decimals (SPEC 9). */
export function formatExchangeRate(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction.padEnd(4, '0').slice(0, 4)}`;
}

/** Every programme with all its counts, single payment first: the rows of 'Taksit Seçenekleri'. */
export function installmentTableBanks(
  commissions: readonly CommissionDefinition[],
  amount: bigint | null,
  currency: CurrencyCode,
  constraints: OfferConstraints,
): BankOptions[] {
  const built = buildPaymentOptions(definitionsForCurrency(commissions, currency), amount, {
    ...constraints,
    availableInstallments: null,
  });
  const byDefinition = new Map<string, BankOptions>();
  for (const bank of [...built.single, ...built.installments]) {
    const seen = byDefinition.get(bank.definitionId);
    byDefinition.set(
      bank.definitionId,
      seen ? { ...seen, options: [...seen.options, ...bank.options] } : bank,
    );
  }
  return [...byDefinition.values()];
}
