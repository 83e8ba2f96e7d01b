import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import { nestpayVer3Hash } from './hash.js';

describe('NestPay ver3 hash (protocols/vectors.json)', () => {
  for (const vector of vectors.estv3.requestHash) {
    it(`request ${vector.name}`, () => {
      expect(nestpayVer3Hash(vector.fields, vectors.estv3.storeKey)).toBe(vector.expected);
    });
  }
  for (const vector of vectors.estv3.callbackHash) {
    it(`callback ${vector.name}`, () => {
      expect(nestpayVer3Hash(vector.fields as Record<string, string | null>, vectors.estv3.storeKey)).toBe(
        vector.expected,
      );
    });
  }

  it('escapes backslashes and pipes and changes with any field', () => {
    const base = { oid: 'a|b', amount: '1.00' };
    expect(nestpayVer3Hash(base, 'k')).not.toBe(nestpayVer3Hash({ ...base, amount: '1.01' }, 'k'));
    expect(nestpayVer3Hash({ oid: 'a|b' }, 'k')).not.toBe(nestpayVer3Hash({ oid: 'a', x: 'b' }, 'k'));
    expect(nestpayVer3Hash(base, 'k')).not.toBe(nestpayVer3Hash(base, 'other-key'));
  });
});
