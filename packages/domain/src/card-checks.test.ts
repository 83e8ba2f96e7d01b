import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskCardNumbersIn } from './card-checks.js';

describe('masking card numbers', () => {
  it('keeps the first 6 and last 4 digits', () => {
    expect(maskCardNumber('4546711234567894')).toBe('454671******7894');
    expect(maskCardNumber('4546711234567')).toBe('454671***4567');
  });

  it('masks every card number in a text, plain or grouped, and leaves the rest alone', () => {
    expect(maskCardNumbersIn('kart 4546 7112 3456 7894 ile, fatura 2026-204')).toBe(
      'kart 454671******7894 ile, fatura 2026-204',
    );
    expect(maskCardNumbersIn('4546711234567894')).toBe('454671******7894');
    // Not Luhn-valid, a UUID, repeated digits: not cards, not changed.
    for (const text of ['4546711234567895', '11111111-1111-4111-8111-111111111111', '0000000000000000']) {
      expect(maskCardNumbersIn(text)).toBe(text);
    }
  });
});
