import { messages } from '@tahsilat/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestApp } from '../../../test/helpers.js';
import { linkApi, startLinkApp } from '../../../test/payment-links.js';
import {
  CARDS,
  linkSaleThroughThreeD,
  postCallback,
  postLinkSale,
  transactionOf,
} from '../../../test/payments.js';
import { paymentRequests, posTransactions } from '../../db/schema.js';

let t: TestApp;
let firmToken: string;
const { created, list, post, byCode, journal } = linkApi(() => t);

beforeAll(async () => {
  ({ t, firmToken } = await startLinkApp());
});
afterAll(async () => t.close());

describe('paying a link', () => {
  it('is paid once through 3-D; the link shows paid and takes no second payment', async () => {
    const link = await created(firmToken, {
      amount: '1000.00',
      description: 'Tek ödeme',
      customerName: 'Ayşe Yılmaz',
      customerEmail: 'ayse@example.com.tr',
    });
    const page = await byCode(link.code);
    expect(page.answer.data).toMatchObject({
      isPaid: false,
      status: 'waiting',
      customerName: 'Ayşe Yılmaz',
      customerEmail: 'ayse@example.com.tr',
      amount: '1000.00',
      amountString: '1.000,00',
      firmName: 'Demo Bayi',
      paymentGuid: DEMO.tenantA.paymentGuid,
    });
    expect(page.answer.data.providers.length).toBeGreaterThan(0);
    const { transactionId, callback } = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '1000.00' });
    await postCallback(callback.action, callback.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx).toMatchObject({
      status: 'authorised',
      totalAmount: '1017.90',
      referenceNumber: link.referenceNumber,
    });
    const after = await byCode(link.code);
    // A paid link's page no longer tells who the customer was.
    expect(after.answer.data).toMatchObject({
      isPaid: true,
      status: 'paid',
      providers: [],
      customerName: null,
      customerEmail: null,
      customerPhone: null,
    });
    const tracked = (await list(firmToken, { search: 'Tek ödeme' })).answer.data.items[0];
    expect(tracked).toMatchObject({ status: 'paid', paidCount: 1, transactionId, paidAmount: '1017.90' });
    const again = await postLinkSale(t.baseUrl, link.code, { net: '1000.00' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.paymentRequestPaid);
  });

  it('charges the link amount, never the client’s; the currency is the link’s', async () => {
    const link = await created(firmToken, { amount: '500.00', description: 'Tutar kontrolü' });
    const cheaper = await postLinkSale(t.baseUrl, link.code, { net: '5.00' });
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.message).toBe(messages.amountMismatch);
    const otherCurrency = await postLinkSale(t.baseUrl, link.code, { net: '500.00', currency: 'USD' });
    expect(otherCurrency.status).toBe(400);
    expect((await postLinkSale(t.baseUrl, 'x'.repeat(24), { net: '500.00' })).status).toBe(404);
    expect((await byCode('nope')).status).toBe(404);
    // The payer's texts are stored with the payment: a card number, a NUL or an impossible day is refused.
    for (const [extra, message] of [
      [{ holderName: '4546 7112 3456 7894' }, messages.cardNumberInText],
      [{ customerInformation: 'kart 4546711234567894' }, messages.cardNumberInText],
      [{ holderName: 'Ayşe\u0000 Yılmaz' }, messages.nulCharacter],
      [{ policyDate: '2026-02-30' }, messages.policyDateInvalid],
    ] as const) {
      const refused = await postLinkSale(t.baseUrl, link.code, { net: '500.00', extra });
      expect(refused.status, JSON.stringify(extra)).toBe(406);
      expect(refused.body.data as unknown, JSON.stringify(extra)).toContain(message);
    }
  });

  it('a multi-use link counts every payment and shows what they collected together', async () => {
    const link = await created(firmToken, {
      amount: '100.00',
      description: 'Çoklu ödeme toplamı',
      maxPayments: 3,
    });
    for (let i = 0; i < 2; i += 1) {
      const sale = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '100.00' });
      await postCallback(sale.callback.action, sale.callback.fields);
      expect((await transactionOf(t.baseUrl, sale.transactionId)).totalAmount).toBe('101.79');
    }
    expect((await list(firmToken, { search: 'Çoklu ödeme toplamı' })).answer.data.items[0]).toMatchObject({
      status: 'waiting',
      paidCount: 2,
      paidAmount: '203.58',
    });
  });

  it('a declined card leaves the link open for another try', async () => {
    const link = await created(firmToken, { amount: '300.00', description: 'Red sonrası' });
    const declined = await linkSaleThroughThreeD(t.baseUrl, link.code, {
      net: '300.00',
      card: CARDS.declined,
    });
    await postCallback(declined.callback.action, declined.callback.fields);
    expect((await transactionOf(t.baseUrl, declined.transactionId)).status).toBe('failed');
    expect((await byCode(link.code)).answer.data.status).toBe('waiting');
    const paid = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '300.00' });
    await postCallback(paid.callback.action, paid.callback.fields);
    expect((await byCode(link.code)).answer.data.status).toBe('paid');
  });

  it('3d_pay with the callback lost: the reconciler records the charge, or voids it when the link was paid meanwhile', async () => {
    const tebBonus = { net: '300.00', cardName: 'TEB Bonus', card: '5571131234567890' };
    // The customer passes 3-D and the bank charges; the post back to us never arrives.
    const link = await created(firmToken, { amount: '300.00', description: 'Geri dönüş kayboldu' });
    const lostPost = await linkSaleThroughThreeD(t.baseUrl, link.code, tebBonus);
    // On a second link the same happens, and meanwhile another customer pays that link.
    const other = await created(firmToken, { amount: '300.00', description: 'Geri dönüş kayboldu, ödendi' });
    const lostOnPaid = await linkSaleThroughThreeD(t.baseUrl, other.code, tebBonus);
    const payer = await linkSaleThroughThreeD(t.baseUrl, other.code, { net: '300.00' });
    await postCallback(payer.callback.action, payer.callback.fields);
    expect((await byCode(other.code)).answer.data.status).toBe('paid');

    await t.ctx.db
      .update(posTransactions)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(inArray(posTransactions.id, [lostPost.transactionId, lostOnPaid.transactionId]));
    await t.reconciler.runOnce();

    const recorded = await transactionOf(t.baseUrl, lostPost.transactionId);
    expect(recorded.status).toBe('authorised');
    expect((await byCode(link.code)).answer.data).toMatchObject({ isPaid: true, status: 'paid' });
    expect(journal(String(recorded.orderId)).map((e) => e.type)).toEqual(['3d_pay']);
    const voided = await transactionOf(t.baseUrl, lostOnPaid.transactionId);
    expect(voided).toMatchObject({ status: 'failed', message: messages.paymentRequestTaken });
    expect(journal(String(voided.orderId)).map((e) => e.type)).toEqual(['3d_pay', 'Void']);
    const [row] = await t.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, other.id));
    expect(row).toMatchObject({ paidCount: 1, claimedCount: 1, lastTransactionId: payer.transactionId });
  });

  it.each([
    ['3d (authorisation after the callback)', 'Axess', CARDS.approved],
    ['3d_pay (charged before the callback)', 'TEB Bonus', '5571131234567890'],
  ])(
    'two customers paying one single-use link at once: one is charged — %s',
    async (_name, cardName, card) => {
      const link = await created(firmToken, { amount: '200.00', description: `Yarış ${cardName}` });
      const [a, b] = await Promise.all([
        linkSaleThroughThreeD(t.baseUrl, link.code, { net: '200.00', cardName, card }),
        linkSaleThroughThreeD(t.baseUrl, link.code, { net: '200.00', cardName, card }),
      ]);
      await Promise.all([
        postCallback(a.callback.action, a.callback.fields),
        postCallback(b.callback.action, b.callback.fields),
      ]);
      const results = await Promise.all([
        transactionOf(t.baseUrl, a.transactionId),
        transactionOf(t.baseUrl, b.transactionId),
      ]);
      const won = results.filter((tx) => tx.status === 'authorised');
      const lost = results.filter((tx) => tx.status === 'failed');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]?.message).toBe(messages.paymentRequestTaken);
      // The bank's journal: exactly one charge stands.
      const standing = results.flatMap((tx) => {
        const entries = journal(String(tx.orderId)).filter((e) => e.outcome === 'approved');
        const voided = entries.some((e) => e.type === 'Void');
        return voided ? [] : entries.filter((e) => e.type === 'Auth' || e.type === '3d_pay');
      });
      expect(standing).toHaveLength(1);
      const [row] = await t.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, link.id));
      expect(row).toMatchObject({
        state: 'paid',
        paidCount: 1,
        claimedCount: 1,
        lastTransactionId: won[0]?.id,
      });
    },
  );

  it('a pre-authorisation is held, then captured once; another is released', async () => {
    const link = await created(firmToken, { amount: '800.00', description: 'Ön provizyon', isPreAuth: true });
    expect((await byCode(link.code)).answer.data.isPreAuth).toBe(true);
    const sale = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '800.00' });
    await postCallback(sale.callback.action, sale.callback.fields);
    const tx = await transactionOf(t.baseUrl, sale.transactionId);
    expect(journal(String(tx.orderId)).map((e) => e.type)).toEqual(['PreAuth']);
    const held = (await list(firmToken, { search: 'Ön provizyon' })).answer.data.items[0];
    // A hold shows what capturing it takes (the capture dialog's figure), though nothing is collected yet.
    expect(held).toMatchObject({ status: 'paid', preAuthState: 'held', paidAmount: tx.totalAmount });
    const [first, second] = await Promise.all([
      post('CapturePreAuth', firmToken, { id: link.id }),
      post('CapturePreAuth', firmToken, { id: link.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(journal(String(tx.orderId)).filter((e) => e.type === 'PostAuth')).toHaveLength(1);
    expect((await list(firmToken, { search: 'Ön provizyon' })).answer.data.items[0]?.preAuthState).toBe(
      'captured',
    );
    expect((await post('ReleasePreAuth', firmToken, { id: link.id })).answer.message).toBe(
      messages.preAuthNotHeld,
    );

    const other = await created(firmToken, {
      amount: '90.00',
      description: 'Bırakılacak provizyon',
      isPreAuth: true,
    });
    const sale2 = await linkSaleThroughThreeD(t.baseUrl, other.code, { net: '90.00' });
    await postCallback(sale2.callback.action, sale2.callback.fields);
    const released = await post('ReleasePreAuth', firmToken, { id: other.id });
    expect(released.answer).toMatchObject({
      message: messages.preAuthReleased,
      data: { preAuthState: 'released' },
    });
    const tx2 = await transactionOf(t.baseUrl, sale2.transactionId);
    expect(journal(String(tx2.orderId)).map((e) => e.type)).toEqual(['PreAuth', 'Void']);
    // A released hold collected nothing: tracking and the export show no paid amount for it.
    expect((await list(firmToken, { search: 'Bırakılacak provizyon' })).answer.data.items[0]).toMatchObject({
      status: 'paid',
      preAuthState: 'released',
      paidAmount: null,
    });
    // An ordinary link has no hold to capture.
    const plain = await created(firmToken, { description: 'Provizyonsuz' });
    expect((await post('CapturePreAuth', firmToken, { id: plain.id })).answer.message).toBe(
      messages.preAuthNotHeld,
    );
  });
});
