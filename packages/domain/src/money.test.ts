import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideByExchangeRate,
  divRoundHalfUp,
  formatAmount,
  formatMoneyText,
  formatRate,
  formatTurkishAmount,
  formatTurkishMoney,
  multiplyByExchangeRate,
  parseAmount,
  parseExchangeRate,
  parseRate,
  parseTurkishAmount,
} from './money.js';

describe('divRoundHalfUp', () => {
  it.each([
    [5n, 2n, 3n],
    [4n, 2n, 2n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [-5n, 2n, -3n],
    [0n, 7n, 0n],
  ])('%i / %i → %i', (num, den, expected) => {
    expect(divRoundHalfUp(num, den)).toBe(expected);
  });

  it('refuses division by zero', () => {
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('amounts', () => {
  it.each([
    ['0', 0n],
    ['0.1', 10n],
    ['0.01', 1n],
    ['1234.5', 123_450n],
    ['1234.56', 123_456n],
    ['  250.00 ', 25_000n],
  ])('parseAmount(%j) → %i', (text, kurus) => {
    expect(parseAmount(text)).toBe(kurus);
  });

  it.each(['', '1.234', '-1', '1e3', '1,5', 'abc', '.5', '12345678901234567'])(
    'parseAmount refuses %j',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it.each([
    ['1.234,56', 123_456n],
    ['1234,5', 123_450n],
    ['250', 25_000n],
    ['1.000.000,00', 100_000_000n],
    ['1 234,56', 123_456n],
    ['12.5', 1_250n],
    ['1.234', 123_400n],
  ])('parseTurkishAmount(%j) → %i', (text, kurus) => {
    expect(parseTurkishAmount(text)).toBe(kurus);
  });

  it.each(['1,2,3', '12.34,5', 'abc', '1,234'])('parseTurkishAmount refuses %j', (text) => {
    expect(parseTurkishAmount(text)).toBeNull();
  });

  it('formats for the API and for Turkish readers', () => {
    expect(formatAmount(123_456n)).toBe('1234.56');
    expect(formatAmount(5n)).toBe('0.05');
    expect(formatAmount(0n)).toBe('0.00');
    expect(formatAmount(100n)).toBe('1.00');
    expect(formatAmount(-5n)).toBe('-0.05');
    expect(formatAmount(-123_456n)).toBe('-1234.56');
    expect(formatTurkishAmount(123_456_789n)).toBe('1.234.567,89');
    expect(formatTurkishAmount(100n)).toBe('1,00');
  });

  it('0.1 + 0.2 is exactly 0.30', () => {
    expect(formatAmount((parseAmount('0.1') ?? 0n) + (parseAmount('0.2') ?? 0n))).toBe('0.30');
  });

  it('round-trips every amount exactly (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n }), (kurus) => {
        expect(parseAmount(formatAmount(kurus))).toBe(kurus);
        expect(parseTurkishAmount(formatTurkishAmount(kurus))).toBe(kurus);
      }),
    );
  });

  it('adds decimals exactly, digit by digit (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (a, b) => {
          const sum = (parseAmount(formatAmount(a)) ?? 0n) + (parseAmount(formatAmount(b)) ?? 0n);
          expect(formatAmount(sum)).toBe(formatAmount(a + b));
        },
      ),
    );
  });
});

describe('rates', () => {
  it.each([
    ['1.75', 17_500n],
    [1.75, 17_500n],
    ['0', 0n],
    ['12.3456', 123_456n],
    [2.1, 21_000n],
  ])('parseRate(%j) → %i', (value, expected) => {
    expect(parseRate(value)).toBe(expected);
  });

  it('refuses what is not a plain rate', () => {
    expect(parseRate('1.23456')).toBeNull();
    expect(parseRate(-1)).toBeNull();
    expect(parseRate('abc')).toBeNull();
  });

  it('formats without trailing zeros', () => {
    expect(formatRate(17_500n)).toBe('1.75');
    expect(formatRate(20_000n)).toBe('2');
  });
});

describe('exchange rates', () => {
  it('converts with bank-note selling rates, rounding half up', () => {
    const usd = parseExchangeRate('34.1234') ?? 0n;
    expect(multiplyByExchangeRate(10_000n, usd)).toBe(341_234n);
    expect(divideByExchangeRate(341_234n, usd)).toBe(10_000n);
    expect(divideByExchangeRate(100n, parseExchangeRate(3) ?? 1n)).toBe(33n);
  });
});

describe('formatMoneyText', () => {
  it.each([
    ['1250.5', 'TRY', '1.250,50 TL'],
    ['99.90', 'USD', '99,90 USD'],
    ['1000000', 'EUR', '1.000.000,00 EUR'],
    ['0.00', 'TRY', '0,00 TL'],
  ] as const)('%s %s → %s', (amount, currency, shown) => {
    expect(formatMoneyText(amount, currency)).toBe(shown);
    expect(formatTurkishMoney(parseAmount(amount) ?? -1n, currency)).toBe(shown);
  });

  it('shows a dash when there is no amount or it is not one', () => {
    expect(formatMoneyText(null, 'TRY')).toBe('—');
    expect(formatMoneyText(undefined, 'TRY')).toBe('—');
    expect(formatMoneyText('12,50', 'TRY')).toBe('—');
  });
});
