import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardNumbersIn,
  cardSchemeOf,
  isCardNumber,
  maskCardNumber,
  maskCardNumbersIn,
  noCardNumber,
  passesLuhn,
} from './card-numbers.js';

/** The body with the one last digit that makes it pass Luhn. */
function withCheckDigit(body: string): string {
  const digit = [...'0123456789'].find((d) => passesLuhn(`${body}${d}`)) ?? '';
  return `${body}${digit}`;
}

const grouped = (digits: string, separator: string) => digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`);

// Public test cards of every scheme, the demo's and the banks' cards of this repository.
const CARDS: [string, string][] = [
  ['4111111111111111', 'visa'],
  ['4242424242424242', 'visa'],
  ['4222222222222', 'visa'],
  ['4111111111111111110', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['378282246310005', 'amex'],
  ['371449635398431', 'amex'],
  // Troy's published test cards (Akbank Troy, Troy domestic credit card; a Troy global card under 65).
  ['9792060000000007', 'troy'],
  ['9792075482365454', 'troy'],
  ['6587619825149656', 'troy'],
  ['6011111111111117', 'discover'],
  ['30569309025904', 'diners'],
  ['36227206271667', 'diners'],
  ['3530111333300000', 'jcb'],
  ['6200000000000005', 'unionpay'],
  ['6759649826438453', 'maestro'],
  ['2200000000000004', 'mir'],
  ['4355084355084358', 'visa'],
  ['5406675406675403', 'mastercard'],
  ['5528790000000008', 'mastercard'],
  ['4022771234567891', 'visa'],
  ['5571131234567890', 'mastercard'],
  ['5451031234567897', 'mastercard'],
  ['5188961234567895', 'mastercard'],
  ['4938411234567897', 'visa'],
  ['4546711234567894', 'visa'],
];

// Luhn-valid, so yesterday's rule took them for cards; no scheme has their prefix and length.
const NOT_CARDS = [
  '1732812345673',
  '1000000000009',
  '1234567890128',
  '3300000000000001',
  '3590000000000000',
  '3527000000000008',
  '411111111111116',
  '41111111111114',
  '55000000000004',
  '3400000000000000',
  '9792000000003',
  '97920000000000003',
  '2205000000000009',
  '2026000000128',
  '0000000000000455',
];

describe('the card number rule', () => {
  it.each(CARDS)('%s is a %s card, plain, spaced and dashed', (card, scheme) => {
    expect(passesLuhn(card)).toBe(true);
    expect(cardSchemeOf(card)).toBe(scheme);
    expect(isCardNumber(card)).toBe(true);
    for (const text of [card, `kart ${grouped(card, ' ')} ile`, `x${grouped(card, '-')}y`]) {
      expect(cardNumbersIn(text)).toEqual([card]);
      expect(noCardNumber(text)).toBe(false);
    }
  });

  it.each(NOT_CARDS)('%s passes Luhn but is no card', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
    expect(isCardNumber(digits)).toBe(false);
    expect(cardNumbersIn(`Sipariş ${digits}, takip ${grouped(digits, ' ')}`)).toEqual([]);
  });

  it('takes an order number in a description for what it is', () => {
    expect(passesLuhn('1732812345678')).toBe(false);
    expect(passesLuhn('1732812345673')).toBe(true);
    expect(noCardNumber('Kabul POS 1732812345673')).toBe(true);
    expect(noCardNumber('Kabul POS 1732812345673, kart 4546 7112 3456 7894')).toBe(false);
    expect(noCardNumber('Fatura DTC2026000000128')).toBe(true);
    expect(noCardNumber(undefined)).toBe(true);
    expect(noCardNumber(null)).toBe(true);
  });

  it('leaves UUIDs, repeated digits and 12-digit runs alone (Maestro 12 is not searched for)', () => {
    expect(cardNumbersIn('11111111-1111-4111-8111-111111111111')).toEqual([]);
    expect(isCardNumber('0000000000000000')).toBe(false);
    expect(passesLuhn('501800000009')).toBe(true);
    expect(cardNumbersIn('Maestro 501800000009')).toEqual([]);
  });
});

/** Prefixes and the lengths a random Luhn-valid number starting with them may have. */
type Shape = { prefix: string; lengths: number[] };
const ALL_LENGTHS = [13, 14, 15, 16, 17, 18, 19];
const lengthsBut = (...taken: number[]) => ALL_LENGTHS.filter((length) => !taken.includes(length));

const OUTSIDE_EVERY_SCHEME: Shape[] = [
  ...['0', '1', '7', '8', '20', '21', '28', '29', '31', '32', '33', '56', '57', '61', '66', '68', '69'].map(
    (prefix) => ({ prefix, lengths: ALL_LENGTHS }),
  ),
  ...[
    '2205',
    '2220',
    '2721',
    '306',
    '3090',
    '3096',
    '350',
    '3527',
    '359',
    '500',
    '580',
    '600',
    '640',
    '643',
  ].map((prefix) => ({ prefix, lengths: ALL_LENGTHS })),
  ...['631', '670', '679', '90', '96', '98', '9791', '9793'].map((prefix) => ({
    prefix,
    lengths: ALL_LENGTHS,
  })),
  { prefix: '4', lengths: lengthsBut(13, 16, 19) },
  { prefix: '53', lengths: lengthsBut(16) },
  { prefix: '2500', lengths: lengthsBut(16) },
  { prefix: '34', lengths: lengthsBut(15) },
  { prefix: '9792', lengths: lengthsBut(16) },
];

const SIXTEEN_UP = [16, 17, 18, 19];
const IN_A_SCHEME: Shape[] = [
  { prefix: '4', lengths: [13, 16, 19] },
  ...['51', '55', '2221', '23', '2720'].map((prefix) => ({ prefix, lengths: [16] })),
  ...['34', '37'].map((prefix) => ({ prefix, lengths: [15] })),
  { prefix: '9792', lengths: [16] },
  ...['6011', '644', '649', '65', '622126', '622925'].map((prefix) => ({ prefix, lengths: SIXTEEN_UP })),
  ...['300', '305', '3095', '36', '38', '39'].map((prefix) => ({ prefix, lengths: lengthsBut(13) })),
  ...['3528', '356', '3589', '62', '2200', '2204'].map((prefix) => ({ prefix, lengths: SIXTEEN_UP })),
  ...['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6763'].map((prefix) => ({
    prefix,
    lengths: ALL_LENGTHS,
  })),
];

/** A Luhn-valid number of one of the shapes, with random digits between prefix and check digit. */
const luhnValid = (shapes: Shape[]) =>
  fc.constantFrom(...shapes).chain(({ prefix, lengths }) =>
    fc.constantFrom(...lengths).chain((length) =>
      fc
        .array(fc.integer({ min: 0, max: 9 }), {
          minLength: length - prefix.length - 1,
          maxLength: length - prefix.length - 1,
        })
        .map((digits) => withCheckDigit(`${prefix}${digits.join('')}`)),
    ),
  );

describe('the card number rule, for any number', () => {
  it('never flags a Luhn-valid run outside every scheme', () => {
    fc.assert(
      fc.property(luhnValid(OUTSIDE_EVERY_SCHEME), fc.constantFrom('', ' ', '-'), (digits, separator) => {
        expect(passesLuhn(digits)).toBe(true);
        expect(isCardNumber(digits)).toBe(false);
        expect(cardNumbersIn(`Sipariş ${grouped(digits, separator)} tamam`)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it("always flags a Luhn-valid run with a scheme's prefix and length", () => {
    fc.assert(
      fc.property(luhnValid(IN_A_SCHEME), fc.constantFrom('', ' ', '-'), (digits, separator) => {
        fc.pre(!/^(\d)\1+$/.test(digits));
        expect(isCardNumber(digits)).toBe(true);
        expect(cardNumbersIn(`Sipariş ${grouped(digits, separator)} tamam`)).toEqual([digits]);
      }),
      { numRuns: 2000 },
    );
  });
});

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
    expect(maskCardNumbersIn('Kabul POS 1732812345673, kart 4546711234567894')).toBe(
      'Kabul POS 1732812345673, kart 454671******7894',
    );
    // Not Luhn-valid, a UUID, repeated digits, a Luhn-valid order number: not cards, not changed.
    for (const text of [
      '4546711234567895',
      '11111111-1111-4111-8111-111111111111',
      '0000000000000000',
      'Kabul POS 1732812345673',
    ]) {
      expect(maskCardNumbersIn(text)).toBe(text);
    }
  });
});
