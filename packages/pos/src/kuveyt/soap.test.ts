import { describe, expect, it } from 'vitest';
import type { PosAccount } from '../types.js';
import { parseXml } from '../xml.js';
import { kuveytRequestHash } from './hash.js';
import { threeDStartFromPage } from './pay-gate.js';
import {
  localChild,
  localText,
  soapActionOf,
  soapFaultEnvelope,
  soapRequestEnvelope,
  soapResponseEnvelope,
  soapResultOf,
} from './soap.js';
import { moneyRequest, soapDateTime, statusRequest } from './soap-requests.js';

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
const refs = {
  merchantOrderId: 'T261125ABCDEFGHJK',
  orderId: '155767806',
  rrn: '411219539222',
  stan: '539222',
  provisionNumber: '241839',
};
const parse = (text: string) => parseXml(Buffer.from(text, 'utf8'));

describe('KuveytTürk SOAP', () => {
  it('names the action with the DrawBack spelling', () => {
    expect(soapActionOf('DrawBack')).toBe(
      'http://boa.net/BOA.Integration.VirtualPos/Service/IVirtualPosService/DrawBack',
    );
  });

  it('wraps a void in an envelope, booleans as 1, the four references and the VPosMessage hash', () => {
    const xml = soapRequestEnvelope(
      'SaleReversal',
      moneyRequest(account, 'SaleReversal', refs, 1001n, 'TRY'),
    );
    expect(xml).toContain(
      '<SaleReversal xmlns="http://boa.net/BOA.Integration.VirtualPos/Service"><request>',
    );
    const request = localChild(
      localChild(localChild(localChild(parse(xml), 'Envelope'), 'Body'), 'SaleReversal'),
      'request',
    );
    expect(request).toMatchObject({
      IsFromExternalNetwork: '1',
      MailOrTelephoneOrder: '1',
      OrderId: '155767806',
      RRN: '411219539222',
      Stan: '539222',
      ProvisionNumber: '241839',
      Amount: '1001',
    });
    const message = localChild(request, 'VPosMessage');
    expect(message).toMatchObject({
      TransactionType: 'SaleReversal',
      CurrencyCode: '0949',
      CancelAmount: '1001',
      DisplayAmount: '1001',
    });
    expect(localText(message, 'HashData')).toBe(
      kuveytRequestHash(
        { MerchantId: '496', MerchantOrderId: refs.merchantOrderId, Amount: '1001', UserName: 'apitest' },
        'api123',
      ),
    );
    expect(xml).not.toContain('api123');
  });

  it('refund messages show DisplayAmount 0; status asks by MerchantOrderId between two dates', () => {
    expect(moneyRequest(account, 'PartialDrawback', refs, 500n, 'TRY').VPosMessage).toMatchObject({
      DisplayAmount: '0',
      Amount: '500',
    });
    const status = statusRequest(account, 'T261125ABCDEFGHJK', new Date('2026-11-25T10:00:00Z'));
    expect(status).toMatchObject({
      Amount: '0',
      OrderId: '0',
      TransactionType: '0',
      StartDate: '2025-11-25T10:00:00',
      EndDate: '2026-11-26T10:00:00',
    });
    expect(soapDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05');
  });

  it('reads a result with prefixed children, and a fault', () => {
    const reply = soapResponseEnvelope('DrawBack', {
      'a:Success': 'true',
      'a:Value': { 'a:ResponseCode': '00' },
    });
    const found = soapResultOf(parse(reply), 'DrawBack');
    expect(found.kind).toBe('result');
    expect(found.kind === 'result' && localText(localChild(found.result, 'Value'), 'ResponseCode')).toBe(
      '00',
    );
    expect(soapResultOf(parse(soapFaultEnvelope('bad dates')), 'DrawBack')).toEqual({
      kind: 'fault',
      message: 'bad dates',
    });
    expect(soapResultOf(parse(reply), 'SaleReversal')).toEqual({ kind: 'none' });
  });
});

describe('the pay gate page as a 3-D start', () => {
  it('an early error page posting AuthenticationResponse to FailUrl is the bank refusal', () => {
    const contract = encodeURIComponent(
      '<?xml version="1.0" encoding="utf-16"?><VPosTransactionResponseContract><ResponseCode>HashDataError</ResponseCode><ResponseMessage>Şifrelenen veriler (Hashdata) uyuşmamaktadır</ResponseMessage></VPosTransactionResponseContract>',
    ).replaceAll('%20', '+');
    const html = `<html><body onload="document.forms[0].submit()"><form action="https://shop.test/fail" method="post"><input type="hidden" name="AuthenticationResponse" value="${contract}"></form></body></html>`;
    expect(threeDStartFromPage(html, 'https://bank.test/gate', 'T1')).toEqual({
      kind: 'refused',
      result: {
        outcome: 'error',
        orderId: 'T1',
        authCode: null,
        hostRefNum: null,
        transId: null,
        returnCode: 'HashDataError',
        errorCode: 'HashDataError',
        message: 'Şifrelenen veriler (Hashdata) uyuşmamaktadır',
      },
    });
    expect(threeDStartFromPage('<p>Service Unavailable</p>', 'https://bank.test/gate', 'T1').kind).toBe(
      'refused',
    );
  });
});
