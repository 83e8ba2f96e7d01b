import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  type AgingReport,
  COLLECTION_CHANNEL_LABELS,
  type CollectionsReport,
  isoToDottedDate,
  type PositionReport,
  type TenorReport,
} from '@tahsilat/domain';

/**
 * Each report as one table (title, the lines under it, columns, rows, a totals row), the shape its Excel file and
 * PDF are both drawn from, so the two files hold the same figures as the page.
 */

export type TableCellKind = 'text' | 'money' | 'days' | 'integer' | 'balance' | 'side';
export type TableCell = string | number | null;

export interface TableColumn {
  header: string;
  key: string;
  kind: TableCellKind;
  /** Excel width in characters; the PDF's relative width is derived from it. */
  width: number;
}

export interface ReportTable {
  title: string;
  /** File name without extension. */
  fileName: string;
  meta: { label: string; value: string }[];
  columns: TableColumn[];
  rows: Record<string, TableCell>[];
  totals: Record<string, TableCell>;
  /** The PDF's own columns and rows when the page's table is too wide for A4 (the months of a year). */
  pdf?: Pick<ReportTable, 'columns' | 'rows' | 'totals'>;
}

const FIRM_COLUMNS: TableColumn[] = [
  { header: 'Kod', key: 'code', kind: 'text', width: 10 },
  { header: 'Bayi', key: 'name', kind: 'text', width: 32 },
];
const firmCells = (firm: { code: string; name: string }) => ({ code: firm.code, name: firm.name });
/** A signed balance (debit positive) from the shown figure and its side. */
const signed = (value: { balance: string; side: string }) =>
  value.side === 'A' ? `-${value.balance}` : value.balance;
const dotted = (from: string, to: string) => `${isoToDottedDate(from)} – ${isoToDottedDate(to)}`;

export function agingTable(report: AgingReport): ReportTable {
  const columns: TableColumn[] = [
    ...FIRM_COLUMNS,
    ...AGING_BUCKETS.map(
      (bucket): TableColumn => ({
        header: AGING_BUCKET_LABELS[bucket],
        key: bucket,
        kind: 'money',
        width: 14,
      }),
    ),
    { header: 'Vadesi geçen', key: 'overdue', kind: 'money', width: 14 },
    { header: 'Toplam açık', key: 'total', kind: 'money', width: 14 },
    { header: 'Geciken kalem', key: 'overdueCount', kind: 'integer', width: 10 },
  ];
  const cells = (figures: AgingReport['totals'] | AgingReport['rows'][number]) => ({
    ...Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, figures[bucket]])),
    overdue: figures.overdue,
    total: figures.total,
    overdueCount: figures.overdueCount,
  });
  return {
    title: 'Bayi Bazında Yaşlandırma',
    fileName: `yaslandirma-${report.asOf}`,
    meta: [
      { label: 'Tarih', value: isoToDottedDate(report.asOf) },
      { label: 'Döviz', value: report.currency },
    ],
    columns,
    rows: report.rows.map((row) => ({ ...firmCells(row.firm), ...cells(row) })),
    totals: { name: `Toplam (${report.totals.firmCount} bayi)`, ...cells(report.totals) },
  };
}

export function positionTable(report: PositionReport): ReportTable {
  const columns: TableColumn[] = [
    ...FIRM_COLUMNS,
    { header: 'Devir', key: 'opening', kind: 'balance', width: 15 },
    { header: 'B/A', key: 'openingSide', kind: 'side', width: 5 },
    { header: 'Borç', key: 'debit', kind: 'money', width: 15 },
    { header: 'Alacak', key: 'credit', kind: 'money', width: 15 },
    { header: 'Bakiye', key: 'closing', kind: 'balance', width: 16 },
    { header: 'B/A', key: 'closingSide', kind: 'side', width: 5 },
    { header: 'Risk limiti', key: 'riskLimit', kind: 'money', width: 15 },
    { header: 'Kullanım %', key: 'riskUsage', kind: 'days', width: 10 },
    { header: 'Kalan limit', key: 'riskAvailable', kind: 'money', width: 15 },
  ];
  const sums = (figures: PositionReport['totals'] | PositionReport['rows'][number]) => ({
    opening: signed(figures.opening),
    openingSide: figures.opening.side,
    debit: figures.debit,
    credit: figures.credit,
    closing: signed(figures.closing),
    closingSide: figures.closing.side,
  });
  return {
    title: 'Bayi Bazında Borç/Alacak Durumu',
    fileName: `borc-alacak-${report.dateFrom}-${report.dateTo}`,
    meta: [{ label: 'Dönem', value: dotted(report.dateFrom, report.dateTo) }],
    columns,
    rows: report.rows.map((row) => ({
      ...firmCells(row.firm),
      ...sums(row),
      riskLimit: row.riskLimit,
      riskUsage: row.riskUsage,
      riskAvailable: row.riskAvailable,
    })),
    totals: { name: `Toplam (${report.totals.firmCount} bayi)`, ...sums(report.totals) },
  };
}

