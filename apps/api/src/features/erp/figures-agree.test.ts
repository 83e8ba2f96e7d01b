import {
  type AgingReport,
  type CollectionPlanPage,
  type CollectionsReport,
  formatAmount,
  formatMoneyText,
  type HomeSummary,
  isoDatePlusDays,
  istanbulDay,
  messages,
  type PaymentPlanPage,
  type PosCollectionDueItems,
  type PositionReport,
  parseAmount,
  type StatementPage,
  type TenorReport,
} from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { pushItems } from '../../../test/integration.js';
import {
  buildPaymentApp,
  firmIdOf,
  paidPortalSale,
  postCallback,
  postPortalSale,
  saleThroughThreeD,
} from '../../../test/payments.js';

/**
 * Pending collections: one rule (docs/reports.md). Three dealers with ERP plan lines and card collections the ERP
 * has not booked; every page, report and e-mail must state the same overdue and open figure for each:
 * - 8501: lines 1000.00 (40 days late), 500.00 (10 days late), 800.00 (due in 20 days); a 400.00 collection naming
 *   no line (pays part of the oldest), a 200.00 one paid from the plan for the 500.00 line, a 300.00 one voided
 *   (counts nowhere): overdue 1500 − 600 = 900.00, open 2300 − 600 = 1700.00.
 * - 8502: lines 300.00 (20 days late), 200.00 with 50.00 paid (5 days late), 1000.00 (in 10 days); a 400.00
 *   collection pays the first line and 100.00 of the second: overdue 50.00, open 1050.00.
 * - 8503: 250.00 (3 days late) and 2000.00 (in 25 days) in TRY, 100.00 USD (15 days late) and 50.00 USD (in 5);
 *   a 1000.00 TRY collection pays the late line and 750.00 of the next: overdue 0.00, open 1250.00; the USD lines
 *   are untouched (a TRY collection never pays them): overdue 100.00, open 150.00 USD.
 */

let t: TestApp;
let main: Awaited<ReturnType<typeof login>>;
const day = (offset: number) => isoDatePlusDays(offset);
const ids: Record<string, string> = {};
const EXPECTED: Record<string, { overdue: string; open: string; pending: string; count: number }> = {
  '8501': { overdue: '900.00', open: '1700.00', pending: '600.00', count: 2 },
  '8502': { overdue: '50.00', open: '1050.00', pending: '400.00', count: 1 },
  '8503': { overdue: '0.00', open: '1250.00', pending: '1000.00', count: 1 },
};
const CODES = Object.keys(EXPECTED);

const get = async <T>(url: string, token = main.token) => {
  const response = await request(t.app, { method: 'GET', url: `/api${url}`, token });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return answerOf<T>(response).data;
};
const sum = (amounts: string[]) => formatAmount(amounts.reduce((a, b) => a + (parseAmount(b) ?? 0n), 0n));
const lineId = async (code: string, documentNo: string) => {
  const plan = await get<PaymentPlanPage>(`/FirmReport/PaymentPlan?firmId=${ids[code]}`);
  return plan.items.find((line) => line.documentNo === documentNo)?.id ?? '';
};

beforeAll(async () => {
  t = await buildPaymentApp();
  main = await login(t.app);
  await pushItems(
    t.app,
    'firms',
    CODES.map((code) => ({
      code,
      name: `Rakam Bayi ${code}`,
      parentCode: '1001',
      email: `b${code}@example.com`,
    })),
  );
  for (const code of CODES) {
    ids[code] = await firmIdOf(t.ctx.db, code);
  }
  const due = (code: string, n: number, offset: number, amount: string, fields = {}) => ({
    externalId: `FA-${code}-${n}`,
    firmCode: code,
    documentNo: `FA-${code}-${n}`,
    dueDate: day(offset),
    amount,
    ...fields,
  });
  await pushItems(t.app, 'due-items', [
    due('8501', 1, -40, '1000.00'),
    due('8501', 2, -10, '500.00'),
    due('8501', 3, 20, '800.00'),
    due('8502', 1, -20, '300.00'),
    due('8502', 2, -5, '200.00', { paidAmount: '50.00' }),
    due('8502', 3, 10, '1000.00'),
    due('8503', 1, -3, '250.00'),
    due('8503', 2, 25, '2000.00'),
    due('8503', 3, -15, '100.00', { currencyCode: 'USD' }),
    due('8503', 4, 5, '50.00', { currencyCode: 'USD' }),
  ]);
  const pay = async (code: string, net: string) => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, {
      net,
      extra: { firmId: ids[code] },
    });
    await postCallback(callback.action, callback.fields);
    return transactionId;
  };
  await pay('8501', '400.00');
  await paidPortalSale(t.baseUrl, main.token, {
    net: '200.00',
    firmId: ids['8501'],
    items: [await lineId('8501', 'FA-8501-2')],
  });
  const voided = await pay('8501', '300.00');
  const admin = await login(t.app, DEMO.tenantAdmin.email);
  const voiding = await request(t.app, {
    method: 'POST',
    url: `/api/admin/collections/${voided}/void`,
    token: admin.token,
    payload: { reason: 'Test' },
  });
  expect(voiding.statusCode, voiding.body).toBe(200);
  await pay('8502', '400.00');
  await pay('8503', '1000.00');
});
afterAll(async () => t.close());

