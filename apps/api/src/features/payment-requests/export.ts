import type {
  PaymentRequestFilter,
  PaymentRequestItem,
  PaymentRequestStatus,
  PreAuthState,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { writeXlsx } from '../../lib/xlsx.js';
import type { SessionAuth } from '../../types.js';
import { assertReadableFirm } from '../firm-report/firm-scope.js';
import type { SortDir, SortKey } from './link-list.repository.js';
import { exportRows } from './payment-requests.service.js';

/** The tracking list's Turkish status names (the screen shows the same). */
export const STATUS_LABELS: Record<PaymentRequestStatus, string> = {
  waiting: 'Ödeme bekleniyor',
  paid: 'Ödendi',
  expired: 'Süresi doldu',
  cancelled: 'İptal edildi',
};

const PRE_AUTH_LABELS: Record<PreAuthState, string> = {
  none: '',
  held: 'Provizyon bekliyor',
  settling: 'Bankada işleniyor',
  captured: 'Tahsil edildi',
  released: 'Provizyon iptal edildi',
};

const COLUMNS = [
  { header: 'Oluşturulma', key: 'createdAt', width: 18, kind: 'datetime' },
  { header: 'Referans', key: 'referenceNumber', width: 22, kind: 'text' },
  { header: 'Firma', key: 'firmName', width: 24, kind: 'text' },
  { header: 'Bayi no', key: 'firmBranchNumber', width: 10, kind: 'text' },
  { header: 'Müşteri', key: 'customerName', width: 24, kind: 'text' },
  { header: 'E-posta', key: 'customerEmail', width: 26, kind: 'text' },
  { header: 'Cep telefonu', key: 'customerPhone', width: 16, kind: 'text' },
  { header: 'Tutar', key: 'amount', width: 14, kind: 'money' },
  { header: 'Para birimi', key: 'currencyCode', width: 10, kind: 'text' },
  { header: 'Açıklama', key: 'description', width: 36, kind: 'text' },
  { header: 'Geçerlilik tarihi', key: 'validityDate', width: 14, kind: 'date' },
  { header: 'Durum', key: 'status', width: 18, kind: 'text' },
  { header: 'Ödeme sayısı', key: 'payments', width: 12, kind: 'text' },
  { header: 'Ödenen tutar', key: 'paidAmount', width: 14, kind: 'money' },
  { header: 'Ödeme zamanı', key: 'paidAt', width: 18, kind: 'datetime' },
  { header: 'İşlem no', key: 'transactionId', width: 38, kind: 'text' },
  { header: 'Ön provizyon', key: 'preAuth', width: 20, kind: 'text' },
  { header: 'Oluşturan', key: 'createdBy', width: 20, kind: 'text' },
] as const;

function cells(item: PaymentRequestItem): Record<string, string | Date | null> {
  return {
    createdAt: new Date(item.createdAt),
    referenceNumber: item.referenceNumber,
    firmName: item.firmName,
    firmBranchNumber: item.firmBranchNumber,
    customerName: item.customerName,
    customerEmail: item.customerEmail,
    customerPhone: item.customerPhone,
    amount: item.amount,
    currencyCode: item.currencyCode,
    description: item.description,
    validityDate: item.validityDate,
    status: STATUS_LABELS[item.status],
    payments: `${item.paidCount}/${item.maxPayments}`,
    paidAmount: item.paidAmount,
    paidAt: item.paidAt ? new Date(item.paidAt) : null,
    transactionId: item.transactionId,
    preAuth: PRE_AUTH_LABELS[item.preAuthState],
    createdBy: item.createdBy,
  };
}

async function* rowsOf(items: AsyncIterable<PaymentRequestItem>) {
  for await (const item of items) {
    yield cells(item);
  }
}

/** GET /PaymentRequest/Export: the rows the tracking list shows for the same filters and sort. */
export async function exportWorkbook(
  ctx: AppContext,
  auth: SessionAuth,
  query: PaymentRequestFilter & { sortBy?: SortKey | undefined; sortDir?: SortDir | undefined },
): Promise<Buffer> {
  // As on the list: a firm the user may not read is not found.
  await assertReadableFirm(ctx.db, auth, query.firmId);
  return writeXlsx({
    sheetName: 'Ödeme linkleri',
    columns: [...COLUMNS],
    rows: rowsOf(exportRows(ctx, auth, query)),
  });
}
