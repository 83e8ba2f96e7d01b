import { describe, expect, it } from 'vitest';
import { encodeLatin5 } from '../charset.js';
import recorded from '../fixtures/recorded/posnet/callbacks.json' with { type: 'json' };
import type { HttpClient } from '../http-client.js';
import type { ExpectedCallback, PosAccount } from '../types.js';
import { parseXml, type XmlNode } from '../xml.js';
import { readResolveReply } from './callback.js';
import { PosNetGateway } from './gateway.js';

/**
 * Real PosNet callback material from the mews/pos test suite (fixtures/recorded/posnet/callbacks.json; each test
 * names its fixture key first): the bank's oosResolveMerchantData replies, which are what verifies a post back.
 */
const { callbacks } = recorded;
const account: PosAccount = {
  protocol: 'posnet',
  model: '3d',
  endpoints: { gateUrl: 'https://bank.test/3d', apiUrl: 'https://bank.test/xml' },
  credentials: {
    storeId: '6706598320',
    terminalId: '67005551',
    apiUser: '27426',
    apiPassword: '',
    storeKey: '10,10,10,10,10,10,10,10',
  },
  acceptedMdStatus: ['1'],
};
/** The replies' own xid is the padded order id YKB_0000080603153823, for 56.96 TL. */
const expected: ExpectedCallback = { orderId: 'YKB_0000080603153823', amount: 5696n, currency: 'TRY' };

/** The reply as the bank sends it: ISO-8859-9 bytes, parsed with our XML reader. */
function reply(xml: string): XmlNode {
  const response = parseXml(encodeLatin5(xml)).posnetResponse;
  return response && typeof response === 'object' ? response : {};
}

describe('PosNet recorded resolve replies', () => {
  it('resolve_md1_signed: the signed mdStatus 1 reply (vector D) is a passed check for our order', () => {
    const signed = reply(callbacks.resolve_md1_signed.xml);
    expect(readResolveReply(account, signed, expected)).toEqual({
      kind: 'authenticated',
      problem: null,
      mdStatus: '1',
      message: null,
      maskedPan: null,
    });
    // The bank's signed reply for another order, amount or currency is not this order's word.
    const refusal = (other: Partial<ExpectedCallback>) =>
      readResolveReply(account, signed, { ...expected, ...other }).problem;
    expect(refusal({ orderId: 'YKB_0000080603153824' })).toBe('order');
    expect(refusal({ amount: 5697n })).toBe('amount');
    expect(refusal({ currency: 'USD' })).toBe('currency');
    // Another terminal's key does not sign it.
    const otherTid = { ...account, credentials: { ...account.credentials, terminalId: '67005552' } };
    expect(readResolveReply(otherTid, signed, expected).problem).toBe('hash');
  });

  it('resolve_md9_not_3d: the mdStatus 9 reply, its mac a mews placeholder, is refused as hash', () => {
    // mews kept no approved/respCode and a placeholder mac (ED7254A3ABC264QOP67MN): it verifies with nothing.
    const word = readResolveReply(account, reply(callbacks.resolve_md9_not_3d.xml), expected);
    expect(word).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: null,
      message: null,
      maskedPan: null,
    });
    // Given the approved envelope it lacks, the placeholder mac still refuses it, now with the bank's words.
    const enveloped = callbacks.resolve_md9_not_3d.xml.replace(
      '<posnetResponse>',
      '<posnetResponse><approved>1</approved><respCode></respCode>',
    );
    expect(readResolveReply(account, reply(enveloped), expected)).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '9',
      message: 'None 3D - Secure Transaction',
      maskedPan: null,
    });
  });

  it('resolve_md_empty: the reply with an empty mdStatus and a placeholder mac is refused as hash', () => {
    expect(readResolveReply(account, reply(callbacks.resolve_md_empty.xml), expected)).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: null,
      message: null,
      maskedPan: null,
    });
  });

  it("resolve_e216_mac_failed: the bank's refusal to resolve (E216) means the packets are not its post", () => {
    expect(readResolveReply(account, reply(callbacks.resolve_e216_mac_failed.xml), expected)).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: null,
      message: 'Mac Doğrulama hatalı',
      maskedPan: null,
    });
  });

  it("resolve_md9_mac_only: the bank's signed mdStatus 9 is the bank's word that the 3-D check failed", () => {
    const { mdStatus, mac } = callbacks.resolve_md9_mac_only.fields;
    // Only mdStatus and mac were published: the envelope and the order (895, 1.00 TL) are the note's, the mac real.
    const xml = `<?xml version="1.0" encoding="ISO-8859-9"?><posnetResponse><approved>1</approved><respCode></respCode><oosResolveMerchantDataResponse><xid>00000000000000000895</xid><amount>100</amount><currency>TL</currency><mdStatus>${mdStatus}</mdStatus><mac>${mac}</mac></oosResolveMerchantDataResponse></posnetResponse>`;
    // The old test's account: tid 67825768.
    const oldAccount = { ...account, credentials: { ...account.credentials, terminalId: '67825768' } };
    const order: ExpectedCallback = { orderId: '895', amount: 100n, currency: 'TRY' };
    expect(readResolveReply(oldAccount, reply(xml), order)).toEqual({
      kind: 'not_authenticated',
      problem: null,
      mdStatus: '9',
      message: null,
      maskedPan: null,
    });
    expect(readResolveReply(account, reply(xml), order).problem).toBe('hash');
  });
});

describe('PosNet recorded post back', () => {
  it('post_merchant_packet_only: a lone MerchantPacket is refused as malformed without asking the bank', async () => {
    const asked: string[] = [];
    const http: HttpClient = async (request) => {
      asked.push(request.url);
      throw new Error('no bank call expected');
    };
    const word = await new PosNetGateway(account, http).readCallback(
      callbacks.post_merchant_packet_only.fields,
      expected,
    );
    expect(word).toEqual({
      kind: 'refused',
      problem: 'malformed',
      mdStatus: null,
      message: null,
      maskedPan: null,
    });
    expect(asked).toEqual([]);
  });
});
