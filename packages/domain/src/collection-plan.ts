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

export const CollectionPlanQuery = z
  .strictObject({
    firmId: z.uuid().optional().describe('One dealer; all of them when absent'),
    dueFrom: IsoDate.optional(),
    dueTo: IsoDate.optional().describe('60 days from today when absent'),
    lines: z.enum(['open', 'overdue']).optional(),
    group: z.enum(['week', 'month']).optional(),
    currency: CurrencyCode.optional(),
  })
  .refine((query) => !query.dueFrom || !query.dueTo || query.dueFrom <= query.dueTo, {
    message: messages.dateRangeInvalid,
    path: ['dueTo'],
  });
export type CollectionPlanQuery = z.input<typeof CollectionPlanQuery>;

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

export const REMINDER_CHANNELS = ['email', 'sms'] as const;

export const CollectionDealer = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  hasEmail: z.boolean(),
  hasPhone: z.boolean(),
  lastReminder: z.object({ at: z.string(), channel: z.enum(REMINDER_CHANNELS), by: z.string() }).nullable(),
});
export type CollectionDealer = z.infer<typeof CollectionDealer>;

export const CollectionPlanPage = z.object({
  asOf: z.string(),
  dueTo: z.string(),
  group: z.enum(['week', 'month']),
  items: z.array(CollectionLine),
  /** More lines matched than one answer holds: narrow the dates or choose a dealer. */
  truncated: z.boolean(),
  groups: z.array(CollectionGroup),
  /** The dealers of the lines, with how they can be reached and when they were last reminded. */
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
