import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { allocatedLinesAs, ownerIsFirm } from '../erp/pending-allocation.js';
import type { PlanDbRow } from './payment-plan.repository.js';

/*
 * Card payments set against payment plan lines (pos_transaction_items), for a line aliased `d` (due_items).
 * A collection the ERP has not recorded yet is 'pending' on the lines the one allocation gives it
 * (erp/pending-allocation.ts): the plan shows the line as 'Ödeme alındı, ERP onayı bekleniyor'. Once the ERP
 * records it (its movement carries the collectionId), the ERP's own paid amount on the line takes over.
 */

const ITEMS_OF_LINE = sql.raw(`pos_transaction_items i JOIN pos_transactions x ON x.id = i.transaction_id
   WHERE i.tenant_id = d.tenant_id AND i.due_item_id = d.id`);

/** Payments naming the line that are still under way (at the bank's 3-D page or being authorised). */
const LINE_UNDER_WAY = sql`(SELECT coalesce(sum(i.amount), 0) FROM ${ITEMS_OF_LINE}
     AND x.status IN ('awaiting_3d', 'authorising'))`;

export interface PaidLineRow extends PlanDbRow {
  /**
   * What a new payment may not take of the line: the pending collections the one allocation sets against it (as the
   * plan shows them) and the payments naming it that are still under way.
   */
  reserved_amount: string;
}

/**
 * The named lines of a firm, oldest due first, with what is set against them. `lock` first takes their row locks
 * (the caller's transaction), so two payments naming the same lines are checked one after the other; the amounts
 * are read by a second statement, whose snapshot (read committed) sees what the payment before it wrote.
 */
export async function readLinesForPayment(
  db: Db,
  where: { tenantId: string; firmId: string; ids: readonly string[] },
  lock: boolean,
): Promise<PaidLineRow[]> {
  const ids = sql.join(
    where.ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const lines = sql`d.tenant_id = ${where.tenantId} AND d.firm_id = ${where.firmId} AND d.id IN (${ids})`;
  if (lock) {
    await queryRows(db, sql`SELECT d.id FROM due_items d WHERE ${lines} ORDER BY d.id FOR UPDATE`);
  }
  // The pending part is the plan's own (docs/reports.md, "Pending collections: one rule"), so the pay page and
  // the plan agree on what a line still owes.
  const allocated = allocatedLinesAs(ownerIsFirm(where.tenantId, where.firmId), 'a');
  return queryRows<PaidLineRow>(
    db,
    sql`SELECT d.id::text, d.due_date::text, d.document_date::text, d.document_no, d.description,
               d.installment_no, d.installment_count, d.amount::text, d.paid_amount::text,
               coalesce(a.pending, 0)::text AS pending_amount,
               (coalesce(a.pending, 0) + ${LINE_UNDER_WAY})::text AS reserved_amount, d.currency_code
          FROM due_items d LEFT JOIN ${allocated} ON a.id = d.id
         WHERE ${lines}
         ORDER BY d.due_date, d.id`,
  );
}
