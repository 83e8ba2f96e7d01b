import { parseStatementAmount, StatementFormatError } from './statement-types.js';

/**
 * The fields of an MT940 message (60a/62a balances, 61 statement line, 86 information to the account owner), one at
 * a time: each reader gets the field's text and the place to name ("satır 12") in its error, nothing more.
 */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const SIX_DIGITS = /^\d{6}$/;
const FOUR_DIGITS = /^\d{4}$/;
const TRANSACTION_TYPE = /^[SNF][A-Z0-9]{3}$/;
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\S+)$/;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => code >= 65 && code <= 90;
const isAmountChar = (code: number) => isDigit(code) || code === 44 || code === 46;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** A calendar date as YYYY-MM-DD, or null when there is no such day (31 April, 29 February of 2026). */
function isoDate(year: number, month: number, day: number): string | null {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (day < 1 || day > days) {
    return null;
  }
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** A YYMMDD date (years 00–79 are 20xx, 80–99 are 19xx) as an ISO date; refused when it is not a calendar day. */
export function parseShortDate(text: string, where: string): string {
  const yy = Number(text.slice(0, 2));
  const iso = SIX_DIGITS.test(text)
    ? isoDate(yy < 80 ? 2000 + yy : 1900 + yy, Number(text.slice(2, 4)), Number(text.slice(4, 6)))
    : null;
  if (iso === null) {
    throw new StatementFormatError(where, 'tarih geçersiz');
  }
  return iso;
}

/**
 * An entry date (MMDD) in the year of the value date, or the year before or after when the months are more than
 * half a year apart: value 2026-12-31 with entry 0102 is 2027-01-02; value 2027-01-02 with entry 1231 is 2026-12-31.
 */
export function entryDateNear(valueDate: string, mmdd: string, where: string): string {
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const shift = month - valueMonth > 6 ? -1 : valueMonth - month > 6 ? 1 : 0;
  const iso = FOUR_DIGITS.test(mmdd) ? isoDate(year + shift, month, Number(mmdd.slice(2, 4))) : null;
  if (iso === null) {
    throw new StatementFormatError(where, 'tarih geçersiz');
  }
  return iso;
}

/** An MT940 amount ("1234,56") in minor units; refused with the place when it is not one. */
function amountOf(text: string, where: string): bigint {
  const amount = text === '' ? null : parseStatementAmount(text);
  if (amount === null) {
    throw new StatementFormatError(where, 'tutar okunamadı');
  }
  return amount;
}

/** An opening or closing balance (fields 60F/60M, 62F/62M): its date, currency and amount (the mark is checked). */
export interface Balance {
  date: string;
  currency: string;
  /** Signed: a debit (D) balance is negative. */
  amountMinor: bigint;
}

/** Reads a balance field such as "C260101TRY1234,56". */
export function parseBalance(value: string, where: string): Balance {
  const match = BALANCE.exec(value);
  if (!match) {
    throw new StatementFormatError(where, 'bakiye okunamadı');
  }
  const [, mark, date = '', currency = '', amount = ''] = match;
  const minor = amountOf(amount, where);
  return { date: parseShortDate(date, where), currency, amountMinor: mark === 'D' ? -minor : minor };
}

/** The first line of field 61, read. */
export interface StatementLine {
  valueDate: string;
  bookingDate: string;
  direction: 'credit' | 'debit';
  isReversal: boolean;
  amountMinor: bigint;
  ownerReference: string | null;
  bankReference: string | null;
}

/** The debit/credit mark at `at`: D, C, RD (a credit) or RC (a debit); EC/ED belong to MT942 and are refused. */
function markAt(value: string, at: number, where: string): Pick<StatementLine, 'direction' | 'isReversal'> {
  const first = value[at];
  const reversal = first === 'R';
  const letter = reversal ? value[at + 1] : first;
  if (letter !== 'C' && letter !== 'D') {
    throw new StatementFormatError(where, 'borç/alacak işareti geçersiz');
  }
  // A reversal of a debit gives the money back (a credit), a reversal of a credit takes it away (a debit).
  const credit = (letter === 'C') !== reversal;
  return { direction: credit ? 'credit' : 'debit', isReversal: reversal };
}

/** A reference as given, or null for none ("NONREF" or empty). */
function referenceOf(text: string): string | null {
  const reference = text.trim();
  return reference === '' || reference.toUpperCase() === 'NONREF' ? null : reference;
}

/**
 * Reads field 61's first line, `6!n[4!n]2a[1!a]15d1!a3!c16x[//16x]`: value date, entry date, mark, funds code,
 * amount, transaction type, the reference for the account owner and the bank's reference. Read by position, so a
 * long line costs no backtracking; the lengths of the references are not enforced.
 */
export function parseStatementLine(value: string, where: string): StatementLine {
  const valueDate = parseShortDate(value.slice(0, 6), where);
  let at = 6;
  let bookingDate = valueDate;
  if (isDigit(value.charCodeAt(at))) {
    bookingDate = entryDateNear(valueDate, value.slice(at, at + 4), where);
    at += 4;
  } else if (value.slice(at, at + 4) === '    ') {
    at += 4; // some banks (Citi) write four spaces where there is no entry date
  }
  const mark = markAt(value, at, where);
  at += mark.isReversal ? 2 : 1;
  // The funds code is a letter (the currency's third), the amount starts with a digit: they cannot be confused.
  if (isLetter(value.charCodeAt(at))) {
    at += 1;
  }
  let end = at;
  while (end < value.length && isAmountChar(value.charCodeAt(end))) {
    end += 1;
  }
  const amountMinor = amountOf(value.slice(at, end), where);
  if (!TRANSACTION_TYPE.test(value.slice(end, end + 4))) {
    throw new StatementFormatError(where, 'işlem türü kodu geçersiz');
  }
  const references = value.slice(end + 4);
  const split = references.indexOf('//');
  return {
    valueDate,
    bookingDate,
    direction: mark.direction,
    isReversal: mark.isReversal,
    amountMinor,
    ownerReference: referenceOf(split === -1 ? references : references.slice(0, split)),
    bankReference: split === -1 ? null : referenceOf(references.slice(split + 2)),
  };
}

/** Field 86 read: the remittance text and, when the bank structured it, the counterparty. */
export interface OwnerInformation {
  description: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
}

const QUESTION_CODED = /^\d{0,3}\?\d\d/;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const REMITTANCE_KIND = /^(?:USTD|STRD)\/+(?:CUR\/+)?/;
/** Codewords of the slash-coded forms (ABN AMRO, ING, Rabobank, SEPA-era banks): `/NAME/…/IBAN/…/REMI/…`. */
const SLASH_CODES = new Set('TRTP IBAN BIC NAME REMI EREF MARF CSID CNTP ORDP BENM ADDR ID'.split(' '));

/** The texts given, joined by a space; null when there are none. */
const joined = (values: (string | undefined)[]) => values.filter((value) => value).join(' ') || null;

/** An IBAN in electronic form when the text has the shape of one (2 letters, 2 digits, 15–34 characters). */
function ibanOf(text: string | undefined): string | null {
  const compact = (text ?? '').replace(/\s+/g, '').toUpperCase();
  return IBAN_SHAPE.test(compact) ? compact : null;
}

/** German/Dutch `?NN` subfields: each code with its value, in order (the text before the first one is left out). */
function questionSubfields(text: string): { code: number; value: string }[] {
  const starts: number[] = [];
  for (let at = text.indexOf('?'); at !== -1; at = text.indexOf('?', at + 1)) {
    if (isDigit(text.charCodeAt(at + 1)) && isDigit(text.charCodeAt(at + 2))) {
      starts.push(at);
    }
  }
  return starts.map((start, index) => ({
    code: Number(text.slice(start + 1, start + 3)),
    value: text.slice(start + 3, starts[index + 1] ?? text.length).trim(),
  }));
}

/** Purpose ?20–?29 and ?60–?63, name ?32+?33, account ?31 (kept only when it is an IBAN). */
function fromQuestionCoded(text: string): OwnerInformation {
  const subfields = questionSubfields(text);
  const valuesOf = (picked: (code: number) => boolean) =>
    joined(subfields.filter(({ code }) => picked(code)).map(({ value }) => value));
  return {
    description: valuesOf((code) => (code >= 20 && code <= 29) || (code >= 60 && code <= 63)) ?? text,
    counterpartyName: valuesOf((code) => code === 32 || code === 33),
    counterpartyIban: ibanOf(subfields.find(({ code }) => code === 31)?.value),
  };
}

/** Slash codewords with their values (the first of each); a codeword is only a known one between two slashes. */
function slashFields(text: string): Map<string, string> {
  const marks: { code: string; start: number; valueStart: number }[] = [];
  for (let at = text.indexOf('/'); at !== -1; ) {
    const next = text.indexOf('/', at + 1);
    const code = next === -1 || next - at > 10 ? '' : text.slice(at + 1, next);
    if (SLASH_CODES.has(code)) {
      marks.push({ code, start: at, valueStart: next + 1 });
    }
    at = next;
  }
  const fields = new Map<string, string>();
  marks.forEach((mark, index) => {
    const value = text.slice(mark.valueStart, marks[index + 1]?.start ?? text.length);
    if (!fields.has(mark.code)) {
      // Bounded, so a long run of slashes costs no backtracking.
      fields.set(mark.code, value.replace(/\/{1,3}$/, '').trim());
    }
  });
  return fields;
}

/** `/REMI/` as the purpose, `/NAME/` and `/IBAN/` (or ING's `/CNTP/iban/bic/name/city/`) as the counterparty. */
function fromSlashCoded(text: string, fields: Map<string, string>): OwnerInformation {
  const counterparty = (fields.get('CNTP') ?? '').split('/');
  const remittance = (fields.get('REMI') ?? '').replace(REMITTANCE_KIND, '').trim();
  return {
    description: remittance || text,
    counterpartyName: joined([fields.get('NAME') || counterparty[2]]),
    counterpartyIban: ibanOf(fields.get('IBAN')) ?? ibanOf(counterparty[0]),
  };
}

/**
 * Field 86, its lines (trimmed, in order) joined by a space. Plain text, as Turkish banks send it, is the
 * description whole, with no counterparty: the matcher reads IBANs and tax numbers in the text itself.
 */
export function readOwnerInformation(lines: readonly string[]): OwnerInformation {
  const text = lines.join(' ');
  if (QUESTION_CODED.test(text)) {
    return fromQuestionCoded(text);
  }
  const fields = text.startsWith('/') ? slashFields(text) : new Map<string, string>();
  if (fields.size > 0) {
    return fromSlashCoded(text, fields);
  }
  return { description: text, counterpartyName: null, counterpartyIban: null };
}
