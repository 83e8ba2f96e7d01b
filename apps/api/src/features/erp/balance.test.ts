import type { FirmBalance } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import { integrationCall, pushItems } from '../../../test/integration.js';
import { postCallback, saleThroughThreeD } from '../../../test/payments.js';
import { firms } from '../../db/schema.js';
import { firmBalance } from './balance.service.js';

let t: TestApp;
let tenantId: string;
let firm: { id: string; code: string };

/** The fixture's day: aging is counted from it. */
const TODAY = '2026-06-15';

const move = (n: string, date: string, fields: Record<string, unknown>) => ({
  externalId: `BAL-M-${n}`,
  firmCode: '8001',
  date,
  documentType: 'invoice',
  ...fields,
});
const due = (n: string, dueDate: string, amount: string, fields: Record<string, unknown> = {}) => ({
  externalId: `BAL-D-${n}`,
  firmCode: '8001',
  dueDate,
  amount,
  ...fields,
});

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
  });
  tenantId = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
  await pushItems(t.app, 'firms', [{ code: '8001', name: 'Bakiye Test Bayi', parentCode: '1001' }]);
  const [row] = await t.ctx.db
    .select({ id: firms.id })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), eq(firms.branchNumber, '8001')));
  firm = { id: row?.id ?? '', code: '8001' };
  const movements = await pushItems(t.app, 'movements', [
    move('1', '2026-01-01', { documentType: 'opening', debit: '1000.00' }),
    move('2', '2026-02-10', { debit: '2500.50' }),
    move('3', '2026-02-20', { documentType: 'payment', credit: '800.25' }),
    move('4', '2026-03-05', { documentType: 'return', credit: '200.00' }),
    move('5', '2026-03-10', {
      debit: '3400.00',
      currencyCode: 'USD',
      fxAmount: '100.00',
      fxRate: '34.000000',
    }),
    move('6', '2026-04-10', {
      documentType: 'payment',
      credit: '1750.00',
      currencyCode: 'USD',
      fxAmount: '50.00',
      fxRate: '35',
    }),
  ]);
  expect(movements.answer.data.created).toBe(6);
  const plan = await pushItems(t.app, 'due-items', [
    due('1', '2026-06-20', '1000.00'),
    due('2', '2026-06-01', '700.00', { paidAmount: '200.00' }),
    due('3', '2026-04-20', '900.00'),
    due('4', '2026-03-20', '400.00'),
    due('5', '2026-01-15', '1250.25'),
    due('6', '2026-05-01', '50.00', { currencyCode: 'USD' }),
    due('7', '2026-02-01', '300.00', { paidAmount: '300.00' }),
    due('8', '2026-05-16', '10.00'),
    due('9', '2026-05-15', '20.00'),
    due('10', TODAY, '5.00'),
  ]);
  expect(plan.answer.data.created).toBe(10);
});
afterAll(async () => t.close());

const balance = async () => {
  const figures = await firmBalance(t.ctx.db, tenantId, '8001', TODAY);
  if (!figures) {
    throw new Error('firm 8001 not found');
  }
  return figures;
};

describe('firm balance and aging (hand-computed fixture)', () => {
  it('sums the ledger and ages the open plan lines by days past due', async () => {
    // 1000 + 2500.50 − 800.25 − 200 + 3400 − 1750 = 4150.25 (B); USD: 100 − 50 = 50.
    expect(await balance()).toEqual<FirmBalance>({
      firmCode: '8001',
      balance: '4150.25',
      side: 'B',
      debitTotal: '6900.50',
      creditTotal: '2750.25',
      pendingCollections: { count: 0, amount: '0.00' },
      currencyBalances: [{ currencyCode: 'USD', balance: '50.00' }],
      aging: [
        {
          currencyCode: 'TRY',
          // due today (5) and in five days (1000)
          notDue: '1005.00',
          // 14 days (700 − 200) and exactly 30 days (10)
          days1to30: '510.00',
          // 31 days (20) and 56 days (900)
          days31to60: '920.00',
          days61to90: '400.00',
          days90plus: '1250.25',
          overdue: '3080.25',
          // lines 2, 3, 4, 5, 8 and 9
          overdueCount: 6,
        },
        {
          currencyCode: 'USD',
          notDue: '0.00',
          days1to30: '0.00',
          days31to60: '50.00',
          days61to90: '0.00',
          days90plus: '0.00',
          overdue: '50.00',
          overdueCount: 1,
        },
      ],
      asOf: TODAY,
    });
  });

  it('counts a card collection the ERP has not recorded once, and once more never', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, {
      net: '600.00',
      extra: { firmId: firm.id },
    });
    await postCallback(callback.action, callback.fields);
    const pending = await balance();
    expect(pending).toMatchObject({
      balance: '3550.25',
      pendingCollections: { count: 1, amount: '600.00' },
    });
    // The pending credit pays the oldest bucket first: 1250.25 − 600.
    expect(pending.aging[0]).toMatchObject({ days90plus: '650.25', overdue: '2480.25' });

    // The ERP records it: the movement replaces the pending row, the balance does not move.
    const recorded = await pushItems(t.app, 'movements', [
      move('7', '2026-06-15', {
        documentType: 'card',
        documentNo: 'KRT-600',
        credit: '600.00',
        collectionId: transactionId,
      }),
    ]);
    expect(recorded.answer.data.created).toBe(1);
    expect(await balance()).toMatchObject({
      balance: '3550.25',
      creditTotal: '3350.25',
      pendingCollections: { count: 0, amount: '0.00' },
    });

    // The ERP deletes its record again: the collection is pending once more, still counted once.
    await integrationCall(t.app, 'DELETE', '/movements/BAL-M-7');
    expect(await balance()).toMatchObject({
      balance: '3550.25',
      creditTotal: '2750.25',
      pendingCollections: { count: 1, amount: '600.00' },
    });
  });

  it('answers the same through the integration API', async () => {
    const response = await integrationCall(t.app, 'GET', '/firms/8001/balance');
    expect(response.statusCode).toBe(200);
    expect(answerOf<FirmBalance>(response).data).toMatchObject({
      firmCode: '8001',
      balance: '3550.25',
      side: 'B',
    });
    expect((await integrationCall(t.app, 'GET', '/firms/0000/balance')).statusCode).toBe(404);
  });

  it('a firm in credit is (A)', async () => {
    await pushItems(t.app, 'firms', [{ code: '8002', name: 'Alacaklı Bayi', parentCode: '1001' }]);
    await pushItems(t.app, 'movements', [
      {
        externalId: 'BAL-A-1',
        firmCode: '8002',
        date: '2026-05-01',
        documentType: 'payment',
        credit: '99.99',
      },
    ]);
    const response = await integrationCall(t.app, 'GET', '/firms/8002/balance');
    expect(answerOf<FirmBalance>(response).data).toMatchObject({ balance: '-99.99', side: 'A', aging: [] });
  });
});
