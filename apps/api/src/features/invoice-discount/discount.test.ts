import {
  addCalendarDays,
  type DiscountInvoices,
  type DiscountPreviewView,
  type DiscountRequestView,
  formatTurkishAmount,
  istanbulIsoDate,
  type LoginData,
  messages,
  parseAmount,
} from '@tahsilat/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { firmIdOf } from '../../../test/payments.js';
import { tenantBSession } from '../../../test/sub-firms.js';
import { discountRequests, discountTerms, invoices, users, userTenants } from '../../db/schema.js';
import { readPdfText } from '../../lib/pdf/read-pdf.js';

/** Invoice discounting (issue 14): eligibility, server-computed figures, requests held once, the admin's moves. */

let t: TestApp;
let bayi: LoginData;
let demo: LoginData;
let dealerFirm: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  request(t.app, { method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });

async function eligibleIds(token: string, count: number, firmId?: string): Promise<string[]> {
  const query = firmId ? `?firmId=${firmId}` : '';
  const page = answerOf<DiscountInvoices>(await call(token, 'GET', `/InvoiceDiscount/Invoices${query}`)).data;
  const ids = page.items.filter((item) => item.ineligible === null).map((item) => item.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

const requestCount = async () =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(discountRequests))[0]?.n ?? 0;

function expectSumsHold(view: DiscountPreviewView) {
  for (const row of [...view.lines, ...view.totals]) {
    const parts = [row.net, row.discount, row.commission, row.bsmv, row.fee].map(
      (value) => parseAmount(value) ?? 0n,
    );
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(parseAmount(row.amount));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  // The demo dealer holds posCollection and firmTransaction only; its main firm grants it discounting here.
  const [bayiUser] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.subFirmUser.email));
  await t.ctx.db
    .update(userTenants)
    .set({ invoiceDiscount: true })
    .where(eq(userTenants.userId, bayiUser?.id ?? ''));
  bayi = await login(t.app, DEMO.subFirmUser.email);
  demo = await login(t.app);
  dealerFirm = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
  // Enough open discountable invoices for every test's own (each request holds its invoices for good).
  const dueDay = (days: number) => addCalendarDays(istanbulIsoDate(), days);
  await t.ctx.db.insert(invoices).values(
    Array.from({ length: 12 }, (_, i) => ({
      tenantId: bayi.tenantId,
      firmId: dealerFirm,
      externalId: `TEST-ISK-${i}`,
      invoiceNo: `ISK${String(i).padStart(4, '0')}`,
      invoiceDate: dueDay(-10),
      dueDate: dueDay(40 + i * 7),
      amount: `${10_000 + i * 1_250}.00`,
      discountable: true,
    })),
  );
});
afterAll(async () => {
  await t.close();
});

describe('the invoices and the preview', () => {
  it('lists the dealer’s open invoices with its agreed rate; the preview adds up to the kuruş', async () => {
    const page = answerOf<DiscountInvoices>(await call(bayi.token, 'GET', '/InvoiceDiscount/Invoices')).data;
    expect(page.terms).toMatchObject({
      commissionMinimum: { TRY: '100.00' },
      feePerRequest: { TRY: '50.00' },
    });
    expect(page.terms).toMatchObject({
      method: 'simple',
      annualRate: '39.5',
      isAgreedRate: true,
      minDaysToDue: 15,
    });
    expect(page.items.length).toBeGreaterThan(3);
    expect(page.items.every((item) => item.dueDate > (page.terms?.defaultValueDate ?? ''))).toBe(true);
    const ids = await eligibleIds(bayi.token, 3);
    const response = await call(bayi.token, 'POST', '/InvoiceDiscount/Preview', { invoiceIds: ids });
    expect(response.statusCode).toBe(200);
    const preview = answerOf<DiscountPreviewView>(response).data;
    expect(preview.annualRate).toBe('39.5');
    expect(preview.lines.map((line) => line.invoiceId).sort()).toEqual([...ids].sort());
    expectSumsHold(preview);
  });

  it('refuses what cannot be discounted with its Turkish message, before anything is written', async () => {
    const before = await requestCount();
    const [id] = await eligibleIds(bayi.token, 1);
    const own = await eligibleIds(demo.token, 1);
    const cases: [object, string][] = [
      [{ invoiceIds: own }, messages.discountInvoiceNotFound],
      [{ invoiceIds: [id], valueDate: '2020-01-02' }, messages.discountValueDatePast],
      [{ invoiceIds: [id], valueDate: '2099-01-03' }, messages.discountValueDateNotBusinessDay],
    ];
    for (const [body, message] of cases) {
      const response = await call(bayi.token, 'POST', '/InvoiceDiscount/Requests', body);
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).message).toBe(message);
    }
    const empty = await call(bayi.token, 'POST', '/InvoiceDiscount/Requests', { invoiceIds: [] });
    expect(empty.statusCode).toBe(406);
    expect(await requestCount()).toBe(before);
  });
});

