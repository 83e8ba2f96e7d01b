import { describe, expect, it } from 'vitest';
import { bankIdForCard, CARD_BINS } from './bins.js';
import { passesLuhn } from './card-checks.js';

describe('card BINs', () => {
  it('maps a known card to its programme bank, spaces allowed', () => {
    expect(bankIdForCard('4355 0843 5508 4358')).toBe(46);
    expect(bankIdForCard('5528790000000008')).toBe(889);
    expect(bankIdForCard('4022 7712 3456 7891')).toBe(856);
  });

  it("maps the demo cards of the PosNet, KuveytTürk, PayFlex and 3d_pay banks, and those banks' test cards", () => {
    expect(bankIdForCard('5451 0312 3456 7897')).toBe(67);
    expect(bankIdForCard('4048095010857528')).toBe(67);
    expect(bankIdForCard('5571 1312 3456 7890')).toBe(32);
    expect(bankIdForCard('5188 9612 3456 7895')).toBe(205);
    expect(bankIdForCard('5188961939192544')).toBe(205);
    expect(bankIdForCard('4938 4112 3456 7897')).toBe(15);
    expect(bankIdForCard('4938410157705591')).toBe(15);
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
    '5571131234567890',
    '5188961234567895',
    '4938411234567897',
  ])('demo card %s passes the checksum', (card) => {
    expect(passesLuhn(card)).toBe(true);
    expect(bankIdForCard(card)).not.toBeNull();
  });
});
