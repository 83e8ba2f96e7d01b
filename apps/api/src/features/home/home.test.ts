import { type HomeSummary, isoDatePlusDays, istanbulIsoDate, parseAmount } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { pushItems } from '../../../test/integration.js';
import { postCallback, saleThroughThreeD } from '../../../test/payments.js';
import { firms } from '../../db/schema.js';

let t: TestApp;
let firmId: string;

const today = istanbulIsoDate();
/** Today (Istanbul) plus `offset` days. */
const day = (offset: number) => isoDatePlusDays(offset);
const monthEnd = (() => {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
})();

const home = async (token: string) => {
  const response = await request(t.app, { method: 'GET', url: '/api/FirmReport/Home', token });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<HomeSummary>(response).data;
};

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
  });
  const tenantId = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
  await pushItems(t.app, 'firms', [
    { code: '8301', name: 'Ana Sayfa Bayi', parentCode: '1001', riskLimit: '10000.00' },
  ]);
  const [row] = await t.ctx.db
    .select({ id: firms.id })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), eq(firms.branchNumber, '8301')));
  firmId = row?.id ?? '';
  await pushItems(t.app, 'movements', [
    { externalId: 'H-1', firmCode: '8301', date: day(-100), documentType: 'opening', debit: '5000.00' },
    { externalId: 'H-2', firmCode: '8301', date: day(-10), documentType: 'payment', credit: '1500.00' },
  ]);
  const due = (n: string, offset: number, amount: string, fields: Record<string, unknown> = {}) => ({
    externalId: `H-D-${n}`,
    firmCode: '8301',
    documentNo: `V-${n}`,
    dueDate: day(offset),
    amount,
    ...fields,
  });
  await pushItems(t.app, 'due-items', [
    due('A', -40, '1000000.00'),
    due('B', -5, '700.00', { paidAmount: '200.00' }),
    due('C', 3, '800.00'),
    due('D', 45, '900.00'),
    due('E', 10, '50.00', { currencyCode: 'USD' }),
    due('F', -3, '75.00', { currencyCode: 'USD' }),
    due('G', 0, '120.00'),
  ]);
  // The dealer user works for the fixture's firm from now on.
  await t.ctx.db.execute(sql`UPDATE user_tenants SET firm_id = ${firmId}
    WHERE user_id = (SELECT id FROM users WHERE email = ${DEMO.subFirmUser.email})`);
});
afterAll(async () => t.close());

describe('home figures (fixture laid out around today)', () => {
  it('a dealer sees what it owes, what is overdue and due, its risk room, aging, next due dates, last movements', async () => {
    const token = (await login(t.app, DEMO.subFirmUser.email)).token;
    const data = await home(token);
    expect(data.firm.code).toBe('8301');
    expect(data.balance).toEqual({
      balance: '3500.00',
      side: 'B',
      pendingCollections: { amount: '0.00', count: 0 },
    });
    // Each currency on its own line, TRY first; the USD line past due is not added to the TRY figure.
    expect(data.overdue).toEqual([
      { currencyCode: 'TRY', amount: '1000500.00', count: 2 },
      { currencyCode: 'USD', amount: '75.00', count: 1 },
    ]);
    // Due this month is the payment plan's period: today (G) to the month's end; C (in three days) and E (in ten)
    // count unless the month ends first; the overdue lines never count a second time.
    const thisMonth = (offset: number) => day(offset) <= monthEnd;
    expect(data.dueThisMonth).toEqual([
      thisMonth(3)
        ? { currencyCode: 'TRY', amount: '920.00', count: 2 }
        : { currencyCode: 'TRY', amount: '120.00', count: 1 },
      ...(thisMonth(10) ? [{ currencyCode: 'USD', amount: '50.00', count: 1 }] : []),
    ]);
    expect(data.risk).toEqual({ limit: '10000.00', available: '6500.00' });
    expect(data.aging).toEqual({
      notDue: '1820.00',
      days1to30: '500.00',
      days31to60: '1000000.00',
      days61to90: '0.00',
      days90plus: '0.00',
    });
    expect(data.upcoming.map((line) => `${line.documentNo} ${line.remaining} ${line.currencyCode}`)).toEqual([
      'V-G 120.00 TRY',
      'V-C 800.00 TRY',
      'V-E 50.00 USD',
    ]);
    expect(data.lastMovements?.map((row) => row.id)).toEqual(['H-2', 'H-1']);
    // The dealer has no link flag and no dealers of its own.
    expect(data.pendingLinks).toBeNull();
    expect(data.topDealers).toBeNull();
    expect(data.monthCollections).toEqual({ count: 0, amount: '0.00' });
  });

  it('counts a card collection this month and in the balance, taken from the oldest overdue', async () => {
    const { callback } = await saleThroughThreeD(t.baseUrl, { net: '600.00', extra: { firmId } });
    await postCallback(callback.action, callback.fields);
    const data = await home((await login(t.app, DEMO.subFirmUser.email)).token);
    expect(data.monthCollections).toEqual({ count: 1, amount: '600.00' });
    expect(data.balance).toEqual({
      balance: '2900.00',
      side: 'B',
      pendingCollections: { amount: '600.00', count: 1 },
    });
    expect(data.overdue[0]).toEqual({ currencyCode: 'TRY', amount: '999900.00', count: 2 });
    expect(data.risk?.available).toBe('7100.00');
  });

  it('the main firm sees its links and its dealers ranked by overdue', async () => {
    const data = await home((await login(t.app)).token);
    expect(data.firm.code).toBe('1001');
    expect(data.pendingLinks).not.toBeNull();
    const dealers = data.topDealers ?? [];
    // Less the 600.00 card collection above the ERP has not recorded: the figure the dealer's own home states.
    expect(dealers[0]).toMatchObject({
      code: '8301',
      overdue: '999900.00',
      overdueCount: 2,
      oldestDueDate: day(-40),
    });
    expect(dealers.length).toBeLessThanOrEqual(5);
    const amounts = dealers.map((dealer) => parseAmount(dealer.overdue) ?? 0n);
    expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('needs a session', async () => {
    expect((await request(t.app, { method: 'GET', url: '/api/FirmReport/Home' })).statusCode).toBe(401);
  });
});
