import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHttpClient } from '../http-client.js';
import { DEMO_SANDBOX_PROTOCOL_MERCHANTS } from '../sandbox/merchants.js';
import { startSandboxBank } from '../sandbox/sandbox-bank.js';
import { formOf, walkSandboxThreeD } from '../sandbox/walk.js';
import type { BankRefs, BankResult, Card, Order, PosAccount } from '../types.js';
import { textOf } from '../xml.js';
import { decodeAuthenticationResponse } from './callback.js';
import { KuveytGateway } from './gateway.js';
import { kuveytCallbackHash, kuveytHashedPassword } from './hash.js';

const merchant = DEMO_SANDBOX_PROTOCOL_MERCHANTS.kuveyt;
const APPROVED_CARD = '5188961939192544';
let sandbox: Awaited<ReturnType<typeof startSandboxBank>>;
let account: PosAccount;
let gateway: KuveytGateway;
/** Every answer the sandbox gave our gateway, for the card-number tripwire. */
const answers: string[] = [];

beforeAll(async () => {
  sandbox = await startSandboxBank({ merchants: [merchant] });
  account = {
    protocol: 'kuveyt',
    model: '3d',
    endpoints: {
      gateUrl: `${sandbox.url}/kuveyt/ThreeDModelPayGate`,
      apiUrl: `${sandbox.url}/kuveyt/ThreeDModelProvisionGate`,
      queryUrl: `${sandbox.url}/kuveyt/VirtualPosService.svc/Basic`,
    },
    credentials: {
      storeId: merchant.clientId,
      terminalId: merchant.terminalId,
      apiUser: merchant.apiUser,
      apiPassword: merchant.apiPassword,
      storeKey: '',
    },
    acceptedMdStatus: ['00'],
  };
  gateway = new KuveytGateway(
    account,
    async (request) => {
      const response = await fetchHttpClient(request);
      answers.push(Buffer.from(response.body).toString('utf8'));
      return response;
    },
    5_000,
  );
});
afterAll(async () => sandbox.close());

let sequence = 0;
function newOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    orderId: `T261125K${String(Date.now()).slice(-6)}${String(sequence).padStart(3, '0')}`,
    amount: 101_550n,
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
const card = (number: string, holderName = 'Ayşe Yılmaz'): Card => ({
  number,
  expireMonth: '06',
  expireYear: '29',
  cvv: '588',
  holderName,
});
const refsOf = (order: Order, result: BankResult): BankRefs => ({
  installments: order.installments,
  orderId: order.orderId,
  authCode: result.authCode,
  hostRefNum: result.hostRefNum,
  transId: result.transId,
});
const journal = (order: Order) =>
  sandbox.bank.journal.list(order.orderId).map((e) => `${e.type}:${e.outcome}`);

/** Start, walk the 3-D page, check the callback: what a payment does before the provision. */
async function authenticate(order: Order, number = APPROVED_CARD, options: { cancel?: boolean } = {}) {
  const start = formOf(await gateway.start3d(order, card(number)));
  const back = await walkSandboxThreeD(start, options);
  const check = await gateway.readCallback(back.fields, order);
  return { start, back, check };
}

/** A paid order: 3-D passed and provision approved. */
async function pay(overrides: Partial<Order> = {}) {
  const order = newOrder(overrides);
  const { back, check } = await authenticate(order);
  expect(check).toMatchObject({ kind: 'authenticated' });
  const result = await gateway.authorise(order, back.fields);
  expect(result).toMatchObject({ outcome: 'approved', returnCode: '00' });
  return { order, back, result };
}

