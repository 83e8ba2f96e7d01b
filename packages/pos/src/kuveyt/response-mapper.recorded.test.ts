import { describe, expect, it } from 'vitest';
import answers from '../fixtures/recorded/kuveyt/answers.json' with { type: 'json' };
import { parseXml, type XmlNode } from '../xml.js';
import { kuveytHashedPassword } from './hash.js';
import { mapOrderDetail, mapOrderReversals, mapProvisionResponse, mapSoapResult } from './response-mapper.js';
import { soapResultOf } from './soap.js';

/**
 * Real KuveytTürk answers from the mews/pos test suite (mewebstudio/pos
 * tests/Unit/DataMapper/ResponseDataMapper/KuveytPosResponseDataMapperTest.php at
 * 9152706f2e36f78cb2a00bd73ec8a79405926a44, tests/Unit/Serializer/KuveytSoapApiPosSerializerTest.php at
 * 8dc61ff83002b0d870d68b1835e3857dc2b469cb); each fixture in fixtures/recorded/kuveyt/answers.json names its case.
 * The `_wire` ones are the bank's text verbatim; the others were rebuilt from mews's parsed arrays. There is no
 * order history operation, and mews has no pre-authorisation for KuveytTürk, so no real pre-authorisation answer.
 */
type Case = keyof typeof answers;
const document = (name: Case) => parseXml(new TextEncoder().encode(answers[name].xml));
const soap = (name: Case, operation: string): XmlNode => {
  const found = soapResultOf(document(name), operation);
  if (found.kind !== 'result') {
    throw new Error(`${name} holds no ${operation}Result`);
  }
  return found.result;
};
const OURS = 'OUR-ORDER';

describe('KuveytTürk recorded answers: provision', () => {
  const api123 = kuveytHashedPassword('api123');

  it('the TDV2 approval names our order and its HashData verifies (vector E)', () => {
    expect(mapProvisionResponse('2024042111A0', document('provision_approved_tdv2'), api123)).toEqual({
      outcome: 'approved',
      orderId: '2024042111A0',
      authCode: '050560',
      hostRefNum: '411219539222',
      transId: '155767806',
      returnCode: '00',
      errorCode: null,
      message: 'OTORİZASYON VERİLDİ',
    });
    expect(
      mapProvisionResponse('2024042111A0', document('payment_approved_merchant80'), api123).outcome,
    ).toBe('unknown');
    expect(
      mapProvisionResponse(
        '660723214',
        document('payment_approved_merchant80'),
        kuveytHashedPassword('Api123'),
      ),
    ).toMatchObject({ outcome: 'approved', authCode: '896626', hostRefNum: '904115005554', transId: '4480' });
  });

  it('an approval for another order, or whose HashData does not verify, is unknown', () => {
    expect(mapProvisionResponse(OURS, document('provision_approved_tdv2'), api123).outcome).toBe('unknown');
    expect(
      mapProvisionResponse('2024042111A0', document('provision_approved_tdv2'), kuveytHashedPassword('x'))
        .outcome,
    ).toBe('unknown');
  });

  it('MetaDataNotFound and EmptyMDException are errors with their codes', () => {
    expect(mapProvisionResponse(OURS, document('provision_metadata_not_found'), api123)).toEqual({
      outcome: 'error',
      orderId: OURS,
      authCode: null,
      hostRefNum: null,
      transId: null,
      returnCode: 'MetaDataNotFound',
      errorCode: 'MetaDataNotFound',
      message: 'Ödeme detayı bulunamadı.',
    });
    expect(mapProvisionResponse(OURS, document('provision_empty_md'), api123)).toMatchObject({
      outcome: 'error',
      errorCode: 'EmptyMDException',
    });
  });
});

