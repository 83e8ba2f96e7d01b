import { type SQL, sql } from 'drizzle-orm';
import { IS_PENDING_COLLECTION, PENDING_AMOUNT } from './balance.repository.js';

/**
 * Pending collections: one rule (docs/reports.md). A card or link collection the ERP has not recorded yet
 * (IS_PENDING_COLLECTION, counted at amount − refunded; a voided one nowhere) pays the firm's open plan lines of its
 * currency at once:
 * 1. the lines it named (a payment made from the payment plan, pos_transaction_items) first, each up to what the
 *    ERP leaves open on it — so the line the dealer paid is the line that shows 'Ödeme alındı';
 * 2. what is left of every pending collection (one that named no line, the part above what a named line still
 *    owed) the remaining open lines oldest due first (due date, then id), as the ERP will close them.
 * What a firm owes on a line is then remaining − pending; overdue and open are those sums, on every page, report and
 * e-mail. This query is the one place that allocation is made.
 */

/**
 * Which firms' lines to allocate: a condition on `<alias>.tenant_id` and `<alias>.firm_id`, asked for the plan lines
 * (`d`) and the collections (`x`) alike.
 */
export type LineOwner = (alias: 'd' | 'x') => SQL;

/** The firm of the `firms` row of the outer query (a correlated figure column per firm). */
export const ownerIsFirmRow: LineOwner = (alias) =>
  sql`${sql.raw(alias)}.tenant_id = firms.tenant_id AND ${sql.raw(alias)}.firm_id = firms.id`;

/** One firm of a tenant. */
export const ownerIsFirm =
  (tenantId: string, firmId: string): LineOwner =>
  (alias) =>
    sql`${sql.raw(alias)}.tenant_id = ${tenantId} AND ${sql.raw(alias)}.firm_id = ${firmId}`;

/** Some firms of a tenant (at least one id). */
export const ownerIsFirms =
  (tenantId: string, firmIds: readonly string[]): LineOwner =>
  (alias) =>
    sql`${sql.raw(alias)}.tenant_id = ${tenantId} AND ${sql.raw(alias)}.firm_id IN (${sql.join(
      firmIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;

/** A main firm's sub-firms (as an array computed once), or one of them. */
export const ownerIsDealerOf =
  (tenantId: string, mainFirmId: string, dealerId?: string): LineOwner =>
  (alias) =>
    dealerId
      ? ownerIsFirm(tenantId, dealerId)(alias)
      : sql`${sql.raw(alias)}.tenant_id = ${tenantId} AND ${sql.raw(alias)}.firm_id = ANY (ARRAY(
          SELECT s.id FROM firms s WHERE s.tenant_id = ${tenantId} AND s.parent_firm_id = ${mainFirmId}))`;

/**
 * The open plan lines (amount > paid) of the owner's firms, one row each: `id`, `tenant_id`, `firm_id`,
 * `currency_code`, `due_date`, `remaining` (the ERP's amount − paid), `pending` (what pending collections pay of it)
 * and `owed` (remaining − pending), all numeric. Lines the ERP has closed are not in it (their pending is 0).
 * Reads the open-lines index and the pending-collections index; never the ledger.
 */
export function allocatedLines(owner: LineOwner): SQL {
  const before = sql.raw(
    'PARTITION BY tenant_id, firm_id, currency_code ORDER BY due_date, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING',
  );
  const whole = sql.raw('PARTITION BY tenant_id, firm_id, currency_code');
  return sql`
    SELECT id, tenant_id, firm_id, currency_code, due_date, remaining, pending, remaining - pending AS owed
      FROM (
        SELECT n.*, n.named_part + greatest(0, least(n.remaining - n.named_part,
                 n.pool - sum(n.named_part) OVER (${whole})
                   - coalesce(sum(n.remaining - n.named_part) OVER (${before}), 0))) AS pending
          FROM (
            SELECT l.*, greatest(0, least(l.named, l.pool - coalesce(sum(l.named) OVER (${before}), 0))) AS named_part
              FROM (
                SELECT d.id, d.tenant_id, d.firm_id, d.currency_code, d.due_date,
                       d.amount - d.paid_amount AS remaining,
                       least(d.amount - d.paid_amount, coalesce(nm.amount, 0)) AS named,
                       coalesce(pl.amount, 0) AS pool
                  FROM due_items d
                  LEFT JOIN (
                    SELECT x.tenant_id, x.firm_id, x.currency_code, sum(${PENDING_AMOUNT}) AS amount
                      FROM pos_transactions x
                     WHERE ${owner('x')} AND ${IS_PENDING_COLLECTION}
                     GROUP BY x.tenant_id, x.firm_id, x.currency_code
                  ) pl ON pl.tenant_id = d.tenant_id AND pl.firm_id = d.firm_id AND pl.currency_code = d.currency_code
                  LEFT JOIN (
                    SELECT i.tenant_id, i.due_item_id, sum(i.amount) AS amount
                      FROM pos_transactions x JOIN pos_transaction_items i ON i.transaction_id = x.id
                     WHERE ${owner('x')} AND x.status = 'authorised' AND ${IS_PENDING_COLLECTION}
                     GROUP BY i.tenant_id, i.due_item_id
                  ) nm ON nm.tenant_id = d.tenant_id AND nm.due_item_id = d.id
                 WHERE ${owner('d')} AND d.amount > d.paid_amount
              ) l
          ) n
      ) a`;
}

/** The same lines as a subquery to join on `alias.id` (and tenant): `LEFT JOIN (…) alias ON …`. */
export const allocatedLinesAs = (owner: LineOwner, alias: string): SQL =>
  sql`(${allocatedLines(owner)}) ${sql.raw(alias)}`;
