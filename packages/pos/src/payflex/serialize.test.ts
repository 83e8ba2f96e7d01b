import { describe, expect, it } from 'vitest';
import { parseFormBody } from '../form-body.js';
import { parseXml, textOf } from '../xml.js';
import { enrolmentBody, readAnswer, searchBody, vposBody, xmlWithoutDeclaration } from './serialize.js';

describe('PayFlex serialisation', () => {
  it('puts the VposRequest, without a declaration, in prmstr, and the Turkish name survives in UTF-8', () => {
    const body = vposBody({ MerchantId: '1', CardHoldersName: 'Çağrı Şükrü Öztürk', Note: 'a&b<c' });
    expect(body.startsWith('prmstr=')).toBe(true);
    const prmstr = parseFormBody(body).prmstr ?? '';
    expect(prmstr).toBe(
      '<VposRequest><MerchantId>1</MerchantId><CardHoldersName>Çağrı Şükrü Öztürk</CardHoldersName><Note>a&amp;b&lt;c</Note></VposRequest>',
    );
    const parsed = parseXml(Buffer.from(prmstr, 'utf8'));
    expect(textOf(parsed.VposRequest, 'CardHoldersName')).toBe('Çağrı Şükrü Öztürk');
    expect(textOf(parsed.VposRequest, 'Note')).toBe('a&b<c');
  });

  it('sends the SearchRequest with its UTF-8 declaration', () => {
    const prmstr = parseFormBody(searchBody({ TransactionCriteria: { OrderId: 'T1' } })).prmstr ?? '';
    expect(prmstr).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<SearchRequest><TransactionCriteria><OrderId>T1</OrderId></TransactionCriteria></SearchRequest>',
    );
    expect(xmlWithoutDeclaration('A', { B: '1' })).toBe('<A><B>1</B></A>');
  });

  it('urlencodes the enrolment fields', () => {
    expect(enrolmentBody({ SuccessUrl: 'https://x.test/ok?a=1&b=2', PurchaseAmount: '1.00' })).toBe(
      'SuccessUrl=https%3A%2F%2Fx.test%2Fok%3Fa%3D1%26b%3D2&PurchaseAmount=1.00',
    );
  });

  it('unwraps whatever root the answer has, and gives null for what is not XML', () => {
    const answer = readAnswer(
      new TextEncoder().encode('<IPaySecure><MessageErrorCode>2005</MessageErrorCode></IPaySecure>'),
    );
    expect(textOf(answer, 'MessageErrorCode')).toBe('2005');
    expect(readAnswer(new Uint8Array([0xff, 0xfe, 0x00]))).toBeNull();
    expect(readAnswer(new TextEncoder().encode('Request Rejected'))).toBeNull();
  });
});
