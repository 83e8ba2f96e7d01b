import {
  COLLECTION_CHANNEL_LABELS,
  COLLECTION_CHANNELS,
  type CollectionChannel,
  type CollectionsReport,
  type CurrencyCode,
  formatAmount,
  istanbulDay,
} from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { posTransactions } from '../../db/schema.js';
import { istanbulMidnight } from '../../lib/istanbul-time.js';
import { collectedNetSql, countedCollection } from '../collection-history/collected-sql.js';
import { CHANNEL_SQL } from '../collection-history/history.repository.js';
import { type ErpReportScope, kurus, rowFirm } from './erp-report-scope.js';

/**
 * Monthly collections by dealer and channel: our card collections (a payment that took money: an approved sale or a
 * captured pre-authorisation, i.e. a row of the collections feed) of the scope's firms in one currency, by the
 * Istanbul month the money was taken, per channel as the collection history names it (portal, link, pay without
 * login, params). The amount is what still pays down the firm's debt: amount less what refunds gave back. A voided
 * payment is in no row and no count; a refunded one is counted at what is left of it (collected-sql.ts).
 */

interface CollectionsDbRow {
  id: string;
  code: string;
  name: string;
  channel: CollectionChannel;
  month: number;
  count: number;
  amount: string;
}

const x = posTransactions;
const MONTHS = 12;
const MONTH_LABELS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

const zeros = () => Array.from({ length: MONTHS }, () => 0n);

export async function collectionsReport(
  db: Db,
  scope: ErpReportScope,
  query: { year?: number | undefined; currency?: CurrencyCode | undefined },
): Promise<CollectionsReport> {
  const year = query.year ?? istanbulDay().year;
  const currency = query.currency ?? 'TRY';
  const dbRows = await queryRows<CollectionsDbRow>(
    db,
    sql`SELECT firms.id, firms.branch_number AS code, firms.name, ${CHANNEL_SQL} AS channel,
               extract(month FROM ${x.collectedAt} AT TIME ZONE 'Europe/Istanbul')::int AS month,
               count(*)::int AS count, sum(${collectedNetSql('amount', 'pos_transactions')})::text AS amount
          FROM ${x} JOIN firms ON firms.tenant_id = ${x.tenantId} AND firms.id = ${x.firmId}
         WHERE ${scope.firms} AND ${x.tenantId} = ${scope.tenantId} AND ${countedCollection('pos_transactions')}
           AND ${x.currencyCode} = ${currency}
           AND ${x.collectedAt} >= ${istanbulMidnight(`${year}-01-01`, 0).toISOString()}
           AND ${x.collectedAt} < ${istanbulMidnight(`${year + 1}-01-01`, 0).toISOString()}
         GROUP BY 1, 2, 3, 4, 5`,
  );

  const lines = new Map<string, { row: CollectionsDbRow; months: bigint[]; count: number }>();
  const channels = new Map<CollectionChannel, { months: bigint[]; count: number }>(
    COLLECTION_CHANNELS.map((channel) => [channel, { months: zeros(), count: 0 }]),
  );
  for (const row of dbRows) {
    const key = `${row.id}/${row.channel}`;
    const line = lines.get(key) ?? { row, months: zeros(), count: 0 };
    const amount = kurus(row.amount);
    line.months[row.month - 1] = (line.months[row.month - 1] ?? 0n) + amount;
    line.count += row.count;
    lines.set(key, line);
    const channel = channels.get(row.channel);
    if (channel) {
      channel.months[row.month - 1] = (channel.months[row.month - 1] ?? 0n) + amount;
      channel.count += row.count;
    }
  }
  const sum = (months: bigint[]) => months.reduce((a, b) => a + b, 0n);
  const channelOrder = (channel: CollectionChannel) => COLLECTION_CHANNELS.indexOf(channel);
  const rows = [...lines.values()]
    .sort(
      (a, b) =>
        a.row.code.localeCompare(b.row.code) ||
        a.row.id.localeCompare(b.row.id) ||
        channelOrder(a.row.channel) - channelOrder(b.row.channel),
    )
    .map((line) => ({
      firm: rowFirm(line.row),
      channel: line.row.channel,
      months: line.months.map(formatAmount),
      total: formatAmount(sum(line.months)),
      count: line.count,
    }));
  const allMonths = zeros().map((_, month) =>
    [...channels.values()].reduce((total, channel) => total + (channel.months[month] ?? 0n), 0n),
  );
  return {
    year,
    currency,
    rows,
    totals: {
      channels: COLLECTION_CHANNELS.map((channel) => {
        const figures = channels.get(channel) ?? { months: zeros(), count: 0 };
        return {
          channel,
          months: figures.months.map(formatAmount),
          total: formatAmount(sum(figures.months)),
          count: figures.count,
        };
      }),
      months: allMonths.map(formatAmount),
      total: formatAmount(sum(allMonths)),
      count: [...channels.values()].reduce((total, channel) => total + channel.count, 0),
    },
    // One stacked bar a month, one part per channel.
    chart: {
      series: COLLECTION_CHANNELS.map((channel) => ({
        key: channel,
        label: COLLECTION_CHANNEL_LABELS[channel],
        points: (channels.get(channel)?.months ?? zeros()).map((amount, month) => ({
          x: `${year}-${String(month + 1).padStart(2, '0')}`,
          label: `${MONTH_LABELS[month]} ${year}`,
          y: formatAmount(amount),
        })),
      })),
    },
  };
}
