import { describe, expect, it } from 'vitest';
import type { CallbackWord } from '../callback-word.js';
import { decodeCharset, encodeLatin5 } from '../charset.js';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import type { HttpClient } from '../http-client.js';
import type { ExpectedCallback, Order, PosAccount } from '../types.js';
import { parseXml, serializeXmlLatin5 } from '../xml.js';
import { readNestpayCallback } from './callback.js';
import { NestPayGateway } from './gateway.js';
import { nestpayVer3Hash } from './hash.js';
import { authorisationRequest, taksitOf, threeDFormFields } from './request-mapper.js';
import { mapCc5Response, mapHistoryResponse, mapStatusResponse } from './response-mapper.js';

const account: PosAccount = {
  protocol: 'nestpay',
  model: '3d',
  endpoints: { gateUrl: 'https://bank.test/fim/est3Dgate', apiUrl: 'https://bank.test/fim/api' },
  credentials: { storeId: '190100000', apiUser: 'ISBANKAPI', apiPassword: 'ISBANK07', storeKey: '123456' },
  acceptedMdStatus: ['1'],
};

const order: Order = {
  orderId: 'order222',
  amount: 10_025n,
  currency: 'TRY',
  installments: 3,
  type: 'Auth',
  okUrl: 'https://domain.com/success',
  failUrl: 'https://domain.com/fail_url',
  language: 'tr',
  customerIp: '10.0.0.1',
};

const card = {
  number: '4546711234567894',
  expireMonth: '12',
  expireYear: '30',
  cvv: '000',
  holderName: 'Ali Veli',
};

describe('request mapping', () => {
  it('signs the 3-D form over everything but the card, in major units with the numeric currency', () => {
    const fields = threeDFormFields(account, order, card, 'rand');
    expect(fields).toMatchObject({
      amount: '100.25',
      currency: '949',
      taksit: '3',
      storetype: '3d',
      TranType: 'Auth',
      pan: card.number,
      cv2: '000',
    });
    const { pan, cv2, Ecom_Payment_Card_ExpDate_Month, Ecom_Payment_Card_ExpDate_Year, hash, ...signed } =
      fields;
    expect(hash).toBe(nestpayVer3Hash(signed, '123456'));
  });

  it('leaves taksit empty for a single payment', () => {
    expect(taksitOf(1)).toBe('');
    expect(taksitOf(12)).toBe('12');
  });

  it('authorises with the 3-D proof of the callback and the stored amount', () => {
    const xml = authorisationRequest(account, order, {
      md: 'MD',
      xid: 'XID',
      eci: '05',
      cavv: 'CAVV',
      amount: '999.99',
    });
    expect(xml).toMatchObject({
      Type: 'Auth',
      Total: '100.25',
      Number: 'MD',
      PayerTxnId: 'XID',
      PayerSecurityLevel: '05',
      PayerAuthenticationCode: 'CAVV',
      Mode: 'P',
      Taksit: '3',
    });
  });
});

describe('serialisation', () => {
  it('writes CC5Request XML in ISO-8859-9 and reads it back', () => {
    const bytes = serializeXmlLatin5('CC5Request', {
      Name: 'Şahin & Oğulları <Ltd>',
      Extra: { ORDERSTATUS: 'QUERY' },
    });
    expect([...bytes].includes(0xde)).toBe(true); // Ş in Latin-5
    expect(decodeCharset(bytes, 'iso-8859-9')).toContain('Şahin &amp; Oğulları &lt;Ltd&gt;');
    expect(parseXml(bytes)).toEqual({
      CC5Request: { Name: 'Şahin & Oğulları <Ltd>', Extra: { ORDERSTATUS: 'QUERY' } },
    });
  });
});

