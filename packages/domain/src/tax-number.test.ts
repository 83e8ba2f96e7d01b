import { describe, expect, it } from 'vitest';
import { isValidTaxNumber, isValidVkn } from './tax-number.js';

/** The check digit of nine VKN digits, by brute force over the validator (a second path to the same rule). */
function withCheckDigit(nine: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidVkn(`${nine}${digit}`)) {
      return `${nine}${digit}`;
    }
  }
  throw new Error(`no check digit for ${nine}`);
}

describe('isValidVkn', () => {
  it('accepts numbers whose tenth digit is the check digit', () => {
    // 1234567808 is a published example. 0000000001 by hand: the shifts 9…1 weighted by 2^9…2^1 mod 9 are
    // 0→9 (a non-zero shift weighing 0 counts 9), 5, 5, 6, 7, 1, 6, 8, 2 = 49 → check digit (10 − 9) mod 10 = 1.
    expect(isValidVkn('1234567808')).toBe(true);
    expect(isValidVkn('0000000001')).toBe(true);
  });

  it('refuses a wrong check digit, letters and other lengths', () => {
    expect(isValidVkn('1234567809')).toBe(false);
    expect(isValidVkn('0000000004')).toBe(false);
    expect(isValidVkn('12345678A8')).toBe(false);
    expect(isValidVkn('123456780')).toBe(false);
    expect(isValidVkn('12345678080')).toBe(false);
  });

  it('has exactly one check digit for every nine digits', () => {
    for (const nine of ['000000000', '123456780', '987654321', '555555555', '100000000']) {
      const valid = [...'0123456789'].filter((d) => isValidVkn(`${nine}${d}`));
      expect(valid).toHaveLength(1);
    }
    expect(withCheckDigit('473829104')).toHaveLength(10);
  });
});

describe('isValidTaxNumber', () => {
  it('takes a VKN or a T.C. identity number', () => {
    expect(isValidTaxNumber('1234567808')).toBe(true);
    expect(isValidTaxNumber('10000000146')).toBe(true);
    expect(isValidTaxNumber('10000000147')).toBe(false);
    expect(isValidTaxNumber('123')).toBe(false);
    expect(isValidTaxNumber('')).toBe(false);
  });
});
