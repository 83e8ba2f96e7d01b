import type { AgingReport, PositionReport } from '@tahsilat/domain';
import { AGING_BUCKETS } from '@tahsilat/domain/pricing';
import type { TFunction } from 'i18next';
import { formatCount } from '../../../lib/format.js';
import { percentText, signedAmountText } from '../erp-report-query.js';
import { FirmCell, type ReportView } from './report-rows.js';

type AgingRow = AgingReport['rows'][number];
type PositionRow = PositionReport['rows'][number];

/** "1.250,50 TL (B)": a balance with its side, as the statement shows it. */
function sided(figure: { balance: string; side: 'B' | 'A' | '' }): string {
  return `${signedAmountText(figure.balance)}${figure.side ? ` (${figure.side})` : ''}`;
}

/** Aging: the five buckets, overdue, total open and the overdue line count per dealer. */
export function agingView(report: AgingReport, t: TFunction, language: string): ReportView<AgingRow> {
  const money = signedAmountText;
  const figures = [...AGING_BUCKETS, 'overdue', 'total'] as const;
  return {
    rows: report.rows,
    rowKey: (row) => row.firm.id,
    minWidth: 900,
    columns: [
      { key: 'firm', title: t('columns.firm'), render: (row) => <FirmCell firm={row.firm} /> },
      ...figures.map((figure) => ({
        key: figure,
        title: t(`columns.${figure}`),
        align: 'end' as const,
        width: 96,
        render: (row: AgingRow) => <span className="erp-money">{money(row[figure])}</span>,
      })),
      {
        key: 'overdueCount',
        title: t('columns.overdueCount'),
        align: 'end',
        width: 60,
        render: (row) => formatCount(row.overdueCount, language),
      },
    ],
    totals: {
      firm: t('totals', { count: report.totals.firmCount }),
      ...Object.fromEntries(figures.map((figure) => [figure, money(report.totals[figure])])),
      overdueCount: formatCount(report.totals.overdueCount, language),
    },
  };
}

/** Position: Devir, debit, credit and the closing balance, then the risk limit and its use. */
export function positionView(
  report: PositionReport,
  t: TFunction,
  language: string,
): ReportView<PositionRow> {
  const money = signedAmountText;
  return {
    rows: report.rows,
    rowKey: (row) => row.firm.id,
    minWidth: 900,
    columns: [
      { key: 'firm', title: t('columns.firm'), render: (row) => <FirmCell firm={row.firm} /> },
      {
        key: 'opening',
        title: t('columns.opening'),
        align: 'end',
        width: 136,
        render: (row) => sided(row.opening),
      },
      {
        key: 'debit',
        title: t('columns.debit'),
        align: 'end',
        width: 124,
        render: (row) => money(row.debit),
      },
      {
        key: 'credit',
        title: t('columns.credit'),
        align: 'end',
        width: 124,
        render: (row) => money(row.credit),
      },
      {
        key: 'closing',
        title: t('columns.closing'),
        align: 'end',
        width: 124,
        render: (row) => <strong className="erp-money">{sided(row.closing)}</strong>,
      },
      {
        key: 'riskLimit',
        title: t('columns.riskLimit'),
        align: 'end',
        width: 108,
        render: (row) => money(row.riskLimit),
      },
      {
        key: 'riskUsage',
        title: t('columns.riskUsage'),
        align: 'end',
        width: 80,
        render: (row) => percentText(row.riskUsage, language),
      },
      {
        key: 'riskAvailable',
        title: t('columns.riskAvailable'),
        align: 'end',
        width: 108,
        render: (row) => money(row.riskAvailable),
      },
    ],
    totals: {
      firm: t('totals', { count: report.totals.firmCount }),
      opening: sided(report.totals.opening),
      debit: money(report.totals.debit),
      credit: money(report.totals.credit),
      closing: sided(report.totals.closing),
    },
  };
}
