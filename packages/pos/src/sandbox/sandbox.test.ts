import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFormBody } from '../form-body.js';
import { NestPayGateway } from '../nestpay/gateway.js';
import type { Order, PosAccount } from '../types.js';
import { startSandboxBank } from './sandbox-bank.js';
import { formOf, walkSandboxThreeD } from './walk.js';

const merchant = {
  clientId: '700999000001',
  storeKey: 'TESTKEY01',
  apiUser: 'TESTAPI',
  apiPassword: 'Test.Api.01',
  name: 'Test Mağazası',
};
let sandbox: Awaited<ReturnType<typeof startSandboxBank>>;
let account: PosAccount;

beforeAll(async () => {
  sandbox = await startSandboxBank({ merchants: [merchant] });
  account = {
    protocol: 'nestpay',
    model: '3d',
    endpoints: { gateUrl: sandbox.gateUrl, apiUrl: sandbox.apiUrl },
    credentials: {
      storeId: merchant.clientId,
      apiUser: merchant.apiUser,
      apiPassword: merchant.apiPassword,
      storeKey: merchant.storeKey,
    },
    acceptedMdStatus: ['1'],
  };
});
afterAll(async () => sandbox.close());

let sequence = 0;
function newOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    orderId: `T${Date.now()}${sequence}`,
    amount: 101_500n,
    currency: 'TRY',
    installments: 1,
    type: 'Auth',
    okUrl: 'https://merchant.test/ok',
    failUrl: 'https://merchant.test/fail',
    language: 'tr',
    customerIp: '10.0.0.1',
    ...overrides,
  };
}

/** An order's references as we would store them: the sandbox's NestPay names the order by its id. */
const refsOf = (orderId: string) => ({
  orderId,
  installments: 1,
  authCode: null,
  hostRefNum: null,
  transId: null,
});
const card = (number: string) => ({
  number,
  expireMonth: '12',
  expireYear: '30',
  cvv: '000',
  holderName: 'Ali Veli',
});

