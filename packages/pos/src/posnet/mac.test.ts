import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import { requestMac, resolveResponseMac, securityData } from './mac.js';

const { posnet } = vectors;
const keyOf = (fields: { tid: string }) => ({ encKey: posnet.account.encKey, terminalId: fields.tid });

describe('PosNet MAC (protocols/vectors.json)', () => {
  it(`securityData: ${posnet.securityData.name}`, () => {
    const { encKey, tid } = posnet.securityData.fields;
    expect(securityData(encKey, tid)).toBe(posnet.securityData.expected);
  });

  for (const vector of posnet.requestMac) {
    it(`request ${vector.name}`, () => {
      expect(requestMac(vector.fields, keyOf(vector.fields))).toBe(vector.expected);
    });
  }

  for (const vector of posnet.resolveResponseMac) {
    it(`resolve reply ${vector.name}`, () => {
      expect(resolveResponseMac(vector.fields, keyOf(vector.fields))).toBe(vector.expected);
    });
  }

  it('an emptied amount no longer matches (vector C)', () => {
    const vector = posnet.resolveResponseMac[0];
    expect(vector).toBeDefined();
    if (vector) {
      expect(resolveResponseMac({ ...vector.fields, amount: '' }, keyOf(vector.fields))).not.toBe(
        vector.expected,
      );
    }
  });

  it('changes with the key, the terminal and every part', () => {
    const parts = { xid: '0000T261125ABCDEFGHJK', amount: '100', currency: 'TL', mid: '6706598320' };
    const key = { encKey: '10,10,10,10,10,10,10,10', terminalId: '67005551' };
    const base = requestMac(parts, key);
    expect(requestMac({ ...parts, amount: '101' }, key)).not.toBe(base);
    expect(requestMac({ ...parts, currency: 'US' }, key)).not.toBe(base);
    expect(requestMac(parts, { ...key, encKey: '11,10,10,10,10,10,10,10' })).not.toBe(base);
    expect(requestMac(parts, { ...key, terminalId: '67005552' })).not.toBe(base);
  });
});
