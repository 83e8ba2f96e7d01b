import { electronicFormatIBAN, ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import { TURKISH_BANKS } from './turkish-banks.js';

export { formatIban } from './iban-format.js';

/** An IBAN as one string of capitals and digits, checked. */
export interface ParsedIban {
  /** The electronic form: no spaces, capitals ("TR330006100519786457841326"). */
  iban: string;
  country: string;
  /** Turkish IBANs: the five-digit bank code (positions 5–9). */
  bankCode: string | null;
  /** The bank's name when its code is in our table; null for a foreign IBAN or an unknown code. */
  bankName: string | null;
}

export type IbanProblem = 'format' | 'checkDigits' | 'turkishLayout';

/** A Turkish IBAN: TR, two check digits, the bank's five digits, a reserve digit 0, sixteen account characters. */
const TURKISH_LAYOUT = /^TR\d{2}\d{5}0[0-9A-Z]{16}$/;

/**
 * Reads an IBAN as a person types or a bank writes it ("TR33 0006 1005 …", lower case, with spaces): the country's
 * length and layout and the mod-97 check digits (ibantools), and for a Turkish one the reserve digit and the bank
 * code, which names the bank when it is a known one.
 */
export function parseIban(
  text: string,
): { ok: true; value: ParsedIban } | { ok: false; problem: IbanProblem } {
  const iban = electronicFormatIBAN(text.replace(/[\s-]/g, '')) ?? '';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) {
    return { ok: false, problem: 'format' };
  }
  const checked = validateIBAN(iban);
  if (!checked.valid) {
    // Only a wrong checksum on an otherwise well-formed IBAN is a typo in the digits; the rest is the layout.
    const isChecksumOnly = checked.errorCodes.every(
      (code) => code === ValidationErrorsIBAN.WrongIBANChecksum,
    );
    return { ok: false, problem: isChecksumOnly ? 'checkDigits' : 'format' };
  }
  const country = iban.slice(0, 2);
  if (country !== 'TR') {
    return { ok: true, value: { iban, country, bankCode: null, bankName: null } };
  }
  if (!TURKISH_LAYOUT.test(iban)) {
    return { ok: false, problem: 'turkishLayout' };
  }
  const bankCode = iban.slice(4, 9);
  return { ok: true, value: { iban, country, bankCode, bankName: TURKISH_BANKS[bankCode] ?? null } };
}

/** A Turkish IBAN in running text: whole, or in the printed groups of four, never glued to a longer word. */
const TURKISH_IBAN_IN_TEXT = /(?<![0-9A-Z])TR\d{2}(?: ?\d{4}){5} ?\d{2}(?![0-9A-Z])/g;

/** Every Turkish IBAN written in a text (a transfer's description or field 86), spaced or not, checked. */
export function findTurkishIbans(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.toUpperCase().matchAll(TURKISH_IBAN_IN_TEXT)) {
    const parsed = parseIban(match[0]);
    if (parsed.ok) {
      found.add(parsed.value.iban);
    }
  }
  return [...found];
}