const recorded = {
  approved:
    '<?xml version="1.0" encoding="ISO-8859-9"?><CC5Response><OrderId>order222</OrderId><GroupId>order222</GroupId><Response>Approved</Response><AuthCode>P77974</AuthCode><HostRefNum>302010000012</HostRefNum><ProcReturnCode>00</ProcReturnCode><TransId>23020Qz8G14233</TransId><ErrMsg></ErrMsg><Extra><SETTLEID>2400</SETTLEID><TRXDATE>20230120 16:40:20</TRXDATE><ERRORCODE></ERRORCODE><CARDBRAND>VISA</CARDBRAND></Extra></CC5Response>',
  declined:
    '<?xml version="1.0" encoding="ISO-8859-9"?><CC5Response><OrderId>order222</OrderId><Response>Declined</Response><AuthCode></AuthCode><HostRefNum>302010000013</HostRefNum><ProcReturnCode>05</ProcReturnCode><TransId>23020R</TransId><ErrMsg>Red-Onaylanmadı</ErrMsg><Extra><ERRORCODE></ERRORCODE></Extra></CC5Response>',
  error:
    '<?xml version="1.0" encoding="ISO-8859-9"?><CC5Response><OrderId>order222</OrderId><Response>Error</Response><ProcReturnCode>99</ProcReturnCode><ErrMsg>Taksit tablosu için geçersiz değer</ErrMsg><Extra><ERRORCODE>CORE-2603</ERRORCODE></Extra></CC5Response>',
  status:
    '<?xml version="1.0" encoding="ISO-8859-9"?><CC5Response><OrderId>order222</OrderId><Response>Approved</Response><ProcReturnCode>00</ProcReturnCode><ErrMsg></ErrMsg><Extra><ORDERSTATUS>order222 A</ORDERSTATUS><TRANS_STAT>A</TRANS_STAT><AUTH_CODE>P77974</AUTH_CODE><HOST_REF_NUM>302010000012</HOST_REF_NUM><TRANS_ID>23020Qz8G14233</TRANS_ID></Extra></CC5Response>',
  notFound:
    '<?xml version="1.0" encoding="ISO-8859-9"?><CC5Response><OrderId>order222</OrderId><Response>Error</Response><ProcReturnCode>99</ProcReturnCode><ErrMsg>No record found for order222</ErrMsg><Extra></Extra></CC5Response>',
  /** What the real bank says to a void with no sale to cancel: not a word on whether the order exists. */
  noSaleToCancel:
    '<?xml version="1.0" encoding="ISO-8859-9"?><CC5Response><OrderId>order222</OrderId><Response>Error</Response><ProcReturnCode>99</ProcReturnCode><ErrMsg>İptal edilecek işlem bulunamadı.</ErrMsg><Extra><ERRORCODE>CORE-2008</ERRORCODE></Extra></CC5Response>',
};
const bytesOf = (xml: string) => encodeLatin5(xml);

describe('response mapping', () => {
  it('00 is approved, 05 declined, 99 an error with its code', () => {
    expect(mapCc5Response('order222', parseXml(bytesOf(recorded.approved)))).toMatchObject({
      outcome: 'approved',
      authCode: 'P77974',
      hostRefNum: '302010000012',
      transId: '23020Qz8G14233',
      returnCode: '00',
    });
    expect(mapCc5Response('order222', parseXml(bytesOf(recorded.declined)))).toMatchObject({
      outcome: 'declined',
      returnCode: '05',
      message: 'Red-Onaylanmadı',
    });
    expect(mapCc5Response('order222', parseXml(bytesOf(recorded.error)))).toMatchObject({
      outcome: 'error',
      errorCode: 'CORE-2603',
    });
  });

  it('reads the status query', () => {
    expect(mapStatusResponse('order222', parseXml(bytesOf(recorded.status)))).toMatchObject({
      answered: true,
      state: 'authorised',
      result: { authCode: 'P77974' },
    });
    expect(mapStatusResponse('order222', parseXml(bytesOf(recorded.notFound))).state).toBe('not_found');
    // An error that is not "no record" says nothing about the order: unknown, asked again, never "nothing".
    expect(mapStatusResponse('order222', parseXml(bytesOf(recorded.noSaleToCancel))).state).toBe('unknown');
  });
});