describe('our NestPay client against the sandbox bank', () => {
  it('3-D, callback, authorisation, status and void', async () => {
    const gateway = new NestPayGateway(account, undefined as never);
    const client = new NestPayGateway(account, (await import('../http-client.js')).fetchHttpClient);
    const order = newOrder({ installments: 3 });
    const back = await walkSandboxThreeD(formOf(await client.start3d(order, card('4546711234567894'))));
    expect(back.action).toBe(order.okUrl);
    const check = await gateway.readCallback(back.fields, order);
    expect(check).toMatchObject({
      kind: 'authenticated',
      mdStatus: '1',
      maskedPan: '454671***7894',
    });
    expect(back.fields.taksit).toBe('3');

    const result = await client.authorise(order, back.fields);
    expect(result).toMatchObject({ outcome: 'approved', returnCode: '00' });
    expect(result.authCode).toMatch(/^\d{6}$/);
    expect((await client.status(order.orderId)).state).toBe('authorised');
    // The bank does not take a second authorisation for the same order.
    expect((await client.authorise(order, back.fields)).outcome).toBe('error');
    expect((await client.void(refsOf(order.orderId))).outcome).toBe('approved');
    expect((await client.status(order.orderId)).state).toBe('voided');
    expect(sandbox.bank.journal.list(order.orderId).map((e) => `${e.type}:${e.outcome}`)).toEqual([
      'Auth:approved',
      'Void:approved',
    ]);
  });

  it('the declined card passes 3-D and is declined at authorisation', async () => {
    const client = new NestPayGateway(account, (await import('../http-client.js')).fetchHttpClient);
    const order = newOrder();
    const back = await walkSandboxThreeD(formOf(await client.start3d(order, card('4000000000000002'))));
    expect((await client.readCallback(back.fields, order)).kind).toBe('authenticated');
    expect(await client.authorise(order, back.fields)).toMatchObject({
      outcome: 'declined',
      returnCode: '05',
      message: 'Red-Onaylanmadı',
    });
  });

  it('the 3-D failure card comes back to failUrl with a failing mdStatus', async () => {
    const client = new NestPayGateway(account, (await import('../http-client.js')).fetchHttpClient);
    const order = newOrder();
    const back = await walkSandboxThreeD(formOf(await client.start3d(order, card('4000000000003220'))));
    expect(back.action).toBe(order.failUrl);
    expect(await client.readCallback(back.fields, order)).toMatchObject({
      kind: 'not_authenticated',
      mdStatus: '0',
    });
    expect((await client.authorise(order, back.fields)).outcome).toBe('error');
  });

  it('a wrong SMS code three times, or cancel, fails the 3-D check', async () => {
    const client = new NestPayGateway(account, (await import('../http-client.js')).fetchHttpClient);
    const order = newOrder();
    const back = await walkSandboxThreeD(formOf(await client.start3d(order, card('4242424242424242'))), {
      cancel: true,
    });
    expect(back.action).toBe(order.failUrl);
    expect(back.fields.mdStatus).toBe('0');
  });

  it('refuses a form whose hash is wrong', async () => {
    const client = new NestPayGateway(account, (await import('../http-client.js')).fetchHttpClient);
    const form = formOf(await client.start3d(newOrder(), card('4242424242424242')));
    const tampered = { ...form.fields, amount: '1.00' };
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: encodeFormBody(tampered),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('hash');
    const otherKey = new NestPayGateway(
      { ...account, credentials: { ...account.credentials, storeKey: 'WRONG' } },
      undefined as never,
    );
    await expect(
      walkSandboxThreeD(formOf(await otherKey.start3d(newOrder(), card('4242424242424242')))),
    ).rejects.toThrow(/refused/);
  });

  it('3d_pay: the bank charges and the callback carries the answer', async () => {
    const payAccount = { ...account, model: '3d_pay' as const };
    const client = new NestPayGateway(payAccount, (await import('../http-client.js')).fetchHttpClient);
    const order = newOrder();
    const back = await walkSandboxThreeD(formOf(await client.start3d(order, card('5406675406675403'))));
    const check = await client.readCallback(back.fields, order);
    expect(check.kind === 'charge' ? check.result : null).toMatchObject({
      outcome: 'approved',
      returnCode: '00',
    });
    expect(sandbox.bank.journal.list(order.orderId)).toHaveLength(1);
  });

  it('pre-authorisation, capture and refund', async () => {
    const client = new NestPayGateway(account, (await import('../http-client.js')).fetchHttpClient);
    const order = newOrder({ type: 'PreAuth' });
    const back = await walkSandboxThreeD(formOf(await client.start3d(order, card('4546711234567894'))));
    expect((await client.authorise(order, back.fields)).outcome).toBe('approved');
    expect((await client.status(order.orderId)).state).toBe('preauthorised');
    expect((await client.capture(refsOf(order.orderId), order.amount, 'TRY')).outcome).toBe('approved');
    expect((await client.status(order.orderId)).state).toBe('captured');
    // Before the end of day a refund is refused (the sale is voided instead); after it, refunds up to the sale.
    expect(await client.refund(refsOf(order.orderId), 50_000n, 'TRY')).toMatchObject({
      outcome: 'error',
      errorCode: 'CORE-2508',
    });
    sandbox.bank.api.closeDay();
    expect((await client.refund(refsOf(order.orderId), 50_000n, 'TRY')).outcome).toBe('approved');
    expect(await client.refund(refsOf(order.orderId), 51_501n, 'TRY')).toMatchObject({
      errorCode: 'CORE-2011',
    });
    expect((await client.refund(refsOf(order.orderId), 51_500n, 'TRY')).outcome).toBe('approved');
    expect(await client.reversals(order.orderId)).toEqual({
      answered: true,
      voided: false,
      refunded: 101_500n,
      refundCount: 2,
    });
    expect(await client.void(refsOf(order.orderId))).toMatchObject({
      outcome: 'error',
      errorCode: 'CORE-2509',
    });
  });

  it('the order history shows a void; a lost answer is done at the bank all the same', async () => {
    const client = new NestPayGateway(account, (await import('../http-client.js')).fetchHttpClient);
    const order = newOrder();
    const back = await walkSandboxThreeD(formOf(await client.start3d(order, card('4546711234567894'))));
    expect((await client.authorise(order, back.fields)).outcome).toBe('approved');
    expect(await client.reversals(order.orderId)).toMatchObject({
      answered: true,
      voided: false,
      refunded: 0n,
    });
    sandbox.bank.api.dropNextAnswer('Void');
    expect((await client.void(refsOf(order.orderId))).outcome).toBe('unknown');
    expect(await client.reversals(order.orderId)).toMatchObject({
      answered: true,
      voided: true,
      refunded: 0n,
    });
    expect(await client.reversals('no-such-order')).toMatchObject({ answered: true, voided: false });
  });

  it('refuses API calls with the wrong API password', async () => {
    const client = new NestPayGateway(
      { ...account, credentials: { ...account.credentials, apiPassword: 'wrong' } },
      (await import('../http-client.js')).fetchHttpClient,
    );
    expect(await client.void(refsOf('none'))).toMatchObject({ outcome: 'error', errorCode: 'CORE-2001' });
    expect((await client.status('none')).state).toBe('unknown');
  });
});
