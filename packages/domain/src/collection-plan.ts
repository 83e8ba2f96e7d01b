import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { CurrencyCode } from './pay-without-login.js';

/**
 * The collection plan (tahsilat planı, SPEC 2 /collection-plan): what a main firm's dealers owe it, line by line,
 * by due date, grouped by week or month with subtotals; the firm sends a dealer a payment link or a reminder.
 */

const IsoDate = z.string().refine(isIsoCalendarDate, messages.dateInvalid);

/** Lines at most in one answer; a wider range is narrowed by dates or by dealer. */
export const COLLECTION_PLAN_MAX_LINES = 1000;
/** The largest of the screen's pages (COLLECTION_PLAN_PAGE_SIZES, codes.ts). */
export const COLLECTION_PLAN_MAX_PAGE = 200;

export const CollectionPlanQuery = z
  .strictObject({
    firmId: z.uuid().optional().describe('One dealer; all of them when absent'),
    dueFrom: IsoDate.optional(),
    dueTo: IsoDate.optional().describe('60 days from today when absent'),
    lines: z.enum(['open', 'overdue']).optional(),
    group: z.enum(['week', 'month']).optional(),
    currency: CurrencyCode.optional(),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(COLLECTION_PLAN_MAX_PAGE)
      .optional()
      .describe('Lines a page, in due-date order; every matching line (at most 1,000) when absent'),
    cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
  })
  .refine((query) => !query.dueFrom || !query.dueTo || query.dueFrom <= query.dueTo, {
    message: messages.dateRangeInvalid,
    path: ['dueTo'],
  });
export type CollectionPlanQuery = z.input<typeof CollectionPlanQuery>;
/** The query as the server has parsed it (page size a number). */
export type CollectionPlanRequest = z.output<typeof CollectionPlanQuery>;

export const CollectionLine = z.object({
  id: z.string(),
  firmId: z.string(),
  firmCode: z.string(),
  firmName: z.string(),
  dueDate: z.string(),
  documentNo: z.string().nullable(),
  description: z.string().nullable(),
  amount: z.string(),
  collected: z.string(),
  remaining: z.string(),
  currencyCode: CurrencyCode,
  daysOverdue: z.number().int(),
});
export type CollectionLine = z.infer<typeof CollectionLine>;

/** A week (starting Monday) or a month of due dates, per currency, over every matching line. */
export const CollectionGroup = z.object({
  start: z.string(),
  currencyCode: CurrencyCode,
  lineCount: z.number().int(),
  amount: z.string(),
  collected: z.string(),
  remaining: z.string(),
});
export type CollectionGroup = z.infer<typeof CollectionGroup>;

/**
 * Per currency over every matching line (not only the page): what is still owed, overdue, due this week and due
 * this month, in the periods every page names the same way (docs/reports.md "Periods").
 */
export const CollectionTotals = z.object({
  currencyCode: CurrencyCode,
  lineCount: z.number().int(),
  remaining: z.string(),
  overdue: z.string(),
  overdueCount: z.number().int(),
  dueThisWeek: z.string(),
  dueThisMonth: z.string(),
});
export type CollectionTotals = z.infer<typeof CollectionTotals>;

export const REMINDER_CHANNELS = ['email', 'sms'] as const;

/** What a reminder to the dealer states (TRY, net of its pending collections): overdue, and due in 30 days. */
export const ReminderFigures = z.object({
  overdue: z.string(),
  overdueCount: z.number().int(),
  oldestDueDate: z.string().nullable(),
  coming: z.string(),
});
export type ReminderFigures = z.infer<typeof ReminderFigures>;

export const CollectionDealer = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** A dealer switched off (in the ERP or the portal) is shown, never offered a reminder or a link. */
  isActive: z.boolean(),
  hasEmail: z.boolean(),
  hasPhone: z.boolean(),
  reminder: ReminderFigures,
  lastReminder: z.object({ at: z.string(), channel: z.enum(REMINDER_CHANNELS), by: z.string() }).nullable(),
});
export type CollectionDealer = z.infer<typeof CollectionDealer>;

export const CollectionPlanPage = z.object({
  asOf: z.string(),
  dueTo: z.string(),
  group: z.enum(['week', 'month']),
  items: z.array(CollectionLine),
  /** With pageSize: the cursor of the next page, null on the last. */
  nextCursor: z.string().nullable(),
  /** Without pageSize, more lines matched than one answer holds: narrow the dates or choose a dealer. */
  truncated: z.boolean(),
  totals: z.array(CollectionTotals),
  groups: z.array(CollectionGroup),
  /** The dealers of the lines on the page, how they can be reached, what a reminder states, the last one sent. */
  dealers: z.array(CollectionDealer),
});
export type CollectionPlanPage = z.infer<typeof CollectionPlanPage>;
export const CollectionPlanAnswer = answerOf(CollectionPlanPage);

export const ReminderBody = z.strictObject({
  firmId: z.uuid(),
  channel: z.enum(REMINDER_CHANNELS),
});
export type ReminderBody = z.infer<typeof ReminderBody>;
export const ReminderAnswer = answerOf(z.object({ to: z.string(), at: z.string() }));

/** The reminder exactly as it would go, before it is sent: to whom, its subject (e-mail) and its text. */
export const ReminderPreview = z.object({
  channel: z.enum(REMINDER_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  figures: ReminderFigures,
});
export type ReminderPreview = z.infer<typeof ReminderPreview>;
export const ReminderPreviewAnswer = answerOf(ReminderPreview);
