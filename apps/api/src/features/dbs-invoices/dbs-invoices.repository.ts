import { DBS_OPEN_STATUSES } from '@tahsilat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';

/** The DBS invoices' reads: a scope's invoices in due-date order (newest first, keyset on due date and id). */

export interface DbsScope {
  tenantId: string;
  firmIds: string[];
  bankCode: string | undefined;
  status: number | undefined;
  dueFrom: string | undefined;
  dueTo: string | undefined;
}

export interface DbsPosition {
  dueDate: string;
  id: number;
}

export interface DbsDbRow {
  id: string;
  firm_id: string;
  firm_code: string;
  firm_name: string;
  invoice_no: string;
  invoice_date: string;
  due_date: string;
  bank_code: string;
  amount: string;
  currency_code: 'TRY' | 'USD' | 'EUR';
  guaranteed_amount: string | null;
  paid_amount: string;
  status: number;
  collection_date: string | null;
}

export interface DbsBankSumRow {
  bank_code: string;
  used: string;
  open_count: number;
  due_today: string;
  due_today_count: number;
}

const OPEN = sql.raw(`coalesce(i.dbs_status, 0) IN (${DBS_OPEN_STATUSES.join(', ')})`);

function firmsOf(scope: Pick<DbsScope, 'tenantId' | 'firmIds'>): SQL {
  const ids = sql.join(
    scope.firmIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`i.tenant_id = ${scope.tenantId} AND i.dbs_bank_code IS NOT NULL AND i.firm_id IN (${ids})`;
}

function conditions(scope: DbsScope): SQL {
  const parts = [firmsOf(scope)];
  if (scope.bankCode) {
    parts.push(sql`i.dbs_bank_code = ${scope.bankCode}`);
  }
  if (scope.status !== undefined) {
    parts.push(sql`coalesce(i.dbs_status, 0) = ${scope.status}`);
  }
  if (scope.dueFrom) {
    parts.push(sql`i.due_date >= ${scope.dueFrom}`);
  }
  if (scope.dueTo) {
    parts.push(sql`i.due_date <= ${scope.dueTo}`);
  }
  return sql.join(parts, sql` AND `);
}

/** Up to `limit` invoices after the position, latest due date first. */
export function readDbsRows(db: Db, scope: DbsScope, after: DbsPosition | null, limit: number) {
  if (scope.firmIds.length === 0) {
    return Promise.resolve([]);
  }
  return queryRows<DbsDbRow>(
    db,
    sql`SELECT i.id::text, i.firm_id::text, f.branch_number AS firm_code, f.name AS firm_name, i.invoice_no,
               i.invoice_date::text, i.due_date::text, i.dbs_bank_code AS bank_code, i.amount::text,
               i.currency_code, i.dbs_guaranteed_amount::text AS guaranteed_amount, i.paid_amount::text,
               coalesce(i.dbs_status, 0)::int AS status, i.dbs_collection_date::text AS collection_date
          FROM invoices i
          JOIN firms f ON f.tenant_id = i.tenant_id AND f.id = i.firm_id
         WHERE ${conditions(scope)} ${after ? sql`AND (i.due_date, i.id) < (${after.dueDate}::date, ${after.id})` : sql``}
         ORDER BY i.due_date DESC, i.id DESC
         LIMIT ${limit}`,
  );
}

/** Per bank over the firms' open TRY invoices: what they use of the limit and what falls due today. */
export function readDbsBankSums(db: Db, scope: Pick<DbsScope, 'tenantId' | 'firmIds'>, today: string) {
  if (scope.firmIds.length === 0) {
    return Promise.resolve([]);
  }
  return queryRows<DbsBankSumRow>(
    db,
    sql`SELECT i.dbs_bank_code AS bank_code,
               coalesce(sum(i.amount - i.paid_amount), 0)::text AS used,
               count(*)::int AS open_count,
               coalesce(sum(i.amount - i.paid_amount) FILTER (WHERE i.due_date = ${today}), 0)::text AS due_today,
               (count(*) FILTER (WHERE i.due_date = ${today}))::int AS due_today_count
          FROM invoices i
         WHERE ${firmsOf(scope)} AND ${OPEN} AND i.currency_code = 'TRY' AND i.amount > i.paid_amount
         GROUP BY i.dbs_bank_code
         ORDER BY i.dbs_bank_code`,
  );
}

/** The firms' DBS limits, one row per firm and bank (the ERP's `dbsLimits`). */
export function readDbsLimits(db: Db, scope: Pick<DbsScope, 'tenantId' | 'firmIds'>) {
  if (scope.firmIds.length === 0) {
    return Promise.resolve([]);
  }
  const ids = sql.join(
    scope.firmIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<{ bank_code: string; limit: string }>(
    db,
    sql`SELECT l.value->>'bankCode' AS bank_code, l.value->>'limit' AS limit
          FROM firms f, jsonb_array_elements(f.dbs_limits) AS l(value)
         WHERE f.tenant_id = ${scope.tenantId} AND f.id IN (${ids})`,
  );
}