describe('KuveytTürk recorded answers: void and refund (SOAP)', () => {
  it('approvals carry ProvisionNumber, RRN and the bank order id', () => {
    expect(mapSoapResult(OURS, soap('soap_void_approved', 'SaleReversal'))).toEqual({
      outcome: 'approved',
      orderId: OURS,
      authCode: '241839',
      hostRefNum: '318923298433',
      transId: '114293600',
      returnCode: '00',
      errorCode: null,
      message: 'OTORİZASYON VERİLDİ',
    });
    expect(mapSoapResult(OURS, soap('soap_refund_partial_approved', 'PartialDrawback'))).toMatchObject({
      outcome: 'approved',
      authCode: '241859',
      transId: '114293626',
    });
    expect(mapSoapResult(OURS, soap('soap_refund_full_approved_tdv2', 'DrawBack'))).toMatchObject({
      outcome: 'approved',
      authCode: '050823',
      hostRefNum: '411415539590',
    });
    expect(mapSoapResult(OURS, soap('soap_refund_partial_approved_tdv2', 'PartialDrawback')).outcome).toBe(
      'approved',
    );
  });

  it('already cancelled (21) and a cancelled order refunded (28) are declines', () => {
    for (const name of ['soap_void_already_cancelled', 'soap_void_already_cancelled_tdv2'] as const) {
      expect(mapSoapResult(OURS, soap(name, 'SaleReversal'))).toMatchObject({
        outcome: 'declined',
        errorCode: '21',
        message: 'İşlem daha önce iptal edilmiştir.',
      });
    }
    expect(mapSoapResult(OURS, soap('soap_refund_of_cancelled_order', 'PartialDrawback'))).toMatchObject({
      outcome: 'declined',
      returnCode: '28',
      errorCode: '28',
      message: 'İptal Edilen İşlem İade Yapılamaz',
    });
  });

  it('business refusals are errors; an empty Value (OrderId 0, nothing done) too', () => {
    expect(mapSoapResult(OURS, soap('soap_void_not_same_day_wire', 'SaleReversal'))).toMatchObject({
      outcome: 'error',
      errorCode: 'InvalidRequestError',
      message: 'İptal işlemi satışla aynı gün yapılmalıdır. Geçmiş tarihli işlem için iade yapınız.',
    });
    expect(mapSoapResult(OURS, soap('soap_refund_partial_same_day', 'PartialDrawback'))).toMatchObject({
      outcome: 'error',
      errorCode: 'DbLayerError',
    });
    expect(mapSoapResult(OURS, soap('soap_void_empty_value', 'SaleReversal'))).toMatchObject({
      outcome: 'error',
      transId: null,
    });
    expect(mapSoapResult(OURS, soap('soap_refund_empty_value', 'PartialDrawback')).outcome).toBe('error');
  });

  it('ServiceUnavailable (the host answer never came back) is unknown, not a refusal', () => {
    expect(
      mapSoapResult(OURS, soap('soap_refund_service_unavailable_wire', 'PartialDrawback')),
    ).toMatchObject({
      outcome: 'unknown',
      errorCode: 'ServiceUnavailable',
      message: 'IsoProxyFactoryServiceResponseWasNull',
    });
  });
});

describe('KuveytTürk recorded answers: GetMerchantOrderDetail (status and reversals)', () => {
  const detail = (name: Case) => soap(name, 'GetMerchantOrderDetail');

  it('LastOrderStatus 1 is authorised, with ProvNumber, RRN and the bank order id', () => {
    expect(mapOrderDetail('2023070849CD', detail('soap_status_paid_2023'))).toEqual({
      answered: true,
      state: 'authorised',
      result: {
        outcome: 'approved',
        orderId: '2023070849CD',
        authCode: '241839',
        hostRefNum: '318923298433',
        transId: '114293600',
        returnCode: '00',
        errorCode: null,
        message: null,
      },
    });
    expect(mapOrderDetail('20240424C7A5', detail('soap_status_paid_tdv2')).state).toBe('authorised');
  });

  it('LastOrderStatus 6 is voided and 4 refunded, with the amounts the reversals need', () => {
    expect(mapOrderDetail('20260209089B', detail('soap_status_cancelled_wire')).state).toBe('voided');
    expect(mapOrderDetail('20240424C7A5', detail('soap_status_cancelled_tdv2')).state).toBe('voided');
    expect(mapOrderReversals('20240424C7A5', detail('soap_status_cancelled_tdv2'))).toEqual({
      answered: true,
      voided: true,
      refunded: 0n,
      refundCount: 0,
    });
    expect(mapOrderDetail('202404240DEE', detail('soap_status_refunded_tdv2')).state).toBe('refunded');
    expect(mapOrderReversals('202404240DEE', detail('soap_status_refunded_tdv2'))).toEqual({
      answered: true,
      voided: false,
      refunded: 1_001n,
      refundCount: 1,
    });
  });

  it('an empty Value with Success true is not_found; HashDataError is unknown', () => {
    expect(mapOrderDetail(OURS, detail('soap_status_not_found'))).toMatchObject({
      answered: true,
      state: 'not_found',
    });
    expect(mapOrderReversals(OURS, detail('soap_status_not_found')).answered).toBe(true);
    expect(mapOrderDetail(OURS, detail('soap_status_hash_error'))).toMatchObject({
      answered: true,
      state: 'unknown',
      result: { errorCode: 'HashDataError', message: 'Şifrelenen veriler (Hashdata) uyuşmamaktadır.' },
    });
    expect(mapOrderReversals(OURS, detail('soap_status_hash_error')).answered).toBe(false);
  });

  it('contracts that all name another merchant order are unknown, never not_found', () => {
    expect(mapOrderDetail(OURS, detail('soap_status_paid_2023')).state).toBe('unknown');
    expect(mapOrderReversals(OURS, detail('soap_status_paid_2023')).answered).toBe(false);
  });
});
