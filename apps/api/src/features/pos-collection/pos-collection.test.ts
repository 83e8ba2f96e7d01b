import {
  isoDatePlusDays,
  istanbulIsoDate,
  messages,
  type PaymentPlanPage,
  type PosCollectionDueItems,
  type PosCollectionSetup,
} from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCardDataAtRest } from '../../../test/card-canary.js';
import { answerOf, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { pushItems } from '../../../test/integration.js';
import {
  buildPaymentApp,
  firmIdOf as firmIdOfDb,
  portalSaleThroughThreeD,
  postCallback,
  postPortalSale,
} from '../../../test/payments.js';
import { queryRows } from '../../db/query.js';
import {
  dueItems,
  firms,
  posTransactionItems,
  posTransactions,
  tenants,
  userTenants,
} from '../../db/schema.js';

let t: TestApp;
let demo: Awaited<ReturnType<typeof login>>;
let bayi: Awaited<ReturnType<typeof login>>;
let mainFirm: string;
let dealerFirm: string;
let siblingFirm: string;
let otherTenantFirm: string;
/** Plan lines of the dealer (firm 1002) made for these tests, by external id. */
const line: Record<string, string> = {};

const today = istanbulIsoDate();
const LINES = [
  { externalId: 'T-PC-OLD', dueDate: isoDatePlusDays(-20), amount: '300.00', currencyCode: 'TRY' },
  { externalId: 'T-PC-NEW', dueDate: isoDatePlusDays(10), amount: '450.50', currencyCode: 'TRY' },
  { externalId: 'T-PC-RACE', dueDate: isoDatePlusDays(12), amount: '80.00', currencyCode: 'TRY' },
  { externalId: 'T-PC-USD', dueDate: isoDatePlusDays(5), amount: '100.00', currencyCode: 'USD' },
] as const;

const firmIdOf = (code: string, tenantName?: string) => firmIdOfDb(t.ctx.db, code, tenantName);

const get = (url: string, token: string) => request(t.app, { method: 'GET', url: `/api${url}`, token });
const transactionCount = async () =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`SELECT count(*)::int AS n FROM pos_transactions`))[0]?.n ?? 0;

async function dueItemsOf(ids: string[], firmId = dealerFirm) {
  return get(`/PosCollection/DueItems?firmId=${firmId}&items=${ids.join(',')}`, demo.token);
}

async function dealerPlan() {
  const response = await get(
    `/FirmReport/PaymentPlan?firmId=${dealerFirm}&lines=all&pageSize=500`,
    demo.token,
  );
  return answerOf<PaymentPlanPage>(response).data.items;
}

beforeAll(async () => {
  t = await buildPaymentApp();
  demo = await login(t.app);
  bayi = await login(t.app, DEMO.subFirmUser.email);
  mainFirm = await firmIdOf('1001');
  dealerFirm = await firmIdOf('1002');
  siblingFirm = await firmIdOf('1009');
  const [other] = await t.ctx.db
    .select({ id: firms.id })
    .from(firms)
    .innerJoin(tenants, eq(tenants.id, firms.tenantId))
    .where(eq(tenants.name, DEMO.tenantB.name))
    .limit(1);
  otherTenantFirm = other?.id ?? '';
  const pushed = await pushItems(
    t.app,
    'due-items',
    LINES.map((item) => ({ ...item, firmCode: '1002', documentNo: item.externalId })),
  );
  expect(pushed.status).toBe(200);
  const rows = await t.ctx.db
    .select({ id: dueItems.id, externalId: dueItems.externalId })
    .from(dueItems)
    .where(sql`${dueItems.externalId} LIKE 'T-PC-%'`);
  for (const row of rows) {
    line[row.externalId] = String(row.id);
  }
});
afterAll(async () => t.close());

