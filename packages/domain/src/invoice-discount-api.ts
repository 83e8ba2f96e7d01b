import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { answerOf } from './envelope.js';
import { ReportFirm } from './firm-report.js';
import { DISCOUNT_METHODS } from './invoice-discount.js';
import { DISCOUNT_INELIGIBILITIES } from './invoice-discount-rules.js';
import { messages } from './messages.js';
import { CurrencyCode } from './pay-without-login.js';

/** The invoice discounting page's calls (/invoice-discount, flag invoiceDiscount), issue 14. */

const IsoDate = z.string().refine(isIsoCalendarDate, messages.dateInvalid);
const FirmId = z
  .uuid()
  .optional()
  .describe("The user's own firm when absent; a main firm's user may name a sub-firm");

export const DISCOUNT_REQUEST_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type DiscountRequestStatus = (typeof DISCOUNT_REQUEST_STATUSES)[number];
/** A request's life: the tenant's administrator approves or rejects it, then marks an approved one paid. */
export const DISCOUNT_STATUS_MOVES: Readonly<
  Record<DiscountRequestStatus, readonly DiscountRequestStatus[]>
> = {
  requested: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

/** At most this many invoices in one preview or request. */
export const MAX_DISCOUNT_INVOICES = 500;

export const DiscountInvoicesQuery = z.strictObject({ firmId: FirmId });

export const DiscountInvoiceRow = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  currencyCode: CurrencyCode,
  amount: z.string(),
  paidAmount: z.string(),
  /** What is left to pay: the amount discounted. */
  openAmount: z.string(),
  /** Days from the default value date to the due date. */
  days: z.number().int(),
  /** Why it cannot be chosen today, or null; `requested` when an open request already holds it. */
  ineligible: z.enum([...DISCOUNT_INELIGIBILITIES, 'requested']).nullable(),
  heldByRequestNo: z.string().nullable(),
});
export type DiscountInvoiceRow = z.infer<typeof DiscountInvoiceRow>;

export const DiscountTermsView = z.object({
  method: z.enum(DISCOUNT_METHODS),
  /** The rate that applies to this firm: its agreed rate, else the tenant's. */
  annualRate: z.string(),
  isAgreedRate: z.boolean(),
  commissionRate: z.string(),
  /** Per currency, only those set: the least commission a request pays in it, and the fixed fees. */
  commissionMinimum: z.partialRecord(CurrencyCode, z.string()),
  feePerInvoice: z.partialRecord(CurrencyCode, z.string()),
  feePerRequest: z.partialRecord(CurrencyCode, z.string()),
  bsmvRate: z.string(),
  minDaysToDue: z.number().int(),
  defaultValueDate: z.string(),
});
export type DiscountTermsView = z.infer<typeof DiscountTermsView>;

export const DiscountInvoices = z.object({
  firm: ReportFirm,
  /** Null when the tenant offers no discounting. */
  terms: DiscountTermsView.nullable(),
  items: z.array(DiscountInvoiceRow),
});
export type DiscountInvoices = z.infer<typeof DiscountInvoices>;
export const DiscountInvoicesAnswer = answerOf(DiscountInvoices);

export const DiscountSelection = z.strictObject({
  firmId: FirmId,
  invoiceIds: z
    .array(z.string().regex(/^\d{1,18}$/, messages.discountInvoiceIdsInvalid))
    .min(1, messages.discountNoInvoices)
    .max(MAX_DISCOUNT_INVOICES, messages.discountTooManyInvoices)
    .refine((ids) => new Set(ids).size === ids.length, messages.discountInvoiceIdsInvalid),
  valueDate: IsoDate.optional().describe('Today, or the next business day, when absent'),
});
export type DiscountSelection = z.infer<typeof DiscountSelection>;

const Figures = {
  amount: z.string(),
  discount: z.string(),
  commission: z.string(),
  bsmv: z.string(),
  fee: z.string(),
  net: z.string(),
};
export const DiscountLineView = z.object({
  invoiceId: z.string(),
  invoiceNo: z.string(),
  dueDate: z.string(),
  currencyCode: CurrencyCode,
  days: z.number().int(),
  ...Figures,
});
export type DiscountLineView = z.infer<typeof DiscountLineView>;
export const DiscountTotalView = z.object({
  currencyCode: CurrencyCode,
  count: z.number().int(),
  averageDays: z.string(),
  ...Figures,
});
export type DiscountTotalView = z.infer<typeof DiscountTotalView>;

export const DiscountPreviewView = z.object({
  valueDate: z.string(),
  method: z.enum(DISCOUNT_METHODS),
  annualRate: z.string(),
  lines: z.array(DiscountLineView),
  totals: z.array(DiscountTotalView),
});
export type DiscountPreviewView = z.infer<typeof DiscountPreviewView>;
export const DiscountPreviewAnswer = answerOf(DiscountPreviewView);

export const DiscountRequestView = DiscountPreviewView.extend({
  id: z.string(),
  requestNo: z.string(),
  firm: ReportFirm,
  status: z.enum(DISCOUNT_REQUEST_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DiscountRequestView = z.infer<typeof DiscountRequestView>;
export const DiscountRequestAnswer = answerOf(DiscountRequestView);

export const DiscountRequestSummary = DiscountRequestView.omit({ lines: true });
export type DiscountRequestSummary = z.infer<typeof DiscountRequestSummary>;
export const DiscountRequestListAnswer = answerOf(z.array(DiscountRequestSummary));

export const DiscountStatusChange = z.strictObject({
  status: z.enum(['approved', 'paid', 'rejected']),
  note: z.string().trim().max(500).optional(),
});
export type DiscountStatusChange = z.infer<typeof DiscountStatusChange>;

/** "İSK-000042": the request number people read. */
export function discountRequestNo(requestNo: number): string {
  return `İSK-${String(requestNo).padStart(6, '0')}`;
}
