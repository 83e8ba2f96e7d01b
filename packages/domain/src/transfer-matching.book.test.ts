import { describe, expect, it } from 'vitest';
import { parseIban } from './iban.js';
import { isValidTaxNumber } from './tax-number.js';
import {
  type MatchBook,
  matchTransfer,
  type TransferFacts,
  type TransferMatch,
} from './transfer-matching.js';
import { type BookTransfer, generateTransferBook, type TransferTrait } from './transfer-matching-book.js';
import { findTransferReferences, parseTransferReference } from './transfer-reference.js';

/*
 * Issue 29's matching budget on a generated book (1,000 dealers, 10,000 movements; transfer-matching-book.ts): every
 * automatic match is the firm that really paid, and at least 90 % of the incoming transfers that carry the sender's
 * code, an IBAN known for the sender alone, or the sender's tax number are matched automatically.
 */
const SEED = 29;
const book = generateTransferBook(SEED);
const incoming = book.transfers.filter((transfer) => transfer.kind === 'credit' && transfer.amountMinor > 0);
const firmsById = new Map(book.firms.map((firm) => [firm.id, firm]));
const CARRIED = { reference: 'code', iban: 'iban', tax_number: 'taxNumber' } as const;
const REASONS: TransferTrait[] = ['third_party', 'shared_iban', 'shared_tax_number'];

type Matcher = (facts: TransferFacts, book: MatchBook) => TransferMatch;

const carriesAny = (transfer: BookTransfer) =>
  transfer.carries.code || transfer.carries.iban || transfer.carries.taxNumber;

/** A matcher's decisions on the book's incoming transfers, against who really paid. */
function evaluate(match: Matcher) {
  const wrong: string[] = [];
  const missed = new Map<string, number>();
  let [automatic, carrying, carryingMatched] = [0, 0, 0];
  for (const transfer of incoming) {
    const result = match(transfer.facts, book.matchBook);
    if (result.state === 'matched') {
      automatic += 1;
      // Wrong: another firm, or a rule the transfer did not carry for its sender (a mistyped code, say).
      if (result.firmId !== transfer.senderId || !transfer.carries[CARRIED[result.rule]]) {
        const facts = JSON.stringify(transfer.facts);
        wrong.push(
          `${transfer.bankReference} ${facts} → ${result.firmId} by ${result.rule}, paid by ${transfer.senderId}`,
        );
      }
    }
    if (carriesAny(transfer)) {
      carrying += 1;
      if (result.state === 'matched') {
        carryingMatched += 1;
      } else {
        const why = transfer.traits.filter((trait) => REASONS.includes(trait)).join('+') || result.state;
        missed.set(why, (missed.get(why) ?? 0) + 1);
      }
    }
  }
  return { automatic, wrong, carrying, carryingMatched, share: carryingMatched / carrying, missed };
}

const count = (trait: TransferTrait) => incoming.filter((transfer) => transfer.traits.includes(trait)).length;
const n = (value: number) => value.toLocaleString('en-US');

