import type { CollectionsReport, TenorReport } from '@tahsilat/domain';
import { parseSumAmount } from '@tahsilat/domain/pricing';
import type { TFunction } from 'i18next';
import { formatCount, intlLocale } from '../../../lib/format.js';
import { daysText, signedAmountText } from '../erp-report-query.js';
import { FirmCell, type ReportColumn, type ReportView } from './report-rows.js';

type TenorRow = TenorReport['rows'][number];
type CollectionsRow = CollectionsReport['rows'][number];

/** Tenor: the period's lines with their weighted tenor, what is overdue now, and the late interest if shown. */
export function tenorView(report: TenorReport, t: TFunction, language: string): ReportView<TenorRow> {
  const money = signedAmountText;
  const hasInterest = report.lateInterestRate !== null;
  const columns: ReportColumn<TenorRow>[] = [
    { key: 'firm', title: t('columns.firm'), render: (row) => <FirmCell firm={row.firm} /> },
    {
      key: 'lineCount',
      title: t('columns.lineCount'),
      align: 'end',
      width: 72,
      render: (row) => formatCount(row.lineCount, language),
    },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'end',
      width: 132,
      render: (row) => money(row.amount),
    },
    {
      key: 'averageTenorDays',
      title: t('columns.averageTenorDays'),
      align: 'end',
      width: 108,
      render: (row) => daysText(row.averageTenorDays),
    },
    {
      key: 'overdue',
      title: t('columns.overdueAmount'),
      align: 'end',
      width: 132,
      render: (row) => money(row.overdue),
    },
    {
      key: 'overdueCount',
      title: t('columns.overdueCount'),
      align: 'end',
      width: 84,
      render: (row) => formatCount(row.overdueCount, language),
    },
    {
      key: 'averageDaysOverdue',
      title: t('columns.averageDaysOverdue'),
      align: 'end',
      width: 112,
      render: (row) => daysText(row.averageDaysOverdue),
    },
  ];
  if (hasInterest) {
    columns.push({
      key: 'lateInterest',
      title: t('columns.lateInterest'),
      align: 'end',
      width: 124,
      render: (row) => money(row.lateInterest),
    });
  }
  const { totals } = report;
  return {
    rows: report.rows,
    rowKey: (row) => row.firm.id,
    minWidth: hasInterest ? 1100 : 980,
    columns,
    totals: {
      firm: t('totals', { count: totals.firmCount }),
      lineCount: formatCount(totals.lineCount, language),
      amount: money(totals.amount),
      averageTenorDays: daysText(totals.averageTenorDays),
      overdue: money(totals.overdue),
      overdueCount: formatCount(totals.overdueCount, language),
      averageDaysOverdue: daysText(totals.averageDaysOverdue),
      lateInterest: hasInterest ? money(totals.lateInterest) : undefined,
    },
  };
}

/** "Oca", "Jan": the month columns' short names in the interface's language. */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'short' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(2026, month, 1)));
}

/** Collections: a row per dealer and channel, twelve months, the year's total and count. */
export function collectionsView(
  report: CollectionsReport,
  t: TFunction,
  language: string,
): ReportView<CollectionsRow> {
  const money = signedAmountText;
  const months = monthNames(language);
  return {
    rows: report.rows,
    rowKey: (row) => `${row.firm.id}-${row.channel}`,
    minWidth: 1560,
    columns: [
      { key: 'firm', title: t('columns.firm'), width: 200, render: (row) => <FirmCell firm={row.firm} /> },
      {
        key: 'channel',
        title: t('columns.channel'),
        width: 132,
        render: (row) => t(`channels.${row.channel}`),
      },
      ...months.map((name, month) => ({
        key: `month-${month}`,
        title: name,
        align: 'end' as const,
        width: 96,
        render: (row: CollectionsRow) => money(row.months[month] ?? '0'),
        isBlankOnCard: (row: CollectionsRow) => parseSumAmount(row.months[month] ?? '0') === 0n,
      })),
      {
        key: 'total',
        title: t('columns.yearTotal'),
        align: 'end',
        width: 128,
        render: (row) => <strong className="erp-money">{money(row.total)}</strong>,
      },
      {
        key: 'count',
        title: t('columns.count'),
        align: 'end',
        width: 64,
        render: (row) => formatCount(row.count, language),
      },
    ],
    totals: {
      firm: t('totals', { count: new Set(report.rows.map((row) => row.firm.id)).size }),
      ...Object.fromEntries(report.totals.months.map((amount, month) => [`month-${month}`, money(amount)])),
      total: money(report.totals.total),
      count: formatCount(report.totals.count, language),
    },
  };
}
