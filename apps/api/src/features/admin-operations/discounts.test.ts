import {
  type AdminDiscountPage,
  addCalendarDays,
  type DiscountInvoices,
  type DiscountRequestSummary,
  type DiscountRequestView,
  istanbulIsoDate,
} from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOps, walkPages } from '../../../test/admin-operations.js';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { firmIdOf } from '../../../test/payments.js';
import { auditLog, invoices } from '../../db/schema.js';

/** /admin/DiscountRequests: every firm's requests of the tenant, one with its invoices, its PDF; the decision. */

let t: TestApp;
let call: ReturnType<typeof adminOps>;
let admin: Awaited<ReturnType<typeof login>>;
let demo: Awaited<ReturnType<typeof login>>;
let dealer: string;
const made: DiscountRequestView[] = [];

const pageOf = async (query: string, token: string = admin.token) => {
  const response = await call(token, 'GET', `/DiscountRequests?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<AdminDiscountPage>(response).data;
};

beforeAll(async () => {
  t = await buildTestApp();
  call = adminOps(t);
  admin = await login(t.app, DEMO.tenantAdmin.email);
  demo = await login(t.app);
  dealer = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
  const dueDay = (days: number) => addCalendarDays(istanbulIsoDate(), days);
  await t.ctx.db.insert(invoices).values(
    Array.from({ length: 12 }, (_, i) => ({
      tenantId: demo.tenantId,
      firmId: dealer,
      externalId: `OPS-ISK-${i}`,
      invoiceNo: `OPS${String(i).padStart(4, '0')}`,
      invoiceDate: dueDay(-10),
      dueDate: dueDay(40 + i * 7),
      amount: `${10_000 + i * 1_250}.00`,
      discountable: true,
    })),
  );
  const listed = await request(t.app, {
    method: 'GET',
    url: `/api/InvoiceDiscount/Invoices?firmId=${dealer}`,
    token: demo.token,
  });
  const ids = answerOf<DiscountInvoices>(listed)
    .data.items.filter((item) => item.ineligible === null)
    .map((item) => item.id);
  for (let i = 0; i < 12; i += 1) {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/InvoiceDiscount/Requests',
      token: demo.token,
      payload: { firmId: dealer, invoiceIds: [ids[i]] },
    });
    expect(response.statusCode, response.body).toBe(200);
    made.push(answerOf<DiscountRequestView>(response).data);
  }
});
afterAll(async () => t.close());

describe('who reads the discount requests', () => {
  it('is the tenant administrator; a firm user is refused', async () => {
    expect((await call(demo.token, 'GET', '/DiscountRequests')).statusCode).toBe(403);
    expect((await call(demo.token, 'GET', `/DiscountRequests/${made[0]?.id}`)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/DiscountRequests')).statusCode).toBe(401);
  });

  it("lists every request in keyset pages, newest first, and never another tenant's", async () => {
    const rows = await walkPages<DiscountRequestSummary>(
      (cursor) => call(admin.token, 'GET', `/DiscountRequests?pageSize=10${cursor}`),
      10,
    );
    expect(rows.map((row) => row.id)).toEqual(made.map((row) => row.id).reverse());
    expect(rows[0]).toMatchObject({ firm: { id: dealer }, status: 'requested' });
    expect(await pageOf(`firmId=${dealer}&status=requested`)).toMatchObject({ total: 12, nextCursor: null });
    expect((await pageOf('status=paid')).items).toEqual([]);
    expect((await call(admin.token, 'GET', '/DiscountRequests?cursor=x')).statusCode).toBe(406);
    const adminB = await adminOfTenantB(t);
    expect((await pageOf('', adminB.token)).items).toEqual([]);
    expect((await call(adminB.token, 'GET', `/DiscountRequests/${made[0]?.id}`)).statusCode).toBe(404);
    expect((await call(adminB.token, 'GET', `/DiscountRequests/${made[0]?.id}/Pdf`)).statusCode).toBe(404);
  });
});

describe('one request and its decision', () => {
  it('shows the invoices and figures, gives the PDF, and is approved then marked paid', async () => {
    const id = made[0]?.id ?? '';
    const detail = answerOf<DiscountRequestView>(
      await call(admin.token, 'GET', `/DiscountRequests/${id}`),
    ).data;
    expect(detail).toEqual(made[0]);
    expect(detail.lines).toHaveLength(1);
    const pdf = await call(admin.token, 'GET', `/DiscountRequests/${id}/Pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const status of ['approved', 'paid'] as const) {
      const moved = await call(admin.token, 'PUT', `/discount-requests/${id}/status`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await pageOf('status=paid')).items.map((row) => row.id)).toEqual([id]);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.event, 'discount.status')))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      { from: 'requested', to: 'approved' },
      { from: 'approved', to: 'paid' },
    ]);
  });
});
