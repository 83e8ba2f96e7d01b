import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  type AgingBucket,
  type AgingReport,
  type CurrencyCode,
  formatAmount,
  istanbulIsoDate,
} from '@tahsilat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { type AgingRow, balanceFigureColumns, type PendingRow } from '../erp/balance.repository.js';
import { balanceFromFigures } from '../erp/balance.service.js';
import { type ErpReportScope, kurus, rowFirm } from './erp-report-scope.js';

/**
 * Aging by firm: each firm's open plan lines in the buckets not due / 1–30 / 31–60 / 61–90 / 90+ as of a day, in
 * one currency — the balance function's own aging (balance.repository's figure columns, balance.service's
 * arithmetic: pending card collections pay the oldest bucket first), read for every firm of the scope in one query.
 */

interface AgingDbRow {
  id: string;
  code: string;
  name: string;
  pending: PendingRow[];
  aging: AgingRow[];
}

/** The report's one query: the scope's firms with their pending collections and aging as of `asOf`. */
export function agingQuery(scope: Pick<ErpReportScope, 'firms'>, asOf: string): SQL {
  const figures = balanceFigureColumns(sql`${asOf}::date`);
  return sql`SELECT firms.id, firms.branch_number AS code, firms.name,
                    ${figures.pending} AS pending, ${figures.aging} AS aging
               FROM firms
              WHERE ${scope.firms}
              ORDER BY firms.branch_number, firms.id`;
}

const zeroBuckets = (): Record<AgingBucket, bigint> =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0n])) as Record<AgingBucket, bigint>;

function figuresOf(buckets: Record<AgingBucket, bigint>, overdueCount: number) {
  const overdue = buckets.days1to30 + buckets.days31to60 + buckets.days61to90 + buckets.days90plus;
  return {
    ...(Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, formatAmount(buckets[bucket])])) as Record<
      AgingBucket,
      string
    >),
    overdue: formatAmount(overdue),
    total: formatAmount(overdue + buckets.notDue),
    overdueCount,
  };
}

export async function agingReport(
  db: Db,
  scope: ErpReportScope,
  query: { asOf?: string | undefined; currency?: CurrencyCode | undefined },
): Promise<AgingReport> {
  const asOf = query.asOf ?? istanbulIsoDate();
  const currency = query.currency ?? 'TRY';
  const dbRows = await queryRows<AgingDbRow>(db, agingQuery(scope, asOf));
  const sums = zeroBuckets();
  let overdueCount = 0;
  const rows: AgingReport['rows'] = [];
  for (const row of dbRows) {
    // Only the aging of the balance is read here: the movement sums are not needed for it.
    const balance = balanceFromFigures(
      { firmCode: row.code, totals: [], pending: row.pending, aging: row.aging },
      asOf,
    );
    const aging = balance.aging.find((entry) => entry.currencyCode === currency);
    if (!aging) {
      continue;
    }
    const buckets = zeroBuckets();
    for (const bucket of AGING_BUCKETS) {
      buckets[bucket] = kurus(aging[bucket]);
      sums[bucket] += buckets[bucket];
    }
    overdueCount += aging.overdueCount;
    rows.push({ firm: rowFirm(row), ...figuresOf(buckets, aging.overdueCount) });
  }
  const totals = { ...figuresOf(sums, overdueCount), firmCount: rows.length };
  return {
    asOf,
    currency,
    rows,
    totals,
    chart: {
      series: [
        {
          key: 'open',
          label: 'Açık tutar',
          points: AGING_BUCKETS.map((bucket) => ({
            x: bucket,
            label: AGING_BUCKET_LABELS[bucket],
            y: totals[bucket],
          })),
        },
      ],
    },
  };
}
