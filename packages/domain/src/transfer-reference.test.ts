import { describe, expect, it } from 'vitest';
import {
  findTransferReferences,
  formatTransferReference,
  makeTransferReference,
  parseTransferReference,
} from './transfer-reference.js';

const CODE = makeTransferReference([7, 19, 3, 23, 9, 21]);

describe('a dealer’s transfer reference code', () => {
  it('is T, six characters and a check character, shown in two halves', () => {
    expect(CODE).toMatch(/^T[0-9A-HJKMNP-TV-Z]{7}$/);
    expect(formatTransferReference(CODE)).toBe(`${CODE.slice(0, 4)}-${CODE.slice(4)}`);
  });

  it('is read back as written: any case, with or without the dash or a space', () => {
    expect(parseTransferReference(CODE)).toBe(CODE);
    expect(parseTransferReference(formatTransferReference(CODE).toLowerCase())).toBe(CODE);
    expect(parseTransferReference(`${CODE.slice(0, 4)} ${CODE.slice(4)}`)).toBe(CODE);
  });

  it('takes O for 0 and I or L for 1, as people type them', () => {
    const withDigits = makeTransferReference([0, 1, 0, 1, 0, 1]);
    const typed = `T${withDigits.slice(1, 7).replace(/0/g, 'O').replace(/1/g, 'l')}${withDigits.slice(7)}`;
    expect(parseTransferReference(typed)).toBe(withDigits);
  });

  it('refuses every single wrong character and every swap of two neighbours', () => {
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    let caught = 0;
    let tried = 0;
    for (let at = 1; at < CODE.length; at += 1) {
      for (const char of alphabet) {
        if (char === CODE[at]) {
          continue;
        }
        tried += 1;
        if (parseTransferReference(`${CODE.slice(0, at)}${char}${CODE.slice(at + 1)}`) === null) {
          caught += 1;
        }
      }
    }
    // Modulo 31 over 32 values: only 0 ↔ Z (31 apart) in the same place can slip through.
    expect(caught).toBeGreaterThanOrEqual(tried - 7);
    for (let at = 1; at < CODE.length - 1; at += 1) {
      const swapped = `${CODE.slice(0, at)}${CODE[at + 1]}${CODE[at]}${CODE.slice(at + 2)}`;
      if (swapped !== CODE) {
        expect(parseTransferReference(swapped)).toBeNull();
      }
    }
  });

  it('is found in a bank’s description, alone, split or glued to words, once', () => {
    const half = formatTransferReference(CODE);
    expect(findTransferReferences(`FAST ${half} KASIM ODEMESI`)).toEqual([CODE]);
    expect(findTransferReferences(`EFT-${CODE.toLowerCase()}/FATURA ${CODE}`)).toEqual([CODE]);
    expect(findTransferReferences(`ODEME${CODE}FATURA`)).toEqual([CODE]);
    expect(findTransferReferences('TAHSILAT TICARET 2026 KASIM')).toEqual([]);
  });
});
