import { messages } from '@tahsilat/domain';
import { nestpayVer3Hash } from '@tahsilat/pos';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCardDataAtRest } from '../../../test/card-canary.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { CARDS, postCallback, postSale, saleThroughThreeD, transactionOf } from '../../../test/payments.js';
import { auditLog, callbackEvents, posTransactions } from '../../db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
  });
});
afterAll(async () => t.close());

const journal = (orderId: string) => t.sandbox?.journal.list(orderId) ?? [];
const authorisations = (orderId: string) => journal(orderId).filter((entry) => entry.type === 'Auth');

describe('card payment end to end over HTTP (sandbox bank)', () => {
  it('single payment: 3-D, callback, one authorisation of the server-computed total', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl);
    expect(callback.action).toBe(`${t.baseUrl}/api/PosCollection/BankCallback/${transactionId}`);
    const result = await postCallback(callback.action, callback.fields);
    expect(result.status).toBe(303);
    expect(result.location).toBe(
      `/pos-collection-result/true/${encodeURIComponent(messages.paymentApproved)}`,
    );
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx).toMatchObject({
      status: 'authorised',
      isSuccess: true,
      amount: '1000.00',
      totalAmount: '1017.90',
      netAmount: '1000.00',
      commissionRate: 1.79,
      installmentCount: 1,
      currencyCode: 'TRY',
      maskedCardNumber: '435508******4358',
      bankName: 'Akbank',
    });
    const orderId = String(tx.orderId);
    expect(authorisations(orderId)).toHaveLength(1);
    expect(authorisations(orderId)[0]).toMatchObject({ amount: '1017.90', outcome: 'approved' });
    expect(tx.authCode).toBe(authorisations(orderId)[0]?.authCode);
  });

  it('an instalment payment charges the total and carries the campaign instalments', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, {
      installments: 3,
      net: '2500.50',
    });
    await postCallback(callback.action, callback.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    // 2500.50 × (1 + 4.49 %) = 2612.77245 → 2612.77
    expect(tx).toMatchObject({
      status: 'authorised',
      totalAmount: '2612.77',
      installmentCount: 3,
      extraInstallmentCount: 2,
      commissionRate: 4.49,
    });
    expect(callback.fields.taksit).toBe('3');
  });

  it('a declined card fails with the bank message', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, { card: CARDS.declined });
    const result = await postCallback(callback.action, callback.fields);
    expect(result.location).toBe(`/pos-collection-result/false/${encodeURIComponent('Red-Onaylanmadı')}`);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx).toMatchObject({ status: 'failed', isSuccess: false, message: 'Red-Onaylanmadı' });
    // 05 says no more than "refused": the payer is told so in plain words (issue 27).
    expect(tx.declineReason).toBe('other');
  });

  it('a failed 3-D check fails without asking the bank to authorise', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, { card: CARDS.threeDFails });
    expect(callback.action).toContain(transactionId);
    await postCallback(callback.action, callback.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('failed');
    expect(tx.message).toContain(messages.threeDFailed);
    expect(tx.declineReason).toBe('three_d_failed');
    expect(authorisations(String(tx.orderId))).toHaveLength(0);
  });

  it('3d_pay (TEB Bonus): the bank charges at 3-D, the dealer carries the commission', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, {
      cardName: 'TEB Bonus',
      card: CARDS.approvedMaster,
    });
    await postCallback(callback.action, callback.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    // 1000 / (100 − 1.95) × 100 = 1019.887… → 1019.89
    expect(tx).toMatchObject({ status: 'authorised', totalAmount: '1019.89' });
    expect(journal(String(tx.orderId)).map((entry) => entry.type)).toEqual(['3d_pay']);
  });

  it('a replayed callback changes nothing and authorises nothing again', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl);
    const first = await postCallback(callback.action, callback.fields);
    const again = await postCallback(callback.action, callback.fields);
    expect(again).toEqual(first);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(authorisations(String(tx.orderId))).toHaveLength(1);
  });

  it('20 identical callbacks at once: one state change, one authorisation at the bank', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postCallback(callback.action, callback.fields)),
    );
    expect(results.every((r) => r.status === 303)).toBe(true);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('authorised');
    expect(authorisations(String(tx.orderId))).toHaveLength(1);
    const events = await t.ctx.db
      .select()
      .from(callbackEvents)
      .where(eq(callbackEvents.transactionId, transactionId));
    expect(events).toHaveLength(20);
  });
});

