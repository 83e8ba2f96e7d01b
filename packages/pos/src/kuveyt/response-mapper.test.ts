import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import { childOf, parseXml, type XmlNode } from '../xml.js';
import { kuveytHashedPassword } from './hash.js';
import {
  mapOrderDetail,
  mapOrderReversals,
  mapProvisionResponse,
  mapSoapResult,
  minorFromMajor,
} from './response-mapper.js';

const vectorE = vectors.kuveyt.responseHash[2];
const hashed = kuveytHashedPassword('api123');
const provision = (contract: XmlNode) => ({ VPosTransactionResponseContract: contract });
const approvedE: XmlNode = {
  ResponseCode: '00',
  ResponseMessage: 'OTORİZASYON VERİLDİ',
  ProvisionNumber: '241839',
  RRN: vectorE?.fields.RRN ?? '',
  Stan: '539222',
  OrderId: vectorE?.fields.OrderId ?? '',
  MerchantOrderId: vectorE?.fields.MerchantOrderId ?? '',
  HashData: vectorE?.expected ?? '',
};
const orderId = vectorE?.fields.MerchantOrderId ?? '';

describe('KuveytTürk response mapping', () => {
  it('maps the captured provision approval (vector E hash)', () => {
    expect(mapProvisionResponse(orderId, provision(approvedE), hashed)).toEqual({
      outcome: 'approved',
      orderId,
      authCode: '241839',
      hostRefNum: '411219539222',
      transId: '155767806',
      returnCode: '00',
      errorCode: null,
      message: 'OTORİZASYON VERİLDİ',
    });
  });

  it('never trusts an approval whose hash or order does not match: unknown', () => {
    expect(
      mapProvisionResponse(orderId, provision({ ...approvedE, RRN: '411219539223' }), hashed).outcome,
    ).toBe('unknown');
    expect(mapProvisionResponse(orderId, provision(approvedE), kuveytHashedPassword('other')).outcome).toBe(
      'unknown',
    );
    expect(mapProvisionResponse('T261125OTHER00000', provision(approvedE), hashed).outcome).toBe('unknown');
    expect(mapProvisionResponse(orderId, {}, hashed).outcome).toBe('unknown');
  });

  it('a numeric refusal is a decline, a named one an error', () => {
    const declined = mapProvisionResponse(
      orderId,
      provision({ ResponseCode: '51', ResponseMessage: 'Limit yetersiz' }),
      hashed,
    );
    expect(declined).toMatchObject({
      outcome: 'declined',
      returnCode: '51',
      errorCode: '51',
      message: 'Limit yetersiz',
    });
    const error = mapProvisionResponse(
      orderId,
      provision({ ResponseCode: 'MetaDataNotFound', ResponseMessage: 'Ödeme detayı bulunamadı.' }),
      hashed,
    );
    expect(error).toMatchObject({ outcome: 'error', errorCode: 'MetaDataNotFound' });
  });

  it('maps SOAP results by local name', () => {
    const done = {
      'a:Results': '',
      'a:Success': 'true',
      'a:Value': { 'a:ResponseCode': '00', 'a:ProvisionNumber': '1', 'a:RRN': '2', 'a:OrderId': '3' },
    };
    expect(mapSoapResult('T1', done)).toMatchObject({
      outcome: 'approved',
      authCode: '1',
      hostRefNum: '2',
      transId: '3',
    });
    const refused = {
      'a:Results': {
        'a:Result': { 'a:ErrorCode': '28', 'a:ErrorMessage': 'İptal edilmiş işlem iade edilemez.' },
      },
      'a:Success': 'false',
      'a:Value': { 'a:ResponseCode': '' },
    };
    expect(mapSoapResult('T1', refused)).toMatchObject({
      outcome: 'declined',
      errorCode: '28',
      message: 'İptal edilmiş işlem iade edilemez.',
    });
    const named = { Results: { Result: { ErrorCode: 'InvalidRequestError' } }, Success: 'false' };
    expect(mapSoapResult('T1', named).outcome).toBe('error');
  });

  it('maps the order detail to status and reversals', () => {
    const contract = (values: XmlNode) => ({
      Value: {
        OrderContract: {
          MerchantOrderId: 'T1',
          ResponseCode: '00',
          FirstAmount: '10.01',
          FEC: '0949',
          ...values,
        },
      },
    });
    const state = (values: XmlNode) => mapOrderDetail('T1', contract(values)).state;
    expect(state({ LastOrderStatus: '1', TransactionType: 'Sale' })).toBe('authorised');
    expect(state({ LastOrderStatus: '1', TransactionType: 'PreAuthorization' })).toBe('preauthorised');
    expect(state({ LastOrderStatus: '1', TransactionType: 'PreAuthorizationClose' })).toBe('captured');
    expect(state({ LastOrderStatus: '4' })).toBe('refunded');
    expect(state({ LastOrderStatus: '5' })).toBe('refunded');
    expect(state({ LastOrderStatus: '6' })).toBe('voided');
    expect(state({ LastOrderStatus: '9' })).toBe('unknown');
    expect(state({ LastOrderStatus: '1', ResponseCode: '05' })).toBe('declined');
    expect(mapOrderDetail('T1', { Success: 'true', Value: '' })).toMatchObject({
      answered: true,
      state: 'not_found',
    });
    const failed = { Success: 'false', Results: { Result: { ErrorCode: 'IntegrationFatalException' } } };
    expect(mapOrderDetail('T1', failed).state).toBe('unknown');
    expect(mapOrderReversals('T1', contract({ LastOrderStatus: '5', DrawbackAmount: '2.50' }))).toEqual({
      answered: true,
      voided: false,
      refunded: 250n,
      refundCount: 1,
    });
    expect(mapOrderReversals('T1', contract({ LastOrderStatus: '6', DrawbackAmount: '0' }))).toMatchObject({
      voided: true,
      refunded: 0n,
    });
    expect(mapOrderReversals('T1', failed).answered).toBe(false);
  });

  it('picks the approved bank order among several with our id', () => {
    // Repeated elements come from the parser as a list.
    const contract = (code: string, id: string) =>
      `<OrderContract><MerchantOrderId>T1</MerchantOrderId><ResponseCode>${code}</ResponseCode><LastOrderStatus>1</LastOrderStatus><OrderId>${id}</OrderId></OrderContract>`;
    const document = parseXml(
      Buffer.from(`<r><Value>${contract('05', '1')}${contract('00', '2')}</Value></r>`, 'utf8'),
    );
    const result = childOf(document, 'r');
    expect(mapOrderDetail('T1', result)).toMatchObject({ state: 'authorised', result: { transId: '2' } });
  });

  it('reads major-unit amounts', () => {
    expect(minorFromMajor('10.01')).toBe(1001n);
    expect(minorFromMajor('1,5')).toBe(150n);
    expect(minorFromMajor('7')).toBe(700n);
    expect(minorFromMajor('1.234')).toBeNull();
    expect(minorFromMajor('')).toBeNull();
  });
});
