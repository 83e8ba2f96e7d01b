import { describe, expect, it } from 'vitest';
import { initialValues, lockedAmountOf, type ShopLink, targetCurrencies } from './pay-target.js';

const setup = {
  currencies: [
    { code: 'TRY', bankNoteSellValue: 1 },
    { code: 'USD', bankNoteSellValue: 41.5 },
    { code: 'EUR', bankNoteSellValue: 48.2 },
  ],
} as const satisfies Parameters<typeof targetCurrencies>[1];

function shopLink(overrides: Partial<ShopLink> = {}): ShopLink {
  return {
    tokens: { amount: 'a', referenceNumber: 'r', firmbranchNumber: 'b', callbackUrl: 'c' },
    amount: '250.00',
    currency: 'USD',
    referenceNumber: 'ORD-1',
    callbackUrl: null,
    firm: null,
    ...overrides,
  };
}

describe('a shop link on the pay page', () => {
  it('locks a fixed amount and its currency', () => {
    const target = { kind: 'open', link: shopLink() } as const;
    expect(lockedAmountOf(target)).toBe(25_000n);
    expect(initialValues(target)).toMatchObject({ amount: '250,00', currencyCode: 'USD' });
    expect(targetCurrencies(target, setup)).toEqual(['USD']);
  });

  it('leaves an open amount to the payer, still in the link currency', () => {
    const target = { kind: 'open', link: shopLink({ amount: null, currency: 'EUR' }) } as const;
    expect(lockedAmountOf(target)).toBeNull();
    expect(initialValues(target)).toMatchObject({ amount: '', currencyCode: 'EUR' });
    expect(targetCurrencies(target, setup)).toEqual(['EUR']);
  });

  it('without a link every currency of the tenant can be chosen', () => {
    const target = { kind: 'open', link: null } as const;
    expect(lockedAmountOf(target)).toBeNull();
    expect(initialValues(target).currencyCode).toBe('TRY');
    expect(targetCurrencies(target, setup)).toEqual(['TRY', 'USD', 'EUR']);
  });
});
