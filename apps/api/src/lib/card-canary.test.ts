import { describe, expect, it } from 'vitest';
import { cardNumbersIn, cardNumbersOutsideHex, passesLuhn, stringValues } from '../../test/card-canary.js';

describe('card canary (test tripwire)', () => {
  it('finds Luhn-valid card numbers, plain or grouped', () => {
    expect(passesLuhn('4546711234567894')).toBe(true);
    expect(passesLuhn('4546711234567895')).toBe(false);
    expect(cardNumbersIn('kart 4546 7112 3456 7894 ile')).toEqual(['4546711234567894']);
    expect(cardNumbersIn('x5406-6754-0667-5403y')).toEqual(['5406675406675403']);
  });

  it('ignores UUIDs, epoch numbers and repeated digits', () => {
    expect(cardNumbersIn('00000000-0000-0000-0000-000000000000')).toEqual([]);
    expect(cardNumbersIn('11111111-1111-4111-8111-111111111111')).toEqual([]);
    expect(stringValues({ expiration: 1795356718527, a: ['x', { b: 'y' }] })).toEqual(['x', 'y']);
  });

  it('does not flag a Luhn-valid order number that belongs to no card scheme', () => {
    expect(passesLuhn('1732812345673')).toBe(true);
    expect(cardNumbersIn('Kabul POS 1732812345673')).toEqual([]);
    expect(cardNumbersOutsideHex('{"description":"Kabul POS 1732 8123 4567 3"}')).toEqual([]);
    // A 15-digit run starting with 4 passes Luhn, but Visa numbers have 13, 16 or 19 digits.
    expect(passesLuhn('408951999567094')).toBe(true);
    expect(cardNumbersIn('509a52814279d7696f52b64c7cbe408951999567094e5d0ea5df9c6468673b10')).toEqual([]);
  });

  it('takes no digit run inside a long hex run for a card, but still finds a card beside one', () => {
    const digest = '509a52814279d7696f52b64c7cbe4111111111111111e5d0ea5df9c6468673b10';
    expect(cardNumbersIn(digest)).toEqual(['4111111111111111']);
    expect(cardNumbersOutsideHex(digest)).toEqual([]);
    expect(cardNumbersOutsideHex(`${digest} 4546 7112 3456 7894`)).toEqual(['4546711234567894']);
    expect(cardNumbersOutsideHex('file 1234abcd/4546711234567894.png')).toEqual(['4546711234567894']);
  });
});