describe('pending collections: every page states the same overdue and open figure', () => {
  it('home (the dealer’s own and the main firm’s dealers), the payment plan and the statement', async () => {
    const top = (await get<HomeSummary>('/FirmReport/Home')).topDealers ?? [];
    for (const code of CODES) {
      const want = EXPECTED[code];
      await t.ctx.db.execute(sql`UPDATE user_tenants SET firm_id = ${ids[code]}
        WHERE user_id = (SELECT id FROM users WHERE email = ${DEMO.subFirmUser.email})`);
      const home = await get<HomeSummary>(
        '/FirmReport/Home',
        (await login(t.app, DEMO.subFirmUser.email)).token,
      );
      expect(home.overdue.find((row) => row.currencyCode === 'TRY')?.amount, code).toBe(want?.overdue);
      const { notDue, days1to30, days31to60, days61to90, days90plus } = home.aging;
      expect(sum([notDue, days1to30, days31to60, days61to90, days90plus]), code).toBe(want?.open);
      expect(home.balance).toMatchObject({ balance: want?.pending, side: 'A' });
      expect(home.balance.pendingCollections, code).toEqual({ amount: want?.pending, count: want?.count });
      const listed = top.find((dealer) => dealer.code === code);
      if (listed || top.length < 5) {
        expect(listed?.overdue ?? '0.00', code).toBe(want?.overdue);
      }

      const plan = await get<PaymentPlanPage>(`/FirmReport/PaymentPlan?firmId=${ids[code]}`);
      const totals = plan.totals?.find((row) => row.currencyCode === 'TRY');
      expect({ overdue: totals?.overdue, open: totals?.remaining }, code).toEqual({
        overdue: want?.overdue,
        open: want?.open,
      });
      // Due this month: one period (erp/periods.ts) and one name on home and the plan.
      expect(home.dueThisMonth.find((row) => row.currencyCode === 'TRY')?.amount, code).toBe(
        formatAmount(parseAmount(totals?.dueThisMonth ?? '0') ?? 0n),
      );
      const owedOnLines = plan.items
        .filter((line) => line.currencyCode === 'TRY')
        .map((line) =>
          formatAmount((parseAmount(line.remaining) ?? 0n) - (parseAmount(line.pendingAmount) ?? 0n)),
        );
      expect(sum(owedOnLines), code).toBe(want?.open);

      const statement = await get<StatementPage>(`/FirmReport/Statement?firmId=${ids[code]}`);
      expect(statement.totals, code).toMatchObject({
        pendingCount: want?.count,
        pendingAmount: want?.pending,
      });
    }
  });

  it('the payment plan shows which lines the collections pay: the named line first, then the oldest', async () => {
    const plan = await get<PaymentPlanPage>(`/FirmReport/PaymentPlan?firmId=${ids['8501']}`);
    expect(plan.items.map((line) => `${line.documentNo} ${line.pendingAmount} ${line.status}`)).toEqual([
      'FA-8501-1 400.00 paid_pending',
      'FA-8501-2 200.00 paid_pending',
      'FA-8501-3 0.00 open',
    ]);
    const usd = await get<PaymentPlanPage>(`/FirmReport/PaymentPlan?firmId=${ids['8503']}&currency=USD`);
    expect(usd.totals?.[0]).toMatchObject({ overdue: '100.00', remaining: '150.00', overdueCount: 1 });
  });

  it('the pay page leaves open on a line what the plan says it owes, and takes no more', async () => {
    const open = async (code: string, documentNo: string) =>
      (
        await get<PosCollectionDueItems>(
          `/PosCollection/DueItems?firmId=${ids[code]}&items=${await lineId(code, documentNo)}`,
        )
      ).open;
    // 8501: the unnamed 400.00 pays the oldest line, the named 200.00 its own line.
    expect(await open('8501', 'FA-8501-1')).toBe('600.00');
    expect(await open('8501', 'FA-8501-2')).toBe('300.00');
    expect(await open('8501', 'FA-8501-3')).toBe('800.00');
    // 8502: the unnamed 400.00 closes the first line, so it cannot be paid a second time.
    expect(await open('8502', 'FA-8502-1')).toBe('0.00');
    const again = await postPortalSale(t.baseUrl, main.token, {
      net: '300.00',
      firmId: ids['8502'],
      items: [await lineId('8502', 'FA-8502-1')],
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.dueItemsClosed);
  });

  it('the collection plan and the sub-dealer list', async () => {
    for (const code of CODES) {
      const want = EXPECTED[code];
      const plan = await get<CollectionPlanPage>(
        `/FirmReport/CollectionPlan?firmId=${ids[code]}&currency=TRY`,
      );
      expect(sum(plan.items.map((line) => line.remaining)), code).toBe(want?.open);
      const late = plan.items.filter((line) => line.daysOverdue > 0).map((line) => line.remaining);
      expect(sum(late), code).toBe(want?.overdue);
      expect(sum(plan.groups.map((group) => group.remaining)), code).toBe(want?.open);
      const list = await get<{ items: { code: string; overdue: string; balance: string }[] }>(
        `/SubFirm/List?search=${code}`,
      );
      expect(list.items.find((row) => row.code === code)?.overdue, code).toBe(want?.overdue);
    }
  });

  it('every ERP report tab', async () => {
    const { year } = istanbulDay();
    for (const code of CODES) {
      const want = EXPECTED[code];
      const aging = await get<AgingReport>(`/ErpReport/Aging?firmId=${ids[code]}`);
      expect({ overdue: aging.rows[0]?.overdue, open: aging.rows[0]?.total }, code).toEqual({
        overdue: want?.overdue,
        open: want?.open,
      });
      const tenor = await get<TenorReport>(`/ErpReport/Tenor?firmId=${ids[code]}`);
      expect(tenor.rows[0]?.overdue ?? '0.00', code).toBe(want?.overdue);
      const position = await get<PositionReport>(`/ErpReport/Position?firmId=${ids[code]}`);
      expect(position.rows[0]?.closing, code).toEqual({ balance: want?.pending, side: 'A' });
      const collections = await get<CollectionsReport>(
        `/ErpReport/Collections?firmId=${ids[code]}&year=${year}`,
      );
      expect(sum(collections.rows.map((row) => row.total)), code).toBe(want?.pending);
    }
    const usdAging = await get<AgingReport>(`/ErpReport/Aging?firmId=${ids['8503']}&currency=USD`);
    expect(usdAging.rows[0]).toMatchObject({ overdue: '100.00', total: '150.00' });
    const usdTenor = await get<TenorReport>(`/ErpReport/Tenor?firmId=${ids['8503']}&currency=USD`);
    expect(usdTenor.rows[0]?.overdue).toBe('100.00');
  });

  it('the reminder e-mail', async () => {
    for (const code of CODES) {
      const want = EXPECTED[code];
      const sent = await request(t.app, {
        method: 'POST',
        url: '/api/FirmReport/CollectionPlan/Remind',
        token: main.token,
        payload: { firmId: ids[code], channel: 'email' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [mail] = await t.ctx.outbox.latest(1, `b${code}@example.com`);
      const coming = formatAmount(
        (parseAmount(want?.open ?? '0') ?? 0n) - (parseAmount(want?.overdue ?? '0') ?? 0n),
      );
      expect(mail?.textBody, code).toContain(
        `vadesi geçmiş ${formatMoneyText(want?.overdue ?? '', 'TRY')} tutarında`,
      );
      expect(mail?.textBody, code).toContain(`vadesi gelecek tutar ${formatMoneyText(coming, 'TRY')}`);
    }
  });
});
