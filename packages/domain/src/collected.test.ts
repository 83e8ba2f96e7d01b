import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLECTION_HISTORY_STATUSES } from './codes.js';
import { collectedNet, collectedNetText, isCountedCollection } from './collected.js';

describe('collectedNet: what a payment counts for in every sum of collections', () => {
  it.each([
    ['success', '1000.00', '0.00', '1000.00'],
    ['partially_refunded', '1000.00', '508.95', '491.05'],
    // A part given back from a card charged with the commission on top can exceed the amount: nothing left.
    ['partially_refunded', '1000.00', '1010.00', '0.00'],
    ['refunded', '1000.00', '1017.90', '0.00'],
    ['refunded', '1000.00', '0.00', '0.00'],
    ['voided', '1000.00', '1017.90', '0.00'],
    // A released pre-authorisation is voided with nothing refunded: still nothing collected.
    ['voided', '1000.00', '0.00', '0.00'],
    ['pending', '1000.00', '0.00', '0.00'],
    ['failed', '1000.00', '0.00', '0.00'],
  ] as const)('%s of %s less %s refunded counts %s', (status, amount, refunded, expected) => {
    expect(collectedNetText(status, amount, refunded)).toBe(expected);
  });

  it('counts approved, refunded and partly refunded collections; never voided, pending or failed ones', () => {
    expect(COLLECTION_HISTORY_STATUSES.filter(isCountedCollection)).toEqual([
      'success',
      'refunded',
      'partially_refunded',
    ]);
  });

  it('is never negative nor above the amount, and exact in kuruş', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COLLECTION_HISTORY_STATUSES),
        fc.bigInt({ min: 0n, max: 10n ** 17n }),
        fc.bigInt({ min: 0n, max: 10n ** 17n }),
        (status, amount, refunded) => {
          const net = collectedNet(status, amount, refunded);
          expect(net >= 0n && net <= amount).toBe(true);
          if (status === 'success' || status === 'partially_refunded') {
            expect(net).toBe(amount > refunded ? amount - refunded : 0n);
          } else {
            expect(net).toBe(0n);
          }
        },
      ),
    );
  });
});
