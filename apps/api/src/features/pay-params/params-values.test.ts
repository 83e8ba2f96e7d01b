import { describe, expect, it } from 'vitest';
import { formatLinkAmount, parseDecimalAmount, parseLinkAmount } from './params-values.js';

describe('the amount field of a link', () => {
  it('reads a currency and a positive amount, or a currency and `open`', () => {
    expect(parseLinkAmount('TRY 250.00')).toEqual({ currency: 'TRY', amount: 25_000n });
    expect(parseLinkAmount('USD 250')).toEqual({ currency: 'USD', amount: 25_000n });
    expect(parseLinkAmount('EUR 250,5')).toEqual({ currency: 'EUR', amount: 25_050n });
    expect(parseLinkAmount('TRY 0.01')).toEqual({ currency: 'TRY', amount: 1n });
    expect(parseLinkAmount('EUR open')).toEqual({ currency: 'EUR', amount: null });
  });

  it('never reads a zero, missing or misspelt amount, nor one without its currency, as open or as anything', () => {
    for (const text of [
      '',
      '250.00',
      '0',
      'open',
      'TRY 0',
      'TRY 0.00',
      'TRY -1',
      'TRY',
      'TRY ',
      'TRY OPEN',
      'try 250',
      'GBP 250',
      ' TRY 250',
      'TRY  250',
      'TRY 250 ',
      'TRY 1.234',
      'TRY 1,234.5',
      'TRY 1e3',
      'TRY 12345678901234567',
      'TRY\t250',
    ]) {
      expect(parseLinkAmount(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('writes what it reads', () => {
    for (const value of [
      { currency: 'TRY', amount: 100n },
      { currency: 'USD', amount: 999_999_999n },
      { currency: 'EUR', amount: null },
    ] as const) {
      expect(parseLinkAmount(formatLinkAmount(value))).toEqual(value);
    }
    expect(formatLinkAmount({ currency: 'TRY', amount: 25_000n })).toBe('TRY 250.00');
    expect(formatLinkAmount({ currency: 'USD', amount: null })).toBe('USD open');
  });

  it('a typed amount takes a dot or a comma', () => {
    expect(parseDecimalAmount('99,90')).toBe(9_990n);
    expect(parseDecimalAmount(' 250 ')).toBe(25_000n);
    expect(parseDecimalAmount('1.234,5')).toBeNull();
  });
});
