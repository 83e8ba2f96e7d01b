import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import type { ExpectedCallback, PosAccount } from '../types.js';
import { serializeXmlUtf8, textOf, type XmlNode } from '../xml.js';
import {
  callbackMd,
  decodeAuthenticationResponse,
  maskedCardNumber,
  readKuveytCallback,
} from './callback.js';
import { kuveytCallbackHash, kuveytHashedPassword } from './hash.js';

const vectorC = vectors.kuveyt.responseHash[0]?.fields ?? { MerchantOrderId: '', OrderId: '', password: '' };
const account: PosAccount = {
  protocol: 'kuveyt',
  model: '3d',
  endpoints: { gateUrl: 'https://bank.test/gate', apiUrl: 'https://bank.test/provision' },
  credentials: {
    storeId: '496',
    terminalId: '400235',
    apiUser: 'apitest',
    apiPassword: 'api123',
    storeKey: '',
  },
  acceptedMdStatus: ['00'],
};
const expected: ExpectedCallback = { orderId: vectorC.MerchantOrderId, amount: 1001n, currency: 'TRY' };

/** A post like the bank's: the contract, URL-encoded with '+' for spaces (the form layer already decoded once). */
function post(contract: XmlNode): Record<string, string> {
  const xml = serializeXmlUtf8('VPosTransactionResponseContract', contract).replace('UTF-8', 'utf-16');
  return { AuthenticationResponse: encodeURIComponent(xml).replaceAll('%20', '+') };
}

/** The captured TDV2 success (vector C's values): its HashData is the expected one of vectors.json. */
function success(overrides: XmlNode = {}): XmlNode {
  return {
    VPosMessage: {
      OrderId: vectorC.OrderId,
      MerchantId: '496',
      CardNumber: '5188********2544',
      Amount: '1001',
      CurrencyCode: '949',
      InstallmentCount: '0',
    },
    IsEnrolled: 'true',
    ResponseCode: '00',
    ResponseMessage: 'Kart doğrulandı.',
    OrderId: vectorC.OrderId,
    MerchantOrderId: vectorC.MerchantOrderId,
    HashData: vectors.kuveyt.responseHash[0]?.expected ?? '',
    MD: 'Y0m2ZsmhQkXxPpvv/F4OoQ==',
    ...overrides,
  };
}

describe('the KuveytTürk callback', () => {
  it('decodes AuthenticationResponse a second time (+ is a space) whatever the declared charset', () => {
    const contract = decodeAuthenticationResponse(post(success()).AuthenticationResponse);
    expect(textOf(contract, 'ResponseMessage')).toBe('Kart doğrulandı.');
    expect(callbackMd(post(success()))).toBe('Y0m2ZsmhQkXxPpvv/F4OoQ==');
    expect(decodeAuthenticationResponse('%ZZ')).toBeNull();
    expect(decodeAuthenticationResponse('%3Cother%3E%3C%2Fother%3E')).toBeNull();
    expect(decodeAuthenticationResponse(undefined)).toBeNull();
  });

  it('accepts the captured success (vector C hash) for our order, amount and currency', () => {
    expect(readKuveytCallback(account, post(success()), expected)).toEqual({
      kind: 'authenticated',
      problem: null,
      mdStatus: '00',
      message: 'Kart doğrulandı.',
      maskedPan: '5188********2544',
    });
  });

  it('a success must be signed: without HashData it is refused, whatever else it names', () => {
    expect(readKuveytCallback(account, post(success({ HashData: undefined })), expected).problem).toBe(
      'unsigned',
    );
  });

  it('refuses an altered hash, another store, order, amount or currency', () => {
    const check = (contract: XmlNode, against = expected) =>
      readKuveytCallback(account, post(contract), against).problem;
    expect(check(success({ ResponseCode: '01' }))).toBe('hash');
    expect(check(success({ HashData: 'dlO20ZLqs4W5FfgY0VmUSBUpwoN=' }))).toBe('hash');
    const message = success().VPosMessage as XmlNode;
    expect(check(success({ VPosMessage: { ...message, MerchantId: '80' } }))).toBe('store');
    expect(check(success(), { ...expected, orderId: 'T261125ABCDEFGHJK' })).toBe('order');
    expect(check(success({ VPosMessage: { ...message, Amount: '1002' } }))).toBe('amount');
    expect(check(success({ VPosMessage: { ...message, CurrencyCode: '840' } }))).toBe('currency');
    // An authenticated post must say which amount it authenticated.
    expect(check(success({ VPosMessage: { ...message, Amount: undefined } }))).toBe('amount');
  });

  it('a failure post without VPosMessage or MerchantOrderId is still ours: signed it fails, unsigned it says nothing', () => {
    const failure = { ResponseCode: 'MPI_ERROR', ResponseMessage: 'Kart doğrulanamadı.', OrderId: '0' };
    // Unsigned: anyone who knows an order id could post it, so it decides nothing by itself.
    expect(readKuveytCallback(account, post(failure), expected)).toMatchObject({
      kind: 'unsigned_failure',
      mdStatus: 'MPI_ERROR',
      message: 'Kart doğrulanamadı.',
    });
    const ours = {
      ...failure,
      MerchantOrderId: expected.orderId,
      HashData: kuveytCallbackHash(
        { MerchantOrderId: expected.orderId, ResponseCode: 'MPI_ERROR', OrderId: '0' },
        kuveytHashedPassword('api123'),
      ),
    };
    expect(readKuveytCallback(account, post(ours), expected).kind).toBe('not_authenticated');
    // Another merchant's failure, named on the contract itself, is not ours at all.
    expect(readKuveytCallback(account, post({ ...failure, MerchantId: '80123' }), expected).problem).toBe(
      'store',
    );
    const signed = {
      ...failure,
      MerchantOrderId: 'OTHER',
      HashData: kuveytCallbackHash(
        { MerchantOrderId: 'OTHER', ResponseCode: 'MPI_ERROR', OrderId: '0' },
        kuveytHashedPassword('api123'),
      ),
    };
    expect(readKuveytCallback(account, post(signed), expected).problem).toBe('order');
  });

  it('is malformed without a readable contract or ResponseCode, and never echoes a full card number', () => {
    expect(readKuveytCallback(account, {}, expected).problem).toBe('malformed');
    expect(readKuveytCallback(account, post({ OrderId: '1' }), expected).problem).toBe('malformed');
    expect(maskedCardNumber('5188961939192544')).toBe('518896******2544');
    expect(maskedCardNumber('')).toBeNull();
  });
});
