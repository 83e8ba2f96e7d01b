import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHttpClient, type HttpClient } from '../http-client.js';
import { PayflexGateway } from '../payflex/gateway.js';
import type { BankResult, Order, PosAccount, ThreeDForm, ThreeDStart } from '../types.js';
import { DEMO_SANDBOX_PROTOCOL_MERCHANTS, SANDBOX_CARDS } from './merchants.js';
import { startSandboxBank } from './sandbox-bank.js';
import { walkSandboxThreeD } from './walk.js';

const merchant = DEMO_SANDBOX_PROTOCOL_MERCHANTS.payflex;
const APPROVED_CARD = '4938410157705591';
const CARDS = [APPROVED_CARD, '5406675406675403', SANDBOX_CARDS.declined, SANDBOX_CARDS.threeDFails];
let sandbox: Awaited<ReturnType<typeof startSandboxBank>>;
let account: PosAccount;
/** Every answer body the sandbox gave our gateway, and every result we made of them: searched for card numbers. */
const answers: string[] = [];
const results: unknown[] = [];
const recording: HttpClient = async (request) => {
  const response = await fetchHttpClient(request);
  answers.push(Buffer.from(response.body).toString('utf8'));
  return response;
};
let gateway: PayflexGateway;

beforeAll(async () => {
  sandbox = await startSandboxBank({ merchants: [merchant] });
  account = {
    protocol: 'payflex',
    model: '3d',
    endpoints: {
      gateUrl: `${sandbox.url}/payflex/MPI_Enrollment.aspx`,
      apiUrl: `${sandbox.url}/payflex/Vposreq.aspx`,
      queryUrl: `${sandbox.url}/payflex/Search.aspx`,
    },
    credentials: {
      storeId: merchant.clientId,
      terminalId: merchant.terminalId,
      apiUser: '',
      apiPassword: merchant.apiPassword,
      storeKey: '',
    },
    acceptedMdStatus: ['Y'],
  };
  gateway = new PayflexGateway(account, recording, 5_000);
});
afterAll(async () => sandbox.close());

let sequence = 0;
function newOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    orderId: `T261125PF${String(Date.now() % 1e6).padStart(6, '0')}${String(sequence).padStart(2, '0')}`,
    amount: 101_500n,
    currency: 'TRY',
    installments: 1,
    type: 'Auth',
    okUrl: 'https://merchant.test/ok',
    failUrl: 'https://merchant.test/fail',
    language: 'tr',
    customerIp: '10.0.0.1',
    cardHolderName: 'Ayşe Yılmaz',
    ...overrides,
  };
}
const card = (number: string) => ({
  number,
  expireMonth: '12',
  expireYear: '29',
  cvv: '000',
  holderName: 'Ayşe Yılmaz',
});

function formOf(start: ThreeDStart): ThreeDForm {
  results.push(start);
  if (start.kind !== 'form') {
    throw new Error(`the MPI refused: ${start.result.message}`);
  }
  return start;
}
const kept = <T>(value: T): T => {
  results.push(value);
  return value;
};
/** Enrols, walks the ACS and checks the post back: the callback fields of a passed 3-D check. */
async function authenticated(order: Order, number = APPROVED_CARD) {
  const back = await walkSandboxThreeD(formOf(await gateway.start3d(order, card(number))));
  expect(back.action).toBe(order.okUrl);
  expect(kept(await gateway.readCallback(back.fields, order))).toMatchObject({
    kind: 'authenticated',
  });
  return back.fields;
}
const journal = (order: Order) =>
  sandbox.bank.journal.list(order.orderId).map((e) => `${e.type}:${e.outcome}:${e.returnCode}`);
const refsOf = (order: Order, result: BankResult) => ({
  installments: order.installments,
  orderId: order.orderId,
  authCode: result.authCode,
  hostRefNum: result.hostRefNum,
  transId: result.transId,
});