describe('requests', () => {
  it('holds its invoices once: a second request, or two at the same moment, gets one request written', async () => {
    const ids = await eligibleIds(bayi.token, 4);
    const first = await call(bayi.token, 'POST', '/InvoiceDiscount/Requests', {
      invoiceIds: ids.slice(0, 2),
    });
    expect(first.statusCode).toBe(200);
    const made = answerOf<DiscountRequestView>(first).data;
    expect(made).toMatchObject({ status: 'requested', annualRate: '39.5' });
    expect(made.requestNo).toMatch(/^İSK-\d{6}$/);
    expectSumsHold(made);
    const again = await call(bayi.token, 'POST', '/InvoiceDiscount/Requests', {
      invoiceIds: ids.slice(1, 3),
    });
    expect(again.statusCode).toBe(400);
    expect(answerOf(again).message).toBe(messages.discountInvoiceRequested);
    const pdf = await call(bayi.token, 'GET', `/InvoiceDiscount/Requests/${made.id}/Pdf`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await readPdfText(pdf.rawPayload)).join('\n');
    const net = formatTurkishAmount(parseAmount(made.totals[0]?.net ?? '') ?? 0n);
    for (const expected of [made.requestNo, 'Talep edildi', net]) {
      expect(text).toContain(expected);
    }
    const listed = answerOf<DiscountInvoices>(
      await call(bayi.token, 'GET', '/InvoiceDiscount/Invoices'),
    ).data;
    expect(listed.items.find((item) => item.id === ids[0])).toMatchObject({
      ineligible: 'requested',
      heldByRequestNo: made.requestNo,
    });
    const before = await requestCount();
    const race = await Promise.all(
      [0, 1].map(() =>
        call(bayi.token, 'POST', '/InvoiceDiscount/Requests', { invoiceIds: ids.slice(3, 4) }),
      ),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(await requestCount()).toBe(before + 1);
  });

  it('uses the terms as they are when the request is written, whatever was previewed', async () => {
    const ids = await eligibleIds(demo.token, 1);
    const preview = answerOf<DiscountPreviewView>(
      await call(demo.token, 'POST', '/InvoiceDiscount/Preview', { invoiceIds: ids }),
    ).data;
    const [terms] = await t.ctx.db
      .select()
      .from(discountTerms)
      .where(eq(discountTerms.tenantId, demo.tenantId));
    await t.ctx.db
      .update(discountTerms)
      .set({ settings: { ...terms?.settings, annualRate: '48' } })
      .where(eq(discountTerms.tenantId, demo.tenantId));
    try {
      const made = answerOf<DiscountRequestView>(
        await call(demo.token, 'POST', '/InvoiceDiscount/Requests', { invoiceIds: ids }),
      ).data;
      expect(preview.annualRate).toBe('42');
      expect(made.annualRate).toBe('48');
      expect(parseAmount(made.totals[0]?.discount ?? '0')).toBeGreaterThan(
        parseAmount(preview.totals[0]?.discount ?? '0') ?? 0n,
      );
    } finally {
      await t.ctx.db
        .update(discountTerms)
        .set({ settings: terms?.settings ?? {} })
        .where(eq(discountTerms.tenantId, demo.tenantId));
    }
  });
});

describe('who may', () => {
  it('lets a main firm ask for its dealer; not a dealer for its main firm, another tenant or a user without the flag', async () => {
    const forDealer = await call(demo.token, 'GET', `/InvoiceDiscount/Invoices?firmId=${dealerFirm}`);
    expect(answerOf<DiscountInvoices>(forDealer).data.firm.code).toBe(DEMO.firms.aSub.branchNumber);
    const mainFirm = await firmIdOf(t.ctx.db, DEMO.firms.a.branchNumber);
    expect((await call(bayi.token, 'GET', `/InvoiceDiscount/Invoices?firmId=${mainFirm}`)).statusCode).toBe(
      404,
    );
    const satis = await login(t.app, DEMO.salesUser.email);
    expect((await call(satis.token, 'GET', '/InvoiceDiscount/Invoices')).statusCode).toBe(403);
    const requests = answerOf<DiscountRequestView[]>(
      await call(bayi.token, 'GET', '/InvoiceDiscount/Requests'),
    ).data;
    const id = requests[0]?.id ?? '';
    expect((await call(bayi.token, 'GET', `/InvoiceDiscount/Requests/${id}`)).statusCode).toBe(200);
    expect((await call(demo.token, 'GET', `/InvoiceDiscount/Requests/${id}`)).statusCode).toBe(200);
    const other = await tenantBSession(t);
    expect((await call(other.token, 'GET', `/InvoiceDiscount/Requests/${id}`)).statusCode).toBe(404);
  });

  it('lets the tenant administrator approve and pay, or reject and free the invoices, in that order only', async () => {
    const admin = await login(t.app, DEMO.tenantAdmin.email);
    const [a, b] = await eligibleIds(bayi.token, 2);
    const make = async (id: string) =>
      answerOf<DiscountRequestView>(
        await call(bayi.token, 'POST', '/InvoiceDiscount/Requests', { invoiceIds: [id] }),
      ).data.id;
    const move = (id: string, status: string) =>
      call(admin.token, 'PUT', `/admin/discount-requests/${id}/status`, { status });
    const paid = await make(a ?? '');
    expect((await move(paid, 'paid')).statusCode).toBe(400);
    expect((await move(paid, 'approved')).statusCode).toBe(200);
    expect((await move(paid, 'paid')).statusCode).toBe(200);
    expect((await move(paid, 'rejected')).statusCode).toBe(400);
    expect(
      (await call(bayi.token, 'PUT', `/admin/discount-requests/${paid}/status`, { status: 'paid' }))
        .statusCode,
    ).toBe(403);
    const rejected = await make(b ?? '');
    expect((await move(rejected, 'rejected')).statusCode).toBe(200);
    expect(
      (await call(bayi.token, 'POST', '/InvoiceDiscount/Requests', { invoiceIds: [b] })).statusCode,
    ).toBe(200);
    const view = answerOf<DiscountRequestView>(
      await call(bayi.token, 'GET', `/InvoiceDiscount/Requests/${paid}`),
    ).data;
    expect(view.status).toBe('paid');
  });
});
