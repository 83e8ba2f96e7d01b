import type { COLLECTION_HISTORY_STATUSES } from './codes.js';
import { formatAmount, parseAmount } from './money.js';

/**
 * What a card payment counts for wherever collections are summed or counted (docs/reports.md, "Voided and refunded
 * payments"): the collection history's Net column and its Excel file, the console's collections, the home page's
 * month, the ERP report's monthly collections and a link's paid amount. The API's SQL sums mirror it
 * (`apps/api/src/features/collection-history/collected-sql.ts`).
 *
 * - success (an approved sale, a captured pre-authorisation): the amount.
 * - partially_refunded: the amount less what the refunds gave back, never below zero.
 * - refunded (everything given back): 0, still counted as a collection that was made.
 * - voided (a void before the bank's end of day, a released pre-authorisation): the card was never charged; 0 and
 *   not counted.
 * - pending (at the 3-D page, being authorised, a hold not yet captured) and failed: nothing collected; 0 and not
 *   counted.
 */

type Status = (typeof COLLECTION_HISTORY_STATUSES)[number];

export const COUNTED_COLLECTION_STATUSES = ['success', 'partially_refunded', 'refunded'] as const;

/** Whether the payment is one of the collections a count includes: money taken and not voided. */
export function isCountedCollection(status: Status): boolean {
  return (COUNTED_COLLECTION_STATUSES as readonly Status[]).includes(status);
}

/**
 * The amount (kuruş) a payment counts for: `amount` — the figure being summed (what was paid, what the firm
 * receives, what the card was charged) — less what refunds and voids gave back to the card, never below zero; 0 for
 * a payment that is not a counted collection or was wholly refunded.
 */
export function collectedNet(status: Status, amount: bigint, refunded: bigint): bigint {
  if (!isCountedCollection(status) || status === 'refunded') {
    return 0n;
  }
  const left = amount - refunded;
  return left > 0n ? left : 0n;
}

/** The same over the API's amount strings ("1000.00", "508.95"): "491.05". */
export function collectedNetText(status: Status, amount: string, refunded: string): string {
  return formatAmount(collectedNet(status, parseAmount(amount) ?? 0n, parseAmount(refunded) ?? 0n));
}
