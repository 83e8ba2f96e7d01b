import { describe, expect, it } from 'vitest';
import { linkUrl } from './collection-query.js';

const line = (
  firmId: string,
  remaining: string,
  documentNo: string,
  currencyCode: 'TRY' | 'USD' = 'TRY',
) => ({
  firmId,
  remaining,
  documentNo,
  currencyCode,
});

describe('collection plan link', () => {
  it("prefills the link form with one dealer's open sum and documents", () => {
    const url = linkUrl(
      [line('f1', '600.00', 'T-1'), line('f1', '300.50', 'T-2')],
      (docs) => `${docs} ödemesi`,
    );
    const query = new URL(url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      firmId: 'f1',
      amount: '900.50',
      currency: 'TRY',
      description: 'T-1, T-2 ödemesi',
    });
  });

  it('refuses lines of two dealers or two currencies, and no lines', () => {
    expect(linkUrl([line('f1', '1.00', 'A'), line('f2', '1.00', 'B')], String)).toBeNull();
    expect(linkUrl([line('f1', '1.00', 'A'), line('f1', '1.00', 'B', 'USD')], String)).toBeNull();
    expect(linkUrl([], String)).toBeNull();
  });
});
