import { describe, expect, it } from 'vitest';
import { formatExchangeRate, formatMoney, formatPercent, formatRateFigure } from './pay-format.js';

describe('amounts on screen', () => {
  it('uses the Turkish format with 2 decimals and 4 for rates', () => {
    expect(formatMoney('1044.9', 'TRY')).toBe('1.044,90 TL');
    expect(formatMoney('1234567.05', 'EUR')).toBe('1.234.567,05 EUR');
    expect(formatMoney(null, 'USD')).toBe('—');
    expect(formatPercent(4.49, 'tr')).toBe('%4,49');
    expect(formatPercent(2, 'tr')).toBe('%2,00');
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
    expect(formatPercent(rate, 'tr')).toBe(text);
  });

  it.each([
    ['en', 4.49, '4.49%'],
    ['en', 12.5, '12.50%'],
    ['en', 1.2345, '1.2345%'],
    ['zh', 2, '2.00%'],
    ['fr', 4.49, '4,49\u00a0%'],
    ['it', 4.49, '4,49%'],
  ])('%s: %s → %s, the sign where the language writes it', (language, rate, text) => {
    expect(formatPercent(rate, language).replace(/\u202f/g, '\u00a0')).toBe(text);
  });

  it('gives a text that writes its own sign the figure in the language ("Komisyon %{{rate}}", "Commission {{rate}}%")', () => {
    expect(formatRateFigure(4.49, 'tr')).toBe('4,49');
    expect(formatRateFigure(4.49, 'en')).toBe('4.49');
    expect(formatRateFigure(1.235, 'en')).toBe('1.235');
    expect(formatRateFigure(2, 'en')).toBe('2.00');
  });
});
