import { describe, expect, it } from 'vitest';
import { encodeLatin5 } from '../charset.js';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import type { PosAccount } from '../types.js';
import { readResolveReply } from './callback.js';
import { resolveResponseMac } from './mac.js';
import { mapAgreement, mapPosnetResult, mapReversals, statusAmountMinor } from './response-mapper.js';
import { readPosnetResponse } from './transport.js';

const { posnet } = vectors;
const account: PosAccount = {
  protocol: 'posnet',
  model: '3d',
  endpoints: { gateUrl: 'https://bank.test/3d', apiUrl: 'https://bank.test/xml' },
  credentials: {
    storeId: posnet.account.mid,
    terminalId: posnet.account.tid,
    apiUser: posnet.account.posnetId,
    apiPassword: '',
    storeKey: posnet.account.encKey,
  },
  acceptedMdStatus: ['1'],
};
const key = { encKey: posnet.account.encKey, terminalId: posnet.account.tid };
const parse = (xml: string) => {
  const response = readPosnetResponse(encodeLatin5(`<?xml version="1.0" encoding="ISO-8859-9"?>${xml}`));
  if (!response) {
    throw new Error('not a posnetResponse');
  }
  return response;
};

/** A resolve reply signed with the account's encKey (or another key). */
function resolveReply(
  parts: { mdStatus: string; xid: string; amount: string; currency: string },
  encKey = key.encKey,
) {
  const mac = resolveResponseMac({ ...parts, mid: posnet.account.mid }, { ...key, encKey });
  return parse(
    `<posnetResponse><approved>1</approved><respCode></respCode><respText></respText><oosResolveMerchantDataResponse><xid>${parts.xid}</xid><amount>${parts.amount}</amount><currency>${parts.currency}</currency><installment>00</installment><point>0</point><pointAmount>0</pointAmount><txStatus>${parts.mdStatus === '1' ? 'Y' : 'N'}</txStatus><mdStatus>${parts.mdStatus}</mdStatus><mdErrorMessage>Authenticated</mdErrorMessage><mac>${mac}</mac></oosResolveMerchantDataResponse></posnetResponse>`,
  );
}

const expected = { orderId: 'T261125ABCDEFGHJK', amount: 5_696n, currency: 'TRY' as const };
const good = { mdStatus: '1', xid: '000T261125ABCDEFGHJK', amount: '5696', currency: 'TL' };

describe('PosNet results', () => {
  it('approved iff approved is 1 and respCode is empty; hostlogkey is the host reference', () => {
    const ok = parse(
      '<posnetResponse><approved>1</approved><respCode></respCode><respText></respText><hostlogkey>021450428990000191</hostlogkey><authCode>504289</authCode><instInfo><inst1>00</inst1><amnt1>000000000000</amnt1></instInfo></posnetResponse>',
    );
    expect(mapPosnetResult('o1', ok)).toEqual({
      outcome: 'approved',
      orderId: 'o1',
      authCode: '504289',
      hostRefNum: '021450428990000191',
      transId: '021450428990000191',
      returnCode: '1',
      errorCode: null,
      message: null,
    });
    const odd = parse('<posnetResponse><approved>1</approved><respCode>0005</respCode></posnetResponse>');
    expect(mapPosnetResult('o1', odd).outcome).toBe('declined');
  });

  it('"already used" (approved 2, 0127) is declined; setup faults are errors; card refusals declined', () => {
    const used = parse(
      '<posnetResponse><approved>2</approved><respCode>0127</respCode><respText>ORDERID DAHA ONCE KULLANILMIS</respText></posnetResponse>',
    );
    expect(mapPosnetResult('o', used)).toMatchObject({
      outcome: 'declined',
      returnCode: '2',
      errorCode: '0127',
    });
    const ip = parse(
      '<posnetResponse><approved>0</approved><respCode>0148</respCode><respText>INVALID MID TID IP. Hatalı IP:89.244.149.137</respText></posnetResponse>',
    );
    expect(mapPosnetResult('o', ip)).toMatchObject({
      outcome: 'error',
      errorCode: '0148',
      message: 'INVALID MID TID IP. Hatalı IP:89.244.149.137',
    });
    const mac = parse('<posnetResponse><approved>0</approved><respCode>E216</respCode></posnetResponse>');
    expect(mapPosnetResult('o', mac).outcome).toBe('error');
    const funds = parse('<posnetResponse><approved>0</approved><respCode>0051</respCode></posnetResponse>');
    expect(mapPosnetResult('o', funds)).toMatchObject({ outcome: 'declined', errorCode: '0051' });
  });
});

