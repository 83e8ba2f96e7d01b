import { createHash } from 'node:crypto';
import type { StatementEntry } from './statement-types.js';

/**
 * Each movement's key, the same in every statement that carries it (docs/bank-transfers.md). With the bank's
 * reference: the reference with the booking date, amount and direction (a bank that reuses a reference on another
 * day, or gives a payment and its fee one reference, still keys them apart). Without one: a digest of what the bank
 * wrote, its text with the spaces taken out (a statement wrapped differently keys the same). Then the number of
 * identical movements before it in the file, so an overlapping statement imported again adds nothing and two
 * genuinely identical transfers on one day stay two.
 */
export function transactionKeys(entries: readonly StatementEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = entry.bankReference === null ? `sum:${digestOf(entry)}` : `ref:${referenceKeyOf(entry)}`;
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return `${base}:${occurrence}`;
  });
}

function referenceKeyOf(entry: StatementEntry): string {
  const direction = `${entry.direction === 'credit' ? 'C' : 'D'}${entry.isReversal ? 'R' : ''}`;
  return [entry.bankReference, entry.bookingDate, entry.amountMinor.toString(), direction].join('|');
}

function digestOf(entry: StatementEntry): string {
  const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, '');
  return createHash('sha256')
    .update(
      [
        entry.bookingDate,
        entry.valueDate ?? '',
        entry.amountMinor.toString(),
        entry.currency,
        entry.direction,
        entry.isReversal ? 'R' : '',
        squeeze(entry.ownerReference),
        squeeze(entry.counterpartyIban),
        squeeze(entry.counterpartyName),
        squeeze(entry.description),
      ].join('\u001f'),
    )
    .digest('base64url');
}
