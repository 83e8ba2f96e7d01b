import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHttpClient } from '../http-client.js';
import { SANDBOX_CARDS } from '../sandbox/merchants.js';
import { formOf, walkSandboxThreeD } from '../sandbox/walk.js';
import type { PosAccount } from '../types.js';
import { textOf } from '../xml.js';
import type { PosNetGateway } from './gateway.js';
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

describe('PosNet gateway against the sandbox bank: payments', () => {
  it('sale: 3-D, resolve, finalisation, status', async () => {
    const order = harness.newOrder();
    const start = await gateway.start3d(order, testCard());
    expect(start).toMatchObject({ kind: 'form', action: account.endpoints.gateUrl });
    const form = formOf(start);
    expect(Object.keys(form.fields).sort()).toEqual(
      ['digest', 'lang', 'merchantReturnURL', 'mid', 'posnetData', 'posnetData2', 'posnetID', 'url'].sort(),
    );
    const back = await walkSandboxThreeD(form);
    expect(back.action).toBe(order.okUrl);
    expect(Object.keys(back.fields).sort()).toEqual(
      ['Amount', 'BankPacket', 'MerchantId', 'MerchantPacket', 'Sign', 'Xid'].sort(),
    );
    expect(back.fields.Xid).toBe(order.orderId.padStart(20, '0'));
    const check = await gateway.readCallback(back.fields, order);
    expect(check).toMatchObject({ kind: 'authenticated', problem: null, mdStatus: '1' });
    const result = await gateway.authorise(order, back.fields);
    expect(result).toMatchObject({
      outcome: 'approved',
      returnCode: '1',
      errorCode: null,
      orderId: order.orderId,
    });
    expect(result.authCode).toMatch(/^\d{6}$/);
    expect(result.hostRefNum).toMatch(/^\d{18}$/);
    expect(result.transId).toBe(result.hostRefNum);
    expect(await gateway.status(order.orderId)).toMatchObject({
      answered: true,
      state: 'authorised',
      result: { hostRefNum: result.hostRefNum, authCode: result.authCode },
    });
    const entries = harness.sandbox.bank.journal.list(order.orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      orderId: order.orderId,
      clientId: harness.merchant.clientId,
      type: 'Auth',
      outcome: 'approved',
      amount: '1015.50',
      currency: '949',
      maskedPan: '404809***7528',
    });
  });

  it('instalments (3) reach the bank as 03 and come back in instInfo', async () => {
    const order = harness.newOrder({ installments: 3 });
    const { result } = await harness.pay(order);
    expect(result.outcome).toBe('approved');
    const mine = harness.requests
      .map((body) => readPosnetRequest(body))
      .find((request) => textOf(request.oosRequestData, 'XID') === order.orderId.padStart(20, '0'));
    expect(textOf(mine?.oosRequestData, 'installment')).toBe('03');
    expect(harness.answers.some((body) => body.includes('<inst1>03</inst1>'))).toBe(true);
  });

  it('pre-authorisation, then capture by hostlogkey', async () => {
    const order = harness.newOrder({ type: 'PreAuth' });
    const { result } = await harness.pay(order);
    expect(result.outcome).toBe('approved');
    expect((await gateway.status(order.orderId)).state).toBe('preauthorised');
    expect(await gateway.capture(refsOf(order.orderId, result), order.amount + 1n, 'TRY')).toMatchObject({
      outcome: 'declined',
      errorCode: '0013',
    });
    expect((await gateway.capture(refsOf(order.orderId, result), order.amount, 'TRY')).outcome).toBe(
      'approved',
    );
    expect((await gateway.status(order.orderId)).state).toBe('captured');
    expect(harness.journalOf(order.orderId)).toEqual(['PreAuth:approved', 'PostAuth:approved']);
  });

  it('the declined card is declined at finalisation with a four-digit code', async () => {
    const order = harness.newOrder();
    const { result } = await harness.pay(order, SANDBOX_CARDS.declined);
    expect(result).toMatchObject({ outcome: 'declined', returnCode: '0', errorCode: '0005' });
    expect(result.message).toBeTruthy();
    expect((await gateway.status(order.orderId)).state).toBe('declined');
    expect(harness.journalOf(order.orderId)).toEqual(['Auth:declined']);
  });

  it('the 3-D failure card and a cancel come back unauthenticated, and are not charged', async () => {
    for (const [number, options] of [
      [SANDBOX_CARDS.threeDFails, {}],
      [POSNET_TEST_CARD, { cancel: true }],
    ] as const) {
      const order = harness.newOrder();
      const fields = await harness.threeD(order, number, options);
      const check = await gateway.readCallback(fields, order);
      expect(check).toMatchObject({ kind: 'not_authenticated', mdStatus: '0' });
      expect(check.message).toBeTruthy();
      expect(await gateway.authorise(order, fields)).toMatchObject({ outcome: 'error', errorCode: 'E227' });
      expect(harness.journalOf(order.orderId)).toEqual([]);
      expect((await gateway.status(order.orderId)).state).toBe('not_found');
    }
  });

  it('a bad card number is refused at the start', async () => {
    const start = await gateway.start3d(harness.newOrder(), testCard('4048095010857529'));
    expect(start).toMatchObject({ kind: 'refused', result: { outcome: 'declined', errorCode: '0014' } });
    const expired = await gateway.start3d(harness.newOrder(), { ...testCard(), expireYear: '20' });
    expect(expired).toMatchObject({ kind: 'refused', result: { errorCode: '0054' } });
    const wrongPosnetId = harness.gateway(
      { ...account, credentials: { ...account.credentials, apiUser: '99999' } },
      fetchHttpClient,
    );
    expect(await wrongPosnetId.start3d(harness.newOrder(), testCard())).toMatchObject({
      kind: 'refused',
      result: { outcome: 'error', errorCode: '0148' },
    });
  });

  it('a forged or altered post back is refused, and nothing is charged', async () => {
    const order = harness.newOrder();
    const fields = await harness.threeD(order);
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    for (const name of ['BankPacket', 'MerchantPacket', 'Sign'] as const) {
      const forged = { ...fields, [name]: flip(fields[name] ?? '') };
      expect(await gateway.readCallback(forged, order)).toMatchObject({ kind: 'refused', problem: 'hash' });
      expect((await gateway.authorise(order, forged)).outcome).not.toBe('approved');
    }
    // The packets are for this order, amount and currency only: checked under another, the MAC fails.
    expect(
      await gateway.readCallback(fields, { ...order, orderId: harness.newOrder().orderId }),
    ).toMatchObject({
      kind: 'refused',
      problem: 'hash',
    });
    expect(await gateway.readCallback(fields, { ...order, amount: order.amount - 1n })).toMatchObject({
      kind: 'refused',
    });
    expect(await gateway.readCallback(fields, { ...order, currency: 'USD' })).toMatchObject({
      kind: 'refused',
    });
    // The untrusted Xid/Amount of the post back change nothing: only the bank's resolve counts.
    const relabelled = { ...fields, Amount: '1', Xid: '00000000000000000001' };
    expect(await gateway.readCallback(relabelled, order)).toMatchObject({ kind: 'authenticated' });
    expect(await gateway.readCallback({ Sign: fields.Sign ?? '' }, order)).toMatchObject({
      kind: 'refused',
      problem: 'malformed',
    });
    // Another merchant's key makes another MAC: E216.
    const otherKey = harness.gateway(
      { ...account, credentials: { ...account.credentials, storeKey: '11,11,11,11,11,11,11,11' } },
      fetchHttpClient,
    );
    expect(await otherKey.readCallback(fields, order)).toMatchObject({ kind: 'refused', problem: 'hash' });
    expect(await otherKey.authorise(order, fields)).toMatchObject({ outcome: 'error', errorCode: 'E216' });
    expect(harness.journalOf(order.orderId)).toEqual([]);
  });

  it('a replayed finalisation is refused as already used and never charged twice', async () => {
    const order = harness.newOrder();
    const { fields, result } = await harness.pay(order);
    expect(result.outcome).toBe('approved');
    expect(await gateway.authorise(order, fields)).toMatchObject({
      outcome: 'declined',
      returnCode: '2',
      errorCode: '0127',
    });
    expect(harness.journalOf(order.orderId)).toEqual(['Auth:approved', 'Auth:declined']);
    // The same order cannot start a second 3-D session either.
    expect(await gateway.start3d(order, testCard())).toMatchObject({
      kind: 'refused',
      result: { errorCode: '0127' },
    });
  });
});
