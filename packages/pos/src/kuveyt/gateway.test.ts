import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHttpClient } from '../http-client.js';
import { DEMO_SANDBOX_PROTOCOL_MERCHANTS, SANDBOX_CARDS } from '../sandbox/merchants.js';
import { startSandboxBank } from '../sandbox/sandbox-bank.js';
import { formOf, walkSandboxThreeD } from '../sandbox/walk.js';
import type { BankRefs, BankResult, Card, Order, PosAccount } from '../types.js';
import { textOf } from '../xml.js';
import { decodeAuthenticationResponse } from './callback.js';
import { KuveytGateway } from './gateway.js';

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

describe('our KuveytTürk client against the sandbox bank: payments', () => {
  it('sells: the page becomes our form, 3-D, callback, provision, status', async () => {
    const order = newOrder();
    const { start, back, check } = await authenticate(order);
    expect(start.action).toBe(`${sandbox.url}/kuveyt/tds`);
    expect(Object.keys(start.fields)).toContain('threeDSServerWebFlowStart');
    expect(back.action).toBe(order.okUrl);
    expect(check).toMatchObject({ kind: 'authenticated', problem: null, mdStatus: '00' });
    expect(check.maskedPan).toBe('518896******2544');
    expect(check.message).toBe('Kart doğrulandı.');
    const result = await gateway.authorise(order, back.fields);
    expect(result).toMatchObject({ outcome: 'approved', returnCode: '00', errorCode: null });
    expect(result.authCode).toMatch(/^\d{6}$/);
    expect(result.hostRefNum).toMatch(/^\d{12}$/);
    expect(result.transId).toMatch(/^\d{9}$/);
    expect(await gateway.status(order.orderId)).toMatchObject({ answered: true, state: 'authorised' });
    expect(journal(order)).toEqual(['Auth:approved']);
    expect(sandbox.bank.journal.list(order.orderId)[0]).toMatchObject({
      clientId: merchant.clientId,
      amount: '1015.50',
      currency: '949',
      maskedPan: '518896***2544',
    });
  });

  it('sells in 3 instalments', async () => {
    const { order, back } = await pay({ installments: 3 });
    const contract = decodeAuthenticationResponse(back.fields.AuthenticationResponse);
    expect(textOf(contract?.VPosMessage, 'InstallmentCount')).toBe('3');
    expect(journal(order)).toEqual(['Auth:approved']);
  });

  it('pre-authorises and captures', async () => {
    const { order, result } = await pay({ type: 'PreAuth' });
    expect(journal(order)).toEqual(['PreAuth:approved']);
    expect((await gateway.status(order.orderId)).state).toBe('preauthorised');
    const capture = await gateway.capture(refsOf(order, result), 90_000n, 'TRY');
    expect(capture).toMatchObject({ outcome: 'approved', returnCode: '00' });
    expect((await gateway.status(order.orderId)).state).toBe('captured');
    expect((await gateway.capture(refsOf(order, result), 90_000n, 'TRY')).outcome).toBe('error');
    expect(journal(order)).toEqual(['PreAuth:approved', 'PostAuth:approved']);
  });

  it('declines the declined card with the bank code', async () => {
    const order = newOrder();
    const { back, check } = await authenticate(order, SANDBOX_CARDS.declined);
    expect(check.kind).toBe('authenticated');
    const result = await gateway.authorise(order, back.fields);
    expect(result).toMatchObject({ outcome: 'declined', returnCode: '05', errorCode: '05' });
    expect(journal(order)).toEqual(['Auth:declined']);
    expect((await gateway.status(order.orderId)).state).toBe('declined');
  });

  it('a failed or cancelled 3-D check posts to FailUrl, and its MD authorises nothing', async () => {
    for (const [number, options] of [
      [SANDBOX_CARDS.threeDFails, {}],
      [APPROVED_CARD, { cancel: true }],
    ] as const) {
      const order = newOrder();
      const { back, check } = await authenticate(order, number, options);
      expect(back.action).toBe(order.failUrl);
      expect(check).toMatchObject({ kind: 'not_authenticated' });
      expect(check.mdStatus).not.toBe('00');
      expect(check.message).toBeTruthy();
      const result = await gateway.authorise(order, back.fields);
      expect(result.outcome).not.toBe('approved');
      expect(journal(order)).toEqual([]);
    }
  });

  it('refuses a bad card number and a wrong password at the start (pay gate pages to FailUrl)', async () => {
    const bad = await gateway.start3d(newOrder(), card('5188961939192545'));
    expect(bad).toMatchObject({ kind: 'refused', result: { outcome: 'declined', returnCode: '14' } });
    const wrong = new KuveytGateway(
      { ...account, credentials: { ...account.credentials, apiPassword: 'x' } },
      fetchHttpClient,
    );
    const refused = await wrong.start3d(newOrder(), card(APPROVED_CARD));
    expect(refused).toMatchObject({
      kind: 'refused',
      result: { outcome: 'error', errorCode: 'HashDataError' },
    });
    const silent = new KuveytGateway(
      { ...account, endpoints: { ...account.endpoints, gateUrl: 'http://127.0.0.1:9/x' } },
      fetchHttpClient,
      500,
    );
    expect((await silent.start3d(newOrder(), card(APPROVED_CARD))).kind).toBe('refused');
  });

  it('carries a Turkish card-holder name intact (UTF-8 both ways)', async () => {
    const order = newOrder();
    const start = formOf(await gateway.start3d(order, card(APPROVED_CARD, 'Çağrı Şükrü Öztürk')));
    const back = await walkSandboxThreeD(start);
    const contract = decodeAuthenticationResponse(back.fields.AuthenticationResponse);
    expect(textOf(contract?.VPosMessage, 'CardHolderName')).toBe('Çağrı Şükrü Öztürk');
  });

  it('no full card number in any answer of the sandbox, nor in any result', async () => {
    const order = newOrder();
    const { back, check } = await authenticate(order);
    const result = await gateway.authorise(order, back.fields);
    const status = await gateway.status(order.orderId);
    const seen = [
      ...answers,
      JSON.stringify(back),
      JSON.stringify(check),
      JSON.stringify(result),
      JSON.stringify(status),
    ];
    for (const number of [APPROVED_CARD, SANDBOX_CARDS.declined, SANDBOX_CARDS.threeDFails]) {
      for (const text of seen) {
        expect(text).not.toContain(number);
        expect(decodeURIComponent(text.replaceAll('+', ' ').replace(/%(?![0-9a-f]{2})/gi, ''))).not.toContain(
          number,
        );
      }
    }
    expect(answers.length).toBeGreaterThan(10);
  });
});