describe('what the signed-in payment form needs', () => {
  it("a main firm's user may pay for itself and its active dealers; a dealer's user only for itself", async () => {
    const setup = answerOf<PosCollectionSetup>(await get('/PosCollection/Setup', demo.token)).data;
    expect(setup.firms[0]).toMatchObject({ id: mainFirm, isOwn: true });
    expect(setup.firms.map((firm) => firm.id)).toContain(dealerFirm);
    expect(setup.providers.length).toBeGreaterThan(0);
    expect(setup.currencies.map((currency) => currency.code)).toContain('TRY');
    expect(setup.screen).toHaveProperty('b2BMobilePhoneVisibility');
    const own = answerOf<PosCollectionSetup>(await get('/PosCollection/Setup', bayi.token)).data;
    expect(own.firms.map((firm) => firm.id)).toEqual([dealerFirm]);
  });

  it("commission options follow the paying firm's group; a firm outside the user's reach is not found", async () => {
    const options = (firmId: string, token = demo.token) =>
      get(`/PosCollection/CommissionOptions?firmId=${firmId}`, token);
    // 1002 is in group B: six instalments at most.
    expect(answerOf<{ maxInstallment: number }>(await options(dealerFirm)).data.maxInstallment).toBe(6);
    expect((await options(otherTenantFirm)).statusCode).toBe(404);
    expect((await options(siblingFirm, bayi.token)).statusCode).toBe(404);
  });

  it('needs a session (401) and the posCollection flag (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/PosCollection/Setup' })).statusCode).toBe(401);
    const where = and(eq(userTenants.firmId, dealerFirm), eq(userTenants.posCollection, true));
    await t.ctx.db.update(userTenants).set({ posCollection: false }).where(where);
    try {
      const withoutFlag = await login(t.app, DEMO.subFirmUser.email);
      expect((await get('/PosCollection/Setup', withoutFlag.token)).statusCode).toBe(403);
      const sale = await postPortalSale(t.baseUrl, withoutFlag.token);
      expect(sale.status).toBe(403);
    } finally {
      await t.ctx.db
        .update(userTenants)
        .set({ posCollection: true })
        .where(eq(userTenants.firmId, dealerFirm));
    }
  });
});

describe('signed-in card payment', () => {
  it("pays for the user's own firm: the session's tenant, firm and user are on the payment", async () => {
    const { transactionId, callback } = await portalSaleThroughThreeD(t.baseUrl, bayi.token, {
      net: '125.00',
    });
    expect((await postCallback(callback.action, callback.fields)).location).toContain(
      '/pos-collection-result/true/',
    );
    const [row] = await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, transactionId));
    expect(row).toMatchObject({
      channel: 'pos_collection',
      status: 'authorised',
      firmId: dealerFirm,
      tenantId: bayi.tenantId,
      amount: '125.00',
    });
    expect(row?.userId).toBeTruthy();
  });

  it('a main firm pays for its dealer; a dealer cannot name its main firm, a sibling or another tenant’s firm', async () => {
    const { transactionId } = await portalSaleThroughThreeD(t.baseUrl, demo.token, {
      net: '90.00',
      firmId: dealerFirm,
    });
    const [row] = await t.ctx.db
      .select({ firmId: posTransactions.firmId })
      .from(posTransactions)
      .where(eq(posTransactions.id, transactionId));
    expect(row?.firmId).toBe(dealerFirm);

    const before = await transactionCount();
    for (const firmId of [mainFirm, siblingFirm, otherTenantFirm]) {
      const refused = await postPortalSale(t.baseUrl, bayi.token, { firmId });
      expect(refused.status, firmId).toBe(404);
    }
    expect((await postPortalSale(t.baseUrl, demo.token, { firmId: otherTenantFirm })).status).toBe(404);
    expect(await transactionCount()).toBe(before);
  });

  it('a body naming a tenant guid or a callback address is refused (the session decides)', async () => {
    const refused = await postPortalSale(t.baseUrl, bayi.token, {
      extra: { tenantPaymentGuid: DEMO.tenantB.paymentGuid },
    });
    expect(refused.status).toBe(406);
  });
});

