import { type DbsInvoicePage, isoDatePlusDays, istanbulIsoDate } from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { pushItems } from '../../../test/integration.js';
import { firmIdOf } from '../../../test/payments.js';
import { tenantBSession } from '../../../test/sub-firms.js';
import { readXlsxRows } from '../../lib/xlsx.js';

let t: TestApp;
let token: string;
let firmId: string;
let siblingId: string;

const today = istanbulIsoDate();
const day = (offset: number) => isoDatePlusDays(offset);

type Dbs = { bankCode: string; status: number; guaranteedAmount?: string; collectionDate?: string };

const invoice = (no: string, dueOffset: number, amount: string, dbs: Dbs | null, fields = {}) => ({
  externalId: `DBS-${no}`,
  firmCode: '8301',
  invoiceNo: no,
  invoiceDate: day(dueOffset - 30),
  dueDate: day(dueOffset),
  amount,
  ...(dbs ? { dbs: { guaranteedAmount: amount, ...dbs } } : {}),
  ...fields,
});

async function list(query: Record<string, string | number> = {}, as = token) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return request(t.app, { method: 'GET', url: `/api/DbsInvoice/List?${search}`, token: as });
}

async function page(query: Record<string, string | number> = {}, as = token): Promise<DbsInvoicePage> {
  const response = await list(query, as);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<DbsInvoicePage>(response).data;
}

const numbers = (result: DbsInvoicePage) => result.items.map((item) => item.invoiceNo);

async function grantDbs(where: ReturnType<typeof sql>) {
  await t.ctx.db.execute(sql`UPDATE user_tenants SET dbs_invoices = true WHERE ${where}`);
}

beforeAll(async () => {
  t = await buildTestApp();
  await pushItems(t.app, 'firms', [
    {
      code: '8301',
      name: 'DBS Test Bayi',
      parentCode: '1001',
      dbsLimits: [
        { bankCode: '0046', limit: '100000.00' },
        { bankCode: '0062', limit: '50000.00' },
      ],
    },
    { code: '8302', name: 'DBS Kardeş Bayi', parentCode: '1001' },
  ]);
  firmId = await firmIdOf(t.ctx.db, '8301');
  siblingId = await firmIdOf(t.ctx.db, '8302');
  const pushed = await pushItems(t.app, 'invoices', [
    invoice('D-1', 0, '10000.00', { bankCode: '0046', status: 3 }),
    invoice('D-2', 10, '5000.00', { bankCode: '0046', status: 4 }, { paidAmount: '1234.56' }),
    invoice(
      'D-3',
      -20,
      '2000.00',
      { bankCode: '0046', status: 1, collectionDate: day(-20) },
      { paidAmount: '2000.00' },
    ),
    invoice('D-4', 30, '700.50', { bankCode: '0062', status: 0 }),
    invoice('D-5', 5, '999.00', { bankCode: '0062', status: 2 }),
    invoice('D-6', 40, '300.00', { bankCode: '0062', status: 6 }),
    invoice('D-7', 15, '450.00', null),
    invoice('D-8', 3, '100.00', { bankCode: '0111', status: 3 }),
    { ...invoice('S-1', 7, '800.00', { bankCode: '0046', status: 3 }), firmCode: '8302' },
  ]);
  expect(pushed.answer.data.created).toBe(9);
  token = (await login(t.app)).token;
});
afterAll(async () => t.close());

