import { DBS_STATUS_LABELS, type DbsInvoiceRow, type DbsStatus } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { writeXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx.js';
import type { SessionAuth } from '../../types.js';
import { allDbsRows, type DbsFilter } from './dbs-invoices.service.js';

/** The DBS invoices' Excel file: the invoices the filters show, as the page shows them. */

const COLUMNS: XlsxColumn[] = [
  { header: 'Bayi kodu', key: 'firmCode', width: 10, kind: 'text' },
  { header: 'Bayi', key: 'firmName', width: 30, kind: 'text' },
  { header: 'Fatura no', key: 'invoiceNo', width: 18, kind: 'text' },
  { header: 'Fatura tarihi', key: 'invoiceDate', width: 12, kind: 'date' },
  { header: 'Vade', key: 'dueDate', width: 12, kind: 'date' },
  { header: 'Banka', key: 'bankName', width: 20, kind: 'text' },
  { header: 'Tutar', key: 'amount', width: 14, kind: 'money' },
  { header: 'Döviz', key: 'currencyCode', width: 7, kind: 'text' },
  { header: 'Teminatlı tutar', key: 'guaranteedAmount', width: 14, kind: 'money' },
  { header: 'Ödenen', key: 'paidAmount', width: 14, kind: 'money' },
  { header: 'Kalan', key: 'remaining', width: 14, kind: 'money' },
  { header: 'Durum', key: 'status', width: 14, kind: 'text' },
  { header: 'Tahsil tarihi', key: 'collectionDate', width: 12, kind: 'date' },
];

function cells(row: DbsInvoiceRow): XlsxRow {
  return {
    firmCode: row.firm.code,
    firmName: row.firm.name,
    invoiceNo: row.invoiceNo,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    bankName: row.bankName,
    amount: row.amount,
    currencyCode: row.currencyCode,
    guaranteedAmount: row.guaranteedAmount,
    paidAmount: row.paidAmount,
    remaining: row.remaining,
    status: DBS_STATUS_LABELS[row.status as DbsStatus],
    collectionDate: row.collectionDate,
  };
}

export function dbsInvoiceWorkbook(ctx: AppContext, auth: SessionAuth, filter: DbsFilter): Promise<Buffer> {
  async function* rows(): AsyncGenerator<XlsxRow> {
    for await (const row of allDbsRows(ctx, auth, filter)) {
      yield cells(row);
    }
  }
  return writeXlsx({ sheetName: 'DBS faturaları', columns: COLUMNS, rows: rows() });
}
