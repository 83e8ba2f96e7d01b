import { z } from 'zod';
import { PublicTenant } from './auth.js';
import { isIsoCalendarDate, istanbulIsoDate } from './calendar.js';
import { isSimpleEmail, isTurkishMobile } from './card-checks.js';
import { noCardNumber } from './card-numbers.js';
import { MAX_LINK_PAYMENTS, PAGE_SIZES, PAYMENT_REQUEST_SORTS, PAYMENT_REQUEST_STATUSES } from './codes.js';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { parseAmount } from './money.js';
import {
  CommissionOptions,
  CurrencyCode,
  expiryNotPast,
  Provider,
  SalesRequestFields,
  ScreenSettings,
} from './pay-without-login.js';
import { MoneyString } from './payment-validators.js';

/**
 * Pay by link (SPEC 2 /payment-request, /payment-list, /paymentPage; SPEC 3 payment request and sales
 * request with code). A link is `PUBLIC_URL/paymentPage?d=<code>`; the code is its only key.
 */

const Guid = z.uuid();
const IsoDate = z.string().refine(isIsoCalendarDate, messages.dateInvalid);

/** 16 random bytes or more, base64url: 22 characters and up. */
export const PaymentCode = z
  .string()
  .min(22)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const PaymentRequestStatus = z.enum(PAYMENT_REQUEST_STATUSES);
export type PaymentRequestStatus = z.infer<typeof PaymentRequestStatus>;

/** What the firm did with a pre-authorisation the customer gave; `settling` while a capture or release is at the bank. */
export const PreAuthState = z.enum(['none', 'held', 'settling', 'captured', 'released']);
export type PreAuthState = z.infer<typeof PreAuthState>;

