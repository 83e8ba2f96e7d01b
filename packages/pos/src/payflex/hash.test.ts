import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import { payflexCommonPaymentHash } from './hash.js';

describe('PayFlex Common Payment HashedData (protocols/vectors.json)', () => {
  for (const vector of vectors.payflex.cpHashedData) {
    it(`vector ${vector.name}`, () => {
      expect(payflexCommonPaymentHash(vector.fields)).toBe(vector.expected);
    });
  }

  it('changes with the amount and the password', () => {
    const base = vectors.payflex.cpHashedData[0]?.fields;
    expect(base).toBeDefined();
    if (!base) {
      return;
    }
    expect(payflexCommonPaymentHash({ ...base, Amount: '10.11' })).not.toBe(payflexCommonPaymentHash(base));
    expect(payflexCommonPaymentHash({ ...base, MerchantPassword: 'x' })).not.toBe(
      payflexCommonPaymentHash(base),
    );
  });
});