describe('our PayFlex client against the sandbox bank', () => {
  it('approves a 3-D sale, journaled once under our order id, and says it is authorised', async () => {
    const order = newOrder();
    const start = formOf(await gateway.start3d(order, card(APPROVED_CARD)));
    expect(start.action).toBe(`${sandbox.url}/payflex/acs`);
    expect(Object.keys(start.fields).sort()).toEqual(['MD', 'PaReq', 'TermUrl']);
    const back = await walkSandboxThreeD(start);
    expect(back.action).toBe(order.okUrl);
    const check = kept(await gateway.readCallback(back.fields, order));
    expect(check).toMatchObject({
      kind: 'authenticated',
      mdStatus: 'Y',
      maskedPan: '493841******5591',
    });
    expect(back.fields).toMatchObject({
      PurchAmount: '101500',
      PurchCurrency: '949',
      VerifyEnrollmentRequestId: order.orderId,
    });
    const result = kept(await gateway.authorise(order, back.fields));
    expect(result).toMatchObject({ outcome: 'approved', returnCode: '0000', orderId: order.orderId });
    expect(result.authCode).toMatch(/^\d{6}$/);
    expect(result.transId).toBeTruthy();
    expect(kept(await gateway.status(order.orderId))).toMatchObject({ answered: true, state: 'authorised' });
    const entries = sandbox.bank.journal.list(order.orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      clientId: merchant.clientId,
      type: 'Auth',
      amount: '1015.00',
      maskedPan: '493841***5591',
    });
  });

  it('carries instalments through enrolment and provision', async () => {
    const order = newOrder({ installments: 3 });
    const fields = await authenticated(order, '5406675406675403');
    expect(fields.InstallmentCount).toBe('3');
    expect(kept(await gateway.authorise(order, fields)).outcome).toBe('approved');
  });

  it('pre-authorises, then captures', async () => {
    const order = newOrder({ type: 'PreAuth' });
    const result = kept(await gateway.authorise(order, await authenticated(order)));
    expect(result.outcome).toBe('approved');
    expect((await gateway.status(order.orderId)).state).toBe('preauthorised');
    expect(kept(await gateway.capture(refsOf(order, result), 90_000n, 'TRY')).outcome).toBe('approved');
    expect((await gateway.status(order.orderId)).state).toBe('captured');
    expect((await gateway.capture(refsOf(order, result), 90_000n, 'TRY')).returnCode).toBe('1065');
    expect(journal(order)).toEqual(['PreAuth:approved:0000', 'PostAuth:approved:0000']);
  });

  it('declines the declined card with a decline code', async () => {
    const order = newOrder();
    const result = kept(await gateway.authorise(order, await authenticated(order, SANDBOX_CARDS.declined)));
    expect(result).toMatchObject({
      outcome: 'declined',
      returnCode: '0005',
      errorCode: '0005',
      authCode: null,
    });
    expect((await gateway.status(order.orderId)).state).toBe('declined');
    expect(journal(order)).toEqual(['Auth:declined:0005']);
  });

  it('posts a failed or cancelled 3-D check to the failure URL, and nothing can be provisioned from it', async () => {
    for (const [number, cancel] of [
      [SANDBOX_CARDS.threeDFails, false],
      [APPROVED_CARD, true],
    ] as const) {
      const order = newOrder();
      const back = await walkSandboxThreeD(formOf(await gateway.start3d(order, card(number))), { cancel });
      expect(back.action).toBe(order.failUrl);
      expect(back.fields.Status).toBe('N');
      const check = kept(await gateway.readCallback(back.fields, order));
      // Unsigned (PayFlex's MPI post has no signature): it decides nothing by itself.
      expect(check).toMatchObject({ kind: 'unsigned_failure', mdStatus: 'N' });
      expect(check.message).toContain(cancel ? 'iptal' : 'başarısız');
      expect(kept(await gateway.authorise(order, back.fields)).outcome).not.toBe('approved');
      expect(
        await gateway.authorise(order, { ...back.fields, Pan: number, Expiry: '2912', Cavv: 'forged' }),
      ).toMatchObject({
        outcome: 'declined',
        returnCode: '0580',
      });
      expect(journal(order)).toEqual([]);
    }
  });

  it('refuses forged or altered callbacks: the check catches order, amount and currency, the VPOS the 3-D proof', async () => {
    const order = newOrder();
    const fields = await authenticated(order);
    const other = newOrder();
    expect((await gateway.readCallback(fields, other)).problem).toBe('order');
    expect((await gateway.readCallback(fields, { ...order, amount: 1n })).problem).toBe('amount');
    expect((await gateway.readCallback({ ...fields, PurchAmount: '100' }, order)).problem).toBe('amount');
    expect((await gateway.readCallback(fields, { ...order, currency: 'USD' })).problem).toBe('currency');
    expect((await gateway.readCallback({ ...fields, MerchantId: '000100000101002' }, order)).problem).toBe(
      'store',
    );
    // The post is unsigned: what it cannot prove, the VPOS refuses.
    const refused = [
      await gateway.authorise(order, { ...fields, Cavv: 'AAABBBCCCDDDEEEFFFGGGHHHIII=' }),
      await gateway.authorise(order, { ...fields, Pan: '4546711234567894' }),
      await gateway.authorise(order, { ...fields, Expiry: '3012' }),
      await gateway.authorise(other, fields),
    ];
    expect(refused.map((result) => result.returnCode)).toEqual(['0580', '0580', '0580', '0580']);
    expect((await gateway.authorise({ ...order, amount: 1_000n }, fields)).returnCode).toBe('1047');
    expect(sandbox.bank.journal.list(order.orderId)).toHaveLength(0);
    expect(sandbox.bank.journal.list(other.orderId)).toHaveLength(0);
    expect(kept(await gateway.authorise(order, fields)).outcome).toBe('approved');
  });

  it('charges a replayed provision once: the second is refused as already used', async () => {
    const order = newOrder();
    const fields = await authenticated(order);
    expect(kept(await gateway.authorise(order, fields)).outcome).toBe('approved');
    const replay = kept(await gateway.authorise(order, fields));
    expect(replay).toMatchObject({ outcome: 'declined', returnCode: '1006' });
    expect(journal(order)).toEqual(['Auth:approved:0000', 'Auth:declined:1006']);
    expect((await gateway.status(order.orderId)).state).toBe('authorised');
  });

  it('voids on the same day, once', async () => {
    const order = newOrder();
    const sale = kept(await gateway.authorise(order, await authenticated(order)));
    expect(kept(await gateway.void(refsOf(order, sale))).outcome).toBe('approved');
    expect((await gateway.status(order.orderId)).state).toBe('voided');
    expect(await gateway.reversals(order.orderId)).toEqual({
      answered: true,
      voided: true,
      refunded: 0n,
      refundCount: 0,
    });
    expect((await gateway.void(refsOf(order, sale))).returnCode).toBe('1083');
    expect((await gateway.refund(refsOf(order, sale), 100n, 'TRY')).returnCode).toBe('1083');
    expect(journal(order)).toEqual(['Auth:approved:0000', 'Void:approved:0000']);
  });

  it('refunds only after the end of day, partly and fully, never more than the sale', async () => {
    const order = newOrder();
    const sale = kept(await gateway.authorise(order, await authenticated(order)));
    const refs = refsOf(order, sale);
    expect((await gateway.refund(refs, 10_000n, 'TRY')).returnCode).toBe('1089');
    sandbox.bank.api.closeDay();
    expect((await gateway.void(refs)).returnCode).toBe('2202');
    expect(kept(await gateway.refund(refs, 40_000n, 'TRY')).outcome).toBe('approved');
    expect(await gateway.reversals(order.orderId)).toEqual({
      answered: true,
      voided: false,
      refunded: 40_000n,
      refundCount: 1,
    });
    expect((await gateway.status(order.orderId)).state).toBe('refunded');
    expect((await gateway.refund(refs, 61_501n, 'TRY')).returnCode).toBe('1046');
    expect(kept(await gateway.refund(refs, 61_500n, 'TRY')).outcome).toBe('approved');
    expect((await gateway.refund(refs, 1n, 'TRY')).returnCode).toBe('1059');
    expect((await gateway.reversals(order.orderId)).refunded).toBe(101_500n);
    expect(journal(order)).toEqual(['Auth:approved:0000', 'Credit:approved:0000', 'Credit:approved:0000']);
  });

  it('a lost provision answer is unknown; the status then says authorised, and it was approved once', async () => {
    const order = newOrder();
    const fields = await authenticated(order);
    sandbox.bank.api.dropNextAnswer('Auth');
    const lost = kept(await gateway.authorise(order, fields));
    expect(lost.outcome).toBe('unknown');
    const status = kept(await gateway.status(order.orderId));
    expect(status).toMatchObject({ answered: true, state: 'authorised', result: { outcome: 'approved' } });
    expect(journal(order)).toEqual(['Auth:approved:0000']);
    // Without a stored TransactionId the void finds it through the search service.
    const voided = await gateway.void({
      orderId: order.orderId,
      installments: 1,
      authCode: null,
      hostRefNum: null,
      transId: null,
    });
    expect(voided.outcome).toBe('approved');
  });

  it('keeps a Turkish card-holder name intact in UTF-8, and refuses a mangled one', async () => {
    const order = newOrder({ cardHolderName: 'Çağrı Şükrü Öztürk' });
    const fields = await authenticated(order);
    const before = answers.length;
    expect(kept(await gateway.authorise(order, fields)).outcome).toBe('approved');
    expect(answers.slice(before).join('')).toContain(
      '<CustomItems><Item>Ç**** Ş**** Ö*****</Item></CustomItems>',
    );
    const mangled = newOrder({
      cardHolderName: Buffer.from('Çağrı Şükrü Öztürk', 'utf8').toString('latin1'),
    });
    expect((await gateway.authorise(mangled, await authenticated(mangled))).returnCode).toBe('1099');
  });

  it('refuses a wrong password, a bad card number and a brand that does not match at enrolment', async () => {
    const wrong = new PayflexGateway(
      { ...account, credentials: { ...account.credentials, apiPassword: 'wrong' } },
      recording,
    );
    expect(kept(await wrong.start3d(newOrder(), card(APPROVED_CARD)))).toMatchObject({
      kind: 'refused',
      result: { outcome: 'error', errorCode: '2005' },
    });
    expect(kept(await wrong.status('T261125NOTHERE001'))).toMatchObject({ answered: true, state: 'unknown' });
    expect(kept(await gateway.start3d(newOrder(), card('4938410157705592')))).toMatchObject({
      kind: 'refused',
      result: { errorCode: '2029' },
    });
    expect((await gateway.status('T261125NOTHERE001')).state).toBe('not_found');
    const order = newOrder();
    formOf(await gateway.start3d(order, card(APPROVED_CARD)));
    expect(kept(await gateway.start3d(order, card(APPROVED_CARD)))).toMatchObject({
      result: { errorCode: '2023' },
    });
  });

  it('answers garbage, raw XML and wrong credentials in its own words, never with a server error', async () => {
    const post = async (path: string, body: string, type = 'application/x-www-form-urlencoded') => {
      const response = await fetch(`${sandbox.url}/payflex/${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      const text = await response.text();
      answers.push(text);
      return { status: response.status, text };
    };
    expect((await post('Vposreq.aspx', 'prmstr=%ZZ')).text).toContain('<ResultCode>6000</ResultCode>');
    expect((await post('Vposreq.aspx', 'prmstr=<VposRequest>')).text).toContain(
      '<ResultCode>6000</ResultCode>',
    );
    expect((await post('Search.aspx', 'x=1')).text).toContain('<ResponseCode>6000</ResponseCode>');
    expect((await post('MPI_Enrollment.aspx', 'a=%')).text).toContain(
      '<MessageErrorCode>2049</MessageErrorCode>',
    );
    expect((await post('acs', 'MD=unknown&PaReq=x')).status).toBe(400);
    const wrong = `<VposRequest><MerchantId>${merchant.clientId}</MerchantId><Password>nope</Password><TransactionType>Sale</TransactionType></VposRequest>`;
    expect((await post('Vposreq.aspx', wrong, 'text/xml; charset=utf-8')).text).toContain(
      '<ResultCode>9039</ResultCode>',
    );
    const unknownType = wrong.replace('nope', merchant.apiPassword).replace('Sale', 'Drop');
    expect((await post('Vposreq.aspx', unknownType, 'application/xml')).text).toContain(
      '<ResultCode>1082</ResultCode>',
    );
  });

  it('captures no more than the pre-authorisation, and finds an order by its TransactionId', async () => {
    const order = newOrder({ type: 'PreAuth' });
    const pre = kept(await gateway.authorise(order, await authenticated(order)));
    expect((await gateway.capture(refsOf(order, pre), 101_501n, 'TRY')).returnCode).toBe('1047');
    expect((await gateway.capture(refsOf(order, pre), 101_500n, 'USD')).returnCode).toBe('1047');
    expect((await gateway.capture({ ...refsOf(order, pre), transId: 'nothing' }, 1n, 'TRY')).returnCode).toBe(
      '1007',
    );
    expect((await gateway.refund(refsOf(order, pre), 1n, 'TRY')).returnCode).toBe('1089');
    expect(kept(await gateway.void(refsOf(order, pre))).outcome).toBe('approved');
    expect((await gateway.capture(refsOf(order, pre), 1n, 'TRY')).returnCode).toBe('1088');
    expect((await gateway.status(order.orderId)).state).toBe('voided');
  });

  it('never shows a full card number in an answer of the sandbox nor in our results', () => {
    expect(answers.length).toBeGreaterThan(30);
    const everything = [...answers, ...results.map((result) => JSON.stringify(result))].join('\n');
    for (const number of CARDS) {
      expect(everything).not.toContain(number);
    }
  });
});