describe('forged and altered callbacks', () => {
  it('a valid hash with one field changed is refused, audited, and the genuine one still works', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl);
    const altered = { ...callback.fields, amount: '1.00' };
    const refused = await postCallback(callback.action, altered);
    expect(refused.location).toBe(
      `/pos-collection-result/false/${encodeURIComponent(messages.callbackRejected)}`,
    );
    let tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('awaiting_3d');
    expect(authorisations(String(tx.orderId))).toHaveLength(0);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, transactionId));
    expect(audits.map((a) => a.event)).toContain('payment.callback.rejected');

    await postCallback(callback.action, callback.fields);
    tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('authorised');
  });

  it("a callback signed with another tenant's store key is refused", async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl);
    const { HASH: _hash, ...unsigned } = callback.fields;
    // Tenant B's demo store key.
    const forged = { ...unsigned, HASH: nestpayVer3Hash(unsigned, 'SANDBOXKEY07') };
    expect((await postCallback(callback.action, forged)).location).toContain('/false/');
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('awaiting_3d');
    expect(authorisations(String(tx.orderId))).toHaveLength(0);
  });

  it("a genuine callback of one payment posted to another payment's URL is refused", async () => {
    const first = await saleThroughThreeD(t.baseUrl);
    const second = await saleThroughThreeD(t.baseUrl);
    const refused = await postCallback(second.callback.action, first.callback.fields);
    expect(refused.location).toContain('/false/');
    expect((await transactionOf(t.baseUrl, second.transactionId)).status).toBe('awaiting_3d');
    expect((await transactionOf(t.baseUrl, first.transactionId)).status).toBe('awaiting_3d');
  });

  it('a malformed body is a 400, never a 500; an unknown transaction is sent to the failure panel', async () => {
    const { callback } = await saleThroughThreeD(t.baseUrl);
    const duplicate = await fetch(callback.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'oid=1&oid=2',
      redirect: 'manual',
    });
    expect(duplicate.status).toBe(400);
    const broken = await fetch(callback.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=%ZZ',
      redirect: 'manual',
    });
    expect(broken.status).toBe(400);
    const huge = await fetch(callback.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `a=${'x'.repeat(40_000)}`,
      redirect: 'manual',
    });
    expect(huge.status).toBe(413);
    const unknown = await postCallback(
      `${t.baseUrl}/api/PosCollection/BankCallback/00000000-0000-4000-8000-000000000000`,
      callback.fields,
    );
    expect(unknown.location).toBe(
      `/pos-collection-result/false/${encodeURIComponent(messages.transactionNotFound)}`,
    );
    const notUuid = await postCallback(`${t.baseUrl}/api/PosCollection/BankCallback/abc`, callback.fields);
    expect(notUuid.status).toBe(400);
  });
});

