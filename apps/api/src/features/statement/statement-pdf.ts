import {
  formatTurkishAmount,
  isoToDottedDate,
  messages,
  parseSumAmount,
  type StatementRow,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type PdfColumn, type PdfRow, writePdfReport } from '../../lib/pdf/pdf-report.js';
import { allRows, presentBalance, readHeader, type StatementRequest } from './statement.service.js';
import { documentTypeText } from './statement-export.js';

/** The statement as a PDF: the tenant's logo, the firm and period, Devir, the same rows and totals as the page. */

/** About two seconds of drawing; a longer statement is the Excel file's job. */
export const STATEMENT_PDF_MAX_ROWS = 5_000;

const COLUMNS: PdfColumn[] = [
  { header: 'Tarih', key: 'date', width: 1.15 },
  { header: 'Vade', key: 'dueDate', width: 1.15 },
  { header: 'Belge türü', key: 'type', width: 1.5 },
  { header: 'Belge no', key: 'documentNo', width: 1.7 },
  { header: 'Açıklama', key: 'description', width: 3 },
  { header: 'Borç', key: 'debit', width: 1.35, align: 'right' },
  { header: 'Alacak', key: 'credit', width: 1.35, align: 'right' },
  { header: 'Bakiye', key: 'balance', width: 1.6, align: 'right' },
  { header: 'Döviz', key: 'fx', width: 1.4, align: 'right' },
];

const amount = (value: string, blankZero = true) => {
  const kurus = parseSumAmount(value) ?? 0n;
  return blankZero && kurus === 0n ? '' : formatTurkishAmount(kurus);
};
const balance = (value: string, side: string) => `${amount(value, false)}${side ? ` (${side})` : ''}`;

function cells(row: StatementRow): PdfRow {
  return {
    date: isoToDottedDate(row.date),
    dueDate: isoToDottedDate(row.dueDate),
    type: documentTypeText(row),
    documentNo: row.documentNo ?? '',
    description: row.description ?? '',
    debit: amount(row.debit),
    credit: amount(row.credit),
    balance: balance(row.balance, row.side),
    fx: row.fxAmount
      ? `${amount(row.fxAmount)} ${row.currencyCode}`
      : row.currencyCode === 'TRY'
        ? ''
        : row.currencyCode,
  };
}

export interface StatementPdfOptions {
  tenantName: string;
  logo: Buffer | null;
  /** When the file was made, as the reader's clock shows it ("24.11.2026 10:15"). */
  madeAt: string;
  /** Defaults to STATEMENT_PDF_MAX_ROWS. */
  maxRows?: number;
}

export async function statementPdf(
  db: Db,
  request: StatementRequest,
  options: StatementPdfOptions,
): Promise<Buffer> {
  const header = await readHeader(db, request);
  const { totals } = header;
  if (totals.movementCount + totals.pendingCount > (options.maxRows ?? STATEMENT_PDF_MAX_ROWS)) {
    throw new AppError('BAD_REQUEST', messages.statementTooLongForPdf);
  }
  const opening = presentBalance(header.start, header.showFx);
  async function* rows(): AsyncGenerator<PdfRow> {
    yield {
      date: isoToDottedDate(header.dateFrom),
      type: 'Devir',
      description: `${isoToDottedDate(header.dateFrom)} öncesi bakiye`,
      balance: balance(opening.balance, opening.side),
    };
    for await (const row of allRows(db, request, header.start, header.showFx)) {
      yield cells(row);
    }
  }
  const { firm, filter } = request;
  const meta = [
    { label: 'Firma', value: `${firm.code} · ${firm.name}` },
    { label: 'Dönem', value: `${isoToDottedDate(header.dateFrom)} – ${isoToDottedDate(header.dateTo)}` },
    { label: 'Hareket sayısı', value: String(totals.movementCount + totals.pendingCount) },
    { label: 'Oluşturulma', value: options.madeAt },
  ];
  if (filter.currency) {
    meta.push({ label: 'Döviz', value: filter.currency });
  }
  if (filter.documentTypes?.length || filter.search) {
    meta.push({
      label: 'Not',
      value: 'Filtre uygulandı: devir ve bakiye yalnızca listelenen hareketlerden hesaplandı.',
    });
  }
  return writePdfReport({
    title: 'Cari Hesap Ekstresi',
    logo: options.logo,
    meta,
    columns: COLUMNS,
    rows: rows(),
    totals: {
      type: 'Toplam',
      debit: amount(totals.debit, false),
      credit: amount(totals.credit, false),
      balance: balance(totals.closing.balance, totals.closing.side),
    },
    footer: `${options.tenantName} · Tahsilat`,
    landscape: true,
  });
}
