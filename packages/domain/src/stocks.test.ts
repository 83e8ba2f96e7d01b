import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './money.js';
import { discountedPrice, formatQuantity, parseQuantity, StockListQuery, stockBand } from './stocks.js';

describe('discountedPrice', () => {
  it('takes the percent off and rounds half up to the kuruş', () => {
    expect(discountedPrice('100.00', '10')).toBe('90.00');
    expect(discountedPrice('100.00', '12.5')).toBe('87.50');
    // 12.35 × 0.95 = 11.7325 → 11.73; 0.15 × 0.5 = 0.075 → 0.08 (half up).
    expect(discountedPrice('12.35', '5')).toBe('11.73');
    expect(discountedPrice('0.15', '50')).toBe('0.08');
    expect(discountedPrice('1234.56', '0')).toBe('1234.56');
    expect(discountedPrice('1234.56', '100')).toBe('0.00');
  });

  it('never rises above the list price nor falls below zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        (kurus, bp) => {
          const rate = `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
          const price = parseAmount(discountedPrice(formatAmount(kurus), rate)) ?? -1n;
          expect(price >= 0n && price <= kurus).toBe(true);
        },
      ),
    );
  });
});

describe('quantities and bands', () => {
  it('reads and writes thousandths', () => {
    expect(parseQuantity('12.5')).toBe(12_500n);
    expect(parseQuantity('-3')).toBe(-3000n);
    expect(parseQuantity('1,5')).toBeNull();
    expect(formatQuantity(12_500n)).toBe('12.5');
    expect(formatQuantity(-3000n)).toBe('-3');
    expect(formatQuantity(7_250n)).toBe('7.25');
  });

  it('Yok at zero or below, Az up to the threshold, Var above', () => {
    expect(stockBand(0n, 10_000n)).toBe('out');
    expect(stockBand(-1n, 10_000n)).toBe('out');
    expect(stockBand(1n, 10_000n)).toBe('low');
    expect(stockBand(10_000n, 10_000n)).toBe('low');
    expect(stockBand(10_001n, 10_000n)).toBe('in_stock');
    expect(stockBand(1n, 0n)).toBe('in_stock');
  });
});

describe('StockListQuery', () => {
  it('reads the flags and trims the texts', () => {
    expect(StockListQuery.parse({ search: ' kablo ', inStockOnly: 'true' })).toEqual({
      search: 'kablo',
      inStockOnly: true,
    });
    expect(StockListQuery.safeParse({ inStockOnly: 'yes' }).success).toBe(false);
    expect(StockListQuery.safeParse({ other: '1' }).success).toBe(false);
  });
});
