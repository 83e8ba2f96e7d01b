import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { COLLECTION_CHANNELS, COLLECTION_ERP_STATES, COLLECTION_HISTORY_STATUSES } from './codes.js';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { CurrencyCode } from './pay-without-login.js';
import { PageSize } from './payment-request.js';
import { MoneyString } from './payment-validators.js';

/**
 * The collection history (`/pos-collection-transaction`, flag posCollection): the card payments of the user's
 * firm and, for a main firm's user, of its dealers; paged by keyset, filtered and sorted by the server.
 */

const IsoDate = z.string().refine(isIsoCalendarDate, messages.dateInvalid);

export type CollectionStatus = (typeof COLLECTION_HISTORY_STATUSES)[number];
export type CollectionChannel = (typeof COLLECTION_CHANNELS)[number];
export type CollectionErpState = (typeof COLLECTION_ERP_STATES)[number];

export const COLLECTION_STATUS_LABELS: Record<CollectionStatus, string> = {
  success: 'Başarılı',
  failed: 'Başarısız',
  pending: 'Beklemede',
  refunded: 'İade edildi',
  partially_refunded: 'Kısmi iade',
  voided: 'İptal edildi',
};

export const COLLECTION_CHANNEL_LABELS: Record<CollectionChannel, string> = {
  portal: 'Portal',
  link: 'Ödeme linki',
  pay_without_login: 'Üyeliksiz ödeme',
  params: 'Parametreli ödeme',
};

export const COLLECTION_ERP_LABELS: Record<CollectionErpState, string> = {
  posted: 'Aktarıldı',
  waiting: 'Bekliyor',
  error: 'Hata',
};

const rangeOk = (filter: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo;
const rangeIssue = { message: messages.dateRangeInvalid, path: ['dateTo'] };

const CollectionHistoryFields = z.strictObject({
  firmId: z
    .uuid()
    .optional()
    .describe(
      "One firm: the user's own or, for a main firm's user, one of its dealers; all of them when absent",
    ),
  dateFrom: IsoDate.optional().describe('First day (Istanbul) the payment was made'),
  dateTo: IsoDate.optional().describe('Last day (Istanbul)'),
  status: z.enum(COLLECTION_HISTORY_STATUSES).optional(),
  channel: z.enum(COLLECTION_CHANNELS).optional(),
  bankId: z.coerce.number().int().min(1).max(99_999).optional(),
  amountMin: MoneyString.optional().describe('Least amount (before commission)'),
  amountMax: MoneyString.optional().describe('Most amount (before commission)'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Transaction no, reference, the card's last digits, holder or description"),
});

export const CollectionHistoryFilter = CollectionHistoryFields.refine(rangeOk, rangeIssue);
export type CollectionHistoryFilter = z.input<typeof CollectionHistoryFilter>;

export const COLLECTION_SORTS = ['createdAt', 'amount'] as const;

export const CollectionHistoryExportQuery = CollectionHistoryFields.extend({
  sortBy: z.enum(COLLECTION_SORTS).optional().describe('createdAt (default) or amount'),
  sortDir: z.enum(['asc', 'desc']).optional().describe('desc (default) or asc'),
}).refine(rangeOk, rangeIssue);
export type CollectionHistoryExportQuery = z.input<typeof CollectionHistoryExportQuery>;

export const CollectionHistoryQuery = CollectionHistoryFields.extend({
  sortBy: z.enum(COLLECTION_SORTS).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
  pageSize: PageSize.optional(),
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
}).refine(rangeOk, rangeIssue);
export type CollectionHistoryQuery = z.input<typeof CollectionHistoryQuery>;

export const CollectionRow = z.object({
  id: z.string(),
  createdAt: z.string().describe('When the payment was started (ISO instant)'),
  orderId: z.string().describe('The transaction no the bank knows'),
  referenceNumber: z.string().nullable(),
  firm: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  channel: z.enum(COLLECTION_CHANNELS),
  bankId: z.number().int(),
  bankName: z.string(),
  maskedCardNumber: z.string(),
  cardHolderName: z.string(),
  installmentCount: z.number().int().describe('The instalments chosen (1: a single payment)'),
  extraInstallmentCount: z
    .number()
    .int()
    .describe(
      "A campaign's bonus instalments on top (the card holder pays installmentCount + extraInstallmentCount; 0 when none)",
    ),
  amount: z.string().describe('What was paid before commission'),
  commissionAmount: z.string(),
  totalAmount: z.string().describe('What the card was charged'),
  netAmount: z
    .string()
    .describe(
      'What the firm receives (total − commission) less what refunds gave back, never below 0; 0.00 for a voided, failed or pending payment (collectedNet, docs/reports.md)',
    ),
  refundedAmount: z
    .string()
    .describe('What approved refunds and voids gave back to the card ("0.00" when nothing)'),
  currencyCode: CurrencyCode,
  status: z.enum(COLLECTION_HISTORY_STATUSES),
  /** The bank's text when the payment failed. */
  bankMessage: z.string().nullable(),
  erpState: z
    .enum(COLLECTION_ERP_STATES)
    .nullable()
    .describe('Null while the payment is not a collection (failed, pending, voided)'),
  erpDocumentNo: z.string().nullable(),
  userName: z.string().nullable().describe('Who paid from inside the portal'),
});
export type CollectionRow = z.infer<typeof CollectionRow>;

export const CollectionHistoryPage = z.object({
  items: z.array(CollectionRow),
  nextCursor: z.string().nullable(),
  total: z.number().int().describe('Matching payments, counted up to 10,000'),
});
export type CollectionHistoryPage = z.infer<typeof CollectionHistoryPage>;
export const CollectionHistoryPageAnswer = answerOf(CollectionHistoryPage);

export const COLLECTION_EVENTS = [
  'created',
  'threeD',
  'authorised',
  'failed',
  'expired',
  'refunded',
  'voided',
  'erpRecorded',
  'erpPosted',
] as const;

export const CollectionDetail = CollectionRow.extend({
  commissionRate: z.number(),
  description: z.string().nullable(),
  customerEmail: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  authCode: z.string().nullable(),
  hostRefNum: z.string().nullable(),
  timeline: z.array(
    z.object({
      at: z.string(),
      event: z.enum(COLLECTION_EVENTS),
      text: z.string().nullable(),
    }),
  ),
});
export type CollectionDetail = z.infer<typeof CollectionDetail>;
export const CollectionDetailAnswer = answerOf(CollectionDetail);