describe('callback reading (vector D, 3d_pay)', () => {
  const d = vectors.estv3.callbackHash[0];
  const fields = Object.fromEntries(Object.entries(d?.fields ?? {}).map(([k, v]) => [k, v ?? ''])) as Record<
    string,
    string
  >;
  const payAccount: PosAccount = {
    ...account,
    model: '3d_pay',
    credentials: { ...account.credentials, storeId: '190200000' },
  };
  const expected: ExpectedCallback = { orderId: '202210308C0F', amount: 101n, currency: 'TRY' };
  const read = (acc: PosAccount, posted: Record<string, string>, exp = expected) =>
    readNestpayCallback(acc, posted, exp);
  const problem = (word: CallbackWord) => (word.kind === 'refused' ? word.problem : null);
  /** A post re-signed with the store key, as our own 3-D form is (same formula, lower-case `hash`). */
  const signedAs = (posted: Record<string, string>, name: 'hash' | 'HASH') => {
    const { HASH: _h, ...rest } = posted;
    return { ...rest, [name]: nestpayVer3Hash(rest, '123456') };
  };

  it("reads the genuine callback as the bank's signed charge", () => {
    const word = read(payAccount, fields);
    expect(word).toMatchObject({ kind: 'charge', mdStatus: '1', maskedPan: '435508***4358' });
    expect(word.kind === 'charge' && word.result).toMatchObject({
      outcome: 'approved',
      authCode: '216981',
      hostRefNum: '230317184784',
    });
  });

  it('accepts a callback signed with the replaced store key only while its grace lasts, and a later key', () => {
    const rotated = (until: number): PosAccount => ({
      ...payAccount,
      credentials: {
        ...payAccount.credentials,
        storeKey: 'NEWKEY',
        previousStoreKey: { key: '123456', until },
      },
    });
    expect(read(rotated(Date.now() + 60_000), fields).kind).toBe('charge');
    expect(problem(read(rotated(Date.now() - 1), fields))).toBe('hash');
    const unrelated: PosAccount = {
      ...payAccount,
      credentials: {
        ...payAccount.credentials,
        storeKey: 'NEWKEY',
        previousStoreKey: { key: 'OTHER', until: Date.now() + 60_000 },
      },
    };
    expect(problem(read(unrelated, fields))).toBe('hash');
    // A payment already started: the account's live keys decide, its own key only while it is one of them.
    const live = (keys: string[]): PosAccount => ({
      ...payAccount,
      credentials: { ...payAccount.credentials, callbackKeys: keys },
    });
    expect(read(live(['NEWKEY', '123456']), fields).kind).toBe('charge');
    expect(problem(read(live(['NEWKEY']), fields))).toBe('hash');
  });

  it('refuses a changed field, another key, another order, amount or currency', () => {
    expect(problem(read(payAccount, { ...fields, amount: '100.01' }))).toBe('hash');
    const otherKey = { ...payAccount, credentials: { ...payAccount.credentials, storeKey: 'other' } };
    expect(problem(read(otherKey, fields))).toBe('hash');
    const otherStore = { ...payAccount, credentials: { ...payAccount.credentials, storeId: '1' } };
    expect(problem(read(otherStore, fields))).toBe('store');
    expect(problem(read(payAccount, fields, { ...expected, orderId: 'x' }))).toBe('order');
    expect(problem(read(payAccount, fields, { ...expected, amount: 102n }))).toBe('amount');
    expect(problem(read(payAccount, fields, { ...expected, currency: 'USD' }))).toBe('currency');
  });

  it('refuses our own 3-D form posted back: no HASH, no mdStatus, or no charge fields', () => {
    const { mdStatus: _md, mdErrorMsg: _e, ...withoutBankFields } = fields;
    // Our form signs with the same ver3 formula under `hash`: only the bank's `HASH` is its signature.
    expect(problem(read(payAccount, signedAs(withoutBankFields, 'hash')))).toBe('malformed');
    expect(problem(read(payAccount, signedAs(withoutBankFields, 'HASH')))).toBe('malformed');
    const { Response: _r, ProcReturnCode: _p, ...noCharge } = fields;
    expect(problem(read(payAccount, signedAs(noCharge, 'HASH')))).toBe('malformed');
  });

  it('an unsigned success is refused; an unsigned failure says nothing by itself', () => {
    const { HASH: _h, ...unsigned } = fields;
    expect(problem(read(payAccount, unsigned))).toBe('unsigned');
    expect(read(payAccount, { ...unsigned, mdStatus: '0', Response: '', ProcReturnCode: '' }).kind).toBe(
      'unsigned_failure',
    );
  });

  it('applies the account mdStatus policy: a signed failed check, no charge read', () => {
    expect(read({ ...payAccount, acceptedMdStatus: ['2'] }, fields)).toMatchObject({
      kind: 'not_authenticated',
      mdStatus: '1',
    });
  });
});

