import { createHash } from 'node:crypto';
import type { StatementEntry } from './statement-types.js';

/**
 * Each movement's key, the same in every statement that carries it (docs/bank-transfers.md): the bank's own
 * reference when the file gives one to this movement only; otherwise a digest of what the bank wrote (booking date,
 * amount, direction, references, counterparty, description) with the number of identical movements before it in
 * the file. An overlapping statement imported again then adds nothing, and two genuinely identical transfers on
 * one day stay two.
 */
export function transactionKeys(entries: readonly StatementEntry[]): string[] {
  const referenceCounts = new Map<string, number>();
  for (const entry of entries) {
    if (entry.bankReference !== null) {
      referenceCounts.set(entry.bankReference, (referenceCounts.get(entry.bankReference) ?? 0) + 1);
    }
  }
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    if (entry.bankReference !== null && referenceCounts.get(entry.bankReference) === 1) {
      return `ref:${entry.bankReference}`;
    }
    const digest = createHash('sha256')
      .update(
        [
          entry.bookingDate,
          entry.valueDate ?? '',
          entry.amountMinor.toString(),
          entry.currency,
          entry.direction,
          entry.isReversal ? 'R' : '',
          entry.bankReference ?? '',
          entry.ownerReference ?? '',
          entry.counterpartyIban ?? '',
          entry.counterpartyName ?? '',
          entry.description,
        ].join('\u001f'),
      )
      .digest('base64url');
    const occurrence = seen.get(digest) ?? 0;
    seen.set(digest, occurrence + 1);
    return `sum:${digest}:${occurrence}`;
  });
}
