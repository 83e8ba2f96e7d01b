import { describe, expect, it } from 'vitest';
import { bankIdForCard, CARD_BINS } from './bins.js';
import { passesLuhn } from './card-checks.js';

describe('card BINs', () => {
  it('maps a known card to its programme bank, spaces allowed', () => {
    expect(bankIdForCard('4355 0843 5508 4358')).toBe(46);
    expect(bankIdForCard('5528790000000008')).toBe(889);
    expect(bankIdForCard('4022 7712 3456 7891')).toBe(856);
  });

  it('knows nothing about an unknown or too short number', () => {
    expect(bankIdForCard('4242424242424242')).toBeNull();
    expect(bankIdForCard('43550')).toBeNull();
    expect(bankIdForCard('')).toBeNull();
  });

  it('every BIN is six digits', () => {
    for (const bin of Object.keys(CARD_BINS)) {
      expect(bin).toMatch(/^\d{6}$/);
    }
  });

  it.each([
    '5451031234567897',
    '4022771234567891',
    '5528790000000008',
    '5406675406675403',
    '4355084355084358',
  ])('demo card %s passes the checksum', (card) => {
    expect(passesLuhn(card)).toBe(true);
    expect(bankIdForCard(card)).not.toBeNull();
  });
});
