import { isValidTckn } from './card-checks.js';

/**
 * The tax office's VKN check (10 digits): each of the first nine digits is shifted by its place, weighted by a
 * power of two modulo 9 (a non-zero shift that lands on 0 counts 9), and the tenth digit makes the sum a
 * multiple of ten.
 */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const shifted = (value.charCodeAt(i) - 48 + 9 - i) % 10;
    if (shifted === 0) {
      continue;
    }
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    sum += weighted === 0 ? 9 : weighted;
  }
  return (10 - (sum % 10)) % 10 === value.charCodeAt(9) - 48;
}

/** A firm's tax number: a company's VKN (10 digits) or a sole trader's T.C. identity number (11 digits). */
export function isValidTaxNumber(value: string): boolean {
  return value.length === 10 ? isValidVkn(value) : isValidTckn(value);
}
