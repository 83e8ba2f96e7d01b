import { describe, expect, it } from 'vitest';
import type { CommissionDefinition, OfferConstraints } from './payment-options.js';
import { preferredSinglePayment, splitSinglePayment } from './single-payment.js';
import { testDefinition } from './testing.js';

const open: OfferConstraints = { availableInstallments: null, maxInstallment: null, today: '2026-11-29' };

/** A programme whose single payment costs `rate` per cent (its other counts as the test default). */
const bank = (id: string, bankId: number, rate: number, overrides: Partial<CommissionDefinition> = {}) =>
  testDefinition({ id, bankId, commissionRate1: rate, ...overrides });

const banks = [
  bank('akbank', 46, 1.79),
  bank('garanti', 62, 1.89),
  bank('isbank', 64, 1.69),
  bank('ykb', 67, 1.95),
];
const cheapest = { pricing: 'cheapest', bankId: null } as const;

describe('the single payment shown first', () => {
  it('is the cheapest for the payer by default', () => {
    expect(preferredSinglePayment(banks, cheapest, 100_000n, open)).toBe('isbank');
  });

  it('compares what the card is charged: a commission-included single payment beats any rate', () => {
    const included = bank('included', 15, 3.5, { isCommissionIncludedCommissionRate1: true });
    expect(preferredSinglePayment([...banks, included], cheapest, 100_000n, open)).toBe('included');
  });

  it('counts the dealer-carried commission as the card pays it', () => {
    // 1.80 % added: 1018.00; 1.79 % from the dealer: 1000 / 0.9821 = 1018.23, dearer.
    const added = bank('added', 67, 1.8);
    const fromDealer = bank('dealer', 32, 1.79, { isCommissionFromDealer: true });
    expect(preferredSinglePayment([fromDealer, added], cheapest, 100_000n, open)).toBe('added');
  });

  it('prices without an amount too (rates only), with the same order', () => {
    expect(preferredSinglePayment(banks, cheapest, null, open)).toBe('isbank');
    expect(preferredSinglePayment(banks, cheapest, 0n, open)).toBe('isbank');
  });

  it('gives a tie to the first in the existing order', () => {
    const tied = [bank('first', 46, 1.5), bank('second', 62, 1.5)];
    expect(preferredSinglePayment(tied, cheapest, 78_000n, open)).toBe('first');
    expect(preferredSinglePayment([...tied].reverse(), cheapest, 78_000n, open)).toBe('second');
  });

  it("is the tenant's chosen account even when another is cheaper", () => {
    expect(preferredSinglePayment(banks, { pricing: 'account', bankId: 62 }, 100_000n, open)).toBe('garanti');
  });

  it("takes the chosen account's cheapest programme, ties to the first", () => {
    const two = [...banks, bank('garanti-2', 62, 1.7), bank('garanti-3', 62, 1.7)];
    expect(preferredSinglePayment(two, { pricing: 'account', bankId: 62 }, 100_000n, open)).toBe('garanti-2');
  });

  it('falls back to the cheapest when the chosen account cannot take the payment', () => {
    // Not among the programmes (switched off, another currency, not the card's bank) …
    expect(preferredSinglePayment(banks, { pricing: 'account', bankId: 999 }, 100_000n, open)).toBe('isbank');
    // … or its single payment is switched off.
    const noSingle = banks.map((d) => (d.bankId === 62 ? { ...d, commissionRate1Enabled: false } : d));
    expect(preferredSinglePayment(noSingle, { pricing: 'account', bankId: 62 }, 100_000n, open)).toBe(
      'isbank',
    );
    expect(preferredSinglePayment(banks, { pricing: 'account', bankId: null }, 100_000n, open)).toBe(
      'isbank',
    );
  });

  it('is none when no programme offers a single payment', () => {
    const none = banks.map((d) => ({ ...d, commissionRate1Enabled: false }));
    expect(preferredSinglePayment(none, cheapest, 100_000n, open)).toBeNull();
    expect(preferredSinglePayment([], cheapest, 100_000n, open)).toBeNull();
  });
});

describe('splitting the single-payment rows', () => {
  const rows = [{ definitionId: 'a' }, { definitionId: 'b' }, { definitionId: 'c' }];

  it('shows the preferred row and folds the others in their order', () => {
    expect(splitSinglePayment(rows, 'b')).toEqual({
      shown: [{ definitionId: 'b' }],
      others: [{ definitionId: 'a' }, { definitionId: 'c' }],
    });
  });

  it('shows the first row when none is preferred, and nothing when there are no rows', () => {
    expect(splitSinglePayment(rows, null).shown).toEqual([{ definitionId: 'a' }]);
    expect(splitSinglePayment([], null)).toEqual({ shown: [], others: [] });
  });
});
