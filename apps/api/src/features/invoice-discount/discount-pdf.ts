import {
  type DiscountRequestView,
  formatTurkishAmount,
  isoToDottedDate,
  parseAmount,
} from '@tahsilat/domain';
import type { PdfColumn, PdfRow } from '../../lib/pdf/pdf-report.js';
import { writePdfReport } from '../../lib/pdf/pdf-report.js';

/** A discount request as a PDF: the firm, its terms, every invoice's figures and the totals per currency. */

export const DISCOUNT_STATUS_TEXT: Record<DiscountRequestView['status'], string> = {
  requested: 'Talep edildi',
  approved: 'Onaylandı',
  paid: 'Ödendi',
  rejected: 'Reddedildi',
};

const COLUMNS: PdfColumn[] = [
  { header: 'Fatura no', key: 'invoiceNo', width: 1.6 },
  { header: 'Vade', key: 'dueDate', width: 1.15 },
  { header: 'Gün', key: 'days', width: 0.7, align: 'right' },
  { header: 'Tutar', key: 'amount', width: 1.45, align: 'right' },
  { header: 'İskonto', key: 'discount', width: 1.3, align: 'right' },
  { header: 'Komisyon', key: 'commission', width: 1.2, align: 'right' },
  { header: 'BSMV', key: 'bsmv', width: 1.1, align: 'right' },
  { header: 'Masraf', key: 'fee', width: 1.1, align: 'right' },
  { header: 'Net ödeme', key: 'net', width: 1.45, align: 'right' },
  { header: 'Döviz', key: 'currency', width: 0.8 },
];

const money = (value: string) => formatTurkishAmount(parseAmount(value) ?? 0n);
const rate = (value: string) => `%${value.replace('.', ',')}`;

function figures(row: DiscountRequestView['lines'][number] | DiscountRequestView['totals'][number]): PdfRow {
  return {
    amount: money(row.amount),
    discount: money(row.discount),
    commission: money(row.commission),
    bsmv: money(row.bsmv),
    fee: money(row.fee),
    net: money(row.net),
    currency: row.currencyCode,
  };
}

export function discountRequestPdf(
  request: DiscountRequestView,
  options: { tenantName: string; logo: Buffer | null; madeAt: string },
): Promise<Buffer> {
  const meta = [
    { label: 'Firma', value: `${request.firm.code} · ${request.firm.name}` },
    { label: 'Talep no', value: request.requestNo },
    { label: 'Durum', value: DISCOUNT_STATUS_TEXT[request.status] },
    { label: 'Valör tarihi', value: isoToDottedDate(request.valueDate) },
    {
      label: 'Yöntem',
      value: `${request.method === 'simple' ? 'Dış iskonto' : 'İç iskonto'}, yıllık ${rate(request.annualRate)}`,
    },
    ...request.totals.map((total) => ({
      label: `Toplam (${total.currencyCode})`,
      value:
        `${total.count} fatura, ${money(total.amount)} → net ${money(total.net)} ` +
        `(ortalama ${total.averageDays.replace('.', ',')} gün)`,
    })),
    { label: 'Oluşturulma', value: options.madeAt },
  ];
  const single = request.totals.length === 1 ? request.totals[0] : undefined;
  return writePdfReport({
    title: 'Fatura İskonto Talebi',
    logo: options.logo,
    meta,
    columns: COLUMNS,
    rows: request.lines.map((line) => ({
      invoiceNo: line.invoiceNo,
      dueDate: isoToDottedDate(line.dueDate),
      days: String(line.days),
      ...figures(line),
    })),
    ...(single ? { totals: { invoiceNo: 'Toplam', ...figures(single) } } : {}),
    footer: `${options.tenantName} · Tahsilat`,
    landscape: true,
  });
}
