import { formatAmount, parseSumAmount, type ReminderFigures } from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { allocatedLinesAs, ownerIsFirms } from '../erp/pending-allocation.js';
import { isOverdue } from '../erp/periods.js';

/**
 * What a payment reminder states for a dealer, read in one place for the reminder itself, its preview and the
 * collection plan's dealer list: its TRY plan lines overdue (amount, lines, the oldest due date) and coming in the
 * next 30 days, at what it still owes once its pending collections pay (pending-allocation.ts, the one rule).
 */

export const NO_REMINDER_FIGURES: ReminderFigures = {
  overdue: '0.00',
  overdueCount: 0,
  oldestDueDate: null,
  coming: '0.00',
};

const money = (value: string) => formatAmount(parseSumAmount(value) ?? 0n);

export async function readReminderFigures(
  db: Db,
  tenantId: string,
  firmIds: readonly string[],
  today: string,
): Promise<Map<string, ReminderFigures>> {
  const figures = new Map<string, ReminderFigures>(firmIds.map((id) => [id, NO_REMINDER_FIGURES]));
  if (firmIds.length === 0) {
    return figures;
  }
  const late = isOverdue(sql`a.due_date`, today);
  const rows = await queryRows<{
    firm_id: string;
    overdue: string;
    overdue_count: number;
    oldest: string | null;
    coming: string;
  }>(
    db,
    sql`SELECT a.firm_id::text,
               coalesce(sum(a.owed) FILTER (WHERE ${late}), 0)::text AS overdue,
               (count(*) FILTER (WHERE ${late}))::int AS overdue_count,
               (min(a.due_date) FILTER (WHERE ${late}))::text AS oldest,
               coalesce(sum(a.owed) FILTER (WHERE NOT ${late}), 0)::text AS coming
          FROM ${allocatedLinesAs(ownerIsFirms(tenantId, firmIds), 'a')}
         WHERE a.owed > 0 AND a.currency_code = 'TRY' AND a.due_date <= ${today}::date + 30
         GROUP BY a.firm_id`,
  );
  for (const row of rows) {
    figures.set(row.firm_id, {
      overdue: money(row.overdue),
      overdueCount: row.overdue_count,
      oldestDueDate: row.oldest,
      coming: money(row.coming),
    });
  }
  return figures;
}

/** Nothing overdue and nothing coming: a reminder would have nothing to say. */
export const hasNothingToRemind = (figures: ReminderFigures): boolean =>
  (parseSumAmount(figures.overdue) ?? 0n) + (parseSumAmount(figures.coming) ?? 0n) === 0n;
