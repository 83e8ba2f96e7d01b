import {
  type CurrencyCode,
  daysBetween,
  divRoundHalfUp,
  formatAmount,
  formatRate,
  istanbulDay,
  istanbulIsoDate,
  lateInterest,
  parseRate,
  type TenorReport,
} from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { allocatedLines, ownerIsFirmRow } from '../erp/pending-allocation.js';
import { type ErpReportScope, kurus, rowFirm } from './erp-report-scope.js';

/**
 * Average tenor and late-payment interest by firm, from the payment plan (due items) in one currency:
 * - average tenor: Σ amount × (due date − document date) / Σ amount over the lines issued in the period;
 * - overdue: what is still owed on every line past due today (whenever issued) — the ERP's open part less what
 *   pending collections pay (pending-allocation.ts, the one rule) — its average days overdue weighted by it, and the
 *   late interest the payment plan shows on it (late-interest.ts per line, rounded once per line; the tenant's rate).
 */

interface TenorDbRow {
  id: string;
  code: string;
  name: string;
  line_count: number;
  amount: string;
  amount_days: string;
}

interface OverdueDbRow {
  firm_id: string;
  /** What the firm still owes on the line: the ERP's remaining less what pending collections pay. */
  owed: string;
  due_date: string;
}

/** Days with 2 decimals: Σ weight × days / Σ weight, rounded half up; null when nothing weighs. */
const weightedDays = (weightedSum: bigint, weight: bigint) =>
  weight > 0n ? formatAmount(divRoundHalfUp(weightedSum * 100n, weight)) : null;

interface Acc {
  lineCount: number;
  amount: bigint;
  amountDays: bigint;
  overdue: bigint;
  overdueDays: bigint;
  overdueCount: number;
  interest: bigint;
}

function present(acc: Acc, rate: bigint | null) {
  return {
    lineCount: acc.lineCount,
    amount: formatAmount(acc.amount),
    averageTenorDays: weightedDays(acc.amountDays, acc.amount),
    overdue: formatAmount(acc.overdue),
    overdueCount: acc.overdueCount,
    averageDaysOverdue: weightedDays(acc.overdueDays, acc.overdue),
    lateInterest: rate === null ? null : formatAmount(acc.interest),
  };
}

export async function tenorReport(
  db: Db,
  scope: ErpReportScope,
  query: {
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    asOf?: string | undefined;
    currency?: CurrencyCode | undefined;
  },
  /** The tenant's monthly late-interest rate ("3.0000"), null when it shows none. */
  interestRate: string | null,
): Promise<TenorReport> {
  const today = query.asOf ?? istanbulIsoDate();
  const { year } = istanbulDay();
  const dateFrom = query.dateFrom ?? `${year}-01-01`;
  const dateTo = query.dateTo ?? `${year}-12-31`;
  const currency = query.currency ?? 'TRY';
  const rate = interestRate ? parseRate(interestRate) : null;
  const [firmRows, overdueRows] = await Promise.all([
    queryRows<TenorDbRow>(
      db,
      sql`SELECT firms.id, firms.branch_number AS code, firms.name,
                 count(d.id)::int AS line_count, coalesce(sum(d.amount), 0)::text AS amount,
                 coalesce(sum(d.amount * (d.due_date - d.document_date)), 0)::text AS amount_days
            FROM firms
            LEFT JOIN due_items d ON d.tenant_id = firms.tenant_id AND d.firm_id = firms.id
             AND d.currency_code = ${currency} AND d.document_date BETWEEN ${dateFrom}::date AND ${dateTo}::date
           WHERE ${scope.firms}
           GROUP BY firms.id
           ORDER BY firms.branch_number, firms.id`,
    ),
    queryRows<OverdueDbRow>(
      db,
      sql`SELECT a.firm_id, a.owed::text AS owed, a.due_date::text
            FROM firms CROSS JOIN LATERAL (${allocatedLines(ownerIsFirmRow)}) a
           WHERE ${scope.firms} AND a.owed > 0 AND a.due_date < ${today}::date AND a.currency_code = ${currency}`,
    ),
  ]);

  const empty = (): Acc => ({
    lineCount: 0,
    amount: 0n,
    amountDays: 0n,
    overdue: 0n,
    overdueDays: 0n,
    overdueCount: 0,
    interest: 0n,
  });
  const byFirm = new Map<string, Acc>();
  for (const line of overdueRows) {
    const acc = byFirm.get(line.firm_id) ?? empty();
    const owed = kurus(line.owed);
    const days = daysBetween(line.due_date, today);
    acc.overdue += owed;
    acc.overdueDays += owed * BigInt(days);
    acc.overdueCount += 1;
    acc.interest += lateInterest(owed, rate ?? 0n, days);
    byFirm.set(line.firm_id, acc);
  }
  const total = empty();
  const rows: TenorReport['rows'] = [];
  for (const row of firmRows) {
    const acc = byFirm.get(row.id) ?? empty();
    acc.lineCount = row.line_count;
    acc.amount = kurus(row.amount);
    // Σ amount × days is kuruş × days: exact in numeric, so it parses as a sum of kuruş.
    acc.amountDays = kurus(row.amount_days);
    if (acc.lineCount === 0 && acc.overdueCount === 0) {
      continue;
    }
    for (const key of ['amount', 'amountDays', 'overdue', 'overdueDays', 'interest'] as const) {
      total[key] += acc[key];
    }
    total.lineCount += acc.lineCount;
    total.overdueCount += acc.overdueCount;
    rows.push({ firm: rowFirm(row), ...present(acc, rate) });
  }
  const top = rows
    .filter((row) => row.overdueCount > 0)
    .sort((a, b) => Number(kurus(b.overdue) - kurus(a.overdue)))
    .slice(0, 10);
  const series = (key: 'averageTenorDays' | 'averageDaysOverdue', label: string) => ({
    key,
    label,
    points: top.map((row) => ({ x: row.firm.code, label: row.firm.name, y: row[key] ?? '0.00' })),
  });
  return {
    dateFrom,
    dateTo,
    asOf: today,
    currency,
    lateInterestRate: rate === null ? null : formatRate(rate),
    rows,
    totals: { ...present(total, rate), firmCount: rows.length },
    // The ten dealers most overdue: their average tenor beside their average days overdue.
    chart: {
      series: [
        series('averageTenorDays', 'Ortalama vade (gün)'),
        series('averageDaysOverdue', 'Ortalama gecikme (gün)'),
      ],
    },
  };
}
