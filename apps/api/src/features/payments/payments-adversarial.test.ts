import { messages } from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdversarialApp } from '../../../test/adversarial.js';
import { CARDS } from '../../../test/payments.js';
import { PROTOCOL_CASES, THREE_D_PAY_CASES } from '../../../test/protocol-cases.js';

/**
 * Issue 26: one adversarial suite over every protocol, through the whole engine and the sandbox bank. Whatever is
 * posted (our own form, another order's genuine post, a decision field dropped, duplicated, relabelled or unsigned,
 * a late word), the payment ends where the bank's signed word puts it, and the bank's journal shows no second
 * charge. A sixth platform joins by adding its case to test/protocol-cases.ts.
 */

const { line, t: app, adversaryOf } = useAdversarialApp();

const rejected = `/pos-collection-result/false/${encodeURIComponent(messages.callbackRejected)}`;
const CARD_FIELD = /pan|card|cv|expdate|expire/i;

describe.each(PROTOCOL_CASES)('$protocol: what is posted to the callback', (c) => {
  const a = adversaryOf(c);

  it('our own 3-D form posted back is refused and changes nothing', async () => {
    const { transactionId, fields } = await a.ownForm();
    const posted = Object.fromEntries(Object.entries(fields).filter(([name]) => !CARD_FIELD.test(name)));
    expect((await a.post(a.callbackUrl(transactionId), posted)).location).toBe(rejected);
    const tx = await a.state(transactionId);
    expect(tx.status).toBe('awaiting_3d');
    expect(a.approvals(String(tx.orderId))).toHaveLength(0);
    expect(await a.audits(transactionId)).toContain('payment.callback.rejected');
  });

  it("another order's genuine post is refused; both payments stay open and nothing is charged", async () => {
    const cheap = await a.sale({ net: '1.00' });
    const dear = await a.sale({ net: '5000.00' });
    expect((await a.post(dear.callback.action, cheap.callback.fields)).location).toBe(rejected);
    for (const id of [cheap.transactionId, dear.transactionId]) {
      const tx = await a.state(id);
      expect(tx.status).toBe('awaiting_3d');
      expect(a.approvals(String(tx.orderId))).toHaveLength(0);
    }
  });

  it.each(c.tampers)('a genuine post with its $name: $outcome', async ({ alter, outcome }) => {
    const { transactionId, callback } = await a.sale();
    const answer = await a.post(callback.action, alter(callback.fields));
    const tx = await a.state(transactionId);
    if (outcome === 'refused') {
      expect(answer.location).toBe(rejected);
      expect(tx.status).toBe('awaiting_3d');
      expect(a.approvals(String(tx.orderId))).toHaveLength(0);
      // The genuine post still pays, once.
      await a.post(callback.action, callback.fields);
    }
    const paid = await a.state(transactionId);
    expect(paid.status).toBe('authorised');
    const charges = a.approvals(String(paid.orderId));
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amount.replace(',', '.')).toBe(paid.totalAmount);
  });

  it('a failure relabelled as a success charges nothing', async () => {
    if (!c.relabelFailure) {
      return;
    }
    const { transactionId, callback } = await a.sale({ cancel: true });
    const answer = await a.post(callback.action, c.relabelFailure.alter(callback.fields));
    expect(answer.location).toMatch(/\/false\//);
    const tx = await a.state(transactionId);
    expect(a.approvals(String(tx.orderId))).toHaveLength(0);
    expect(tx.status).toBe(c.relabelFailure.outcome === 'refused' ? 'awaiting_3d' : 'failed');
  });

  it('an unsigned failure decides nothing: the bank is asked, the payment stays open, the payer is told', async () => {
    if (c.signsFailures && !c.unsign) {
      return;
    }
    const { transactionId, callback } = await a.sale({ cancel: true });
    const unsigned = c.unsign ? c.unsign(callback.fields) : callback.fields;
    const answer = await a.post(callback.action, unsigned);
    expect(decodeURIComponent(answer.location)).toContain(`/false/${messages.threeDFailed}`);
    expect((await a.state(transactionId)).status).toBe('awaiting_3d');
    expect(await a.audits(transactionId)).toContain('payment.callback.unconfirmed');
    if (c.unsign) {
      // The bank's own signed failure still fails it.
      await a.post(callback.action, callback.fields);
      expect((await a.state(transactionId)).status).toBe('failed');
    }
  });

  it('an unsigned failure while the status query is down leaves the payment open', async () => {
    if (c.signsFailures && !c.unsign) {
      return;
    }
    const { transactionId, callback } = await a.sale({ cancel: true });
    line.spoilWhere(c.isStatusQuery, 'garbage');
    try {
      await a.post(callback.action, c.unsign ? c.unsign(callback.fields) : callback.fields);
    } finally {
      line.heal();
    }
    expect((await a.state(transactionId)).status).toBe('awaiting_3d');
  });

  it('a late passed check for a payment we failed or expired authorises nothing', async () => {
    for (const status of ['failed', 'expired'] as const) {
      const { transactionId, callback } = await a.sale();
      await a.force(transactionId, { status, message: 'zaman aşımı' });
      await a.post(callback.action, callback.fields);
      const tx = await a.state(transactionId);
      expect(tx.status).toBe(status);
      expect(a.approvals(String(tx.orderId))).toHaveLength(0);
    }
  });
});

