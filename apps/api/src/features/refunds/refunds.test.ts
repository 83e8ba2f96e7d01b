import {
  type Collection,
  type CollectionReversals,
  type CollectionRow,
  type FirmBalance,
  messages,
  type Reversal,
} from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { integrationCall } from '../../../test/integration.js';
import {
  buildPaymentApp,
  CARDS,
  paidPortalSale,
  postCallback,
  saleThroughThreeD,
} from '../../../test/payments.js';
import {
  integrationEvents,
  posRefunds,
  posTransactions,
  tenantAdmins,
  tenants,
  users,
} from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
let demo: Awaited<ReturnType<typeof login>>;
let bayi: Awaited<ReturnType<typeof login>>;

type ReversalData = { reversal: Reversal; collection: CollectionReversals };

const adminCall = (
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  headers?: Record<string, string>,
) =>
  request(t.app, {
    method,
    url: `/api/admin/collections/${path}`,
    token: admin.token,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });
const voidOf = (id: string, headers?: Record<string, string>) =>
  adminCall('POST', `${id}/void`, { reason: 'Mükerrer ödeme' }, headers);
const refundOf = (id: string, amount?: string, headers?: Record<string, string>) =>
  adminCall('POST', `${id}/refunds`, { ...(amount ? { amount } : {}), reason: 'Fazla ödeme' }, headers);

function sandbox() {
  if (!t.sandbox) {
    throw new Error('the sandbox bank is off');
  }
  return t.sandbox;
}

/** A dealer's (bayi@) portal payment, authorised through the sandbox bank: its row. */
async function paidByDealer(net: string) {
  const transactionId = await paidPortalSale(t.baseUrl, bayi.token, { net });
  const [row] = await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, transactionId));
  if (row?.status !== 'authorised') {
    throw new Error('the payment was not authorised');
  }
  return row;
}

/** The payment as of yesterday, after the bank's end of day: it can be refunded, no longer voided. */
async function settledYesterday(id: string) {
  await t.ctx.db
    .update(posTransactions)
    .set({ collectedAt: sql`now() - interval '1 day'` })
    .where(eq(posTransactions.id, id));
  sandbox().api.closeDay();
}

const bankCalls = (orderId: string, type: 'Void' | 'Credit') =>
  sandbox()
    .journal.list(orderId)
    .filter((entry) => entry.type === type && entry.outcome === 'approved');

async function pendingOf1002() {
  const response = await integrationCall(t.app, 'GET', '/firms/1002/balance');
  return answerOf<FirmBalance>(response).data.pendingCollections;
}

/** The whole collections feed, page by page, as an ERP reads it. */
async function feedItems(): Promise<Collection[]> {
  const items: Collection[] = [];
  let after = '';
  for (;;) {
    const response = await integrationCall(t.app, 'GET', `/collections?limit=100${after}`);
    const page = answerOf<{ items: Collection[]; nextCursor: string | null; hasMore: boolean }>(
      response,
    ).data;
    items.push(...page.items);
    if (!page.hasMore || !page.nextCursor) {
      return items;
    }
    after = `&after=${page.nextCursor}`;
  }
}

async function historyRow(id: string): Promise<CollectionRow | undefined> {
  const response = await request(t.app, {
    method: 'GET',
    url: '/api/PosCollection/History?pageSize=100',
    token: bayi.token,
  });
  return answerOf<{ items: CollectionRow[] }>(response).data.items.find((item) => item.id === id);
}

beforeAll(async () => {
  t = await buildPaymentApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
  demo = await login(t.app);
  bayi = await login(t.app, DEMO.subFirmUser.email);
});
afterAll(async () => t.close());

describe('the tenant administrator', () => {
  it('signs in through the same Login call, without a firm, and reaches only the admin API', async () => {
    expect(admin).toMatchObject({
      firmId: null,
      isTenantAdmin: true,
      paymentPlan: false,
      posCollection: false,
    });
    expect(demo).toMatchObject({ isTenantAdmin: false });
    const home = await request(t.app, { method: 'GET', url: '/api/FirmReport/Home', token: admin.token });
    expect(home.statusCode).toBe(403);
    const row = await paidByDealer('20.00');
    const asFirmUser = await request(t.app, {
      method: 'GET',
      url: `/api/admin/collections/${row.id}/refunds`,
      token: demo.token,
    });
    expect(asFirmUser.statusCode).toBe(403);
    const anonymous = await request(t.app, {
      method: 'GET',
      url: `/api/admin/collections/${row.id}/refunds`,
    });
    expect(anonymous.statusCode).toBe(401);
    const own = await adminCall('GET', `${row.id}/refunds`);
    expect(answerOf<CollectionReversals>(own).data).toMatchObject({
      refundableAmount: row.totalAmount,
      canVoid: true,
      canRefund: true,
      suggested: 'void',
      reversals: [],
    });
  });
});

