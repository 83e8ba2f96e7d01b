import { describe, expect, it } from 'vitest';
import { payUrl, selectionTotal, toPlanQuery } from './plan-query.js';

describe('payment plan selection', () => {
  it('sums the chosen lines exactly and opens /pos-collection with their ids', () => {
    const chosen = [
      { id: '12', open: '1234.56', currencyCode: 'TRY' as const },
      { id: '15', open: '0.44', currencyCode: 'TRY' as const },
    ];
    expect(selectionTotal(chosen)).toEqual({ amount: '1235.00', currency: 'TRY' });
    expect(payUrl(chosen, undefined)).toBe('/pos-collection?amount=1235.00&items=12%2C15');
  });

  it('names the currency and the sub-firm when needed, and refuses mixed currencies', () => {
    const usd = [{ id: '7', open: '100.10', currencyCode: 'USD' as const }];
    expect(payUrl(usd, 'f-1')).toBe('/pos-collection?amount=100.10&items=7&currency=USD&firmId=f-1');
    expect(payUrl([...usd, { id: '8', open: '5.00', currencyCode: 'TRY' }], undefined)).toBeNull();
    expect(payUrl([], undefined)).toBeNull();
  });

  it('asks the server only what is set', () => {
    expect(toPlanQuery({ lines: 'overdue', currency: 'USD' })).toEqual({ lines: 'overdue', currency: 'USD' });
  });
});
