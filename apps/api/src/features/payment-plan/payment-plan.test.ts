import { isoDatePlusDays, istanbulIsoDate, type PaymentPlanPage } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { pushItems } from '../../../test/integration.js';
import { firms } from '../../db/schema.js';
import { readXlsxRows } from '../../lib/xlsx.js';

let t: TestApp;
let token: string;
let firmId: string;

/** Days are counted from the Istanbul day the server sees, so the fixture is laid out around it. */
const today = istanbulIsoDate();
/** Today (Istanbul) plus `offset` days. */
const day = (offset: number) => isoDatePlusDays(offset);

const line = (n: number, dueOffset: number, amount: string, fields: Record<string, unknown> = {}) => ({
  externalId: `PP-${n}`,
  firmCode: '8201',
  documentNo: `F-${n}`,
  documentDate: day(dueOffset - 30),
  dueDate: day(dueOffset),
  amount,
  ...fields,
});

async function plan(query: Record<string, string | number> = {}, as = token) {
  const search = new URLSearchParams(
    Object.entries({ firmId, ...query }).map(([key, value]) => [key, String(value)]),
  );
  return request(t.app, { method: 'GET', url: `/api/FirmReport/PaymentPlan?${search}`, token: as });
}

async function page(query: Record<string, string | number> = {}): Promise<PaymentPlanPage> {
  const response = await plan(query);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<PaymentPlanPage>(response).data;
}

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
  await pushItems(t.app, 'firms', [{ code: '8201', name: 'Plan Test Bayi', parentCode: '1001' }]);
  const [row] = await t.ctx.db
    .select({ id: firms.id })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), eq(firms.branchNumber, '8201')));
  firmId = row?.id ?? '';
  const pushed = await pushItems(t.app, 'due-items', [
    line(1, -45, '10000.00'),
    line(2, -17, '1500.00', { paidAmount: '265.44', installmentNo: 2, installmentCount: 3 }),
    line(3, 10, '500.00', { paidAmount: '100.00' }),
    line(4, 40, '800.00'),
    line(5, -5, '300.00', { paidAmount: '300.00' }),
    line(6, -30, '100.00', { currencyCode: 'USD' }),
  ]);
  expect(pushed.answer.data.created).toBe(6);
  token = (await login(t.app)).token;
});
afterAll(async () => t.close());

const view = (items: PaymentPlanPage['items']) =>
  items.map(
    (item) => `${item.documentNo} ${item.remaining} ${item.status} ${item.daysOverdue} ${item.lateInterest}`,
  );

describe('payment plan (fixture laid out around today)', () => {
  it('lists the open lines by due date with days overdue and 3 % a month late interest', async () => {
    const open = await page();
    expect(open.lateInterestRate).toBe('3');
    expect(open.asOf).toBe(today);
    expect(view(open.items)).toEqual([
      // 10,000 × 3 % / 30 × 45 = 450.00
      'F-1 10000.00 overdue 45 450.00',
      // 100 USD × 3 % / 30 × 30 = 3.00
      'F-6 100.00 overdue 30 3.00',
      // 1,234.56 × 3 % / 30 × 17 = 20.98752 → 20.99
      'F-2 1234.56 overdue 17 20.99',
      'F-3 400.00 partial 0 0.00',
      'F-4 800.00 open 0 0.00',
    ]);
    expect(open.items[2]).toMatchObject({ installmentNo: 2, installmentCount: 3, paidAmount: '265.44' });
    expect(open.totals?.map(({ dueThisMonth: _, ...rest }) => rest)).toEqual([
      {
        currencyCode: 'TRY',
        lineCount: 4,
        remaining: '12434.56',
        overdue: '11234.56',
        overdueCount: 2,
        lateInterest: '470.99',
      },
      {
        currencyCode: 'USD',
        lineCount: 1,
        remaining: '100.00',
        overdue: '100.00',
        overdueCount: 1,
        lateInterest: '3.00',
      },
    ]);
  });

  it('filters overdue only, every line, a currency and a due range; pages by keyset', async () => {
    expect((await page({ lines: 'overdue' })).items.map((item) => item.documentNo)).toEqual([
      'F-1',
      'F-6',
      'F-2',
    ]);
    const all = await page({ lines: 'all' });
    expect(all.items.find((item) => item.documentNo === 'F-5')).toMatchObject({
      status: 'closed',
      remaining: '0.00',
    });
    expect((await page({ currency: 'USD' })).items.map((item) => item.documentNo)).toEqual(['F-6']);
    expect((await page({ dueFrom: day(-20), dueTo: day(15) })).items.map((item) => item.documentNo)).toEqual([
      'F-2',
      'F-3',
    ]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: PaymentPlanPage = await page({ pageSize: 2, ...(cursor ? { cursor } : {}) });
      expect(next.totals === null).toBe(cursor !== null);
      seen.push(...next.items.map((item) => item.documentNo ?? ''));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['F-1', 'F-6', 'F-2', 'F-3', 'F-4']);
  });

  it('shows no interest where the tenant shows none', async () => {
    await t.ctx.db.execute(
      sql`UPDATE tenants SET late_interest_monthly_rate = NULL WHERE payment_guid = ${DEMO.tenantA.paymentGuid}`,
    );
    t.ctx.tenants.invalidate();
    const plain = await page();
    expect(plain.lateInterestRate).toBeNull();
    expect(plain.items.every((item) => item.lateInterest === null)).toBe(true);
    expect(plain.totals?.[0]?.lateInterest).toBeNull();
    await t.ctx.db.execute(
      sql`UPDATE tenants SET late_interest_monthly_rate = 3 WHERE payment_guid = ${DEMO.tenantA.paymentGuid}`,
    );
    t.ctx.tenants.invalidate();
  });

  it('exports the filtered lines to Excel', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/FirmReport/PaymentPlanExcel?firmId=${firmId}&lines=overdue`,
      token,
    });
    expect(response.statusCode).toBe(200);
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Vade',
      'Belge tarihi',
      'Belge no',
      'Açıklama',
      'Taksit',
      'Tutar',
      'Ödenen',
      'Kalan',
      'Döviz',
      'Gecikme (gün)',
      'Gecikme faizi',
      'Durum',
    ]);
    expect(rows.slice(1).map((cells) => [cells[2], cells[7], cells[9], cells[10], cells[11]])).toEqual([
      ['F-1', '10000', '45', '450', 'Vadesi geçti'],
      ['F-6', '100', '30', '3', 'Vadesi geçti'],
      ['F-2', '1234.56', '17', '20.99', 'Vadesi geçti'],
    ]);
  });

  it('is 403 without the flag (the sales user), 404 for a firm outside the scope, 406 for a bad cursor', async () => {
    const sales = (await login(t.app, DEMO.salesUser.email)).token;
    expect((await plan({}, sales)).statusCode).toBe(403);
    // The demo dealer holds the flag (DESIGN 14) and reads its own plan.
    const bayi = (await login(t.app, DEMO.subFirmUser.email)).token;
    const own = await request(t.app, { method: 'GET', url: '/api/FirmReport/PaymentPlan', token: bayi });
    expect(own.statusCode, own.body).toBe(200);
    expect((await plan({ firmId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await plan({ cursor: 'nope' })).statusCode).toBe(406);
    expect((await plan({ dueFrom: '2026-05-01', dueTo: '2026-04-01' })).statusCode).toBe(406);
  });
});
