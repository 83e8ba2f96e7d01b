import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CommissionMode,
  commissionModeOf,
  monthlyAmount,
  payableAmount,
  priceOption,
} from './commission.js';
import { formatAmount, parseAmount, parseRate } from './money.js';

const k = (text: string) => parseAmount(text) ?? -1n;
const r = (text: string) => parseRate(text) ?? -1n;

describe('payable amount (SPEC 9), hand-computed', () => {
  it.each<[string, string, CommissionMode, string]>([
    // amount + amount × rate / 100
    ['100.00', '2.5', 'added', '102.50'],
    ['1000.00', '1.99', 'added', '1019.90'],
    ['33.33', '1.5', 'added', '33.83'], // 33.82995
    ['0.01', '50', 'added', '0.02'], // 0.015 rounds up
    ['1.00', '0.5', 'added', '1.01'], // 1.005 rounds up
    ['10.00', '0.05', 'added', '10.01'], // 10.005 rounds up
    ['10.00', '0.04', 'added', '10.00'], // 10.004 rounds down
    ['250.00', '0', 'added', '250.00'],
    // amount / (100 − rate) × 100
    ['100.00', '2.5', 'fromDealer', '102.56'], // 102.5641…
    ['1000.00', '10', 'fromDealer', '1111.11'], // 1111.111…
    ['199.99', '3.25', 'fromDealer', '206.71'], // 206.7080…
    // amount / ((100 − rate) / 100)
    ['100.00', '2.5', 'provider856', '102.56'],
    ['50.00', '4.2', 'provider856', '52.19'], // 52.1920…
    // commission already included
    ['100.00', '2.5', 'included', '100.00'],
  ])('%s at %s %% (%s) → %s', (amount, rate, mode, expected) => {
    expect(formatAmount(payableAmount(k(amount), r(rate), mode))).toBe(expected);
  });

  it('refuses negative inputs and a 100 % dealer commission', () => {
    expect(() => payableAmount(-1n, 0n, 'added')).toThrow(RangeError);
    expect(() => payableAmount(100n, r('100'), 'fromDealer')).toThrow(RangeError);
  });
});

describe('monthly amount', () => {
  it.each([
    ['102.50', 3, '34.17'],
    ['100.00', 3, '33.33'],
    ['0.05', 2, '0.03'],
    ['1200.00', 12, '100.00'],
  ])('%s over %i → %s', (total, count, expected) => {
    expect(formatAmount(monthlyAmount(k(total), count))).toBe(expected);
  });

  it('adds campaign instalments to the count from the second option on', () => {
    const single = priceOption(k('1000.00'), r('1.5'), 'added', 1, 2);
    expect(single.paidInstallments).toBe(1);
    expect(formatAmount(single.monthly)).toBe('1015.00');
    const six = priceOption(k('1000.00'), r('6'), 'added', 6, 2);
    expect(six.paidInstallments).toBe(8);
    expect(formatAmount(six.total)).toBe('1060.00');
    expect(formatAmount(six.monthly)).toBe('132.50');
    expect(formatAmount(six.commission)).toBe('60.00');
    expect(formatAmount(six.net)).toBe('1000.00');
  });

  it('shows the commission inside an included total', () => {
    const included = priceOption(k('1000.00'), r('2.5'), 'included', 3);
    expect(formatAmount(included.total)).toBe('1000.00');
    expect(formatAmount(included.commission)).toBe('25.00');
    expect(formatAmount(included.net)).toBe('975.00');
  });
});

describe('mode of an option', () => {
  it('included wins, then provider 856, then the dealer flag', () => {
    expect(commissionModeOf({ included: true, fromDealer: true, providerId: 856 })).toBe('included');
    expect(commissionModeOf({ included: false, fromDealer: true, providerId: 856 })).toBe('provider856');
    expect(commissionModeOf({ included: false, fromDealer: true, providerId: 46 })).toBe('fromDealer');
    expect(commissionModeOf({ included: false, fromDealer: false, providerId: 46 })).toBe('added');
  });
});

describe('properties', () => {
  const amount = fc.bigInt({ min: 0n, max: 10n ** 12n });
  const rate = fc.bigInt({ min: 0n, max: 990_000n }); // up to 99 %
  const mode = fc.constantFrom<CommissionMode>('added', 'fromDealer', 'provider856', 'included');

  it('the payable amount is never below the amount for non-negative rates', () => {
    fc.assert(fc.property(amount, rate, mode, (a, rt, m) => payableAmount(a, rt, m) >= a));
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(amount, rate, mode, (a, rt, m) => {
        const first = payableAmount(a, rt, m);
        return payableAmount(BigInt(a.toString()), BigInt(rt.toString()), m) === first;
      }),
    );
  });

  it('monthly × count is within one kuruş per instalment of the total', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 14 }), (total, count) => {
        const diff = monthlyAmount(total, count) * BigInt(count) - total;
        return (diff < 0n ? -diff : diff) <= BigInt(count);
      }),
    );
  });

  it('fromDealer and provider 856 agree exactly', () => {
    fc.assert(
      fc.property(
        amount,
        rate,
        (a, rt) => payableAmount(a, rt, 'fromDealer') === payableAmount(a, rt, 'provider856'),
      ),
    );
  });
});
