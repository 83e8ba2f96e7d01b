import type { PLAN_SCOPES } from '@tahsilat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { LINE_PENDING } from './line-payments.js';

/** The payment plan's reads: a firm's plan lines in due-date order (keyset on due date and id), and their sums. */

export interface PlanScope {
  tenantId: string;
  firmId: string;
  lines: (typeof PLAN_SCOPES)[number];
  dueFrom: string | undefined;
  dueTo: string | undefined;
  currency: string | undefined;
  /** The Istanbul day that decides what is overdue. */
  today: string;
}

export interface PlanPosition {
  dueDate: string;
  id: number;
}

export interface PlanDbRow {
  id: string;
  due_date: string;
  document_date: string | null;
  document_no: string | null;
  description: string | null;
  installment_no: number;
  installment_count: number;
  amount: string;
  paid_amount: string;
  /** Our card collections set against the line that the ERP has not recorded yet. */
  pending_amount: string;
  currency_code: 'TRY' | 'USD' | 'EUR';
}

export interface PlanTotalsRow {
  currency_code: 'TRY' | 'USD' | 'EUR';
  line_count: number;
  remaining: string;
  overdue: string;
  overdue_count: number;
  due_this_month: string;
}

const OPEN = sql.raw('d.amount > d.paid_amount');

function conditions(scope: PlanScope): SQL {
  const parts = [sql`d.tenant_id = ${scope.tenantId}`, sql`d.firm_id = ${scope.firmId}`];
  if (scope.lines !== 'all') {
    parts.push(OPEN);
  }
  if (scope.lines === 'overdue') {
    parts.push(sql`d.due_date < ${scope.today}`);
  }
  if (scope.dueFrom) {
    parts.push(sql`d.due_date >= ${scope.dueFrom}`);
  }
  if (scope.dueTo) {
    parts.push(sql`d.due_date <= ${scope.dueTo}`);
  }
  if (scope.currency) {
    parts.push(sql`d.currency_code = ${scope.currency}`);
  }
  return sql.join(parts, sql` AND `);
}

/** Up to `limit` lines after the position, in due-date order. */
export function readPlanRows(db: Db, scope: PlanScope, after: PlanPosition | null, limit: number) {
  return queryRows<PlanDbRow>(
    db,
    sql`SELECT d.id::text, d.due_date::text, d.document_date::text, d.document_no, d.description,
               d.installment_no, d.installment_count, d.amount::text, d.paid_amount::text,
               ${LINE_PENDING}::text AS pending_amount, d.currency_code
          FROM due_items d
         WHERE ${conditions(scope)} ${after ? sql`AND (d.due_date, d.id) > (${after.dueDate}::date, ${after.id})` : sql``}
         ORDER BY d.due_date, d.id
         LIMIT ${limit}`,
  );
}

/** Per currency over every matching line: how many, what is open, overdue and due this month. */
export function readPlanTotals(db: Db, scope: PlanScope) {
  const month = sql`date_trunc('month', ${scope.today}::timestamp)::date`;
  return queryRows<PlanTotalsRow>(
    db,
    sql`SELECT d.currency_code, count(*)::int AS line_count,
               coalesce(sum(d.amount - d.paid_amount), 0)::text AS remaining,
               coalesce(sum(d.amount - d.paid_amount) FILTER (WHERE ${OPEN} AND d.due_date < ${scope.today}), 0)::text
                 AS overdue,
               (count(*) FILTER (WHERE ${OPEN} AND d.due_date < ${scope.today}))::int AS overdue_count,
               coalesce(sum(d.amount - d.paid_amount) FILTER (
                 WHERE d.due_date >= ${month} AND d.due_date < (${month} + interval '1 month')::date
               ), 0)::text AS due_this_month
          FROM due_items d
         WHERE ${conditions(scope)}
         GROUP BY d.currency_code
         ORDER BY d.currency_code`,
  );
}

/** The open overdue lines' remaining amounts, what was paid here against them, and due dates (for late interest). */
export function readOverdueLines(db: Db, scope: PlanScope) {
  return queryRows<{ currency_code: string; remaining: string; pending_amount: string; due_date: string }>(
    db,
    sql`SELECT d.currency_code, (d.amount - d.paid_amount)::text AS remaining,
               ${LINE_PENDING}::text AS pending_amount, d.due_date::text
          FROM due_items d
         WHERE ${conditions(scope)} AND ${OPEN} AND d.due_date < ${scope.today}`,
  );
}