describe('paying payment plan lines', () => {
  it('answers the lines and what they leave open; another firm’s line or a mix of currencies is refused', async () => {
    const both = answerOf<PosCollectionDueItems>(
      await dueItemsOf([line['T-PC-OLD'] ?? '', line['T-PC-NEW'] ?? '']),
    );
    expect(both.data).toMatchObject({ currencyCode: 'TRY', open: '750.50' });
    expect(both.data.items.map((item) => item.documentNo)).toEqual(['T-PC-OLD', 'T-PC-NEW']);
    expect((await dueItemsOf([line['T-PC-OLD'] ?? ''], mainFirm)).statusCode).toBe(404);
    expect((await dueItemsOf([line['T-PC-OLD'] ?? '', line['T-PC-USD'] ?? ''])).statusCode).toBe(400);
    expect((await dueItemsOf(['abc'])).statusCode).toBe(406);
  });

  it('refuses an amount above what the lines leave open, writing nothing', async () => {
    const before = await transactionCount();
    const refused = await postPortalSale(t.baseUrl, demo.token, {
      firmId: dealerFirm,
      net: '750.51',
      items: [line['T-PC-OLD'] ?? '', line['T-PC-NEW'] ?? ''],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.amountAboveDueItems);
    const foreign = await postPortalSale(t.baseUrl, bayi.token, { net: '1.00', items: ['1'] });
    expect(foreign.status).toBe(404);
    const mixed = await postPortalSale(t.baseUrl, demo.token, {
      firmId: dealerFirm,
      net: '10.00',
      items: [line['T-PC-USD'] ?? ''],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(messages.dueItemsCurrencyMismatch);
    expect(await transactionCount()).toBe(before);
  });

  it('paid lines show as paid and awaiting the ERP until the ERP records the collection', async () => {
    const ids = [line['T-PC-OLD'] ?? '', line['T-PC-NEW'] ?? ''];
    const { transactionId, callback } = await portalSaleThroughThreeD(t.baseUrl, demo.token, {
      firmId: dealerFirm,
      net: '500.00',
      items: ids,
    });
    // Oldest due first: 300.00 closes the first line, 200.00 goes to the second.
    const shares = await t.ctx.db
      .select({ dueItemId: posTransactionItems.dueItemId, amount: posTransactionItems.amount })
      .from(posTransactionItems)
      .where(eq(posTransactionItems.transactionId, transactionId));
    expect(shares.map((share) => [String(share.dueItemId), share.amount]).sort()).toEqual(
      [
        [line['T-PC-OLD'], '300.00'],
        [line['T-PC-NEW'], '200.00'],
      ].sort(),
    );
    // While the payment is at the bank, the lines are held for it: only 250.50 is left to pay.
    expect(answerOf<PosCollectionDueItems>(await dueItemsOf(ids)).data.open).toBe('250.50');
    const plain = (await dealerPlan()).find((item) => item.id === line['T-PC-OLD']);
    expect(plain?.status).toBe('overdue');

    await postCallback(callback.action, callback.fields);
    const plan = await dealerPlan();
    expect(plan.find((item) => item.id === line['T-PC-OLD'])).toMatchObject({
      status: 'paid_pending',
      pendingAmount: '300.00',
      remaining: '300.00',
    });
    expect(plan.find((item) => item.id === line['T-PC-NEW'])).toMatchObject({
      status: 'paid_pending',
      pendingAmount: '200.00',
    });
    const again = await postPortalSale(t.baseUrl, demo.token, {
      firmId: dealerFirm,
      net: '250.51',
      items: ids,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.amountAboveDueItems);

    // The ERP records the collection and closes the first line: the ERP's figures take over.
    await pushItems(t.app, 'movements', [
      {
        externalId: 'T-PC-KRT',
        firmCode: '1002',
        date: today,
        documentType: 'card',
        documentNo: 'KRT-PC',
        credit: '500.00',
        collectionId: transactionId,
      },
    ]);
    await pushItems(t.app, 'due-items', [
      { ...LINES[0], firmCode: '1002', documentNo: 'T-PC-OLD', paidAmount: '300.00' },
      { ...LINES[1], firmCode: '1002', documentNo: 'T-PC-NEW', paidAmount: '200.00' },
    ]);
    const recorded = await dealerPlan();
    expect(recorded.find((item) => item.id === line['T-PC-OLD'])).toMatchObject({
      status: 'closed',
      pendingAmount: '0.00',
    });
    expect(recorded.find((item) => item.id === line['T-PC-NEW'])).toMatchObject({
      status: 'partial',
      remaining: '250.50',
      pendingAmount: '0.00',
    });
  });

  it('ten payments for the same line at once: one is taken, the others refused', async () => {
    const items = [line['T-PC-RACE'] ?? ''];
    const sales = await Promise.all(
      Array.from({ length: 10 }, () =>
        postPortalSale(t.baseUrl, demo.token, { firmId: dealerFirm, net: '80.00', items }),
      ),
    );
    expect(sales.filter((sale) => sale.status === 200)).toHaveLength(1);
    expect(sales.filter((sale) => sale.status === 400)).toHaveLength(9);
    const held = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`SELECT count(*)::int AS n FROM pos_transaction_items WHERE due_item_id = ${Number(items[0])}`,
    );
    expect(held[0]?.n).toBe(1);
  });
});

describe('card data never rests (SECURITY.md canary)', () => {
  it('after signed-in payments (paid, refused, held for plan lines) no table or log line holds card data', async () => {
    await expectNoCardDataAtRest(t);
  });
});
