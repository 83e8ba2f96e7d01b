import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type KeyPart, type KeyValues, keysetAfterKey } from '../../db/keyset.js';
import { queryRows } from '../../db/query.js';
import { allocatedLinesAs, ownerIsDealerOf } from '../erp/pending-allocation.js';
import { isDueThisMonth, isDueThisWeek, isOverdue } from '../erp/periods.js';

/** The collection plan's reads: the open plan lines of a main firm's dealers, their group sums, the dealers. */

export interface CollectionScope {
  tenantId: string;
  /** The main firm whose dealers these are. */
  mainFirmId: string;
  dealerId: string | undefined;
  dueFrom: string | undefined;
  dueTo: string;
  overdueOnly: boolean;
  currency: string | undefined;
  today: string;
}

function conditions(scope: CollectionScope): SQL {
  const parts = [
    sql`d.tenant_id = ${scope.tenantId}`,
    scope.dealerId
      ? sql`d.firm_id = ${scope.dealerId}`
      : sql`d.firm_id = ANY (ARRAY(SELECT s.id FROM firms s WHERE s.tenant_id = ${scope.tenantId}
          AND s.parent_firm_id = ${scope.mainFirmId}))`,
    sql`d.amount > d.paid_amount`,
    // What the dealer still owes once its pending collections pay (pending-allocation.ts, the one rule).
    sql`a.owed > 0`,
    sql`d.due_date <= ${scope.dueTo}`,
  ];
  if (scope.overdueOnly) {
    parts.push(isOverdue(sql`d.due_date`, scope.today));
  }
  if (scope.dueFrom) {
    parts.push(sql`d.due_date >= ${scope.dueFrom}`);
  }
  if (scope.currency) {
    parts.push(sql`d.currency_code = ${scope.currency}`);
  }
  return sql.join(parts, sql` AND `);
}

/** The dealers' open lines with their allocation (`a.pending`, `a.owed`). */
const linesOf = (scope: CollectionScope) =>
  sql`due_items d JOIN ${allocatedLinesAs(ownerIsDealerOf(scope.tenantId, scope.mainFirmId, scope.dealerId), 'a')}
        ON a.tenant_id = d.tenant_id AND a.id = d.id`;

/** The list's order, ascending: due date, dealer code, line id (the parts of its cursor). */
export const PLAN_ORDER = [
  { column: sql`d.due_date`, kind: 'day' },
  { column: sql`f.branch_number`, kind: 'text' },
  { column: sql`d.id`, kind: 'serial' },
] as const satisfies readonly KeyPart[];

/** Where the previous page ended, in the list's order. */
export type CollectionPosition = KeyValues<typeof PLAN_ORDER>;

export function readCollectionLines(
  db: Db,
  scope: CollectionScope,
  after: CollectionPosition | null,
  limit: number,
) {
  return queryRows<{
    id: string;
    firm_id: string;
    firm_code: string;
    firm_name: string;
    due_date: string;
    document_no: string | null;
    description: string | null;
    amount: string;
    paid_amount: string;
    /** What pending collections pay of the line. */
    pending_amount: string;
    currency_code: 'TRY' | 'USD' | 'EUR';
  }>(
    db,
    sql`SELECT d.id::text, d.firm_id, f.branch_number AS firm_code, f.name AS firm_name, d.due_date::text,
               d.document_no, d.description, d.amount::text, d.paid_amount::text, a.pending::text AS pending_amount,
               d.currency_code
          FROM ${linesOf(scope)}
          JOIN firms f ON f.tenant_id = d.tenant_id AND f.id = d.firm_id
         WHERE ${conditions(scope)}
           ${after ? sql`AND ${keysetAfterKey(PLAN_ORDER, 'asc', after)}` : sql``}
         ORDER BY d.due_date, f.branch_number, d.id
         LIMIT ${limit}`,
  );
}

export interface CollectionSumRow {
  /** The week's Monday or the month's first day; null on a currency's total over every line. */
  start: string | null;
  currency_code: 'TRY' | 'USD' | 'EUR';
  line_count: number;
  amount: string;
  collected: string;
  remaining: string;
  overdue: string;
  overdue_count: number;
  due_this_week: string;
  due_this_month: string;
}

/**
 * Over every matching line, in one pass of the allocation: sums per week (from Monday) or month of due date and
 * currency (the groups), and per currency alone (the totals: owed, overdue, due this week and this month in the
 * periods of erp/periods.ts).
 */
export function readCollectionSums(db: Db, scope: CollectionScope, group: 'week' | 'month') {
  const unit = group === 'week' ? sql.raw("'week'") : sql.raw("'month'");
  const late = isOverdue(sql`d.due_date`, scope.today);
  return queryRows<CollectionSumRow>(
    db,
    sql`SELECT date_trunc(${unit}, d.due_date::timestamp)::date::text AS start, d.currency_code,
               count(*)::int AS line_count, sum(d.amount)::text AS amount,
               sum(d.paid_amount + a.pending)::text AS collected, sum(a.owed)::text AS remaining,
               coalesce(sum(a.owed) FILTER (WHERE ${late}), 0)::text AS overdue,
               (count(*) FILTER (WHERE ${late}))::int AS overdue_count,
               coalesce(sum(a.owed) FILTER (WHERE ${isDueThisWeek(sql`d.due_date`, scope.today)}), 0)::text
                 AS due_this_week,
               coalesce(sum(a.owed) FILTER (WHERE ${isDueThisMonth(sql`d.due_date`, scope.today)}), 0)::text
                 AS due_this_month
          FROM ${linesOf(scope)}
         WHERE ${conditions(scope)}
         GROUP BY GROUPING SETS ((1, 2), (2))
         ORDER BY 1 NULLS FIRST, 2`,
  );
}

/** The dealers among the lines: how to reach them, whether they are switched off, their last reminder. */
export function readDealers(db: Db, scope: CollectionScope, firmIds: string[]) {
  if (firmIds.length === 0) {
    return Promise.resolve([]);
  }
  return queryRows<{
    id: string;
    code: string;
    name: string;
    has_email: boolean;
    has_phone: boolean;
    is_active: boolean;
    reminded_at: string | null;
    reminded_channel: 'email' | 'sms' | null;
    reminded_by: string | null;
  }>(
    db,
    sql`SELECT f.id, f.branch_number AS code, f.name, (f.email IS NOT NULL) AS has_email,
               (f.phone IS NOT NULL) AS has_phone, f.is_active, r.created_at AS reminded_at, r.channel AS reminded_channel,
               r.sent_by_name AS reminded_by
          FROM firms f
          LEFT JOIN LATERAL (
            SELECT c.created_at, c.channel, c.sent_by_name FROM collection_reminders c
             WHERE c.tenant_id = f.tenant_id AND c.firm_id = f.id
             ORDER BY c.created_at DESC LIMIT 1
          ) r ON true
         WHERE f.tenant_id = ${scope.tenantId} AND f.id IN (${sql.join(
           firmIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         ORDER BY f.branch_number`,
  );
}
