import { describe, expect, it } from 'vitest';
import {
  allowedCurrencies,
  buildPaymentOptions,
  type CommissionDefinition,
  choiceValue,
  type OfferConstraints,
  offeredTerms,
  parseChoiceValue,
} from './payment-options.js';
import { testDefinition } from './testing.js';

const definition = (overrides: Partial<CommissionDefinition> = {}) => testDefinition(overrides);

const open: OfferConstraints = { availableInstallments: null, maxInstallment: null, today: '2026-11-22' };

describe('offered terms', () => {
  it('offers only enabled counts, within the bank list and the firm group limit', () => {
    const def = definition();
    expect(offeredTerms(def, 1, open)?.rate).toBe(15_000n);
    expect(offeredTerms(def, 9, open)).not.toBeNull();
    expect(offeredTerms(def, 10, open)).toBeNull();
    expect(offeredTerms(def, 13, open)).toBeNull();
    expect(offeredTerms(def, 4, { ...open, availableInstallments: [2, 3, 6] })).toBeNull();
    expect(offeredTerms(def, 1, { ...open, availableInstallments: [2, 3, 6] })).not.toBeNull();
    expect(offeredTerms(def, 6, { ...open, maxInstallment: 3 })).toBeNull();
  });

  it('gives extra instalments only while the campaign runs', () => {
    const def = definition({ extraInstallmentCount: 2, extraInstallmentExpireDate: '2026-12-31' });
    expect(offeredTerms(def, 3, open)?.extra).toBe(2);
    expect(offeredTerms(def, 3, { ...open, today: '2027-01-01' })?.extra).toBe(0);
  });

  it('prices by the definition: included, from dealer, provider 856', () => {
    expect(offeredTerms(definition({ isCommissionIncludedCommissionRate3: true }), 3, open)?.mode).toBe(
      'included',
    );
    expect(offeredTerms(definition({ isCommissionFromDealer: true }), 3, open)?.mode).toBe('fromDealer');
    expect(offeredTerms(definition({ bankId: 856 }), 3, open)?.mode).toBe('provider856');
  });
});

describe('payment options', () => {
  it('splits single payment and instalments, priced for the amount', () => {
    const { single, installments } = buildPaymentOptions([definition()], 100_000n, open);
    expect(single).toHaveLength(1);
    expect(single[0]?.options.map((o) => o.installment)).toEqual([1]);
    expect(single[0]?.options[0]).toMatchObject({
      total: '1015.00',
      monthly: '1015.00',
      commission: '15.00',
      rate: 1.5,
    });
    const three = installments[0]?.options.find((o) => o.installment === 3);
    expect(three).toMatchObject({ total: '1037.50', monthly: '345.83', rate: 3.75, value: '46|def-1|1|3' });
    expect(installments[0]?.options.map((o) => o.installment)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('carries rates only when the amount is not known', () => {
    const { installments } = buildPaymentOptions([definition()], null, open);
    expect(installments[0]?.options[0]).toMatchObject({ rate: 2.5, total: null, monthly: null });
  });

  it('shows the deferral range on instalment options', () => {
    const def = definition({
      deferringInstallmentCountRangeStartValue: 1,
      deferringInstallmentCountRangeEndValue: 3,
    });
    const { single, installments } = buildPaymentOptions([def], 100_000n, open);
    expect(single[0]?.options[0]?.deferral).toBeNull();
    expect(installments[0]?.options[0]?.deferral).toEqual({ start: 1, end: 3 });
  });

  it('marks agriculture cards with card type 2', () => {
    const { single } = buildPaymentOptions(
      [definition({ isAgriculturePos: true, agricultureCardLogo: '/a.svg' })],
      100n,
      open,
    );
    expect(single[0]?.cardType).toBe(2);
    expect(single[0]?.cardLogo).toBe('/a.svg');
  });
});

describe('choice value (SPEC 4)', () => {
  it('is made of bank, definition, card type and count, and reads back', () => {
    const value = choiceValue(62, 'c0ffee00-0000-4000-8000-000000000001', 1, 6);
    expect(parseChoiceValue(value)).toEqual({
      bankId: 62,
      definitionId: 'c0ffee00-0000-4000-8000-000000000001',
      cardType: 1,
      installment: 6,
    });
    expect(parseChoiceValue('bozuk')).toBeNull();
    expect(parseChoiceValue('x|y|z|w')).toBeNull();
  });
});

describe('currencies (SPEC 9)', () => {
  const all = ['TRY', 'USD', 'EUR'];
  const both = { b2BViewUsdOnCurrencyDropDown: true, b2BViewEuroOnCurrencyDropDown: true };
  it('provider 889 takes TRY only', () => {
    expect(allowedCurrencies(all, 889, both)).toEqual(['TRY']);
  });
  it('USD and EUR leave when their flag is off', () => {
    expect(allowedCurrencies(all, 46, both)).toEqual(all);
    expect(allowedCurrencies(all, 46, { ...both, b2BViewUsdOnCurrencyDropDown: false })).toEqual([
      'TRY',
      'EUR',
    ]);
    expect(
      allowedCurrencies(all, null, {
        b2BViewUsdOnCurrencyDropDown: false,
        b2BViewEuroOnCurrencyDropDown: false,
      }),
    ).toEqual(['TRY']);
  });
});