describe('our KuveytTürk client against the sandbox bank: callbacks, reversals, lost answers', () => {
  it('refuses forged and altered callbacks', async () => {
    const order = newOrder();
    const { back } = await authenticate(order);
    const xml = decodeURIComponent(back.fields.AuthenticationResponse?.replaceAll('+', ' ') ?? '');
    const repost = (text: string) => ({ AuthenticationResponse: encodeURIComponent(text) });
    const swap = (from: string, to: string) => repost(xml.replace(from, to));
    const amountTag = `<Amount>${order.amount}</Amount>`;
    expect((await gateway.readCallback(repost(xml), order)).kind).not.toBe('refused');
    // Another amount, currency or order in the packet: the hash does not cover them, our checks do.
    expect((await gateway.readCallback(swap(amountTag, '<Amount>100</Amount>'), order)).problem).toBe(
      'amount',
    );
    expect(
      (await gateway.readCallback(swap('<CurrencyCode>949<', '<CurrencyCode>840<'), order)).problem,
    ).toBe('currency');
    // The same genuine post checked against another order, amount or currency.
    expect(
      (await gateway.readCallback(back.fields, { ...order, orderId: 'T261125ZZZZZZZZZZ' })).problem,
    ).toBe('order');
    expect((await gateway.readCallback(back.fields, { ...order, amount: order.amount + 1n })).problem).toBe(
      'amount',
    );
    expect((await gateway.readCallback(back.fields, { ...order, currency: 'EUR' })).problem).toBe('currency');
    // The signed values altered: the hash breaks.
    expect((await gateway.readCallback(swap('<ResponseCode>00<', '<ResponseCode>01<'), order)).problem).toBe(
      'hash',
    );
    const other = newOrder();
    const forged = xml.replaceAll(order.orderId, other.orderId);
    expect((await gateway.readCallback(repost(forged), other)).problem).toBe('hash');
    const contract = decodeAuthenticationResponse(back.fields.AuthenticationResponse);
    const reSigned = kuveytCallbackHash(
      { MerchantOrderId: other.orderId, ResponseCode: '00', OrderId: textOf(contract, 'OrderId') },
      kuveytHashedPassword('another merchant'),
    );
    const withKey = forged.replace(/<HashData>[^<]*</, `<HashData>${reSigned}<`);
    expect((await gateway.readCallback(repost(withKey), other)).problem).toBe('hash');
    for (const fields of [
      {} as Record<string, string>,
      { AuthenticationResponse: '%3Cnot-xml' },
      { AuthenticationResponse: '%E0%A4%A' },
    ]) {
      expect(await gateway.readCallback(fields, order)).toMatchObject({
        kind: 'refused',
        problem: 'malformed',
      });
    }
  });

  it('never authorises twice: a replayed provision is refused and journaled as declined', async () => {
    const { order, back } = await pay();
    const replay = await gateway.authorise(order, back.fields);
    expect(replay).toMatchObject({ outcome: 'error', errorCode: 'MetaDataNotFound' });
    const entries = sandbox.bank.journal.list(order.orderId);
    expect(entries.filter((e) => e.type === 'Auth' && e.outcome === 'approved')).toHaveLength(1);
    expect(journal(order)).toEqual(['Auth:approved', 'Auth:declined']);
    // A provision for another amount than the 3-D check is refused too.
    const second = newOrder();
    const { back: secondBack } = await authenticate(second);
    expect((await gateway.authorise({ ...second, amount: 1n }, secondBack.fields)).errorCode).toBe(
      'MetaDataNotFound',
    );
  });

  it('voids on the sale day; refunds only after end of day', async () => {
    const { order, result } = await pay();
    const refs = refsOf(order, result);
    expect(await gateway.refund(refs, 1_000n, 'TRY')).toMatchObject({
      outcome: 'error',
      errorCode: 'InvalidRequestError',
    });
    expect(await gateway.void(refs)).toMatchObject({ outcome: 'approved', returnCode: '00' });
    expect(await gateway.void(refs)).toMatchObject({ outcome: 'declined', errorCode: '21' });
    expect((await gateway.status(order.orderId)).state).toBe('voided');
    expect(await gateway.reversals(order.orderId)).toMatchObject({
      answered: true,
      voided: true,
      refunded: 0n,
    });
    sandbox.bank.api.closeDay();
    expect(await gateway.refund(refs, 1_000n, 'TRY')).toMatchObject({ outcome: 'declined', errorCode: '28' });
    expect(journal(order)).toEqual(['Auth:approved', 'Void:approved']);
  });

  it('refunds partly and fully after end of day, never more than the sale', async () => {
    const { order, result } = await pay();
    const refs = refsOf(order, result);
    sandbox.bank.api.closeDay();
    expect(await gateway.void(refs)).toMatchObject({ outcome: 'error', errorCode: 'InvalidRequestError' });
    expect((await gateway.refund(refs, 50_000n, 'TRY')).outcome).toBe('approved');
    expect(await gateway.reversals(order.orderId)).toMatchObject({
      answered: true,
      voided: false,
      refunded: 50_000n,
    });
    expect((await gateway.status(order.orderId)).state).toBe('refunded');
    expect((await gateway.refund(refs, 60_000n, 'TRY')).outcome).toBe('error');
    expect((await gateway.refund(refs, 51_550n, 'TRY')).outcome).toBe('approved');
    expect((await gateway.reversals(order.orderId)).refunded).toBe(101_550n);
    expect((await gateway.refund(refs, 1n, 'TRY')).outcome).toBe('error');

    const full = await pay();
    sandbox.bank.api.closeDay();
    expect((await gateway.refund(refsOf(full.order, full.result), full.order.amount, 'TRY')).outcome).toBe(
      'approved',
    );
    expect(await gateway.reversals(full.order.orderId)).toMatchObject({
      refunded: full.order.amount,
      refundCount: 1,
    });
    expect(journal(full.order)).toEqual(['Auth:approved', 'Credit:approved']);
  });

  it('a lost provision answer is unknown; status then says authorised, with one approval', async () => {
    const order = newOrder();
    const { back } = await authenticate(order);
    sandbox.bank.api.dropNextAnswer('Auth');
    const lost = await gateway.authorise(order, back.fields);
    expect(lost.outcome).toBe('unknown');
    expect(await gateway.status(order.orderId)).toMatchObject({ answered: true, state: 'authorised' });
    expect(journal(order)).toEqual(['Auth:approved']);
  });

  it('a lost void answer is unknown; the reversals then show the void', async () => {
    const { order, result } = await pay();
    sandbox.bank.api.dropNextAnswer('Void');
    expect((await gateway.void(refsOf(order, result))).outcome).toBe('unknown');
    expect(await gateway.reversals(order.orderId)).toMatchObject({ answered: true, voided: true });
  });

  it('status of an order the bank never saw is not_found; silence is unknown', async () => {
    expect(await gateway.status('T261125NEVERSEEN1')).toMatchObject({ answered: true, state: 'not_found' });
    const silent = new KuveytGateway(
      { ...account, endpoints: { ...account.endpoints, queryUrl: 'http://127.0.0.1:9/soap' } },
      fetchHttpClient,
      500,
    );
    expect(await silent.status('T261125NEVERSEEN1')).toMatchObject({ answered: false, state: 'unknown' });
    expect((await silent.reversals('T261125NEVERSEEN1')).answered).toBe(false);
  });
});
