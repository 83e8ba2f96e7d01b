import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import { garantiCallbackHash, garantiFormHash, garantiXmlHash } from './hash.js';

const g = vectors.garanti;

describe('Garanti hashes (protocols/vectors.json)', () => {
  it('form hash', () => {
    const f = g.formHash.fields;
    expect(
      garantiFormHash(
        {
          terminalId: f.terminalid,
          orderId: f.orderid,
          amount: f.txnamount,
          currencyCode: f.txncurrencycode,
          successUrl: f.successurl,
          errorUrl: f.errorurl,
          type: f.txntype,
          installments: f.txninstallmentcount,
        },
        g.storeKey,
        g.provisionPassword,
      ),
    ).toBe(g.formHash.expected);
  });

  it('provisioning XML HashData', () => {
    const f = g.xmlHashData.fields;
    expect(
      garantiXmlHash(
        {
          orderId: f.orderId,
          terminalId: f.terminalId,
          cardNumber: f.cardNumber,
          amount: f.amount,
          currencyCode: f.currency,
        },
        g.provisionPassword,
      ),
    ).toBe(g.xmlHashData.expected);
  });

  it('callback hash over hashparams', () => {
    expect(garantiCallbackHash(g.callbackHash.fields, g.storeKey)).toBe(g.callbackHash.expected);
  });
});