describe.each(THREE_D_PAY_CASES)('$protocol, model 3d_pay: the bank charges at 3-D', (c) => {
  const a = adversaryOf(c);
  beforeAll(async () => {
    await a.change({ model: '3d_pay' });
  });
  afterAll(async () => {
    await a.change({ model: '3d' });
  });

  it('an approved charge is recorded once, and no authorisation is ever sent after it', async () => {
    const { transactionId, callback } = await a.sale();
    await a.post(callback.action, callback.fields);
    await a.post(callback.action, callback.fields);
    const tx = await a.state(transactionId);
    expect(tx.status).toBe('authorised');
    expect(a.approvals(String(tx.orderId), '3d_pay')).toHaveLength(1);
    expect(a.approvals(String(tx.orderId), 'Auth')).toHaveLength(0);
    expect(tx.authCode).toBe(a.approvals(String(tx.orderId))[0]?.authCode);
  });

  it('a declined charge fails the payment with the bank words; nothing is charged', async () => {
    const { transactionId, callback } = await a.sale({ card: CARDS.declined });
    expect((await a.post(callback.action, callback.fields)).location).toMatch(/\/false\//);
    const tx = await a.state(transactionId);
    expect(tx.status).toBe('failed');
    expect(a.approvals(String(tx.orderId))).toHaveLength(0);
  });

  it('a late approved charge for a payment we failed, or expired, is recorded, stamped and audited', async () => {
    for (const status of ['failed', 'expired'] as const) {
      const { transactionId, callback } = await a.sale();
      await a.force(transactionId, { status, message: 'zaman aşımı' });
      await a.post(callback.action, callback.fields);
      const tx = await a.state(transactionId);
      expect(tx.status).toBe('authorised');
      expect((await a.row(transactionId)).lateChargeAt).not.toBeNull();
      expect(await a.audits(transactionId)).toContain('payment.late-charge');
      expect(a.approvals(String(tx.orderId))).toHaveLength(1);
    }
  });

  it('a stale payment whose status query answers garbage or nothing is never expired blind', async () => {
    const { transactionId } = await a.sale();
    await a.force(transactionId, { createdAt: sql`now() - interval '31 minutes'` });
    for (const how of ['garbage', 'http-503', 'silence'] as const) {
      line.spoilWhere(c.isStatusQuery, how);
      try {
        await app().reconciler.runOnce();
      } finally {
        line.heal();
      }
      expect((await a.state(transactionId)).status).toBe('awaiting_3d');
    }
    // The bank charged at 3-D: once it answers, the charge is recorded.
    await app().reconciler.runOnce();
    const tx = await a.state(transactionId);
    expect(tx.status).toBe('authorised');
    expect(a.approvals(String(tx.orderId))).toHaveLength(1);
  });
});