describe('voids and refunds', () => {
  it('voids a sale once under 20 concurrent requests; the dealer sees it voided, the ERP gets the event', async () => {
    const row = await paidByDealer('125.00');
    const pendingBefore = await pendingOf1002();
    const answers = await Promise.all(Array.from({ length: 20 }, () => voidOf(row.id)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(400);
      expect([messages.reversalInProgress, messages.reversalNothingLeft]).toContain(answerOf(answer).message);
    }
    expect(answerOf<ReversalData>(won[0] as never).data.collection).toMatchObject({
      reversalState: 'voided',
      refundedAmount: row.totalAmount,
      refundableAmount: '0.00',
    });
    expect(bankCalls(row.orderId, 'Void')).toHaveLength(1);
    expect((await historyRow(row.id))?.status).toBe('voided');
    const pendingAfter = await pendingOf1002();
    expect(pendingAfter.count).toBe(pendingBefore.count - 1);
    const events = await t.ctx.db
      .select()
      .from(integrationEvents)
      .where(
        and(eq(integrationEvents.collectionId, row.id), eq(integrationEvents.type, 'collection.voided')),
      );
    expect(events).toHaveLength(1);
    // The void moved the collection to the end of the feed: the last item a cursor reader gets.
    const feed = await feedItems();
    expect(feed.at(-1)).toMatchObject({ id: row.id, status: 'voided', refundedAmount: row.totalAmount });
    expect(feed.filter((c) => c.id === row.id)).toHaveLength(1);
  });

  it('refuses what the rules forbid before the bank; the bank’s day rules come back in our words', async () => {
    const row = await paidByDealer('60.00');
    const declined = await saleThroughThreeD(t.baseUrl, { card: CARDS.declined });
    await postCallback(declined.callback.action, declined.callback.fields);
    const failed = await voidOf(declined.transactionId);
    expect(failed.statusCode).toBe(400);
    expect(answerOf(failed).message).toBe(messages.reversalNotCollected);
    // Another tenant's administrator would not find it; an unknown id is 404 the same way.
    const unknown = await voidOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    // An administrator of tenant B (demo@ made one for this test) finds no collection of tenant A: 404, nothing sent.
    const [demoUser] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.firmUser.email));
    const [tenantB] = await t.ctx.db.select().from(tenants).where(eq(tenants.name, DEMO.tenantB.name));
    await t.ctx.db.insert(tenantAdmins).values({ userId: demoUser?.id ?? '', tenantId: tenantB?.id ?? '' });
    const adminOfB = await login(
      t.app,
      DEMO.firmUser.email,
      DEMO.password,
      'http://ornek-sanayi.localhost:3000',
    );
    expect(adminOfB).toMatchObject({ tenantId: tenantB?.id, isTenantAdmin: true });
    const foreign = await request(t.app, {
      method: 'POST',
      url: `/api/admin/collections/${row.id}/void`,
      token: adminOfB.token,
      payload: { reason: 'Başka şirketin tahsilatı' },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await refundOf(row.id, '-5');
    expect(bad.statusCode).toBe(406);
    const above = await refundOf(row.id, '9999.00');
    expect(above.statusCode).toBe(400);
    expect(answerOf(above).message).toBe(messages.refundAboveRemaining);
    expect(await t.ctx.db.select().from(posRefunds).where(eq(posRefunds.transactionId, row.id))).toHaveLength(
      0,
    );
    // Before the bank's end of day it takes no refund; after it, no void. Each refusal is kept, nothing moved.
    const early = answerOf<CollectionReversals>(await adminCall('GET', `${row.id}/refunds`)).data;
    expect(early).toMatchObject({ canVoid: true, suggested: 'void' });
    expect(answerOf(await refundOf(row.id, '10.00')).message).toBe(messages.refundNotSameDay);
    await settledYesterday(row.id);
    expect(answerOf<CollectionReversals>(await adminCall('GET', `${row.id}/refunds`)).data.suggested).toBe(
      'refund',
    );
    expect(answerOf(await voidOf(row.id)).message).toBe(messages.voidOnlySameDay);
    expect(bankCalls(row.orderId, 'Credit')).toHaveLength(0);
    expect(bankCalls(row.orderId, 'Void')).toHaveLength(0);
    const kept = answerOf<CollectionReversals>(await adminCall('GET', `${row.id}/refunds`)).data;
    expect(kept.reversals.map((r) => [r.kind, r.status, r.errorCode])).toEqual([
      ['refund', 'declined', 'CORE-2508'],
      ['void', 'declined', 'CORE-2509'],
    ]);
    expect(kept).toMatchObject({ refundedAmount: '0.00', reversalState: null });
  });

  it('partial refunds add up to the total, then are refused; the statement credit shrinks with them', async () => {
    const row = await paidByDealer('100.00');
    await settledYesterday(row.id);
    const before = await pendingOf1002();
    const first = await refundOf(row.id, '40.00');
    expect(first.statusCode).toBe(200);
    expect(answerOf<ReversalData>(first).data.collection).toMatchObject({
      reversalState: 'partially_refunded',
      refundedAmount: '40.00',
    });
    expect((await historyRow(row.id))?.status).toBe('partially_refunded');
    const after = await pendingOf1002();
    expect(Number(before.amount) - Number(after.amount)).toBeCloseTo(40, 2);
    const rest = await refundOf(row.id);
    expect(answerOf<ReversalData>(rest).data.reversal.amount).toBe((Number(row.totalAmount) - 40).toFixed(2));
    expect(answerOf<ReversalData>(rest).data.collection.reversalState).toBe('refunded');
    const more = await refundOf(row.id, '0.01');
    expect(answerOf(more).message).toBe(messages.reversalNothingLeft);
    expect(bankCalls(row.orderId, 'Credit')).toHaveLength(2);
    expect((await historyRow(row.id))?.status).toBe('refunded');
    expect((await pendingOf1002()).count).toBe(before.count - 1);
  });

  it('20 concurrent partial refunds: the bank holds exactly the refunds recorded as approved', async () => {
    const row = await paidByDealer('50.00');
    await settledYesterday(row.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refundOf(row.id, '5.00')));
    const won = answers.filter((answer) => answer.statusCode === 200).length;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(bankCalls(row.orderId, 'Credit')).toHaveLength(won);
    const [after] = await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, row.id));
    expect(after?.refundedAmount).toBe((won * 5).toFixed(2));
  });

  it('an Idempotency-Key gives a retry the first reversal back', async () => {
    const row = await paidByDealer('30.00');
    await settledYesterday(row.id);
    const headers = { 'idempotency-key': `refund-${row.id}` };
    const first = answerOf<ReversalData>(await refundOf(row.id, '10.00', headers)).data;
    const again = answerOf<ReversalData>(await refundOf(row.id, '10.00', headers)).data;
    expect(again.reversal.id).toBe(first.reversal.id);
    expect(bankCalls(row.orderId, 'Credit')).toHaveLength(1);
    const other = await refundOf(row.id, '11.00', headers);
    expect(answerOf(other).message).toBe(messages.reversalIdempotencyMismatch);
  });

  it('a lost bank answer stays at the bank until the reconciler settles it from the order history', async () => {
    const row = await paidByDealer('80.00');
    await settledYesterday(row.id);
    sandbox().api.dropNextAnswer('Credit');
    const lost = await refundOf(row.id, '30.00');
    expect(lost.statusCode).toBe(200);
    expect(answerOf<ReversalData>(lost)).toMatchObject({
      message: messages.reversalInProgress,
      data: { reversal: { status: 'processing', statusText: 'Bankada işleniyor' } },
    });
    // Meanwhile nothing else is sent for it.
    expect(answerOf(await refundOf(row.id, '10.00')).message).toBe(messages.reversalInProgress);
    await t.reconciler.runOnce();
    expect(
      answerOf<CollectionReversals>(await adminCall('GET', `${row.id}/refunds`)).data.reversals[0]?.status,
    ).toBe('processing');
    await t.ctx.db
      .update(posRefunds)
      .set({ createdAt: sql`now() - interval '10 minutes'`, sentAt: sql`now() - interval '10 minutes'` })
      .where(eq(posRefunds.transactionId, row.id));
    await t.reconciler.runOnce();
    const settled = answerOf<CollectionReversals>(await adminCall('GET', `${row.id}/refunds`)).data;
    expect(settled).toMatchObject({ refundedAmount: '30.00', reversalState: 'partially_refunded' });
    expect(settled.reversals[0]).toMatchObject({ status: 'approved', amount: '30.00' });
    expect(bankCalls(row.orderId, 'Credit')).toHaveLength(1);
    const [refund] = await t.ctx.db.select().from(posRefunds).where(eq(posRefunds.transactionId, row.id));
    expect(refund?.settledBy).toBe('reconciler');
  });

  it('a claim that never reached the bank is settled as not done, and can be asked again', async () => {
    const row = await paidByDealer('15.00');
    // A claim whose process stopped before the bank call: the bank has no void.
    await t.ctx.db.insert(posRefunds).values({
      tenantId: row.tenantId,
      transactionId: row.id,
      kind: 'void',
      amount: row.totalAmount,
      currencyCode: row.currencyCode,
      status: 'processing',
      reason: 'Süreç durdu',
      requestedBy: admin.firmUserId,
      createdAt: sql`now() - interval '10 minutes'`,
    });
    await t.reconciler.runOnce();
    const [refund] = await t.ctx.db.select().from(posRefunds).where(eq(posRefunds.transactionId, row.id));
    expect(refund).toMatchObject({
      status: 'declined',
      settledBy: 'reconciler',
      message: messages.reversalNotSent,
    });
    expect((await voidOf(row.id)).statusCode).toBe(200);
    expect(bankCalls(row.orderId, 'Void')).toHaveLength(1);
  });
});