export const LINK_LANGUAGES = ['tr', 'en'] as const;
/** How far ahead a link may stay open. */
export const MAX_VALIDITY_DAYS = 365;
/** A new link is valid for a week unless the user says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 7;

/** YYYY-MM-DD `days` after the Istanbul day of `now`. */
export function isoDatePlusDays(days: number, now: Date = new Date()): string {
  const today = istanbulIsoDate(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The status a link shows: open links past their last valid (Istanbul) day are expired. */
export function paymentRequestStatusOf(
  row: { isCancelled: boolean; isPaid: boolean; validityDate: string },
  today: string = istanbulIsoDate(),
): PaymentRequestStatus {
  if (row.isPaid) {
    return 'paid';
  }
  if (row.isCancelled) {
    return 'cancelled';
  }
  return row.validityDate < today ? 'expired' : 'waiting';
}

const optionalTrimmed = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(noCardNumber, messages.cardNumberInText)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A validity date: today (Istanbul) at the earliest, a year ahead at the latest. */
export const ValidityDate = IsoDate.refine(
  (value) => value >= istanbulIsoDate(),
  messages.validityDateInPast,
).refine((value) => value <= isoDatePlusDays(MAX_VALIDITY_DAYS), messages.validityDateTooFar);

/** The most a link may ask for: the numeric(18,2) column holds 16 whole digits. */
const LinkAmount = MoneyString.refine(
  (value) => (parseAmount(value) ?? 0n) <= 99_999_999_999n,
  messages.linkAmountTooLarge,
);

const LinkEmail = optionalTrimmed(254).refine(
  (value) => value === undefined || isSimpleEmail(value),
  messages.customerEmailInvalid,
);
const LinkPhone = optionalTrimmed(20).refine(
  (value) => value === undefined || isTurkishMobile(value),
  messages.linkPhoneInvalid,
);

// POST /PaymentRequest/Create
export const CreatePaymentRequest = z
  .strictObject({
    firmId: Guid.optional().describe("The user's own firm (default) or one of its sub-firms"),
    amount: LinkAmount,
    currencyCode: CurrencyCode,
    description: z
      .string({ error: messages.descriptionRequired })
      .trim()
      .min(1, messages.descriptionRequired)
      .max(500)
      .refine(noCardNumber, messages.cardNumberInText),
    validityDate: ValidityDate.optional().describe(
      `YYYY-MM-DD, last day the link can be paid (default +${DEFAULT_VALIDITY_DAYS} days)`,
    ),
    referenceNumber: optionalTrimmed(50, messages.linkReferenceTooLong).describe(
      'Your own reference (invoice or order number); one is made when empty',
    ),
    paymentSetId: Guid.nullable().optional(),
    paymentMethodId: Guid.nullable().optional(),
    isPreAuth: z.boolean().optional(),
    customerName: optionalTrimmed(200),
    customerEmail: LinkEmail,
    customerPhone: LinkPhone,
    language: z.enum(LINK_LANGUAGES).optional(),
    maxPayments: z
      .number({ error: messages.maxPaymentsInvalid })
      .int(messages.maxPaymentsInvalid)
      .min(1, messages.maxPaymentsInvalid)
      .max(MAX_LINK_PAYMENTS, messages.maxPaymentsInvalid)
      .optional()
      .describe('1 (single use, the default) up to 1000 payments'),
    sendEmail: z.boolean().optional().describe('Send the link to customerEmail right away'),
    sendSms: z.boolean().optional().describe('Send the link to customerPhone right away'),
  })
  .superRefine((value, context) => {
    if (value.isPreAuth && (value.maxPayments ?? 1) > 1) {
      context.addIssue({ code: 'custom', path: ['maxPayments'], message: messages.preAuthSingleUse });
    }
    if (value.sendEmail && !value.customerEmail) {
      context.addIssue({ code: 'custom', path: ['customerEmail'], message: messages.linkEmailRequired });
    }
    if (value.sendSms && !value.customerPhone) {
      context.addIssue({ code: 'custom', path: ['customerPhone'], message: messages.linkPhoneRequired });
    }
  });
export type CreatePaymentRequest = z.input<typeof CreatePaymentRequest>;

/** One link as the firm sees it (create answer, tracking row). Amounts are decimal strings ("1250.00"). */
export const PaymentRequestItem = z.object({
  id: z.string(),
  code: z.string(),
  link: z.string().describe('PUBLIC_URL/paymentPage?d=<code>'),
  referenceNumber: z.string(),
  firmId: z.string(),
  firmName: z.string(),
  firmBranchNumber: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  amount: z.string(),
  currencyCode: CurrencyCode,
  description: z.string(),
  validityDate: z.string(),
  status: PaymentRequestStatus,
  language: z.enum(LINK_LANGUAGES),
  isPreAuth: z.boolean(),
  preAuthState: PreAuthState,
  maxPayments: z.number().int(),
  paidCount: z.number().int(),
  paidAt: z.string().nullable(),
  paidAmount: z.string().nullable().describe('What the card was charged, commission included'),
  transactionId: z.string().nullable().describe('The last authorised payment'),
  paymentSetId: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  cancelledAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
});
export type PaymentRequestItem = z.infer<typeof PaymentRequestItem>;
export const PaymentRequestItemAnswer = answerOf(PaymentRequestItem);

// GET /PaymentRequest/List and /PaymentRequest/Export
/** Counting stops here: "10.000+" is as useful as the exact number and costs a bounded time. */
/** A list's page size: one of PAGE_SIZES (10, 20, 50, 100). */
export const PageSize = z.coerce
  .number()
  .int()
  .pipe(
    z.union(
      PAGE_SIZES.map((size) => z.literal(size)) as [
        z.ZodLiteral<10>,
        z.ZodLiteral<20>,
        z.ZodLiteral<50>,
        z.ZodLiteral<100>,
      ],
    ),
  );

export const LIST_COUNT_CAP = 10_000;

const AmountFilter = z
  .string()
  .max(20)
  .refine((value) => parseAmount(value) !== null, messages.amountInvalid);

export const PaymentRequestFilter = z.strictObject({
  createdFrom: IsoDate.optional(),
  createdTo: IsoDate.optional(),
  status: PaymentRequestStatus.optional(),
  firmId: Guid.optional(),
  amountMin: AmountFilter.optional(),
  amountMax: AmountFilter.optional(),
  search: z.string().trim().max(100).optional().describe('Part of the description, reference or customer'),
});
export type PaymentRequestFilter = z.infer<typeof PaymentRequestFilter>;

export const PaymentRequestListQuery = PaymentRequestFilter.extend({
  sortBy: z.enum(PAYMENT_REQUEST_SORTS).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
  pageSize: PageSize.optional(),
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe('nextCursor of the previous page (keyset paging: stable while links are added)'),
});
export type PaymentRequestListQuery = z.infer<typeof PaymentRequestListQuery>;

export const PaymentRequestPage = z.object({
  items: z.array(PaymentRequestItem),
  nextCursor: z.string().nullable(),
  total: z.number().int().describe(`Matching links, counted up to ${LIST_COUNT_CAP}`),
  totalIsCapped: z.boolean(),
});
export type PaymentRequestPage = z.infer<typeof PaymentRequestPage>;
export const PaymentRequestPageAnswer = answerOf(PaymentRequestPage);

// GET /PaymentRequest/Firms: whom the user may create links for
export const LinkFirm = z.object({
  id: z.string(),
  name: z.string(),
  branchNumber: z.string(),
  isOwn: z.boolean(),
});
export const LinkFirmsAnswer = answerOf(z.array(LinkFirm));

// GET /PaymentRequest/CreateOptions: what the create form offers this tenant
export const PaymentRequestCreateOptions = z.object({
  firms: z.array(LinkFirm),
  currencies: z.array(CurrencyCode),
  paymentSets: z.array(z.object({ id: z.string(), name: z.string() })),
  paymentMethods: z.array(
    z.object({ id: z.string(), name: z.string(), paymentSetId: z.string().nullable() }),
  ),
  isPreAuthAllowed: z.boolean(),
  defaultLanguage: z.enum(LINK_LANGUAGES),
  defaultValidityDate: z.string(),
  maxValidityDate: z.string(),
  smsEnabled: z.boolean(),
});
export type PaymentRequestCreateOptions = z.infer<typeof PaymentRequestCreateOptions>;
export const PaymentRequestCreateOptionsAnswer = answerOf(PaymentRequestCreateOptions);

// POST /PaymentRequest/Cancel, /PaymentRequest/Extend, /PaymentRequest/Send
export const PaymentRequestIdBody = z.strictObject({ id: Guid });
export const ExtendPaymentRequest = z.strictObject({ id: Guid, validityDate: ValidityDate });
export const SendPaymentRequest = z
  .strictObject({
    id: Guid,
    channel: z.enum(['email', 'sms']),
    to: z.string().trim().max(254).optional().describe("Default: the link's customer e-mail or phone"),
  })
  .superRefine((value, context) => {
    if (value.to && value.channel === 'email' && !isSimpleEmail(value.to)) {
      context.addIssue({ code: 'custom', path: ['to'], message: messages.customerEmailInvalid });
    }
    if (value.to && value.channel === 'sms' && !isTurkishMobile(value.to)) {
      context.addIssue({ code: 'custom', path: ['to'], message: messages.linkPhoneInvalid });
    }
  });

// POST /PaymentRequest/CapturePreAuth, /PaymentRequest/ReleasePreAuth
export const PreAuthActionBody = z.strictObject({ id: Guid.describe('The payment request') });

// POST /PaymentRequest/GetByPaymentRequestId (public)
export const PaymentRequestByCodeBody = z.strictObject({ PaymentRequestString: z.string().max(200) });

/** SPEC 3 "Payment request" with the tenant flags the payment page needs, and nothing the firm keeps to itself. */
export const PublicPaymentRequest = z.object({
  isPaid: z.boolean(),
  status: PaymentRequestStatus,
  amountString: z.string().describe('Turkish display form, "1.250,00"'),
  amount: z.string().describe('"1250.00"'),
  description: z.string(),
  referenceNumber: z.string(),
  tenantName: z.string(),
  tenantId: z.string(),
  tenantLogoUrl: z.string().nullable(),
  paymentGuid: z.string().describe("The tenant's payment guid"),
  firmId: z.string(),
  firmName: z.string(),
  paymentSetId: z.string().nullable(),
  currencyCode: CurrencyCode,
  validityDate: z.string(),
  paymentMethod: z.string().nullable(),
  isPreAuth: z.boolean(),
  language: z.enum(LINK_LANGUAGES),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  paidAt: z.string().nullable(),
  tenant: PublicTenant,
  providers: z.array(Provider),
});
export type PublicPaymentRequest = z.infer<typeof PublicPaymentRequest>;
export const PublicPaymentRequestAnswer = answerOf(PublicPaymentRequest);

// GET /PaymentRequest/CommissionOptions (public)
export const PaymentRequestCommissionQuery = z.strictObject({
  requestForNoPayment: z.enum(['true']).optional(),
  paymentGuid: Guid,
  firmId: Guid.optional(),
  paymentSetId: Guid.optional(),
});
export const PaymentRequestCommissionAnswer = answerOf(CommissionOptions);

// GET /PaymentRequest/TenantScreenSettings (public)
export const PaymentRequestScreenQuery = z.strictObject({
  tenantId: Guid,
  screenId: z.coerce.number().int().pipe(z.literal(5)),
});
export const PaymentRequestScreenAnswer = answerOf(ScreenSettings);

// POST /PaymentRequest/AvailableInstallments (public)
export const PaymentRequestInstallmentsBody = z.strictObject({ bankId: z.number().int(), paymentGuid: Guid });

// POST /PosCollection/SalesRequestWithCode (public)
export const SalesRequestWithCode = z
  .strictObject({
    ...SalesRequestFields,
    paymentCode: PaymentCode,
    isUsePreAuth: z.boolean().optional().describe("Ignored: the link decides; kept for the spec's shape"),
  })
  .superRefine(expiryNotPast);
export type SalesRequestWithCode = z.infer<typeof SalesRequestWithCode>;
