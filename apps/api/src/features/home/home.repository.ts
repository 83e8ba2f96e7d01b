import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { collectedNetSql, countedCollection } from '../collection-history/collected-sql.js';
import { allocatedLines, allocatedLinesAs, ownerIsDealerOf, ownerIsFirm } from '../erp/pending-allocation.js';
import { isDueThisMonth, isOverdue } from '../erp/periods.js';

/**
 * The home page's reads besides the balance function: each a small indexed query, run side by side. What a firm
 * owes on a plan line is read through pending-allocation.ts (pending collections pay the lines at once).
 */

export interface HomeScope {
  tenantId: string;
  firmId: string;
  /** A main firm's user: links and collections of its dealers count too, and its dealers are ranked. */
  isMainFirm: boolean;
  today: string;
}

/** The firm itself, or the firm and its sub-firms (as an array computed once, see link tracking). */
function firmsOf(scope: HomeScope, column: SQL): SQL {
  return scope.isMainFirm
    ? sql`${column} = ANY (ARRAY(SELECT f.id FROM firms f WHERE f.tenant_id = ${scope.tenantId}
        AND (f.id = ${scope.firmId} OR f.parent_firm_id = ${scope.firmId})))`
    : sql`${column} = ${scope.firmId}`;
}

/** What the firm owes on its lines due this month, per currency (periods.ts: today to the month's end). */
export interface HomeMonthDue {
  currencyCode: 'TRY' | 'USD' | 'EUR';
  amount: string;
  count: number;
}

/** One of the firm's next lines (due within 30 days) with what it still owes on it. */
export interface HomeUpcomingLine {
  id: string;
  due_date: string;
  document_no: string | null;
  description: string | null;
  remaining: string;
  currency_code: 'TRY' | 'USD' | 'EUR';
}

/**
 * The firm's ERP risk limit and, from one read of its allocated lines (pending collections paid, the one rule): per
 * currency, what it owes on lines due this month (a firm with no such line has no currency rows), and the next ten
 * lines it owes on, due from today to 30 days on.
 */
export async function readRiskAndDue(db: Db, scope: HomeScope) {
  const [row] = await queryRows<{
    risk_limit: string | null;
    due_this_month: HomeMonthDue[];
    upcoming: HomeUpcomingLine[];
  }>(
    db,
    sql`WITH a AS (${allocatedLines(ownerIsFirm(scope.tenantId, scope.firmId))})
        SELECT (SELECT f.risk_limit::text FROM firms f WHERE f.tenant_id = ${scope.tenantId} AND f.id = ${scope.firmId})
                 AS risk_limit,
               coalesce((
                 SELECT json_agg(json_build_object('currencyCode', m.currency_code, 'amount', m.amount, 'count', m.count)
                          ORDER BY m.currency_code)
                   FROM (SELECT a.currency_code, sum(a.owed)::text AS amount, count(*)::int AS count
                           FROM a
                          WHERE a.owed > 0 AND ${isDueThisMonth(sql`a.due_date`, scope.today)}
                          GROUP BY a.currency_code) m
               ), '[]') AS due_this_month,
               coalesce((
                 SELECT json_agg(json_build_object('id', u.id::text, 'due_date', u.due_date::text,
                          'document_no', u.document_no, 'description', u.description, 'remaining', u.owed::text,
                          'currency_code', u.currency_code) ORDER BY u.due_date, u.id)
                   FROM (SELECT d.id, d.due_date, d.document_no, d.description, a.owed, d.currency_code
                           FROM due_items d
                           JOIN a ON a.tenant_id = d.tenant_id AND a.id = d.id
                          WHERE d.tenant_id = ${scope.tenantId} AND d.firm_id = ${scope.firmId} AND a.owed > 0
                            AND d.due_date >= ${scope.today} AND d.due_date <= ${scope.today}::date + 30
                          ORDER BY d.due_date, d.id
                          LIMIT 10) u
               ), '[]') AS upcoming`,
  );
  return {
    riskLimit: row?.risk_limit ?? null,
    dueThisMonth: row?.due_this_month ?? [],
    upcoming: row?.upcoming ?? [],
  };
}

export function readLastMovements(db: Db, scope: HomeScope) {
  return queryRows<{
    id: string;
    date: string;
    document_type: string;
    document_no: string | null;
    description: string | null;
    debit: string;
    credit: string;
    currency_code: 'TRY' | 'USD' | 'EUR';
  }>(
    db,
    sql`SELECT m.external_id AS id, m.movement_date::text AS date, m.document_type, m.document_no, m.description,
               m.debit::text, m.credit::text, m.currency_code
          FROM account_movements m
         WHERE m.tenant_id = ${scope.tenantId} AND m.firm_id = ${scope.firmId}
         ORDER BY m.movement_date DESC, m.id DESC
         LIMIT 10`,
  );
}

/** Links still open for payment: how many, and their TRY total. */
export async function readPendingLinks(db: Db, scope: HomeScope) {
  const [row] = await queryRows<{ count: number; amount: string }>(
    db,
    sql`SELECT count(*)::int AS count,
               coalesce(sum(p.amount) FILTER (WHERE p.currency_code = 'TRY'), 0)::text AS amount
          FROM payment_requests p
         WHERE p.tenant_id = ${scope.tenantId} AND ${firmsOf(scope, sql`p.firm_id`)}
           AND p.state = 'open' AND p.validity_date >= ${scope.today}`,
  );
  return row ?? { count: 0, amount: '0' };
}

/**
 * This month's card collections (Istanbul month): how many, and their TRY total, as every report counts them
 * (collected-sql.ts): a voided one not at all, a refunded one at what is left of it.
 */
export async function readMonthCollections(db: Db, scope: HomeScope) {
  const [row] = await queryRows<{ count: number; amount: string }>(
    db,
    sql`SELECT count(*)::int AS count,
               coalesce(sum(${collectedNetSql()}) FILTER (WHERE x.currency_code = 'TRY'), 0)::text AS amount
          FROM pos_transactions x
         WHERE x.tenant_id = ${scope.tenantId} AND ${firmsOf(scope, sql`x.firm_id`)} AND ${countedCollection()}
           AND x.collected_at >= (date_trunc('month', ${scope.today}::timestamp) AT TIME ZONE 'Europe/Istanbul')`,
  );
  return row ?? { count: 0, amount: '0' };
}

/** A main firm's five dealers owing most overdue on TRY plan lines (less their pending collections, the one rule). */
export function readTopDealers(db: Db, scope: HomeScope) {
  return queryRows<{
    id: string;
    code: string;
    name: string;
    overdue: string;
    overdue_count: number;
    oldest_due_date: string;
  }>(
    db,
    sql`SELECT f.id, f.branch_number AS code, f.name, o.overdue::text, o.overdue_count, o.oldest_due_date::text
          FROM (SELECT d.firm_id, sum(d.owed) AS overdue, count(*)::int AS overdue_count,
                       min(d.due_date) AS oldest_due_date
                  FROM ${allocatedLinesAs(ownerIsDealerOf(scope.tenantId, scope.firmId), 'd')}
                 WHERE d.owed > 0 AND ${isOverdue(sql`d.due_date`, scope.today)} AND d.currency_code = 'TRY'
                 GROUP BY d.firm_id
                 ORDER BY overdue DESC
                 LIMIT 5) o
          JOIN firms f ON f.tenant_id = ${scope.tenantId} AND f.id = o.firm_id
         ORDER BY o.overdue DESC`,
  );
}
