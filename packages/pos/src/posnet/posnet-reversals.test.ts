import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFormBody } from '../form-body.js';
import { fetchHttpClient } from '../http-client.js';
import { SANDBOX_CARDS } from '../sandbox/merchants.js';
import { formOf } from '../sandbox/walk.js';
import type { PosAccount } from '../types.js';
import { textOf } from '../xml.js';
import { PosNetGateway } from './gateway.js';
import { POSNET_TEST_CARD, PosnetSandboxHarness, refsOf, testCard } from './sandbox-harness.test-support.js';
import { readPosnetRequest } from './transport.js';

const harness = new PosnetSandboxHarness();
let account: PosAccount;
let gateway: PosNetGateway;
beforeAll(async () => {
  await harness.start();
  account = harness.account;
  gateway = harness.gateway();
});
afterAll(async () => harness.close());

describe('PosNet gateway against the sandbox bank: reversals, lost answers, card data', () => {
  it('void the same day (by hostlogkey, and by order id), refused after the end of day', async () => {
    const first = harness.newOrder();
    const { result } = await harness.pay(first);
    expect(await gateway.refund(refsOf(first.orderId, result), 100n, 'TRY')).toMatchObject({
      outcome: 'declined',
      errorCode: '0057',
    });
    expect((await gateway.void(refsOf(first.orderId, result))).outcome).toBe('approved');
    expect((await gateway.status(first.orderId)).state).toBe('voided');
    expect(await gateway.reversals(first.orderId)).toEqual({
      answered: true,
      voided: true,
      refunded: 0n,
      refundCount: 0,
    });
    expect((await gateway.void(refsOf(first.orderId, result))).errorCode).toBe('0123');

    const second = harness.newOrder();
    await harness.pay(second);
    const byOrderId = {
      orderId: second.orderId,
      installments: 1,
      authCode: null,
      hostRefNum: null,
      transId: null,
    };
    expect((await gateway.void(byOrderId)).outcome).toBe('approved');
    expect(harness.journalOf(second.orderId)).toEqual(['Auth:approved', 'Void:approved']);
  });

  it('refunds after the end of day, full and partial, never beyond the sale', async () => {
    const partial = harness.newOrder();
    const sale = (await harness.pay(partial)).result;
    const whole = harness.newOrder({ amount: 2_500n });
    const wholeSale = (await harness.pay(whole)).result;
    harness.sandbox.bank.api.closeDay();
    expect(await gateway.void(refsOf(partial.orderId, sale))).toMatchObject({
      outcome: 'declined',
      errorCode: '0057',
    });

    expect((await gateway.refund(refsOf(partial.orderId, sale), 50_000n, 'TRY')).outcome).toBe('approved');
    expect(await gateway.refund(refsOf(partial.orderId, sale), 51_551n, 'TRY')).toMatchObject({
      outcome: 'declined',
      errorCode: '0013',
    });
    expect(await gateway.refund(refsOf(partial.orderId, sale), 1_000n, 'USD')).toMatchObject({
      errorCode: '0013',
    });
    const byOrderId = {
      orderId: partial.orderId,
      installments: 1,
      authCode: null,
      hostRefNum: null,
      transId: null,
    };
    expect((await gateway.refund(byOrderId, 51_550n, 'TRY')).outcome).toBe('approved');
    expect(await gateway.reversals(partial.orderId)).toEqual({
      answered: true,
      voided: false,
      refunded: 101_550n,
      refundCount: 2,
    });
    expect((await gateway.refund(refsOf(partial.orderId, sale), 1n, 'TRY')).outcome).toBe('declined');
    expect((await gateway.status(partial.orderId)).state).toBe('refunded');

    expect((await gateway.refund(refsOf(whole.orderId, wholeSale), 2_500n, 'TRY')).outcome).toBe('approved');
    expect(await gateway.reversals(whole.orderId)).toMatchObject({ refunded: 2_500n, refundCount: 1 });
    expect(harness.journalOf(whole.orderId)).toEqual(['Auth:approved', 'Credit:approved']);
  });

  it('a lost authorisation answer is unknown; status then finds the one approval', async () => {
    const order = harness.newOrder();
    const fields = await harness.threeD(order);
    expect((await gateway.readCallback(fields, order)).kind).not.toBe('refused');
    harness.sandbox.bank.api.dropNextAnswer('Auth');
    expect((await gateway.authorise(order, fields)).outcome).toBe('unknown');
    expect((await gateway.status(order.orderId)).state).toBe('authorised');
    expect(harness.journalOf(order.orderId)).toEqual(['Auth:approved']);
    // A lost void answer: done at the bank all the same, as the agreement reply shows.
    harness.sandbox.bank.api.dropNextAnswer('Void');
    const refs = { orderId: order.orderId, installments: 1, authCode: null, hostRefNum: null, transId: null };
    expect((await gateway.void(refs)).outcome).toBe('unknown');
    expect(await gateway.reversals(order.orderId)).toMatchObject({ answered: true, voided: true });
    expect(harness.journalOf(order.orderId)).toEqual(['Auth:approved', 'Void:approved']);
    expect(await gateway.status('T261125NOSUCHORDR')).toMatchObject({ answered: true, state: 'not_found' });
    expect(await gateway.reversals('T261125NOSUCHORDR')).toMatchObject({ answered: true, voided: false });
  });

  it('a silent bank is unknown or unverified, never a throw', async () => {
    const silent = new PosNetGateway(
      { ...account, endpoints: { gateUrl: account.endpoints.gateUrl, apiUrl: 'http://127.0.0.1:9/none' } },
      fetchHttpClient,
      500,
    );
    const order = harness.newOrder();
    expect(await silent.start3d(order, testCard())).toMatchObject({
      kind: 'refused',
      result: { outcome: 'unknown' },
    });
    const fields = { MerchantPacket: 'AA', BankPacket: 'BB', Sign: 'CC' };
    expect(await silent.readCallback(fields, order)).toMatchObject({ kind: 'unverified' });
    expect((await silent.authorise(order, fields)).outcome).toBe('unknown');
    expect(await silent.status(order.orderId)).toMatchObject({ answered: false, state: 'unknown' });
    expect((await silent.reversals(order.orderId)).answered).toBe(false);
  });

  it("the card holder's Turkish name reaches the bank intact in ISO-8859-9", async () => {
    const name = 'Çağrı Şükrü Öztürk';
    const order = harness.newOrder({ cardHolderName: name });
    const before = harness.requests.length;
    const start = await gateway.start3d(order, { ...testCard(), holderName: name });
    expect(start.kind).toBe('form');
    const body = harness.requests[before] ?? new Uint8Array();
    // On the wire: percent-escaped single bytes of ISO-8859-9 (Ş is DE, ğ F0, ı FD), no UTF-8 pairs.
    const wire = Buffer.from(body).toString('latin1');
    expect(wire).toContain('%C7a%F0r%FD%20%DE%FCkr%FC%20%D6zt%FCrk');
    expect(textOf(readPosnetRequest(body).oosRequestData, 'cardHolderName')).toBe(name);
  });

  it('no full card number in any answer of the sandbox nor in any result', async () => {
    const seen: unknown[] = [];
    for (const number of [POSNET_TEST_CARD, SANDBOX_CARDS.declined]) {
      const order = harness.newOrder();
      const form = formOf(await gateway.start3d(order, testCard(number)));
      const page = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: encodeFormBody(form.fields),
      });
      const html = await page.text();
      expect(html).toContain(`${number.slice(0, 4)} ${number.slice(4, 6)}** **** ${number.slice(-4)}`);
      expect(html).not.toContain(number);
      const fields = await harness.threeD(order, number);
      const check = await gateway.readCallback(fields, order);
      const result = await gateway.authorise(order, fields);
      seen.push(form, fields, check, result, await gateway.status(order.orderId));
      seen.push(await gateway.reversals(order.orderId));
    }
    const failed = harness.newOrder();
    const failedFields = await harness.threeD(failed, SANDBOX_CARDS.threeDFails);
    seen.push(
      failedFields,
      await gateway.readCallback(failedFields, failed),
      await gateway.authorise(failed, failedFields),
    );
    seen.push(await gateway.start3d(harness.newOrder(), testCard('4048095010857529')));
    const serialised = JSON.stringify(seen, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    for (const number of [
      POSNET_TEST_CARD,
      SANDBOX_CARDS.declined,
      SANDBOX_CARDS.threeDFails,
      '4048095010857529',
    ]) {
      expect(serialised).not.toContain(number);
      expect(harness.answers.join('\n')).not.toContain(number);
      expect(JSON.stringify(harness.sandbox.bank.journal.list())).not.toContain(number);
    }
  });
});
