/*
 * The reference code a dealer writes in a bank transfer's description, so that the transfer is matched to it for
 * certain (issue 29): "T" and seven characters of Crockford's base-32 alphabet (no I, L, O or U, which read like
 * 1, 1, 0 and V), the last a check character, printed in two halves ("T7K3-Q9MX"). Banks' descriptions drop or
 * change punctuation and spacing and shout in capitals; the reader below takes all of that, reads I and L as 1
 * and O as 0, and takes a code only when its check character is right, so a word that merely looks like one is
 * not a match.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 6;
export const TRANSFER_REFERENCE_PREFIX = 'T';

/** The check character: a weighted sum modulo 31 (prime), so one wrong character or two swapped are caught. */
function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    sum += (i + 1) * ALPHABET.indexOf(body[i] as string);
  }
  return ALPHABET[sum % 31] as string;
}

/** A new code from six random values (0–31 each); the caller draws them and keeps the code unique per tenant. */
export function makeTransferReference(randomValues: ArrayLike<number>): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i += 1) {
    body += ALPHABET[(randomValues[i] ?? 0) & 31];
  }
  return `${TRANSFER_REFERENCE_PREFIX}${body}${checkCharacter(body)}`;
}

/** "T7K3Q9MX" → "T7K3-Q9MX", as it is shown and written on the panel. */
export function formatTransferReference(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Crockford's reading: lower case taken, I and L as 1, O as 0; anything outside the alphabet is not a code. */
function normalise(candidate: string): string | null {
  const upper = candidate.toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  return [...upper].every((char) => ALPHABET.includes(char)) ? upper : null;
}

/** The code itself when `text` is one (any case, with or without its dash or spaces), checked; otherwise null. */
export function parseTransferReference(text: string): string | null {
  const squeezed = text.replace(/[\s\-_.]/g, '');
  if (squeezed.length !== BODY_LENGTH + 2 || squeezed[0]?.toUpperCase() !== TRANSFER_REFERENCE_PREFIX) {
    return null;
  }
  const rest = normalise(squeezed.slice(1));
  if (!rest) {
    return null;
  }
  const body = rest.slice(0, BODY_LENGTH);
  return checkCharacter(body) === rest.slice(BODY_LENGTH) ? `${TRANSFER_REFERENCE_PREFIX}${rest}` : null;
}

/**
 * Every checked code in a transfer's description, in the order written: a code standing alone, written with its
 * dash or a space in the middle, or glued to the words around it ("ODEMET7K3Q9MXFATURA") when nothing else was found.
 */
export function findTransferReferences(text: string): string[] {
  const found: string[] = [];
  const add = (code: string | null) => {
    if (code && !found.includes(code)) {
      found.push(code);
    }
  };
  for (const match of text.matchAll(
    /(?<![0-9A-Za-z])[Tt][0-9A-Za-z]{3}[\s\-_.]?[0-9A-Za-z]{4}(?![0-9A-Za-z])/g,
  )) {
    add(parseTransferReference(match[0]));
  }
  if (found.length === 0) {
    const squeezed = text.replace(/[\s\-_.]/g, '').toUpperCase();
    for (let at = squeezed.indexOf(TRANSFER_REFERENCE_PREFIX); at >= 0; at = squeezed.indexOf('T', at + 1)) {
      add(parseTransferReference(squeezed.slice(at, at + BODY_LENGTH + 2)));
    }
  }
  return found;
}
