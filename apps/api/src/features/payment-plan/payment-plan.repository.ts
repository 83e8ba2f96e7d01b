import type { PLAN_SCOPES } from '@tahsilat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { allocatedLinesAs, ownerIsFirm } from '../erp/pending-allocation.js';
import { isDueThisMonth, isOverdue } from '../erp/periods.js';

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
/** What pending collections pay of the line (pending-allocation.ts, the one rule), and what is then still owed. */
const PENDING = sql.raw('coalesce(a.pending, 0)');
const OWED = sql.raw('(d.amount - d.paid_amount - coalesce(a.pending, 0))');
const OWED_LATE = (scope: PlanScope) => sql`${OWED} > 0 AND ${isOverdue(sql`d.due_date`, scope.today)}`;

/** The firm's lines with their allocation: `FROM due_items d LEFT JOIN (allocated lines) a`. */
const linesOf = (scope: PlanScope) =>
  sql`due_items d LEFT JOIN ${allocatedLinesAs(ownerIsFirm(scope.tenantId, scope.firmId), 'a')} ON a.id = d.id`;

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
               ${PENDING}::text AS pending_amount, d.currency_code
          FROM ${linesOf(scope)}
         WHERE ${conditions(scope)} ${after ? sql`AND (d.due_date, d.id) > (${after.dueDate}::date, ${after.id})` : sql``}
         ORDER BY d.due_date, d.id
         LIMIT ${limit}`,
  );
}

/**
 * Per currency over every matching line: how many, and what is still owed — open, overdue (lines past due with
 * something owed) and due this month (periods.ts: today to the month's end) — the ERP's figures less what pending collections pay.
 */
export function readPlanTotals(db: Db, scope: PlanScope) {
  return queryRows<PlanTotalsRow>(
    db,
    sql`SELECT d.currency_code, count(*)::int AS line_count,
               coalesce(sum(${OWED}), 0)::text AS remaining,
               coalesce(sum(${OWED}) FILTER (WHERE ${OWED_LATE(scope)}), 0)::text AS overdue,
               (count(*) FILTER (WHERE ${OWED_LATE(scope)}))::int AS overdue_count,
               coalesce(sum(${OWED}) FILTER (WHERE ${isDueThisMonth(sql`d.due_date`, scope.today)}), 0)::text
                 AS due_this_month
          FROM ${linesOf(scope)}
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
               ${PENDING}::text AS pending_amount, d.due_date::text
          FROM ${linesOf(scope)}
         WHERE ${conditions(scope)} AND ${OPEN} AND d.due_date < ${scope.today}`,
  );
}
