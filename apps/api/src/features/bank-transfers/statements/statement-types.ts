/**
 * What a bank statement says, read from any of its formats (camt.053, camt.054, MT940; issue 29). The readers only
 * read: they know nothing of tenants, firms or the database, and refuse a malformed file whole with the place of the
 * fault, so nothing of a bad file is ever written.
 */

export const STATEMENT_FORMATS = ['camt.053', 'camt.054', 'mt940'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** One booked movement on the account, as the bank wrote it. */
export interface StatementEntry {
  /** Where it is in the file, for messages: "satır 12" (line) for MT940, "Ntry 3" for camt. */
  position: string;
  /** The bank's own reference for the movement when it gives one (camt AcctSvcrRef, MT940 `//` reference). */
  bankReference: string | null;
  /** The payer's reference (camt EndToEndId unless NOTPROVIDED, MT940's reference for the account owner unless NONREF). */
  ownerReference: string | null;
  /** ISO dates, YYYY-MM-DD. */
  bookingDate: string;
  valueDate: string | null;
  /** Always positive, in minor units (kuruş, cent); `direction` gives the sign. */
  amountMinor: bigint;
  currency: string;
  direction: 'credit' | 'debit';
  /** A reversal of an earlier movement (camt RvslInd, MT940 RC/RD): never a new collection. */
  isReversal: boolean;
  counterpartyName: string | null;
  /** As the bank wrote it, in electronic form (no spaces, upper case); checked by the matcher, not here. */
  counterpartyIban: string | null;
  /** A tax or identity number the bank gave in a structured field (camt Dbtr Id); the matcher also reads the text. */
  counterpartyTaxNumber: string | null;
  /** The remittance text (camt Ustrd, MT940 field 86), lines joined by a space. */
  description: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The account the statement is for, in electronic form when it is an IBAN, else as written. */
  accountId: string;
  /** The account's currency when the statement says it (camt Acct/Ccy, MT940 opening balance). */
  accountCurrency: string | null;
  /** The statement's own id (camt Stmt/Id or Ntfctn/Id, MT940 field 20) and period, when given. */
  statementId: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  entries: StatementEntry[];
}

/** A file that cannot be read: `where` names the line or element ("satır 14", "Ntry 3 / Amt"). */
export class StatementFormatError extends Error {
  constructor(
    readonly where: string,
    readonly reason: string,
  ) {
    super(`${where}: ${reason}`);
    this.name = 'StatementFormatError';
  }
}

const STATEMENT_AMOUNT = {
  '.': /^(\d{1,16})(?:\.(\d{0,2}))?$/,
  ',': /^(\d{1,16})(?:,(\d{0,2}))?$/,
  any: /^(\d{1,16})(?:[.,](\d{0,2}))?$/,
};

/**
 * A statement's amount into minor units: digits with the format's decimal mark (camt's dot, MT940's comma; either
 * when not said) and at most two decimals ("1234.5", "1234,56", "1234,"). Signs and thousands marks are not part of
 * either format; null when it is not an amount, so the reader names the place.
 */
export function parseStatementAmount(text: string, mark: '.' | ',' | 'any' = 'any'): bigint | null {
  const match = STATEMENT_AMOUNT[mark].exec(text.trim());
  if (!match) {
    return null;
  }
  return BigInt(`${match[1] ?? '0'}${(match[2] ?? '').padEnd(2, '0')}`);
}

/** The longest description kept: what a bank writes for one transfer is a few lines; more is cut, not stored. */
export const MAX_DESCRIPTION = 1_000;

/** A movement's text cut to MAX_DESCRIPTION characters. */
export function capDescription(text: string): string {
  return text.length > MAX_DESCRIPTION ? text.slice(0, MAX_DESCRIPTION) : text;
}

/** An account number or IBAN as written ("TR33 0006 …") in electronic form. */
export function compactAccountId(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