describe('the server prices the payment', () => {
  it('a client total below the server total is a 400 and creates nothing', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(posTransactions);
    const sale = await postSale(t.baseUrl, { total: '1000.00' });
    expect(sale.status).toBe(400);
    expect(sale.body.message).toBe(messages.amountMismatch);
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(posTransactions);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses an instalment the card does not offer, a currency the provider does not take, and zero', async () => {
    expect((await postSale(t.baseUrl, { installments: 11, total: '1100.00' })).body.message).toBe(
      messages.installmentNotOffered,
    );
    expect((await postSale(t.baseUrl, { cardName: 'Paraf', currency: 'USD' })).body.message).toBe(
      messages.currencyNotOffered,
    );
    const zero = await postSale(t.baseUrl, { net: '0.00', total: '0.00' });
    expect(zero.status).toBe(406);
    const floaty = await postSale(t.baseUrl, { extra: { amount: 1017.9 } });
    expect(floaty.status).toBe(406);
  });

  it('offers instalments only on a card of the programme bank; any card may pay at once', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(posTransactions);
    // A Garanti card (BIN 540667) asking for Akbank Axess instalments.
    const foreign = await postSale(t.baseUrl, { card: CARDS.approvedMaster, installments: 3 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(messages.installmentNeedsProgrammeCard);
    // An unknown card (no BIN entry) is refused instalments too.
    const unknown = await postSale(t.baseUrl, { card: '4242424242424242', installments: 3 });
    expect(unknown.body.message).toBe(messages.installmentNeedsProgrammeCard);
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(posTransactions);
    expect(after[0]?.n).toBe(before[0]?.n);
    // The same Garanti card pays a single payment through Akbank.
    expect((await postSale(t.baseUrl, { card: CARDS.approvedMaster })).status).toBe(200);
  });

  it('validates the card in Turkish before anything is stored', async () => {
    const sale = await postSale(t.baseUrl, { card: '4355084355084359' });
    expect(sale.status).toBe(406);
    expect(sale.body.data).toContain(messages.invalidCardNumber);
  });

  it('takes a description with a Luhn-valid order number that is no card; a card number in it is refused', async () => {
    // 1732812345673 passes Luhn, but no card scheme starts with 1 (the canary below reads it at rest too).
    const order = await postSale(t.baseUrl, { extra: { description: 'Kabul POS 1732812345673' } });
    expect(order.status).toBe(200);
    const card = await postSale(t.baseUrl, { extra: { description: 'Kabul POS, kart 5406 6754 0667 5403' } });
    expect(card.status).toBe(406);
    expect(card.body.data).toContain(messages.cardNumberInText);
  });

  it('answers the bank form uncached, with the card only inside the form', async () => {
    const sale = await postSale(t.baseUrl);
    expect(sale.status).toBe(200);
    expect(sale.headers.get('cache-control')).toBe('no-store');
    expect(sale.body.data?.content).toContain('nonce="__CSP_NONCE__"');
  });
});

describe('reconciler', () => {
  it('expires a payment whose card holder never came back after 30 minutes', async () => {
    const sale = await postSale(t.baseUrl);
    const id = sale.body.data?.transactionId ?? '';
    await t.ctx.db
      .update(posTransactions)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(posTransactions.id, id));
    await t.reconciler.runOnce();
    expect((await transactionOf(t.baseUrl, id)).status).toBe('expired');
  });

  const backdate = (id: string) =>
    t.ctx.db
      .update(posTransactions)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(posTransactions.id, id));

  it('3d_pay: a charge whose callback never came is recorded from the bank status, not expired', async () => {
    // The customer passed 3-D at TEB (the bank charged), and the post back to us was lost.
    const { transactionId } = await saleThroughThreeD(t.baseUrl, {
      cardName: 'TEB Bonus',
      card: CARDS.approvedMaster,
    });
    await backdate(transactionId);
    await t.reconciler.runOnce();
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx).toMatchObject({ status: 'authorised', totalAmount: '1019.89' });
    // Recorded, not charged again.
    expect(journal(String(tx.orderId)).map((entry) => entry.type)).toEqual(['3d_pay']);
  });

  it('3d_pay: a payment the bank never charged expires once the bank says so', async () => {
    const sale = await postSale(t.baseUrl, { cardName: 'TEB Bonus', card: CARDS.approvedMaster });
    const id = sale.body.data?.transactionId ?? '';
    await backdate(id);
    await t.reconciler.runOnce();
    const tx = await transactionOf(t.baseUrl, id);
    expect(tx.status).toBe('expired');
    expect(journal(String(tx.orderId))).toEqual([]);
  });

  it('3d_pay: a charge whose callback comes after the payment expired is recorded, not lost', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, {
      cardName: 'TEB Bonus',
      card: CARDS.approvedMaster,
    });
    // Expired here first (say the bank did not answer the status query then); the bank's post comes late.
    await t.ctx.db
      .update(posTransactions)
      .set({ status: 'expired', message: messages.paymentExpired })
      .where(eq(posTransactions.id, transactionId));
    await postCallback(callback.action, callback.fields);
    expect(await transactionOf(t.baseUrl, transactionId)).toMatchObject({ status: 'authorised' });
    // A replay of the late post changes nothing.
    await postCallback(callback.action, callback.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('authorised');
    expect(journal(String(tx.orderId)).map((entry) => entry.type)).toEqual(['3d_pay']);
  });
});

describe('card data never rests (SECURITY.md canary)', () => {
  it('no table and no log line holds a card number or a CVV', async () => {
    await expectNoCardDataAtRest(t);
  });
});