describe('gateway over an injected HTTP client', () => {
  it('posts ISO-8859-9 XML to the API URL with a timeout and maps the answer', async () => {
    const seen: { url: string; timeoutMs: number; contentType: string | undefined }[] = [];
    const http: HttpClient = async (request) => {
      seen.push({
        url: request.url,
        timeoutMs: request.timeoutMs,
        contentType: request.headers['content-type'],
      });
      return { status: 200, headers: {}, body: bytesOf(recorded.approved) };
    };
    const result = await new NestPayGateway(account, http, 5_000).authorise(order, { md: 'x' });
    expect(result.outcome).toBe('approved');
    expect(seen).toEqual([
      { url: 'https://bank.test/fim/api', timeoutMs: 5_000, contentType: 'text/xml; charset=ISO-8859-9' },
    ]);
  });

  it('turns no answer and a non-200 into unknown, never a thrown error', async () => {
    const down: HttpClient = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    expect((await new NestPayGateway(account, down).authorise(order, {})).outcome).toBe('unknown');
    const broken: HttpClient = async () => ({ status: 502, headers: {}, body: new Uint8Array() });
    expect(
      (
        await new NestPayGateway(account, broken).void({
          orderId: 'order222',
          installments: 1,
          authCode: null,
          hostRefNum: null,
          transId: null,
        })
      ).outcome,
    ).toBe('unknown');
    expect((await new NestPayGateway(account, down).status('order222')).answered).toBe(false);
  });
});

describe('the order history query (settling a refund whose answer was lost)', () => {
  const history = (extra: Record<string, string>, code = '00') =>
    parseXml(
      serializeXmlLatin5('CC5Response', {
        OrderId: 'ORDER-1',
        Response: code === '00' ? 'Approved' : 'Error',
        ProcReturnCode: code,
        ErrMsg: '',
        Extra: extra,
      }),
    );
  const line = (charge: string, status: string, amount: string, code: string) =>
    [
      charge,
      status,
      amount,
      amount,
      '2026-11-24 10:00:00',
      '',
      '',
      '000000000001',
      '123456',
      code,
      'T1',
    ].join('\t');

  it('sums the approved credits and sees a voided sale', () => {
    const answer = history({
      TRXCOUNT: '4',
      TRX1: line('C', 'A', '2500', '00'),
      TRX2: line('C', 'D', '9900', '05'),
      TRX3: line('C', 'A', '1050', '00'),
      TRX4: line('S', 'A', '10000', '00'),
    });
    expect(mapHistoryResponse(answer)).toEqual({
      answered: true,
      voided: false,
      refunded: 3550n,
      refundCount: 2,
    });
    const voided = history({ TRXCOUNT: '1', TRX1: line('S', 'V', '10000', '00') });
    expect(mapHistoryResponse(voided)).toMatchObject({ answered: true, voided: true, refunded: 0n });
  });

  it('"order not found" is an answer; any other error (CORE-2008 too) is not', () => {
    const noRecord = parseXml(
      serializeXmlLatin5('CC5Response', {
        OrderId: 'ORDER-1',
        ProcReturnCode: '05',
        ErrMsg: 'No record found for ORDER-1',
      }),
    );
    expect(mapHistoryResponse(noRecord).answered).toBe(true);
    expect(mapHistoryResponse(history({ ERRORCODE: 'CORE-2008' }, '99')).answered).toBe(false);
    expect(mapHistoryResponse(history({ ERRORCODE: 'CORE-2001' }, '99')).answered).toBe(false);
    expect(mapHistoryResponse(history({ TRXCOUNT: 'x' })).answered).toBe(false);
    expect(mapHistoryResponse(history({})).answered).toBe(false);
  });
});
