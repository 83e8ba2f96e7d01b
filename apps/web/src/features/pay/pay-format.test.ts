import { describe, expect, it } from 'vitest';
import { formatExchangeRate, formatMoney, formatPercent } from './pay-format.js';

describe('amounts on screen', () => {
  it('uses the Turkish format with 2 decimals and 4 for rates', () => {
    expect(formatMoney('1044.9', 'TRY')).toBe('1.044,90 TL');
    expect(formatMoney('1234567.05', 'EUR')).toBe('1.234.567,05 EUR');
    expect(formatMoney(null, 'USD')).toBe('—');
    expect(formatPercent(4.49)).toBe('%4,49');
    expect(formatPercent(2)).toBe('%2,00');
    expect(formatExchangeRate('34.6964')).toBe('34,6964');
    expect(formatExchangeRate('1234.5')).toBe('1.234,5000');
  });
});

describe('rates on screen', () => {
  it.each([
    [4.49, '%4,49'],
    [2, '%2,00'],
    [1.2345, '%1,2345'],
    [1.235, '%1,235'],
    [12.5, '%12,50'],
    [0, '%0,00'],
  ])('%s → %s', (rate, text) => {
    expect(formatPercent(rate)).toBe(text);
  });
});
