import { DOCUMENT_TYPE_LABELS, type StatementRow } from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { writeXlsx, type XlsxRow } from '../../lib/xlsx.js';
import { allRows, presentBalance, readHeader, type StatementRequest } from './statement.service.js';

/** The statement's Excel file: exactly the rows and totals the page shows for the same filters. */

const PENDING_LABEL = 'Kart tahsilatı (ERP kaydı bekleniyor)';

const signed = (balance: string, side: string) => (side === 'A' ? `-${balance}` : balance);

const COLUMNS = [
  { header: 'Tarih', key: 'date', width: 12, kind: 'date' },
  { header: 'Vade', key: 'dueDate', width: 12, kind: 'date' },
  { header: 'Belge türü', key: 'documentType', width: 22, kind: 'text' },
  { header: 'Belge no', key: 'documentNo', width: 18, kind: 'text' },
  { header: 'Açıklama', key: 'description', width: 40, kind: 'text' },
  { header: 'Borç', key: 'debit', width: 15, kind: 'money' },
  { header: 'Alacak', key: 'credit', width: 15, kind: 'money' },
  { header: 'Bakiye', key: 'balance', width: 16, kind: 'money' },
  { header: 'B/A', key: 'side', width: 5, kind: 'text' },
  { header: 'Döviz', key: 'currencyCode', width: 7, kind: 'text' },
  { header: 'Döviz tutarı', key: 'fxAmount', width: 14, kind: 'money' },
  { header: 'Kur', key: 'fxRate', width: 12, kind: 'rate' },
] as const;

/** The document type as the statement names it; a pending collection says so. */
export function documentTypeText(row: Pick<StatementRow, 'kind' | 'documentType'>): string {
  return row.kind === 'pending' ? PENDING_LABEL : DOCUMENT_TYPE_LABELS[row.documentType];
}

function cells(row: StatementRow): XlsxRow {
  return {
    date: row.date,
    dueDate: row.dueDate,
    documentType: documentTypeText(row),
    documentNo: row.documentNo,
    description: row.description,
    debit: row.debit === '0.00' ? null : row.debit,
    credit: row.credit === '0.00' ? null : row.credit,
    // The balance cell is signed (a spreadsheet sums it), the B/A column says which side, as on the screen.
    balance: signed(row.balance, row.side),
    side: row.side,
    currencyCode: row.currencyCode,
    fxAmount: row.fxAmount,
    fxRate: row.fxRate,
  };
}

/** Devir first, the rows, then the totals row (the same figures as the page's). */
export async function statementWorkbook(db: Db, request: StatementRequest): Promise<Buffer> {
  const header = await readHeader(db, request);
  const opening = presentBalance(header.start, false);
  async function* rows(): AsyncGenerator<XlsxRow> {
    yield {
      date: header.dateFrom,
      documentType: 'Devir',
      description: `${header.dateFrom.split('-').reverse().join('.')} öncesi bakiye`,
      balance: signed(opening.balance, opening.side),
      side: opening.side,
    };
    for await (const row of allRows(db, request, header.start, header.showFx)) {
      yield cells(row);
    }
    const { totals } = header;
    yield {
      documentType: 'Toplam',
      description: `${totals.movementCount + totals.pendingCount} hareket`,
      debit: totals.debit,
      credit: totals.credit,
      balance: signed(totals.closing.balance, totals.closing.side),
      side: totals.closing.side,
    };
  }
  return writeXlsx({ sheetName: `Ekstre ${request.firm.code}`, columns: [...COLUMNS], rows: rows() });
}
