import { type SQL, sql } from 'drizzle-orm';

/**
 * The periods every page names a plan line's due date by (docs/reports.md), in one place so home, the payment plan
 * and the collection plan count the same lines under the same name:
 * - overdue ("Vadesi geçen"): due before today;
 * - due this month ("Bu ay vadesi gelecek"): due from today to the month's last day, so it never counts an overdue
 *   line a second time and overdue + due this month is what the firm must pay by the month's end;
 * - due this week ("Bu hafta vadesi gelecek"): due from today to Sunday (ISO weeks, Monday first).
 * `today` is the Istanbul day.
 */
export const isOverdue = (dueDate: SQL, today: string): SQL => sql`${dueDate} < ${today}::date`;

export const monthEnd = (today: string): SQL =>
  sql`(date_trunc('month', ${today}::timestamp) + interval '1 month - 1 day')::date`;

export const isDueThisMonth = (dueDate: SQL, today: string): SQL =>
  sql`(${dueDate} >= ${today}::date AND ${dueDate} <= ${monthEnd(today)})`;

export const weekEnd = (today: string): SQL =>
  sql`(date_trunc('week', ${today}::timestamp) + interval '6 days')::date`;

export const isDueThisWeek = (dueDate: SQL, today: string): SQL =>
  sql`(${dueDate} >= ${today}::date AND ${dueDate} <= ${weekEnd(today)})`;
