import { messages } from '@tahsilat/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCardDataAtRest } from '../../../test/card-canary.js';
import { answerOf, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import {
  buildPaymentApp,
  CARDS,
  postCallback,
  saleThroughThreeD,
  transactionOf,
} from '../../../test/payments.js';
import { PROTOCOL_CASES } from '../../../test/protocol-cases.js';
import { auditLog, posTransactions } from '../../db/schema.js';

/**
 * Issue 16: every newer protocol (PosNet, KuveytTürk TDV2, PayFlex) through the whole payment engine over HTTP,
 * against the sandbox bank speaking it — the same promises the NestPay tests make (SECURITY.md "Payment integrity").
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  t = await buildPaymentApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

function sandbox() {
  if (!t.sandbox) {
    throw new Error('the sandbox bank is off');
  }
  return t.sandbox;
}

const journal = (orderId: string, type: string) =>
  sandbox()
    .journal.list(orderId)
    .filter((entry) => entry.type === type);
const approvals = (orderId: string, type = 'Auth') =>
  journal(orderId, type).filter((entry) => entry.outcome === 'approved');

const reversal = (id: string, path: string, payload: object) =>
  request(t.app, {
    method: 'POST',
    url: `/api/admin/collections/${id}/${path}`,
    token: admin.token,
    payload,
  });

const rejected = `/pos-collection-result/false/${encodeURIComponent(messages.callbackRejected)}`;

describe.each(PROTOCOL_CASES)('$protocol ($bank $cardName) through the payment engine', (c) => {
  const sale = (input: { card?: string; installments?: number; net?: string; cancel?: boolean } = {}) =>
    saleThroughThreeD(t.baseUrl, { cardName: c.cardName, card: c.card, ...input });

  it('a single payment: 3-D, callback, one authorisation of the server-computed total', async () => {
    const { transactionId, callback } = await sale();
    expect(callback.action).toBe(`${t.baseUrl}/api/PosCollection/BankCallback/${transactionId}`);
    const result = await postCallback(callback.action, callback.fields);
    expect(result.location).toBe(
      `/pos-collection-result/true/${encodeURIComponent(messages.paymentApproved)}`,
    );
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx).toMatchObject({ status: 'authorised', bankName: c.bank, installmentCount: 1 });
    const orderId = String(tx.orderId);
    expect(approvals(orderId)).toHaveLength(1);
    expect(approvals(orderId)[0]?.amount).toBe(tx.totalAmount);
    expect(tx.authCode).toBe(approvals(orderId)[0]?.authCode);
  });

  it('instalments: the bank is asked for the count and charges the total', async () => {
    const { transactionId, callback } = await sale({ installments: 3, net: '2500.50' });
    await postCallback(callback.action, callback.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx).toMatchObject({ status: 'authorised', installmentCount: 3 });
    expect(approvals(String(tx.orderId))[0]?.amount).toBe(tx.totalAmount);
  });

  it('a declined card fails with the bank words; a failed or cancelled 3-D check asks nothing', async () => {
    const declined = await sale({ card: CARDS.declined });
    const answer = await postCallback(declined.callback.action, declined.callback.fields);
    expect(answer.location).toContain('/false/');
    const tx = await transactionOf(t.baseUrl, declined.transactionId);
    expect(tx.status).toBe('failed');
    expect(approvals(String(tx.orderId))).toHaveLength(0);

    for (const threeD of [await sale({ card: CARDS.threeDFails }), await sale({ cancel: true })]) {
      const answer = await postCallback(threeD.callback.action, threeD.callback.fields);
      expect(decodeURIComponent(answer.location ?? '')).toContain(`/false/${messages.threeDFailed}`);
      const failed = await transactionOf(t.baseUrl, threeD.transactionId);
      // A signed failure fails the payment; an unsigned one leaves it open (it expires) and charges nothing.
      expect(failed.status).toBe(c.signsFailures ? 'failed' : 'awaiting_3d');
      expect(journal(String(failed.orderId), 'Auth')).toHaveLength(0);
    }
  });

  it('an altered callback is refused and audited; the genuine one still pays once', async () => {
    const { transactionId, callback } = await sale();
    for (const forged of c.forgeries(callback.fields)) {
      expect((await postCallback(callback.action, forged)).location).toBe(rejected);
    }
    let tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('awaiting_3d');
    expect(journal(String(tx.orderId), 'Auth')).toHaveLength(0);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, transactionId));
    expect(audits.map((a) => a.event)).toContain('payment.callback.rejected');

    await postCallback(callback.action, callback.fields);
    tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('authorised');
    expect(approvals(String(tx.orderId))).toHaveLength(1);
  });

  it("another payment's genuine callback posted to this payment is refused", async () => {
    const first = await sale();
    const second = await sale({ net: '999.00' });
    expect((await postCallback(second.callback.action, first.callback.fields)).location).toContain('/false/');
    expect((await transactionOf(t.baseUrl, second.transactionId)).status).toBe('awaiting_3d');
  });

  it('a replayed callback and 20 at once: one state change, one authorisation at the bank', async () => {
    const { transactionId, callback } = await sale();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postCallback(callback.action, callback.fields)),
    );
    expect(results.every((r) => r.status === 303)).toBe(true);
    await postCallback(callback.action, callback.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('authorised');
    expect(approvals(String(tx.orderId))).toHaveLength(1);
  });

  it('a lost completion answer stays pending, is never re-sent, and the reconciler settles it', async () => {
    const { transactionId, callback } = await sale();
    sandbox().api.dropNextAnswer('Auth');
    expect((await postCallback(callback.action, callback.fields)).location).toContain('/false/');
    const [row] = await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, transactionId));
    expect(row?.status).toBe('authorising');
    await postCallback(callback.action, callback.fields);
    expect(approvals(String(row?.orderId))).toHaveLength(1);
    await t.ctx.db
      .update(posTransactions)
      .set({ authorisationStartedAt: sql`now() - interval '5 minutes'` })
      .where(eq(posTransactions.id, transactionId));
    await t.reconciler.runOnce();
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('authorised');
    expect(tx.authCode).toBe(approvals(String(tx.orderId))[0]?.authCode);
    expect(approvals(String(tx.orderId))).toHaveLength(1);
  });

  it('a void under 20 concurrent requests reaches the bank once', async () => {
    const { transactionId, callback } = await sale({ net: '125.00' });
    await postCallback(callback.action, callback.fields);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reversal(transactionId, 'void', { reason: 'Mükerrer ödeme' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(approvals(String(tx.orderId), 'Void')).toHaveLength(1);
  });

  it('a refund after the bank day, retried with its key, reaches the bank once', async () => {
    const { transactionId, callback } = await sale({ net: '80.00' });
    await postCallback(callback.action, callback.fields);
    await t.ctx.db
      .update(posTransactions)
      .set({ collectedAt: sql`now() - interval '1 day'` })
      .where(eq(posTransactions.id, transactionId));
    sandbox().api.closeDay();
    const headers = { 'idempotency-key': `refund-${transactionId}` };
    const refund = () =>
      request(t.app, {
        method: 'POST',
        url: `/api/admin/collections/${transactionId}/refunds`,
        token: admin.token,
        payload: { amount: '10.00', reason: 'Fazla ödeme' },
        headers,
      });
    const first = await refund();
    expect(first.statusCode).toBe(200);
    const again = await refund();
    expect(answerOf<{ reversal: { id: string } }>(again).data.reversal.id).toBe(
      answerOf<{ reversal: { id: string } }>(first).data.reversal.id,
    );
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(approvals(String(tx.orderId), 'Credit')).toHaveLength(1);
    expect(approvals(String(tx.orderId), 'Credit')[0]?.amount).toMatch(/^10[.,]00$/);
  });
});

describe('card data never rests on the newer protocols (SECURITY.md canary)', () => {
  it('no table and no log line holds a card number or a CVV', async () => {
    await expectNoCardDataAtRest(t);
  });
});
