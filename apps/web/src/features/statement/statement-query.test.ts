import { describe, expect, it } from 'vitest';
import {
  amountText,
  balanceMoneyText,
  balanceText,
  filtersFromSearch,
  fxBalanceText,
  toStatementQuery,
} from './statement-query.js';

const NOW = new Date('2026-11-24T10:00:00+03:00');

describe('statement query', () => {
  it('defaults to this calendar year and reads a link’s firm and period', () => {
    expect(filtersFromSearch(new URLSearchParams(), NOW)).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      documentTypes: [],
    });
    const firmId = '0b6f7c1e-3f59-4a8e-9d0c-2c1f4b5a6d7e';
    expect(
      filtersFromSearch(new URLSearchParams({ firmId, dateFrom: '2026-03-01', dateTo: '2026-03-31' }), NOW),
    ).toMatchObject({ firmId, dateFrom: '2026-03-01', dateTo: '2026-03-31' });
  });

  it('ignores an unreadable or reversed period and a malformed firm', () => {
    const filters = filtersFromSearch(
      new URLSearchParams({ firmId: "1' OR 1=1", dateFrom: '2026-05-01', dateTo: '2026-04-01' }),
      NOW,
    );
    expect(filters).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-12-31', documentTypes: [] });
  });

  it('sends types as a comma list and leaves out what is empty', () => {
    expect(
      toStatementQuery({
        dateFrom: '2026-01-01',
        dateTo: '2026-12-31',
        documentTypes: ['invoice', 'return'],
        search: '  ',
      }),
    ).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-12-31', documentTypes: 'invoice,return' });
  });

  it('shows amounts and balances in Turkish format with the side', () => {
    expect(amountText('1234567.5')).toBe('1.234.567,50');
    expect(amountText('-50')).toBe('-50,00');
    expect(amountText('0.00', true)).toBe('');
    expect(balanceText('2199.74', 'B')).toBe('2.199,74 (B)');
    expect(balanceText('0.00', '')).toBe('0,00');
  });

  it('names the currency on a balance card: TL, or the FX balance in its own currency', () => {
    expect(balanceMoneyText('688066.20', 'B')).toBe('688.066,20 TL (B)');
    expect(balanceMoneyText('0.00', '')).toBe('0,00 TL');
    expect(fxBalanceText('100.00', 'USD')).toBe('100,00 USD (B)');
    expect(fxBalanceText('-2500.5', 'EUR')).toBe('2.500,50 EUR (A)');
    expect(fxBalanceText('0.00', 'USD')).toBe('0,00 USD');
    expect(fxBalanceText(null, 'USD')).toBe('');
  });
});
