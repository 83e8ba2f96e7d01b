import type { CreatePaymentRequest, CurrencyCode, PaymentRequestCreateOptions } from '@tahsilat/domain';
import { formatAmount, formatTurkishAmount, parseAmount, parseTurkishAmount } from '@tahsilat/domain/pricing';

/** What the create form holds: the amount as typed (Turkish), dates as YYYY-MM-DD. */
export interface LinkFormValues {
  firmId?: string;
  amount?: string;
  currencyCode?: CurrencyCode;
  description?: string;
  validityDate?: string;
  referenceNumber?: string;
  paymentSetId?: string | null;
  paymentMethodId?: string | null;
  isPreAuth?: boolean;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  language?: 'tr' | 'en';
  usage?: 'single' | 'multiple';
  maxPayments?: number | null;
  sendEmail?: boolean;
  sendSms?: boolean;
}

export type LinkFormField = keyof LinkFormValues;

/** The form's starting point: the user's own firm, Turkish lira when offered, the tenant's defaults. */
export function initialLinkValues(options: PaymentRequestCreateOptions): LinkFormValues {
  const ownFirm = options.firms.find((firm) => firm.isOwn) ?? options.firms[0];
  return {
    firmId: ownFirm?.id,
    amount: '',
    currencyCode: options.currencies.includes('TRY') ? 'TRY' : options.currencies[0],
    description: '',
    validityDate: options.defaultValidityDate,
    referenceNumber: '',
    paymentSetId: null,
    paymentMethodId: null,
    isPreAuth: false,
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    language: options.defaultLanguage,
    usage: 'single',
    maxPayments: 2,
    sendEmail: false,
    sendSms: false,
  };
}

/**
 * What a link to the form brings (`/payment-request?firmId=&amount=&currency=&description=`, e.g. from the
 * collection plan): only a firm the form offers, a readable amount (shown Turkish), an offered currency.
 */
export function prefillFrom(
  search: URLSearchParams,
  options: PaymentRequestCreateOptions,
): Partial<LinkFormValues> {
  const prefill: Partial<LinkFormValues> = {};
  const firmId = search.get('firmId');
  if (firmId && options.firms.some((firm) => firm.id === firmId)) {
    prefill.firmId = firmId;
  }
  const kurus = parseAmount(search.get('amount') ?? '');
  if (kurus !== null && kurus > 0n) {
    prefill.amount = formatTurkishAmount(kurus);
  }
  const currency = search.get('currency');
  const offered = options.currencies.find((code) => code === currency);
  if (offered) {
    prefill.currencyCode = offered;
  }
  const description = search.get('description')?.trim();
  if (description) {
    prefill.description = description.slice(0, 200);
  }
  return prefill;
}

/** "1.250,50" → "1250.50"; what cannot be read goes as typed, so the schema names the problem. */
export function toApiAmount(typed: string | undefined): string {
  const text = (typed ?? '').trim();
  const kurus = parseTurkishAmount(text);
  return kurus === null ? text : formatAmount(kurus);
}

const blankToUndefined = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** The request body of POST /PaymentRequest/Create. A pre-authorisation is always single use. */
export function toCreateRequest(
  values: LinkFormValues,
  options: PaymentRequestCreateOptions,
): CreatePaymentRequest {
  const isPreAuth = options.isPreAuthAllowed && Boolean(values.isPreAuth);
  const maxPayments = isPreAuth || values.usage !== 'multiple' ? 1 : (values.maxPayments ?? Number.NaN);
  return {
    firmId: options.firms.length > 1 ? values.firmId : undefined,
    amount: toApiAmount(values.amount),
    currencyCode: values.currencyCode as CurrencyCode,
    description: values.description ?? '',
    validityDate: values.validityDate,
    referenceNumber: blankToUndefined(values.referenceNumber),
    paymentSetId: options.paymentSets.length > 0 ? (values.paymentSetId ?? null) : undefined,
    paymentMethodId: options.paymentMethods.length > 0 ? (values.paymentMethodId ?? null) : undefined,
    isPreAuth: options.isPreAuthAllowed ? isPreAuth : undefined,
    customerName: blankToUndefined(values.customerName),
    customerEmail: blankToUndefined(values.customerEmail),
    customerPhone: blankToUndefined(values.customerPhone),
    language: values.language,
    maxPayments,
    sendEmail: Boolean(values.sendEmail),
    sendSms: options.smsEnabled ? Boolean(values.sendSms) : false,
  };
}

/** Form fields the schema's paths land on ('maxPayments' is asked for by the "up to N" field). */
export const FIELD_OF_PATH: Partial<Record<string, LinkFormField>> = {
  firmId: 'firmId',
  amount: 'amount',
  currencyCode: 'currencyCode',
  description: 'description',
  validityDate: 'validityDate',
  referenceNumber: 'referenceNumber',
  paymentSetId: 'paymentSetId',
  paymentMethodId: 'paymentMethodId',
  isPreAuth: 'isPreAuth',
  customerName: 'customerName',
  customerEmail: 'customerEmail',
  customerPhone: 'customerPhone',
  language: 'language',
  maxPayments: 'maxPayments',
};

/** Methods of the chosen payment set (all of them while no set is chosen; set-less methods always). */
export function methodsForSet(
  methods: PaymentRequestCreateOptions['paymentMethods'],
  paymentSetId: string | null | undefined,
): PaymentRequestCreateOptions['paymentMethods'] {
  if (!paymentSetId) {
    return methods;
  }
  return methods.filter((method) => method.paymentSetId === paymentSetId || method.paymentSetId === null);
}
