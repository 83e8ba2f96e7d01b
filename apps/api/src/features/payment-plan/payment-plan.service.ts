import {
  daysBetween,
  formatAmount,
  formatRate,
  istanbulIsoDate,
  lateInterest,
  messages,
  type PaymentPlanFilter,
  type PaymentPlanPage,
  type PlanCurrencyTotals,
  type PlanLine,
  type PlanLineStatus,
  parseRate,
  parseSumAmount,
  type ReportFirm,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  type PlanDbRow,
  type PlanPosition,
  type PlanScope,
  readOverdueLines,
  readPlanRows,
  readPlanTotals,
} from './payment-plan.repository.js';

export const DEFAULT_PLAN_PAGE_SIZE = 100;

export interface PlanRequest {
  firm: ReportFirm;
  tenantId: string;
  /** The tenant's monthly late-payment interest ("3.0000"), null when it shows none. */
  interestRate: string | null;
  filter: PaymentPlanFilter;
  today?: string;
}

function kurus(value: string): bigint {
  const parsed = parseSumAmount(value);
  if (parsed === null) {
    throw new Error(`not a money sum: ${value}`);
  }
  return parsed;
}

export function scopeOf(request: PlanRequest): PlanScope {
  return {
    tenantId: request.tenantId,
    firmId: request.firm.id,
    lines: request.filter.lines ?? 'open',
    dueFrom: request.filter.dueFrom,
    dueTo: request.filter.dueTo,
    currency: request.filter.currency,
    today: request.today ?? istanbulIsoDate(),
  };
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})\.(\d{1,18})$/;

function decodeCursor(cursor: string): PlanPosition {
  const match = CURSOR.exec(cursor);
  if (!match?.[1] || Number.isNaN(Date.parse(match[1]))) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  return { dueDate: match[1], id: Number(match[2]) };
}

function statusOf(amount: bigint, paid: bigint, pending: bigint, daysOverdue: number): PlanLineStatus {
  if (paid >= amount) {
    return 'closed';
  }
  if (pending > 0n) {
    return 'paid_pending';
  }
  if (daysOverdue > 0) {
    return 'overdue';
  }
  return paid > 0n ? 'partial' : 'open';
}

/** What was paid here against a line, at most what the line leaves open. */
function pendingPart(remaining: bigint, pendingAmount: string): bigint {
  const pending = kurus(pendingAmount);
  return pending < remaining ? pending : remaining;
}

/** Late interest runs on what is open and not paid here (a payment here is not charged while the ERP catches up). */
function interestBase(line: { remaining: string; pending_amount: string }): bigint {
  const remaining = kurus(line.remaining);
  return remaining - pendingPart(remaining, line.pending_amount);
}

/** One line as the plan shows it: what is open, how many days late, the interest on it. */
export function presentLine(row: PlanDbRow, today: string, rate: bigint | null): PlanLine {
  const amount = kurus(row.amount);
  const paid = kurus(row.paid_amount);
  const remaining = amount > paid ? amount - paid : 0n;
  const pending = pendingPart(remaining, row.pending_amount);
  const daysOverdue = remaining > 0n ? Math.max(0, daysBetween(row.due_date, today)) : 0;
  return {
    id: row.id,
    dueDate: row.due_date,
    documentDate: row.document_date,
    documentNo: row.document_no,
    description: row.description,
    installmentNo: row.installment_no,
    installmentCount: row.installment_count,
    amount: formatAmount(amount),
    paidAmount: formatAmount(paid),
    remaining: formatAmount(remaining),
    pendingAmount: formatAmount(pending),
    currencyCode: row.currency_code,
    daysOverdue,
    lateInterest: rate === null ? null : formatAmount(lateInterest(remaining - pending, rate, daysOverdue)),
    status: statusOf(amount, paid, pending, daysOverdue),
  };
}

const rateOf = (request: PlanRequest) => (request.interestRate ? parseRate(request.interestRate) : null);

/** The sums over every matching line, per currency, with the interest as the rows count it (each rounded once). */
async function totalsOf(db: Db, scope: PlanScope, rate: bigint | null): Promise<PlanCurrencyTotals[]> {
  const [sums, overdue] = await Promise.all([
    readPlanTotals(db, scope),
    rate === null ? Promise.resolve([]) : readOverdueLines(db, scope),
  ]);
  const interest = new Map<string, bigint>();
  for (const line of overdue) {
    const value = lateInterest(interestBase(line), rate ?? 0n, daysBetween(line.due_date, scope.today));
    interest.set(line.currency_code, (interest.get(line.currency_code) ?? 0n) + value);
  }
  return sums.map((row) => ({
    currencyCode: row.currency_code,
    lineCount: row.line_count,
    remaining: formatAmount(kurus(row.remaining)),
    overdue: formatAmount(kurus(row.overdue)),
    overdueCount: row.overdue_count,
    dueThisMonth: formatAmount(kurus(row.due_this_month)),
    lateInterest: rate === null ? null : formatAmount(interest.get(row.currency_code) ?? 0n),
  }));
}

export async function paymentPlanPage(
  db: Db,
  request: PlanRequest,
  options: { cursor?: string | undefined; pageSize: number },
): Promise<PaymentPlanPage> {
  const scope = scopeOf(request);
  const rate = rateOf(request);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const [rows, totals] = await Promise.all([
    readPlanRows(db, scope, after, options.pageSize + 1),
    after ? Promise.resolve(null) : totalsOf(db, scope, rate),
  ]);
  const shown = rows.slice(0, options.pageSize);
  const last = shown.at(-1);
  return {
    firm: request.firm,
    asOf: scope.today,
    lateInterestRate: rate === null ? null : formatRate(rate),
    totals,
    items: shown.map((row) => presentLine(row, scope.today, rate)),
    nextCursor: rows.length > options.pageSize && last ? `${last.due_date}.${last.id}` : null,
  };
}

/** Every matching line for the Excel file, a batch at a time. */
export async function* allPlanLines(
  db: Db,
  request: PlanRequest,
  batchSize = 2_000,
): AsyncGenerator<PlanLine> {
  const scope = scopeOf(request);
  const rate = rateOf(request);
  let after: PlanPosition | null = null;
  for (;;) {
    const rows = await readPlanRows(db, scope, after, batchSize);
    for (const row of rows) {
      yield presentLine(row, scope.today, rate);
    }
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) {
      return;
    }
    after = { dueDate: last.due_date, id: Number(last.id) };
  }
}
