import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firms } from '../../db/schema.js';
import { allocatedLines, ownerIsFirmRow } from './pending-allocation.js';

/**
 * The three reads behind a firm's balance, each on its own small index: the monthly movement sums (a few dozen
 * rows however long the ledger), the pending collections (partial index) and the open due items (partial index).
 * (The aging reads the lines through pending-allocation.ts: pending collections pay them there.)
 * They travel with the firm's lookup as one prepared statement: one round trip, planned once per connection.
 */

export interface TotalsRow {
  currency_code: string;
  debit: string;
  credit: string;
  fx_debit: string;
  fx_credit: string;
}

export interface PendingRow {
  currency_code: string;
  count: number;
  amount: string;
  /**
   * The amount in TRY at the bank-note rate of the collection's day (the tenant's own first; else the nearest day's);
   * null only when no rate of that currency was ever stored.
   */
  try_amount: string | null;
}

export interface AgingRow {
  currency_code: string;
  not_due: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  days90plus: string;
  overdue_count: number;
}

export interface BalanceFigures {
  firmId: string;
  firmCode: string;
  totals: TotalsRow[];
  pending: PendingRow[];
  aging: AgingRow[];
}

const FIRM = sql`${firms.tenantId} = x.tenant_id AND ${firms.id} = x.firm_id`;

const movementTotals = sql`
  SELECT currency_code, sum(debit)::text AS debit, sum(credit)::text AS credit,
         sum(fx_debit)::text AS fx_debit, sum(fx_credit)::text AS fx_credit
    FROM firm_movement_totals x
   WHERE ${FIRM}
   GROUP BY currency_code`;

/**
 * For a collection `x` of pos_transactions: `r.bank_note_sell`, the bank-note rate of its currency on the day the
 * money was taken (the tenant's own first; else the nearest day's), and `pending_try_amount`, its amount in TRY.
 * The statement shows a pending collection with the same figure the balance counts.
 */
export const PENDING_RATE_JOIN = sql`
    LEFT JOIN LATERAL (
      -- The rate of the collection's day or the last before it; failing that, the nearest after it.
      SELECT bank_note_sell FROM exchange_rates r
       WHERE r.currency_code = x.currency_code AND (r.tenant_id = x.tenant_id OR r.tenant_id IS NULL)
       ORDER BY (r.rate_date > (x.collected_at AT TIME ZONE 'Europe/Istanbul')::date),
                abs(r.rate_date - (x.collected_at AT TIME ZONE 'Europe/Istanbul')::date),
                (r.tenant_id IS NULL), r.id DESC
       LIMIT 1
    ) r ON x.currency_code <> 'TRY'`;
/**
 * What a collection still credits the firm: its amount less what was refunded to the card, every refund counted
 * in full (docs/payments.md, "Refunds and voids"); a collection refunded down to nothing is no longer pending.
 */
export const PENDING_AMOUNT = sql.raw('(x.amount - x.refunded_amount)');
export const PENDING_TRY_AMOUNT = sql.raw(
  "CASE WHEN x.currency_code = 'TRY' THEN x.amount - x.refunded_amount ELSE round((x.amount - x.refunded_amount) * r.bank_note_sell, 2) END",
);
/**
 * A collection the firm's ERP ledger does not hold yet (the partial index pos_transactions_pending_collections_idx),
 * and that a void or refunds have not wholly given back.
 */
export const IS_PENDING_COLLECTION = sql.raw(
  'x.feed_seq IS NOT NULL AND x.erp_recorded_at IS NULL AND x.refunded_amount < x.amount',
);

/** Our collections for the firm that its ERP ledger does not hold yet, by currency. */
const pendingCollections = sql`
  SELECT x.currency_code, count(*)::int AS count, sum(${PENDING_AMOUNT})::text AS amount,
         sum(${PENDING_TRY_AMOUNT})::text AS try_amount
    FROM pos_transactions x ${PENDING_RATE_JOIN}
   WHERE ${FIRM} AND ${IS_PENDING_COLLECTION}
   GROUP BY x.currency_code`;

/**
 * The firm's open plan lines by currency, in the aging buckets as of `day` (an Istanbul day, a date expression),
 * each line at what the firm still owes on it: the ERP's remaining less what pending collections pay of it
 * (pending-allocation.ts, the one rule). `overdue_count` counts the late lines with something still owed.
 */
const agingAsOf = (day: SQL) => {
  const open = sql.raw('owed');
  return sql`
    SELECT currency_code,
           coalesce(sum(${open}) FILTER (WHERE due_date >= ${day}), 0)::text AS not_due,
           coalesce(sum(${open}) FILTER (WHERE due_date < ${day} AND due_date >= ${day} - 30), 0)::text AS days1to30,
           coalesce(sum(${open}) FILTER (WHERE due_date < ${day} - 30 AND due_date >= ${day} - 60), 0)::text AS days31to60,
           coalesce(sum(${open}) FILTER (WHERE due_date < ${day} - 60 AND due_date >= ${day} - 90), 0)::text AS days61to90,
           coalesce(sum(${open}) FILTER (WHERE due_date < ${day} - 90), 0)::text AS days90plus,
           (count(*) FILTER (WHERE due_date < ${day} AND owed > 0))::int AS overdue_count
      FROM (${allocatedLines(ownerIsFirmRow)}) lines
     GROUP BY currency_code`;
};

const asJsonList = <T>(query: ReturnType<typeof sql>) =>
  sql<T[]>`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${query}) AS r)`;

/**
 * The three figure lists of the `firms` row in the query, as select columns (the sub-firm list reads them for each
 * row of its page); `day` is the Istanbul day the aging is counted for.
 */
export function balanceFigureColumns(day: SQL) {
  return {
    totals: asJsonList<TotalsRow>(movementTotals),
    pending: asJsonList<PendingRow>(pendingCollections),
    aging: asJsonList<AgingRow>(agingAsOf(day)),
  };
}

function prepareFigures(db: Db) {
  return db
    .select({
      firmId: firms.id,
      firmCode: firms.branchNumber,
      ...balanceFigureColumns(sql`${sql.placeholder('today')}::date`),
    })
    .from(firms)
    .where(
      and(
        eq(firms.tenantId, sql.placeholder('tenantId')),
        eq(firms.branchNumber, sql.placeholder('firmCode')),
      ),
    )
    .prepare('firm_balance_figures');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareFigures>>();

/** The firm (by its code) with its movement sums, pending collections and aging; null when the tenant has no such firm. */
export async function readBalanceFigures(
  db: Db,
  tenantId: string,
  firmCode: string,
  today: string,
): Promise<BalanceFigures | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareFigures(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ tenantId, firmCode, today });
  return row ?? null;
}
