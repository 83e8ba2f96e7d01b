import { PLAN_STATUS_LABELS, type PlanLine } from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { writeXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx.js';
import { allPlanLines, type PlanRequest } from './payment-plan.service.js';

/** The payment plan's Excel file: the lines the filters show, as the page shows them. */

const COLUMNS: XlsxColumn[] = [
  { header: 'Vade', key: 'dueDate', width: 12, kind: 'date' },
  { header: 'Belge tarihi', key: 'documentDate', width: 12, kind: 'date' },
  { header: 'Belge no', key: 'documentNo', width: 18, kind: 'text' },
  { header: 'Açıklama', key: 'description', width: 36, kind: 'text' },
  { header: 'Taksit', key: 'installment', width: 8, kind: 'text' },
  { header: 'Tutar', key: 'amount', width: 14, kind: 'money' },
  { header: 'Ödenen', key: 'paidAmount', width: 14, kind: 'money' },
  { header: 'Kalan', key: 'remaining', width: 14, kind: 'money' },
  { header: 'Döviz', key: 'currencyCode', width: 7, kind: 'text' },
  { header: 'Gecikme (gün)', key: 'daysOverdue', width: 12, kind: 'integer' },
  { header: 'Gecikme faizi', key: 'lateInterest', width: 14, kind: 'money' },
  { header: 'Durum', key: 'status', width: 14, kind: 'text' },
];

function cells(line: PlanLine): XlsxRow {
  return {
    dueDate: line.dueDate,
    documentDate: line.documentDate,
    documentNo: line.documentNo,
    description: line.description,
    installment: `${line.installmentNo}/${line.installmentCount}`,
    amount: line.amount,
    paidAmount: line.paidAmount,
    remaining: line.remaining,
    currencyCode: line.currencyCode,
    daysOverdue: line.daysOverdue,
    lateInterest: line.lateInterest,
    status: PLAN_STATUS_LABELS[line.status],
  };
}

export function paymentPlanWorkbook(db: Db, request: PlanRequest): Promise<Buffer> {
  async function* rows(): AsyncGenerator<XlsxRow> {
    for await (const line of allPlanLines(db, request)) {
      yield cells(line);
    }
  }
  const columns = request.interestRate ? COLUMNS : COLUMNS.filter((column) => column.key !== 'lateInterest');
  return writeXlsx({ sheetName: `Ödeme planı ${request.firm.code}`, columns, rows: rows() });
}
