/**
 * What counts as a card number in text the portal takes, stores, logs or answers (SECURITY.md Card data,
 * docs/card-numbers.md): a run of digits, spaces or dashes allowed between groups, that passes Luhn AND whose
 * prefix and length belong to a card scheme. One rule for every input check, the audit masking and the tests'
 * canary; the payment form's own card field and the sandbox bank's PAN checks are other rules.
 */

/** Luhn check over a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export type CardSchemeName =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'troy'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'maestro'
  | 'mir';

/** A scheme's IIN ranges (inclusive, low and high of equal length, compared on the number's first digits). */
interface CardScheme {
  name: CardSchemeName;
  ranges: readonly (readonly [low: string, high: string])[];
  lengths: readonly number[];
}

const SIXTEEN_TO_NINETEEN = [16, 17, 18, 19] as const;

/** The schemes' published ranges and lengths; sources and choices in docs/card-numbers.md. */
export const CARD_SCHEMES: readonly CardScheme[] = [
  { name: 'visa', ranges: [['4', '4']], lengths: [13, 16, 19] },
  {
    name: 'mastercard',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  {
    name: 'amex',
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  // Troy issues domestic cards under 9792 and, co-branded with Discover, global ones under 65.
  {
    name: 'troy',
    ranges: [
      ['9792', '9792'],
      ['65', '65'],
    ],
    lengths: [16],
  },
  {
    name: 'discover',
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
      ['622126', '622925'],
    ],
    lengths: SIXTEEN_TO_NINETEEN,
  },
  {
    name: 'diners',
    ranges: [
      ['300', '305'],
      ['3095', '3095'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
  },
  { name: 'jcb', ranges: [['3528', '3589']], lengths: SIXTEEN_TO_NINETEEN },
  { name: 'unionpay', ranges: [['62', '62']], lengths: SIXTEEN_TO_NINETEEN },
  // Maestro publishes 12–19; 12 is left out so the search stays at 13 digits (docs/card-numbers.md).
  {
    name: 'maestro',
    ranges: [
      ['5018', '5018'],
      ['5020', '5020'],
      ['5038', '5038'],
      ['5893', '5893'],
      ['6304', '6304'],
      ['6759', '6759'],
      ['6761', '6763'],
    ],
    lengths: [13, 14, 15, 16, 17, 18, 19],
  },
  { name: 'mir', ranges: [['2200', '2204']], lengths: SIXTEEN_TO_NINETEEN },
];

const ALL_LENGTHS = CARD_SCHEMES.flatMap((scheme) => scheme.lengths);
const SHORTEST = Math.min(...ALL_LENGTHS);
const LONGEST = Math.max(...ALL_LENGTHS);

function inRange(digits: string, [low, high]: readonly [string, string]): boolean {
  const head = digits.slice(0, low.length);
  return head.length === low.length && head >= low && head <= high;
}

/** The scheme whose prefix and length a digit string has (Luhn not checked); null when none. */
export function cardSchemeOf(digits: string): CardSchemeName | null {
  const scheme = CARD_SCHEMES.find(
    (candidate) =>
      candidate.lengths.includes(digits.length) && candidate.ranges.some((range) => inRange(digits, range)),
  );
  return scheme?.name ?? null;
}

/** The rule itself, on bare digits: a scheme's prefix and length, Luhn-valid, and not one digit repeated. */
export function isCardNumber(digits: string): boolean {
  return (
    /^\d+$/.test(digits) && !/^(\d)\1+$/.test(digits) && cardSchemeOf(digits) !== null && passesLuhn(digits)
  );
}

/** A run of digits as long as a card number can be, spaces or dashes allowed between them. */
const DIGIT_RUN = new RegExp(`\\d(?:[ -]?\\d){${SHORTEST - 1},${LONGEST - 1}}`, 'g');

const UUID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The card numbers inside a text, as bare digits; UUIDs are ids, not digit runs. */
export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.replace(UUID_PATTERN, ' ').matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (isCardNumber(digits)) {
      found.push(digits);
    }
  }
  return found;
}

/** A card number as the portal keeps it: the first 6 and the last 4 digits (PCI 3.3). */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** The text with every card number `cardNumbersIn` finds in it masked, the rest as it was. */
export function maskCardNumbersIn(text: string): string {
  const cards = new Set(cardNumbersIn(text));
  if (cards.size === 0) {
    return text;
  }
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return cards.has(digits) ? maskCardNumber(digits) : run;
  });
}

/** Text the portal stores and shows again (a payer's, a firm's or an ERP's) must not carry a card number. */
export function noCardNumber(value: string | undefined | null): boolean {
  return !value || cardNumbersIn(value).length === 0;
}