describe('PosNet resolve reply check', () => {
  it('accepts the signed reply of our order and applies the mdStatus policy', () => {
    expect(readResolveReply(account, resolveReply(good), expected)).toMatchObject({
      kind: 'authenticated',
      problem: null,
      mdStatus: '1',
      message: 'Authenticated',
    });
    const half = readResolveReply(account, resolveReply({ ...good, mdStatus: '3' }), expected);
    expect(half).toMatchObject({ kind: 'not_authenticated', mdStatus: '3' });
    const lenient = { ...account, acceptedMdStatus: ['1', '2', '3', '4'] };
    expect(readResolveReply(lenient, resolveReply({ ...good, mdStatus: '3' }), expected).kind).toBe(
      'authenticated',
    );
  });

  it('vector D verifies as the bank returned it (its own xid), and only for that order', () => {
    const vector = posnet.resolveResponseMac[1];
    const fields = vector?.fields ?? { mdStatus: '', xid: '', amount: '', currency: '' };
    const reply = parse(
      `<posnetResponse><approved>1</approved><respCode></respCode><oosResolveMerchantDataResponse><xid>${fields.xid}</xid><amount>${fields.amount}</amount><currency>${fields.currency}</currency><mdStatus>${fields.mdStatus}</mdStatus><mac>${vector?.expected}</mac></oosResolveMerchantDataResponse></posnetResponse>`,
    );
    expect(readResolveReply(account, reply, expected)).toMatchObject({ kind: 'refused', problem: 'order' });
  });

  it('refuses a reply for another order, amount or currency even when signed', () => {
    const other = (change: Partial<typeof good>) =>
      readResolveReply(account, resolveReply({ ...good, ...change }), expected).problem;
    expect(other({ xid: '000T261125ZZZZZZZZZZ' })).toBe('order');
    expect(other({ xid: 'T261125ABCDEFGHJK' })).toBe('order');
    expect(other({ amount: '5697' })).toBe('amount');
    expect(other({ currency: 'US' })).toBe('currency');
  });

  it('refuses a bad MAC, another key, an emptied amount; a refusal is a bad hash; silence unverified', () => {
    const reply = resolveReply(good);
    const inner = reply.oosResolveMerchantDataResponse;
    if (typeof inner !== 'object' || inner === null) {
      throw new Error('no inner block');
    }
    expect(
      readResolveReply(
        account,
        { ...reply, oosResolveMerchantDataResponse: { ...inner, amount: '' } },
        expected,
      ).problem,
    ).toBe('hash');
    expect(
      readResolveReply(
        account,
        { ...reply, oosResolveMerchantDataResponse: { ...inner, mdStatus: '2' } },
        expected,
      ).problem,
    ).toBe('hash');
    expect(
      readResolveReply(account, { ...reply, oosResolveMerchantDataResponse: { ...inner, mac: '' } }, expected)
        .problem,
    ).toBe('hash');
    expect(readResolveReply(account, resolveReply(good, '11,11,11,11,11,11,11,11'), expected).problem).toBe(
      'hash',
    );
    const e216 = parse(
      '<posnetResponse><approved>0</approved><respCode>E216</respCode><respText>Mac Doğrulama hatalı</respText></posnetResponse>',
    );
    expect(readResolveReply(account, e216, expected)).toMatchObject({
      kind: 'refused',
      problem: 'hash',
      message: 'Mac Doğrulama hatalı',
    });
    expect(readResolveReply(account, null, expected)).toMatchObject({ kind: 'unverified' });
  });

  it('accepts the previous encKey during its grace period only', () => {
    const rotated = {
      ...account,
      credentials: {
        ...account.credentials,
        storeKey: 'NEW',
        previousStoreKey: { key: key.encKey, until: 2_000 },
      },
    };
    expect(readResolveReply(rotated, resolveReply(good), expected, 1_000).kind).not.toBe('refused');
    expect(readResolveReply(rotated, resolveReply(good), expected, 3_000).problem).toBe('hash');
  });
});