describe('DBS invoices', () => {
  it('sums the limit, use, availability and what falls due today per bank of the firm', async () => {
    const first = await page({ firmId });
    expect(first.asOf).toBe(today);
    expect(first.banks).toEqual([
      {
        bankCode: '0046',
        bankName: 'Akbank',
        limit: '100000.00',
        // 10,000.00 unpaid + (5,000.00 − 1,234.56) partly paid; the paid D-3 holds nothing.
        used: '13765.44',
        available: '86234.56',
        dueToday: '10000.00',
        dueTodayCount: 1,
        openCount: 2,
      },
      {
        bankCode: '0062',
        bankName: 'Garanti BBVA',
        limit: '50000.00',
        // Unknown (0) counts; cancelled (2) and discounted (6) do not.
        used: '700.50',
        available: '49299.50',
        dueToday: '0.00',
        dueTodayCount: 0,
        openCount: 1,
      },
      {
        bankCode: '0111',
        bankName: 'QNB',
        limit: '0.00',
        used: '100.00',
        available: '-100.00',
        dueToday: '0.00',
        dueTodayCount: 0,
        openCount: 1,
      },
    ]);
    expect(numbers(first)).toEqual(['D-6', 'D-4', 'D-2', 'D-5', 'D-8', 'D-1', 'D-3']);
    expect(first.items.find((item) => item.invoiceNo === 'D-2')).toMatchObject({
      firm: { id: firmId, code: '8301', name: 'DBS Test Bayi' },
      bankName: 'Akbank',
      amount: '5000.00',
      guaranteedAmount: '5000.00',
      paidAmount: '1234.56',
      remaining: '3765.44',
      status: 4,
      collectionDate: null,
      canPayEarly: true,
    });
    expect(first.items.find((item) => item.invoiceNo === 'D-3')).toMatchObject({
      status: 1,
      remaining: '0.00',
      collectionDate: day(-20),
      canPayEarly: false,
    });
    expect(first.items.filter((item) => item.canPayEarly).map((item) => item.invoiceNo)).toEqual([
      'D-4',
      'D-2',
      'D-8',
      'D-1',
    ]);
  });

  it('filters by bank, state and due range; the cards stay those of the firm; pages by keyset', async () => {
    const garanti = await page({ firmId, bankCode: '0062' });
    expect(numbers(garanti)).toEqual(['D-6', 'D-4', 'D-5']);
    expect(garanti.banks?.map((bank) => bank.bankCode)).toEqual(['0046', '0062', '0111']);
    expect(numbers(await page({ firmId, status: 3 }))).toEqual(['D-8', 'D-1']);
    expect(numbers(await page({ firmId, dueFrom: day(0), dueTo: day(10) }))).toEqual([
      'D-2',
      'D-5',
      'D-8',
      'D-1',
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: DbsInvoicePage = await page({ firmId, pageSize: 3, ...(cursor ? { cursor } : {}) });
      expect(next.banks === null).toBe(cursor !== null);
      seen.push(...numbers(next));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['D-6', 'D-4', 'D-2', 'D-5', 'D-8', 'D-1', 'D-3']);
  });

  it("shows a main firm its own and its dealers' invoices, or one dealer by the firm filter", async () => {
    const all = await page({ pageSize: 500 });
    const codes = new Set(all.items.map((item) => item.firm.code));
    // Its own test dealers and the demo's dealers with DBS (1002, 1005, …).
    expect(['8301', '8302', DEMO.firms.aSub.branchNumber].every((code) => codes.has(code))).toBe(true);
    expect(numbers(await page({ firmId: siblingId }))).toEqual(['S-1']);
  });

  it('exports the filtered invoices to Excel', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/DbsInvoice/Excel?firmId=${firmId}&bankCode=0046`,
      token,
    });
    expect(response.statusCode).toBe(200);
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Bayi kodu',
      'Bayi',
      'Fatura no',
      'Fatura tarihi',
      'Vade',
      'Banka',
      'Tutar',
      'Döviz',
      'Teminatlı tutar',
      'Ödenen',
      'Kalan',
      'Durum',
      'Tahsil tarihi',
    ]);
    expect(rows.slice(1).map((cells) => [cells[2], cells[5], cells[10], cells[11]])).toEqual([
      ['D-2', 'Akbank', '3765.44', 'Kısmen ödendi'],
      ['D-1', 'Akbank', '10000', 'Ödenmedi'],
      ['D-3', 'Akbank', '0', 'Ödendi'],
    ]);
  });

  it('refuses bad filters with 406', async () => {
    expect((await list({ status: 9 })).statusCode).toBe(406);
    expect((await list({ cursor: 'nope' })).statusCode).toBe(406);
    expect((await list({ dueFrom: '2026-05-01', dueTo: '2026-04-01' })).statusCode).toBe(406);
    expect((await list({ firmId: 'not-a-uuid' })).statusCode).toBe(406);
  });

  it('is 403 without the flag; a sub-firm user then sees only its own firm, never a sibling', async () => {
    const before = (await login(t.app, DEMO.subFirmUser.email)).token;
    expect((await list({}, before)).statusCode).toBe(403);
    const excel = await request(t.app, { method: 'GET', url: '/api/DbsInvoice/Excel', token: before });
    expect(excel.statusCode).toBe(403);

    await grantDbs(sql`user_id = (SELECT id FROM users WHERE email = ${DEMO.subFirmUser.email})`);
    const bayi = (await login(t.app, DEMO.subFirmUser.email)).token;
    const own = await page({ pageSize: 500 }, bayi);
    expect(own.items.length).toBeGreaterThan(0);
    expect(new Set(own.items.map((item) => item.firm.code))).toEqual(new Set([DEMO.firms.aSub.branchNumber]));
    expect((await list({ firmId }, bayi)).statusCode).toBe(404);
    expect((await list({ firmId: siblingId }, bayi)).statusCode).toBe(404);
    const ownFirm = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
    expect((await page({ firmId: ownFirm }, bayi)).items.length).toBe(own.items.length);
  });

  it("never shows another tenant's invoices", async () => {
    const onB = await tenantBSession(t);
    await grantDbs(sql`tenant_id = ${onB.tenantId}`);
    const other = (await tenantBSession(t)).token;
    expect((await list({ firmId }, other)).statusCode).toBe(404);
    const theirs = await page({ pageSize: 500 }, other);
    expect(theirs.items.filter((item) => [firmId, siblingId].includes(item.firm.id))).toEqual([]);
    expect(theirs.items.every((item) => !/^(D|S)-/.test(item.invoiceNo))).toBe(true);
    const excel = await request(t.app, {
      method: 'GET',
      url: `/api/DbsInvoice/Excel?firmId=${firmId}`,
      token: other,
    });
    expect(excel.statusCode).toBe(404);
  });
});