describe('matching a generated book (1,000 dealers, 10,000 transfers)', () => {
  it('is the book the issue describes', () => {
    expect(book.firms).toHaveLength(1_000);
    expect(book.transfers).toHaveLength(10_000);
    expect(book.firms.every((firm) => isValidTaxNumber(firm.taxNumber))).toBe(true);
    const lengths = new Set(book.firms.map((firm) => firm.taxNumber.length));
    expect([...lengths].sort()).toEqual([10, 11]);
    expect(
      book.firms.every((firm) => parseTransferReference(firm.referenceCode) === firm.referenceCode),
    ).toBe(true);
    expect(new Set(book.firms.map((firm) => firm.referenceCode)).size).toBe(1_000);
    const ibans = book.firms.flatMap((firm) => firm.senderIbans);
    expect(ibans.every((iban) => parseIban(iban).ok && iban.startsWith('TR'))).toBe(true);
    expect(ibans.some((iban) => book.matchBook.firmsBySenderIban(iban).length > 1)).toBe(true);
    expect(book.firms.filter((firm) => firm.parentId !== null).length).toBeGreaterThan(30);
    expect(book.firms.some((firm) => /[çğıİöşü]/.test(firm.name))).toBe(true);
    for (const kind of ['credit', 'debit', 'reversal']) {
      expect(book.transfers.some((transfer) => transfer.kind === kind)).toBe(true);
    }
    const traits: TransferTrait[] = [...REASONS, 'mistyped_code', 'partial', 'invoice_number_valid'];
    expect(traits.filter((trait) => count(trait) === 0)).toEqual([]);
    expect(incoming.some((transfer) => !carriesAny(transfer))).toBe(true);
    // The same seed, the same book (a smaller one, to stay quick).
    const [one, two] = [generateTransferBook(7, 200, 2_000), generateTransferBook(7, 200, 2_000)];
    expect(JSON.stringify([one.firms, one.transfers])).toBe(JSON.stringify([two.firms, two.transfers]));
  });

  it('never reads a mistyped code as its firm’s', () => {
    const mistyped = incoming.filter((transfer) => transfer.traits.includes('mistyped_code'));
    const codeOf = (transfer: BookTransfer) => firmsById.get(transfer.senderId ?? '')?.referenceCode ?? '';
    const readAsOwn = mistyped.filter((t) => findTransferReferences(t.facts.description).includes(codeOf(t)));
    expect(mistyped.length).toBeGreaterThan(100);
    expect(readAsOwn.map((transfer) => transfer.facts.description)).toEqual([]);
  });

  it('matches automatically only the firm that paid, and ≥ 90 % of the transfers that carry a certain sign', () => {
    const started = performance.now();
    const result = evaluate(matchTransfer);
    const ms = performance.now() - started;
    // Codes read where the dealer wrote none (mistyped or absent): a valid check character by chance (1 in 31).
    const codeless = incoming.filter((transfer) => !transfer.carries.code);
    const chance = codeless.filter(
      (transfer) => findTransferReferences(transfer.facts.description).length > 0,
    );
    const reasons = [...result.missed].map(([why, times]) => `${why} ${times}`).join(', ');
    console.log(
      `Transfer book (seed ${SEED}): ${n(incoming.length)} incoming transfers, ${n(result.automatic)} matched ` +
        `automatically, ${result.wrong.length} wrongly; ${n(result.carrying)} carry a code, a known IBAN or a tax ` +
        `number: ${n(result.carryingMatched)} matched (${(result.share * 100).toFixed(1)} %), the rest suggested ` +
        `(${reasons}); ${n(count('mistyped_code'))} mistyped codes; ${n(chance.length)} of ${n(codeless.length)} ` +
        `transfers without the code read as carrying some valid code, none a firm's; ${n(count('invoice_number'))} ` +
        `invoice numbers, ${count('invoice_number_valid')} passing a VKN/TCKN check; matched in ${ms.toFixed(0)} ms.`,
    );
    expect(result.wrong).toEqual([]);
    expect(result.automatic).toBeGreaterThan(incoming.length / 2);
    expect(result.share).toBeGreaterThanOrEqual(0.9);
  });

  it('would fail a matcher that guesses: taking a suggestion’s first firm, or a code by its body alone', () => {
    const firstOfSuggestion: Matcher = (facts, matchBook) => {
      const result = matchTransfer(facts, matchBook);
      return result.state === 'suggested'
        ? { state: 'matched', firmId: result.firmIds[0] ?? '', rule: result.rules[0] ?? 'reference' }
        : result;
    };
    const byBody = new Map(book.firms.map((firm) => [firm.referenceCode.slice(0, 7), firm.id]));
    const checkBlind: Matcher = (facts, matchBook) => {
      const result = matchTransfer(facts, matchBook);
      const squeezed = facts.description.toUpperCase().replace(/[\s-]/g, '');
      const guess = [...squeezed.matchAll(/T[0-9A-Z]{7}/g)]
        .map((m) => byBody.get(m[0].slice(0, 7)))
        .find(Boolean);
      return result.state === 'unmatched' && guess
        ? { state: 'matched', firmId: guess, rule: 'reference' }
        : result;
    };
    expect(evaluate(firstOfSuggestion).wrong.length).toBeGreaterThan(0);
    expect(evaluate(checkBlind).wrong.length).toBeGreaterThan(0);
  });
});