describe('PosNet agreement (status) reply', () => {
  const line = (state: string, amount: string, status = '1', key = '021450428990000191') =>
    `<transaction><orderID>TDSC000T261125ABCDEFGHJK</orderID><ccno>4506 34** **** 4637</ccno><amount>${amount}</amount><currencyCode>TL</currencyCode><authCode>504289</authCode><tranDate>2019-10-10 11:21:14.281</tranDate><state>${state}</state><txnStatus>${status}</txnStatus><hostlogkey>${key}</hostlogkey></transaction>`;
  const reply = (...lines: string[]) =>
    parse(
      `<posnetResponse><approved>1</approved><transactions>${lines.join('')}</transactions></posnetResponse>`,
    );

  it('reads amounts with a decimal comma', () => {
    expect(statusAmountMinor('1,16')).toBe(116n);
    expect(statusAmountMinor('1.015,5')).toBe(101_550n);
    expect(statusAmountMinor('25')).toBe(2_500n);
    expect(statusAmountMinor('1.16.')).toBeNull();
  });

  it('the last approved transaction decides (mews status sample: one Sale)', () => {
    expect(mapAgreement('o', reply(line('Sale', '1,16')))).toMatchObject({
      answered: true,
      state: 'authorised',
      result: { authCode: '504289', hostRefNum: '021450428990000191' },
    });
    expect(mapAgreement('o', reply(line('Auth', '1,16'), line('Capt', '1,16', '1', '2'))).state).toBe(
      'captured',
    );
    expect(mapAgreement('o', reply(line('Sale', '1,16'), line('Reverse', '1,16', '1', '2'))).state).toBe(
      'voided',
    );
    expect(mapAgreement('o', reply(line('Sale', '1,16'), line('Return', '1,00', '1', '2')))).toMatchObject({
      state: 'refunded',
      result: { hostRefNum: '021450428990000191' },
    });
    expect(mapAgreement('o', reply(line('Sale', '1,16', '0', '')))).toMatchObject({
      state: 'declined',
      result: { outcome: 'declined' },
    });
  });

  it('0123 is not found; any other refusal says nothing about the order', () => {
    const notFound = parse(
      '<posnetResponse><approved>0</approved><respCode>0123</respCode></posnetResponse>',
    );
    expect(mapAgreement('o', notFound).state).toBe('not_found');
    expect(mapReversals(notFound)).toMatchObject({ answered: true, voided: false });
    const ip = parse('<posnetResponse><approved>0</approved><respCode>0148</respCode></posnetResponse>');
    expect(mapAgreement('o', ip)).toMatchObject({ answered: true, state: 'unknown' });
    expect(mapReversals(ip).answered).toBe(false);
  });

  it('reversals: an approved Reverse voids, approved Returns add up, declined lines do not count', () => {
    expect(
      mapReversals(
        reply(
          line('Sale', '1.015,50'),
          line('Return', '500,00'),
          line('Return', '9,99', '0'),
          line('Return', '515,50'),
        ),
      ),
    ).toEqual({ answered: true, voided: false, refunded: 101_550n, refundCount: 2 });
    expect(mapReversals(reply(line('Sale', '1,16'), line('Reverse', '1,16')))).toMatchObject({
      voided: true,
    });
  });
});
