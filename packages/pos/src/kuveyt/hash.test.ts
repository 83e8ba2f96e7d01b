import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import { kuveytCallbackHash, kuveytHashedPassword, kuveytProvisionHash, kuveytRequestHash } from './hash.js';

describe('KuveytTürk hashes (protocols/vectors.json)', () => {
  for (const vector of vectors.kuveyt.passwordHash) {
    it(`password ${vector.name}`, () => {
      expect(kuveytHashedPassword(vector.fields.password)).toBe(vector.expected);
    });
  }
  for (const vector of vectors.kuveyt.requestHash) {
    it(`request ${vector.name}`, () => {
      const { password, ...fields } = vector.fields;
      expect(kuveytRequestHash(fields, password)).toBe(vector.expected);
    });
  }
  for (const vector of vectors.kuveyt.responseHash) {
    it(`response ${vector.name}`, () => {
      const fields: Record<string, string | undefined> = vector.fields;
      const hashedPassword = fields.hashedPassword ?? '';
      if (fields.password !== undefined) {
        expect(kuveytHashedPassword(fields.password)).toBe(hashedPassword);
      }
      const common = {
        MerchantOrderId: fields.MerchantOrderId ?? '',
        ResponseCode: fields.ResponseCode ?? '',
        OrderId: fields.OrderId ?? '',
      };
      const hash =
        vector.kind === 'callback'
          ? kuveytCallbackHash(common, hashedPassword)
          : kuveytProvisionHash({ ...common, RRN: fields.RRN ?? '' }, hashedPassword);
      expect(hash).toBe(vector.expected);
    });
  }

  it('changes with any value and with the password', () => {
    const base = { MerchantId: '1', MerchantOrderId: 'A', Amount: '100', UserName: 'u' };
    expect(kuveytRequestHash(base, 'p')).not.toBe(kuveytRequestHash({ ...base, Amount: '101' }, 'p'));
    expect(kuveytRequestHash(base, 'p')).not.toBe(kuveytRequestHash(base, 'q'));
    expect(kuveytRequestHash(base, 'p')).toBe(kuveytRequestHash({ ...base, OkUrl: '', FailUrl: '' }, 'p'));
  });
});
