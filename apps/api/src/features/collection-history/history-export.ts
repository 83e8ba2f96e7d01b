import {
  COLLECTION_CHANNEL_LABELS,
  COLLECTION_ERP_LABELS,
  COLLECTION_STATUS_LABELS,
  type CollectionHistoryExportQuery,
  type CollectionRow,
  installmentLabel,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { writeXlsx } from '../../lib/xlsx.js';
import type { SessionAuth } from '../../types.js';
import { historyRows } from './history.service.js';

const COLUMNS = [
  { header: 'Tarih', key: 'createdAt', width: 18, kind: 'datetime' },
  { header: 'İşlem no', key: 'orderId', width: 20, kind: 'text' },
  { header: 'Referans', key: 'referenceNumber', width: 20, kind: 'text' },
  { header: 'Bayi kodu', key: 'firmCode', width: 10, kind: 'text' },
  { header: 'Bayi', key: 'firmName', width: 28, kind: 'text' },
  { header: 'Kanal', key: 'channel', width: 16, kind: 'text' },
  { header: 'Banka', key: 'bankName', width: 18, kind: 'text' },
  { header: 'Kart', key: 'maskedCardNumber', width: 20, kind: 'text' },
  // "Tek Çekim", "3 taksit" or, with a campaign's bonus instalments, "3 + 2 taksit" (as the receipt says).
  { header: 'Taksit', key: 'installments', width: 14, kind: 'text' },
  { header: 'Tutar', key: 'amount', width: 14, kind: 'money' },
  { header: 'Komisyon', key: 'commissionAmount', width: 12, kind: 'money' },
  { header: 'Toplam', key: 'totalAmount', width: 14, kind: 'money' },
  { header: 'İade edilen', key: 'refundedAmount', width: 14, kind: 'money' },
  // What the payment counts for in every report: 0 when voided, failed or pending; less refunds (collectedNet).
  { header: 'Net', key: 'netAmount', width: 14, kind: 'money' },
  { header: 'Para birimi', key: 'currencyCode', width: 10, kind: 'text' },
  { header: 'Durum', key: 'status', width: 14, kind: 'text' },
  { header: 'Banka mesajı', key: 'bankMessage', width: 30, kind: 'text' },
  { header: 'ERP', key: 'erp', width: 22, kind: 'text' },
  { header: 'Kullanıcı', key: 'userName', width: 20, kind: 'text' },
] as const;

function cells(row: CollectionRow) {
  return {
    createdAt: new Date(row.createdAt),
    orderId: row.orderId,
    referenceNumber: row.referenceNumber,
    firmCode: row.firm?.code ?? null,
    firmName: row.firm?.name ?? null,
    channel: COLLECTION_CHANNEL_LABELS[row.channel],
    bankName: row.bankName,
    maskedCardNumber: row.maskedCardNumber,
    installments: installmentLabel(row.installmentCount, row.extraInstallmentCount, 'tr'),
    amount: row.amount,
    commissionAmount: row.commissionAmount,
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    netAmount: row.netAmount,
    currencyCode: row.currencyCode,
    status: COLLECTION_STATUS_LABELS[row.status],
    bankMessage: row.bankMessage,
    erp: row.erpState
      ? `${COLLECTION_ERP_LABELS[row.erpState]}${row.erpDocumentNo ? ` (${row.erpDocumentNo})` : ''}`
      : null,
    userName: row.userName,
  };
}

async function* rowsOf(rows: AsyncIterable<CollectionRow>) {
  for await (const row of rows) {
    yield cells(row);
  }
}

/**
 * GET /PosCollection/HistoryExcel: the payments the history shows for the same filters, in the same order. A dealer's
 * file, like its screen, shows what it paid and no Net column (what its firm keeps after the bank's commission).
 */
export function historyWorkbook(
  ctx: AppContext,
  auth: SessionAuth,
  query: CollectionHistoryExportQuery,
): Promise<Buffer> {
  return writeXlsx({
    sheetName: 'Tahsilatlar',
    columns: auth.isSubFirm ? COLUMNS.filter((column) => column.key !== 'netAmount') : [...COLUMNS],
    rows: rowsOf(historyRows(ctx, auth, query)),
  });
}
