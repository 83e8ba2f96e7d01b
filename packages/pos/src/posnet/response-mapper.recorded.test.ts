import { describe, expect, it } from 'vitest';
import { encodeLatin5 } from '../charset.js';
import answers from '../fixtures/recorded/posnet/answers.json' with { type: 'json' };
import { parseXml, type XmlNode } from '../xml.js';
import { mapAgreement, mapPosnetResult, mapReversals } from './response-mapper.js';

/**
 * Real PosNet answers from the mews/pos test suite (mewebstudio/pos
 * tests/Unit/DataMapper/ResponseDataMapper/PosNetResponseDataMapperTest.php and
 * tests/Unit/Serializer/PosNetSerializerTest.php at 9152706f2e36f78cb2a00bd73ec8a79405926a44,
 * tests/Unit/Gateways/PosNetTest.php at 74c618253b62c8b82e670f8538163f48b9a20188); each fixture in
 * fixtures/recorded/posnet/answers.json names its case. No real capture, void or refund approval, and no real
 * "not found" (0123), is published.
 */
type Case = keyof typeof answers;
const read = (name: Case): XmlNode => {
  const document = parseXml(encodeLatin5(answers[name].xml));
  const response = document.posnetResponse;
  return response && typeof response === 'object' ? response : {};
};
const OURS = 'OUR-ORDER';

describe('PosNet recorded answers: payments', () => {
  it('the oosTranData approval: approved 1, empty respCode, hostlogkey as host reference and transaction id', () => {
    expect(mapPosnetResult(OURS, read('tran_data_approved'))).toEqual({
      outcome: 'approved',
      orderId: OURS,
      authCode: '901477',
      hostRefNum: '0000000002P0806031',
      transId: '0000000002P0806031',
      returnCode: '1',
      errorCode: null,
      message: '00',
    });
  });

  it('0148 (server IP not allowed) and the 0003 refusal of oosRequestData are errors of the set-up', () => {
    expect(mapPosnetResult(OURS, read('ip_not_allowed'))).toEqual({
      outcome: 'error',
      orderId: OURS,
      authCode: null,
      hostRefNum: null,
      transId: null,
      returnCode: '0',
      errorCode: '0148',
      message: 'INVALID MID TID IP. Hatalı IP:89.244.149.137',
    });
    expect(mapPosnetResult(OURS, read('request_data_mid_tid_ip_error'))).toMatchObject({
      outcome: 'error',
      errorCode: '0003',
      message: '148 MID,TID,IP HATALI:89.244.149.137',
    });
  });

  it('reads the Turkish text of the bank bytes (ISO-8859-9) right', () => {
    const bytes = Buffer.from(answers.ip_not_allowed_wire.xml, 'latin1');
    const response = parseXml(bytes).posnetResponse;
    expect(mapPosnetResult(OURS, typeof response === 'object' && response ? response : {})).toMatchObject({
      outcome: 'error',
      errorCode: '0148',
      message: 'INVALID MID TID IP. Hatalı IP:88.152.9.140',
    });
  });

  it('approved 2 (0127, order id already used) is not an approval', () => {
    expect(mapPosnetResult(OURS, read('order_id_already_used'))).toEqual({
      outcome: 'declined',
      orderId: OURS,
      authCode: '273370',
      hostRefNum: '020527337090000191',
      transId: '020527337090000191',
      returnCode: '2',
      errorCode: '0127',
      message: 'ORDERID DAHA ONCE KULLANILMIS 0127',
    });
  });
});

describe('PosNet recorded answers: agreement (status)', () => {
  it('one approved Sale is authorised, with its auth code and hostlogkey', () => {
    expect(mapAgreement(OURS, read('agreement_one_sale'))).toEqual({
      answered: true,
      state: 'authorised',
      result: {
        outcome: 'approved',
        orderId: OURS,
        authCode: '504289',
        hostRefNum: '021450428990000191',
        transId: '021450428990000191',
        returnCode: '1',
        errorCode: null,
        message: null,
      },
    });
    expect(mapReversals(read('agreement_one_sale'))).toEqual({
      answered: true,
      voided: false,
      refunded: 0n,
      refundCount: 0,
    });
  });

  it('0148 says nothing about the order: unknown, never not_found or declined', () => {
    expect(mapAgreement(OURS, read('ip_not_allowed'))).toMatchObject({
      answered: true,
      state: 'unknown',
      result: { outcome: 'error', errorCode: '0148' },
    });
    expect(mapReversals(read('ip_not_allowed')).answered).toBe(false);
  });

  it('an approval without a transaction list (the payment approval asked as a status) is unknown', () => {
    expect(mapAgreement(OURS, read('tran_data_approved'))).toMatchObject({
      state: 'unknown',
      result: { outcome: 'unknown' },
    });
    expect(mapReversals(read('tran_data_approved')).answered).toBe(false);
  });
});
