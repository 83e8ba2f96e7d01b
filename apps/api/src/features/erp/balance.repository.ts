import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';

/**
 * The three reads behind a firm's balance, each on its own small index: the monthly movement sums (a few dozen
 * rows however long the ledger), the pending collections (partial index) and the open due items (partial index).
 */

export interface TotalsRow {
  currency_code: string;
  debit: string;
  credit: string;
  fx_debit: string;
  fx_credit: string;
}

export function readMovementTotals(db: Db, tenantId: string, firmId: string): Promise<TotalsRow[]> {
  return queryRows<TotalsRow>(
    db,
    sql`SELECT currency_code, sum(debit)::text AS debit, sum(credit)::text AS credit,
               sum(fx_debit)::text AS fx_debit, sum(fx_credit)::text AS fx_credit
          FROM firm_movement_totals
         WHERE tenant_id = ${tenantId} AND firm_id = ${firmId}
         GROUP BY currency_code`,
  );
}

export interface PendingRow {
  currency_code: string;
  count: number;
  amount: string;
  /** The amount in TRY at the bank-note rate of the collection's day (the tenant's own rate first); null without one. */
  try_amount: string | null;
}

/** Our collections for the firm that its ERP ledger does not hold yet, by currency. */
export function readPendingCollections(db: Db, tenantId: string, firmId: string): Promise<PendingRow[]> {
  return queryRows<PendingRow>(
    db,
    sql`SELECT p.currency_code, count(*)::int AS count, sum(p.amount)::text AS amount,
               sum(CASE WHEN p.currency_code = 'TRY' THEN p.amount
                        ELSE round(p.amount * r.bank_note_sell, 2) END)::text AS try_amount
          FROM pos_transactions p
          LEFT JOIN LATERAL (
            SELECT bank_note_sell FROM exchange_rates r
             WHERE r.currency_code = p.currency_code AND (r.tenant_id = p.tenant_id OR r.tenant_id IS NULL)
               AND r.rate_date <= (p.collected_at AT TIME ZONE 'Europe/Istanbul')::date
             ORDER BY r.rate_date DESC, (r.tenant_id IS NULL), r.id DESC
             LIMIT 1
          ) r ON p.currency_code <> 'TRY'
         WHERE p.tenant_id = ${tenantId} AND p.firm_id = ${firmId}
           AND p.feed_seq IS NOT NULL AND p.erp_recorded_at IS NULL
         GROUP BY p.currency_code`,
  );
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

/** The firm's open plan lines by currency, in the aging buckets as of `today` (an Istanbul day). */
export function readAging(db: Db, tenantId: string, firmId: string, today: string): Promise<AgingRow[]> {
  const open = sql.raw('amount - paid_amount');
  const day = sql`${today}::date`;
  return queryRows<AgingRow>(
    db,
    sql`SELECT currency_code,
               coalesce(sum(${open}) FILTER (WHERE due_date >= ${day}), 0)::text AS not_due,
               coalesce(sum(${open}) FILTER (WHERE due_date < ${day} AND due_date >= ${day} - 30), 0)::text AS days1to30,
               coalesce(sum(${open}) FILTER (WHERE due_date < ${day} - 30 AND due_date >= ${day} - 60), 0)::text AS days31to60,
               coalesce(sum(${open}) FILTER (WHERE due_date < ${day} - 60 AND due_date >= ${day} - 90), 0)::text AS days61to90,
               coalesce(sum(${open}) FILTER (WHERE due_date < ${day} - 90), 0)::text AS days90plus,
               (count(*) FILTER (WHERE due_date < ${day}))::int AS overdue_count
          FROM due_items
         WHERE tenant_id = ${tenantId} AND firm_id = ${firmId} AND amount > paid_amount
         GROUP BY currency_code`,
  );
}
