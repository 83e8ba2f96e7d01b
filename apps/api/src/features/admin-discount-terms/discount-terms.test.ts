import {
  type AdminDiscountTerms,
  type AdminFirmDiscountRate,
  type DiscountInvoices,
  type DiscountPreviewView,
  type DiscountRequestView,
  type DiscountTermsInput,
  type LoginData,
  messages,
  parseAmount,
} from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB, auditEntries } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { firmIdOf } from '../../../test/payments.js';
import { discountTerms } from '../../db/schema.js';

/** Invoice-discounting terms in the console (issue 15 section 1): who may, what is checked, what the firm sees. */

let t: TestApp;
let admin: LoginData;
let demo: LoginData;
let mainFirm: string;
let dealerFirm: string;

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  request(t.app, { method, url: `/api${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

async function terms(token = admin.token): Promise<AdminDiscountTerms> {
  const response = await call(token, 'GET', '/admin/DiscountTerms');
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<AdminDiscountTerms>(response).data;
}

async function save(input: DiscountTermsInput) {
  const response = await call(admin.token, 'PUT', '/admin/DiscountTerms', input);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<AdminDiscountTerms>(response).data;
}

async function preview(ids: string[]): Promise<DiscountPreviewView> {
  const response = await call(demo.token, 'POST', '/InvoiceDiscount/Preview', { invoiceIds: ids });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<DiscountPreviewView>(response).data;
}

async function eligible(count: number): Promise<string[]> {
  const page = answerOf<DiscountInvoices>(await call(demo.token, 'GET', '/InvoiceDiscount/Invoices')).data;
  const ids = page.items.filter((item) => item.ineligible === null).map((item) => item.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

const storedSettings = async () =>
  (await t.ctx.db.select().from(discountTerms).where(eq(discountTerms.tenantId, admin.tenantId)))[0]
    ?.settings;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
  demo = await login(t.app);
  mainFirm = await firmIdOf(t.ctx.db, DEMO.firms.a.branchNumber);
  dealerFirm = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
});
afterAll(async () => t.close());

describe('discount terms in the console', () => {
  it('shows the terms and agreed rates to the administrator only, each tenant its own', async () => {
    const seen = await terms();
    expect(seen.settings).toMatchObject({ method: 'simple', annualRate: '42', minDaysToDue: 15 });
    expect(seen.firms).toEqual([
      expect.objectContaining({ firmId: dealerFirm, code: DEMO.firms.aSub.branchNumber, annualRate: '39.5' }),
    ]);
    const firmUser = await login(t.app);
    const routes: [Method, string, object | undefined][] = [
      ['GET', '/admin/DiscountTerms', undefined],
      ['PUT', '/admin/DiscountTerms', seen.settings ?? {}],
      ['DELETE', '/admin/DiscountTerms', undefined],
      ['PUT', `/admin/DiscountTerms/Firms/${dealerFirm}`, { annualRate: '1' }],
      ['DELETE', `/admin/DiscountTerms/Firms/${dealerFirm}`, undefined],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
      expect((await call(firmUser.token, method, url, body)).statusCode).toBe(403);
    }
    const other = await adminOfTenantB(t);
    const theirs = await terms(other.token);
    expect(theirs.firms.some((firm) => firm.firmId === dealerFirm)).toBe(false);
    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await call(other.token, method, `/admin/DiscountTerms/Firms/${dealerFirm}`, {
        annualRate: '1',
      });
      expect(answer.statusCode).toBe(404);
    }
    expect((await terms()).firms[0]?.annualRate).toBe('39.5');
  });

  it('refuses a bad rate with the field message and writes nothing', async () => {
    const before = await storedSettings();
    const audits = (await auditEntries(t, admin.tenantId, 'discount-terms.update')).length;
    const current = (await terms()).settings ?? { annualRate: '0' };
    for (const [field, value, message] of [
      ['annualRate', '1000', messages.discountAnnualRateInvalid],
      ['annualRate', '12.34567', messages.discountAnnualRateInvalid],
      ['commissionRate', '-1', messages.discountCommissionRateInvalid],
      ['bsmvRate', '101', messages.discountBsmvRateInvalid],
    ] as const) {
      const answer = await call(admin.token, 'PUT', '/admin/DiscountTerms', { ...current, [field]: value });
      expect(answer.statusCode).toBe(406);
      expect(answer.body).toContain(message);
    }
    const firmRate = await call(admin.token, 'PUT', `/admin/DiscountTerms/Firms/${mainFirm}`, {
      annualRate: 'abc',
    });
    expect(firmRate.statusCode).toBe(406);
    expect(firmRate.body).toContain(messages.discountAnnualRateInvalid);
    expect(await storedSettings()).toEqual(before);
    expect((await terms()).firms).toHaveLength(1);
    expect(await auditEntries(t, admin.tenantId, 'discount-terms.update')).toHaveLength(audits);
  });

  it('is used by the firm page at once, audited with the changed fields; a request keeps its figures', async () => {
    const [held, free] = [await eligible(1), (await eligible(2)).slice(1)];
    const made = answerOf<DiscountRequestView>(
      await call(demo.token, 'POST', '/InvoiceDiscount/Requests', { invoiceIds: held }),
    ).data;
    const was = await preview(free);
    expect(was.annualRate).toBe('42');
    const current = (await terms()).settings ?? { annualRate: '0' };
    const saved = await save({ ...current, annualRate: '48.5' });
    expect(saved.settings?.annualRate).toBe('48.5');
    const now = await preview(free);
    expect(now.annualRate).toBe('48.5');
    expect(parseAmount(now.totals[0]?.discount ?? '0')).toBeGreaterThan(
      parseAmount(was.totals[0]?.discount ?? '0') ?? 0n,
    );
    const [entry] = await auditEntries(t, admin.tenantId, 'discount-terms.update');
    expect(entry?.details).toEqual({ before: { annualRate: '42' }, after: { annualRate: '48.5' } });
    const again = answerOf<DiscountRequestView>(
      await call(demo.token, 'GET', `/InvoiceDiscount/Requests/${made.id}`),
    );
    expect(again.data.annualRate).toBe(made.annualRate);
    expect(again.data.totals).toEqual(made.totals);
    await save({ ...current });
  });

  it("replaces the annual rate with a firm's agreed rate, and removes it again", async () => {
    const ids = await eligible(1);
    const set = await call(admin.token, 'PUT', `/admin/DiscountTerms/Firms/${mainFirm}`, {
      annualRate: '30.25',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(answerOf<AdminFirmDiscountRate>(set).data).toMatchObject({ code: DEMO.firms.a.branchNumber });
    expect((await preview(ids)).annualRate).toBe('30.25');
    const [entry] = await auditEntries(t, mainFirm, 'discount-rate.set');
    expect(entry?.details).toMatchObject({ after: { annualRate: '30.25' } });
    expect((await call(admin.token, 'DELETE', `/admin/DiscountTerms/Firms/${mainFirm}`)).statusCode).toBe(
      200,
    );
    expect((await preview(ids)).annualRate).toBe('42');
    const [removed] = await auditEntries(t, mainFirm, 'discount-rate.remove');
    expect(removed?.details).toMatchObject({ before: { annualRate: '30.25' }, after: null });
    expect((await call(admin.token, 'DELETE', `/admin/DiscountTerms/Firms/${mainFirm}`)).statusCode).toBe(
      404,
    );
  });

  it('stops offering: the firm page says so, requests keep their terms; saving offers it again', async () => {
    const requests = answerOf<{ id: string }[]>(
      await call(demo.token, 'GET', '/InvoiceDiscount/Requests'),
    ).data;
    const current = (await terms()).settings ?? { annualRate: '0' };
    const stopped = await call(admin.token, 'DELETE', '/admin/DiscountTerms');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(answerOf<AdminDiscountTerms>(stopped).data.settings).toBeNull();
    const [entry] = await auditEntries(t, admin.tenantId, 'discount-terms.stop');
    expect(entry?.details).toMatchObject({ before: { annualRate: '42' }, after: null });
    const page = answerOf<DiscountInvoices>(await call(demo.token, 'GET', '/InvoiceDiscount/Invoices')).data;
    expect(page.terms).toBeNull();
    const refused = await call(demo.token, 'POST', '/InvoiceDiscount/Preview', { invoiceIds: ['1'] });
    expect(refused.body).toContain(messages.discountNotOffered);
    for (const { id } of requests) {
      expect((await call(demo.token, 'GET', `/InvoiceDiscount/Requests/${id}`)).statusCode).toBe(200);
    }
    // An open request is still decided on its own terms.
    expect(requests.length).toBeGreaterThan(0);
    const approved = await call(admin.token, 'PUT', `/admin/discount-requests/${requests[0]?.id}/status`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call(admin.token, 'DELETE', '/admin/DiscountTerms')).statusCode).toBe(404);
    await save(current);
    expect((await terms()).firms).toHaveLength(1);
    expect((await eligible(1)).length).toBe(1);
  });
});
