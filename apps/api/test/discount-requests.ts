import { addCalendarDays, type DiscountInvoices, istanbulIsoDate } from '@tahsilat/domain';
import { expect } from 'vitest';
import { invoices } from '../src/db/schema.js';
import { answerOf, request, type TestApp } from './helpers.js';

/**
 * Discountable invoices of a firm (`count`, numbered `MTX000n`), then a discount request for the first, made by the
 * main firm's user: the request's id and the ids of the invoices left open.
 */
export async function discountRequestFor(
  t: TestApp,
  token: string,
  target: { tenantId: string; firmId: string },
  count = 1,
): Promise<{ requestId: string; openInvoices: string[] }> {
  for (let n = 1; n <= count; n += 1) {
    await t.ctx.db.insert(invoices).values({
      tenantId: target.tenantId,
      firmId: target.firmId,
      externalId: `MATRIX-${n}`,
      invoiceNo: `MTX000${n}`,
      invoiceDate: addCalendarDays(istanbulIsoDate(), -10),
      dueDate: addCalendarDays(istanbulIsoDate(), 60),
      amount: '25000.00',
      discountable: true,
    });
  }
  const offered = await request(t.app, {
    method: 'GET',
    url: `/api/InvoiceDiscount/Invoices?firmId=${target.firmId}`,
    token,
  });
  const open = answerOf<DiscountInvoices>(offered)
    .data.items.filter((item) => item.ineligible === null)
    .map((item) => item.id);
  const asked = await request(t.app, {
    method: 'POST',
    url: '/api/InvoiceDiscount/Requests',
    token,
    payload: { firmId: target.firmId, invoiceIds: open.slice(0, 1) },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return { requestId: answerOf<{ id: string }>(asked).data.id, openInvoices: open.slice(1) };
}
