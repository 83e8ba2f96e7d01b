import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { PLAN_LINE_STATUSES, PLAN_SCOPES } from './codes.js';
import { answerOf } from './envelope.js';
import { ReportFirm } from './firm-report.js';
import { messages } from './messages.js';
import { CurrencyCode } from './pay-without-login.js';

/**
 * The payment plan (ödeme planı, SPEC 2 /payment-plan): the firm's plan lines (due items) from its ERP, what is
 * still open of each, how late, and the late-payment interest the tenant shows. Lines are chosen here and paid
 * by card through /pos-collection (DESIGN 13).
 */

const IsoDate = z.string().refine(isIsoCalendarDate, messages.dateInvalid);

export const PlanLineStatus = z.enum(PLAN_LINE_STATUSES);
export type PlanLineStatus = z.infer<typeof PlanLineStatus>;

/** The statuses as the plan and its Excel file name them. */
export const PLAN_STATUS_LABELS: Record<PlanLineStatus, string> = {
  open: 'Açık',
  partial: 'Kısmi',
  overdue: 'Vadesi geçti',
  closed: 'Kapandı',
  paid_pending: 'Ödeme alındı, ERP onayı bekleniyor',
};

const PaymentPlanFilterFields = z.strictObject({
  firmId: z
    .uuid()
    .optional()
    .describe("The user's own firm when absent; a main firm's user may name a sub-firm"),
  dueFrom: IsoDate.optional(),
  dueTo: IsoDate.optional(),
  lines: z.enum(PLAN_SCOPES).optional().describe('open (default), overdue or all'),
  currency: CurrencyCode.optional(),
});

const dueRangeOk = (filter: { dueFrom?: string | undefined; dueTo?: string | undefined }) =>
  !filter.dueFrom || !filter.dueTo || filter.dueFrom <= filter.dueTo;
const dueRangeIssue = { message: messages.dateRangeInvalid, path: ['dueTo'] };

export const PaymentPlanFilter = PaymentPlanFilterFields.refine(dueRangeOk, dueRangeIssue);
export type PaymentPlanFilter = z.input<typeof PaymentPlanFilter>;

export const PaymentPlanQuery = PaymentPlanFilterFields.extend({
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().max(100).optional().describe('nextCursor of the previous page'),
}).refine(dueRangeOk, dueRangeIssue);
export type PaymentPlanQuery = z.input<typeof PaymentPlanQuery>;

export const PlanLine = z.object({
  /** The line's id: what `/pos-collection?items=` names. */
  id: z.string(),
  dueDate: z.string(),
  documentDate: z.string().nullable(),
  documentNo: z.string().nullable(),
  description: z.string().nullable(),
  installmentNo: z.number().int(),
  installmentCount: z.number().int(),
  amount: z.string(),
  paidAmount: z.string(),
  remaining: z.string(),
  /** Card payments made here for the line that the ERP has not recorded yet (at most `remaining`). */
  pendingAmount: z.string(),
  currencyCode: CurrencyCode,
  /** Days past the due date while something is open; 0 otherwise. */
  daysOverdue: z.number().int(),
  /** Null when the tenant shows no late-payment interest. */
  lateInterest: z.string().nullable(),
  status: PlanLineStatus,
});
export type PlanLine = z.infer<typeof PlanLine>;

export const PlanCurrencyTotals = z.object({
  currencyCode: CurrencyCode,
  lineCount: z.number().int(),
  remaining: z.string(),
  overdue: z.string(),
  overdueCount: z.number().int(),
  dueThisMonth: z.string(),
  lateInterest: z.string().nullable(),
});
export type PlanCurrencyTotals = z.infer<typeof PlanCurrencyTotals>;

export const PaymentPlanPage = z.object({
  firm: ReportFirm,
  asOf: z.string(),
  /** The tenant's monthly late-payment interest in percent ("3"), null when it shows none. */
  lateInterestRate: z.string().nullable(),
  /** Per currency, over every line the filter matches (first page only). */
  totals: z.array(PlanCurrencyTotals).nullable(),
  items: z.array(PlanLine),
  nextCursor: z.string().nullable(),
});
export type PaymentPlanPage = z.infer<typeof PaymentPlanPage>;
export const PaymentPlanPageAnswer = answerOf(PaymentPlanPage);
