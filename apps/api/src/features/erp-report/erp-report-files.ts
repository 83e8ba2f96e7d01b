import { formatTurkishAmount, messages, parseSumAmount } from '@tahsilat/domain';
import { AppError } from '../../lib/app-error.js';
import { type PdfColumn, type PdfRow, writePdfReport } from '../../lib/pdf/pdf-report.js';
import { writeXlsx, type XlsxCellKind, type XlsxRow } from '../../lib/xlsx.js';
import type { ReportTable, TableCell, TableColumn } from './erp-report-tables.js';

/** An ERP report's Excel file and PDF, both drawn from its table (erp-report-tables.ts). */

/** About two seconds of drawing, as the statement's PDF; a longer report is the Excel file's job. */
export const ERP_REPORT_PDF_MAX_ROWS = 5_000;

const XLSX_KIND: Record<TableColumn['kind'], XlsxCellKind> = {
  text: 'text',
  side: 'text',
  money: 'money',
  days: 'money',
  balance: 'money',
  integer: 'integer',
};

export function erpReportWorkbook(table: ReportTable): Promise<Buffer> {
  // The balance cells are signed (a spreadsheet sums them), the B/A column beside says which side.
  const cell = (value: TableCell | undefined) => (value === undefined ? null : value);
  const row = (cells: Record<string, TableCell>): XlsxRow =>
    Object.fromEntries(table.columns.map((column) => [column.key, cell(cells[column.key])]));
  return writeXlsx({
    sheetName: table.title.slice(0, 31),
    columns: table.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width,
      kind: XLSX_KIND[column.kind],
    })),
    rows: [...table.rows.map(row), row(table.totals)],
  });
}

/** A figure in Turkish format: 1.234,56; a balance without its sign and with (B)/(A). */
function pdfText(column: TableColumn, value: TableCell | undefined): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  if (column.kind === 'text' || column.kind === 'integer' || column.kind === 'side') {
    return String(value);
  }
  const kurus = parseSumAmount(String(value));
  if (kurus === null) {
    return String(value);
  }
  if (column.kind !== 'balance') {
    return formatTurkishAmount(kurus);
  }
  const side = kurus > 0n ? ' (B)' : kurus < 0n ? ' (A)' : '';
  return `${formatTurkishAmount(kurus < 0n ? -kurus : kurus)}${side}`;
}

export interface ErpReportPdfOptions {
  tenantName: string;
  logo: Buffer | null;
  /** Whose figures: 'Tüm bayiler' or the one firm. */
  scopeText: string;
  /** When the file was made, as the reader's clock shows it (made-at.ts). */
  madeAt: string;
  maxRows?: number;
}

export async function erpReportPdf(table: ReportTable, options: ErpReportPdfOptions): Promise<Buffer> {
  const body = table.pdf ?? table;
  if (body.rows.length > (options.maxRows ?? ERP_REPORT_PDF_MAX_ROWS)) {
    throw new AppError('BAD_REQUEST', messages.erpReportTooLongForPdf);
  }
  // The B/A columns are Excel's: the PDF writes the side beside the balance.
  const shown = body.columns.filter((column) => column.kind !== 'side');
  const columns: PdfColumn[] = shown.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width / 10,
    ...(column.kind === 'text' ? {} : { align: 'right' as const }),
  }));
  const cells = (values: Record<string, TableCell>): PdfRow =>
    Object.fromEntries(shown.map((column) => [column.key, pdfText(column, values[column.key])]));
  return writePdfReport({
    title: table.title,
    logo: options.logo,
    meta: [
      { label: 'Kapsam', value: options.scopeText },
      ...table.meta,
      { label: 'Satır sayısı', value: String(body.rows.length) },
      { label: 'Oluşturulma', value: options.madeAt },
    ],
    columns,
    rows: body.rows.map(cells),
    totals: cells(body.totals),
    footer: `${options.tenantName} · Tahsilat`,
    landscape: true,
  });
}
