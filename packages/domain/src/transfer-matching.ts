import { findTurkishIbans, parseIban } from './iban.js';
import { isValidTaxNumber } from './tax-number.js';
import { findTransferReferences } from './transfer-reference.js';

/** What the bank said about an incoming transfer, as far as matching reads it. */
export interface TransferFacts {
  description: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  counterpartyTaxNumber: string | null;
}

/** The tenant's book, as the matcher asks it: each answer the firms (ids) that hold the value. */
export interface MatchBook {
  firmsByReference(code: string): readonly string[];
  firmsBySenderIban(iban: string): readonly string[];
  firmsByTaxNumber(taxNumber: string): readonly string[];
  /** The tenant's own accounts: an IBAN of ours in a description is where the money went, not who sent it. */
  isOwnIban(iban: string): boolean;
}

export type CertainRule = 'reference' | 'iban' | 'tax_number';

export type TransferMatch =
  | { state: 'matched'; firmId: string; rule: CertainRule }
  | { state: 'suggested'; firmIds: string[]; rules: CertainRule[] }
  | { state: 'unmatched' };

const RULES: CertainRule[] = ['reference', 'iban', 'tax_number'];

/**
 * Who sent an incoming transfer, decided only where it is certain (issue 29, docs/bank-transfers.md): a reference
 * code the tenant gave one firm, a sender IBAN confirmed for exactly one firm, a valid VKN/TCKN of exactly one firm.
 * The first rule (in that order) that names exactly one firm decides, when every other rule that names anyone names
 * that firm too; when the rules name several firms and none is named by all, or another rule names only others, it
 * is only a suggestion. A wrong automatic match is worse than none.
 */
export function matchTransfer(facts: TransferFacts, book: MatchBook): TransferMatch {
  const named = new Map<CertainRule, Set<string>>();
  for (const rule of RULES) {
    const firms = new Set(valuesFor(rule, facts, book).flatMap((value) => [...lookup(rule, value, book)]));
    if (firms.size > 0) {
      named.set(rule, firms);
    }
  }
  if (named.size === 0) {
    return { state: 'unmatched' };
  }
  // Codes of two firms: a payment for both, which a person splits; no other rule may hand it to one of them.
  const coded = named.get('reference');
  if (coded && coded.size > 1) {
    return {
      state: 'suggested',
      firmIds: [...new Set([...named.values()].flatMap((set) => [...set]))],
      rules: [...named.keys()],
    };
  }
  // A rule that names one firm decides when every other rule names that firm too, perhaps among others (a branch
  // sharing its parent's tax number, an IBAN two firms of one family pay from); a rule naming only others contradicts.
  for (const [rule, firms] of named) {
    const [only] = firms;
    if (firms.size === 1 && only !== undefined && [...named.values()].every((other) => other.has(only))) {
      return { state: 'matched', firmId: only, rule };
    }
  }
  const everyone = new Set([...named.values()].flatMap((set) => [...set]));
  return { state: 'suggested', firmIds: [...everyone], rules: [...named.keys()] };
}

function lookup(rule: CertainRule, value: string, book: MatchBook): readonly string[] {
  switch (rule) {
    case 'reference':
      return book.firmsByReference(value);
    case 'iban':
      return book.firmsBySenderIban(value);
    case 'tax_number':
      return book.firmsByTaxNumber(value);
  }
}

function valuesFor(rule: CertainRule, facts: TransferFacts, book: MatchBook): string[] {
  switch (rule) {
    case 'reference':
      return findTransferReferences(facts.description);
    case 'iban':
      return senderIbans(facts, book);
    case 'tax_number':
      return taxNumbers(facts);
  }
}

/** The counterparty's IBAN when valid, and Turkish IBANs in the description that are not the tenant's own. */
export function senderIbans(facts: TransferFacts, book: Pick<MatchBook, 'isOwnIban'>): string[] {
  const found = new Set<string>();
  if (facts.counterpartyIban) {
    const parsed = parseIban(facts.counterpartyIban);
    if (parsed.ok) {
      found.add(parsed.value.iban);
    }
  }
  for (const iban of findTurkishIbans(facts.description)) {
    found.add(iban);
  }
  return [...found].filter((iban) => !book.isOwnIban(iban));
}

/** Valid VKNs (10 digits) and TCKNs (11) in the structured field and standing alone in the description. */
export function taxNumbers(facts: TransferFacts): string[] {
  const found = new Set<string>();
  const candidates = [
    facts.counterpartyTaxNumber ?? '',
    ...facts.description.matchAll(/(?<!\d)\d{10,11}(?!\d)/g),
  ];
  for (const candidate of candidates) {
    const value = typeof candidate === 'string' ? candidate : candidate[0];
    if (isValidTaxNumber(value)) {
      found.add(value);
    }
  }
  return [...found];
}