export function tenorTable(report: TenorReport): ReportTable {
  const withInterest = report.lateInterestRate !== null;
  const columns: TableColumn[] = [
    ...FIRM_COLUMNS,
    { header: 'Kalem', key: 'lineCount', kind: 'integer', width: 8 },
    { header: 'Tutar', key: 'amount', kind: 'money', width: 15 },
    { header: 'Ort. vade (gün)', key: 'averageTenorDays', kind: 'days', width: 12 },
    { header: 'Vadesi geçen', key: 'overdue', kind: 'money', width: 15 },
    { header: 'Geciken kalem', key: 'overdueCount', kind: 'integer', width: 10 },
    { header: 'Ort. gecikme (gün)', key: 'averageDaysOverdue', kind: 'days', width: 12 },
    ...(withInterest
      ? [{ header: 'Gecikme faizi', key: 'lateInterest', kind: 'money', width: 14 } as const]
      : []),
  ];
  const cells = ({
    firm: _firm,
    ...figures
  }: TenorReport['rows'][number] | (TenorReport['totals'] & { firm?: never })) => figures;
  const meta = [
    { label: 'Dönem (belge tarihi)', value: dotted(report.dateFrom, report.dateTo) },
    { label: 'Gecikme tarihi', value: isoToDottedDate(report.asOf) },
    { label: 'Döviz', value: report.currency },
  ];
  if (withInterest) {
    meta.push({ label: 'Aylık gecikme faizi', value: `%${report.lateInterestRate?.replace('.', ',')}` });
  }
  const { firmCount, ...totals } = report.totals;
  return {
    title: 'Ortalama Vade ve Gecikme Faizi',
    fileName: `vade-gecikme-${report.dateFrom}-${report.dateTo}`,
    meta,
    columns,
    rows: report.rows.map((row) => ({ ...firmCells(row.firm), ...cells(row) })),
    totals: { name: `Toplam (${firmCount} bayi)`, ...totals },
  };
}

const MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

export function collectionsTable(report: CollectionsReport): ReportTable {
  const columns: TableColumn[] = [
    ...FIRM_COLUMNS,
    { header: 'Kanal', key: 'channel', kind: 'text', width: 16 },
    ...MONTHS.map(
      (month, index): TableColumn => ({ header: month, key: `m${index + 1}`, kind: 'money', width: 12 }),
    ),
    { header: 'Toplam', key: 'total', kind: 'money', width: 14 },
    { header: 'Adet', key: 'count', kind: 'integer', width: 7 },
  ];
  const months = (amounts: string[]) =>
    Object.fromEntries(amounts.map((amount, index) => [`m${index + 1}`, amount]));
  // Twelve month columns do not fit A4 at full amounts: the PDF lists one line per dealer, channel and month.
  const pdf = {
    columns: [
      ...FIRM_COLUMNS,
      { header: 'Kanal', key: 'channel', kind: 'text', width: 16 },
      { header: 'Ay', key: 'month', kind: 'text', width: 12 },
      { header: 'Tutar', key: 'amount', kind: 'money', width: 16 },
    ] satisfies TableColumn[],
    rows: report.rows.flatMap((row) =>
      row.months.flatMap((amount, index) =>
        amount === '0.00'
          ? []
          : [
              {
                ...firmCells(row.firm),
                channel: COLLECTION_CHANNEL_LABELS[row.channel],
                month: `${MONTHS[index]} ${report.year}`,
                amount,
              },
            ],
      ),
    ),
    totals: { name: `Toplam (${report.totals.count} tahsilat)`, amount: report.totals.total },
  };
  return {
    pdf,
    title: 'Bayi ve Kanal Bazında Aylık Tahsilatlar',
    fileName: `aylik-tahsilatlar-${report.year}`,
    meta: [
      { label: 'Yıl', value: String(report.year) },
      { label: 'Döviz', value: report.currency },
    ],
    columns,
    rows: report.rows.map((row) => ({
      ...firmCells(row.firm),
      channel: COLLECTION_CHANNEL_LABELS[row.channel],
      ...months(row.months),
      total: row.total,
      count: row.count,
    })),
    totals: {
      name: 'Toplam',
      ...months(report.totals.months),
      total: report.totals.total,
      count: report.totals.count,
    },
  };
}
