import { payableAmount } from './commission.js';
import { type CommissionDefinition, type OfferConstraints, offeredTerms } from './payment-options.js';

/**
 * The one single-payment ("Tek Çekim") option the payment screens show first (issue 27): nine single-payment
 * prices for one card, one per bank, confused the payer. The tenant chooses in the console which account prices it:
 * the cheapest for the payer, or one account of its own. The other banks' single payments stay offered, folded.
 */
export const SINGLE_PAYMENT_PRICINGS = ['cheapest', 'account'] as const;
export type SinglePaymentPricing = (typeof SINGLE_PAYMENT_PRICINGS)[number];

/** The preference as the commission options answer it: `bankId` is the chosen account's provider id. */
export interface SinglePaymentPreference {
  pricing: SinglePaymentPricing;
  bankId: number | null;
}

/** The amount compared with while the payer has typed none: 1.000,00 TL in kuruş. */
const REFERENCE_AMOUNT = 100_000n;

/** What the payer's card is charged for a single payment through a definition, or null when it offers none. */
function singleCost(
  definition: CommissionDefinition,
  amount: bigint,
  constraints: OfferConstraints,
): bigint | null {
  const terms = offeredTerms(definition, 1, constraints);
  return terms ? payableAmount(amount, terms.rate, terms.mode) : null;
}

/** The cheapest definition for the payer among `definitions`; a tie goes to the first in their order. */
function cheapestOf(
  definitions: readonly CommissionDefinition[],
  amount: bigint,
  constraints: OfferConstraints,
): string | null {
  let best: { id: string; cost: bigint } | null = null;
  for (const definition of definitions) {
    const cost = singleCost(definition, amount, constraints);
    if (cost !== null && (best === null || cost < best.cost)) {
      best = { id: definition.id, cost };
    }
  }
  return best?.id ?? null;
}

/**
 * The definition whose single payment is shown (its id), among the programmes the payer may use now (already
 * narrowed to the currency, the payment set and, where the tenant wants it, the card's bank): the preferred
 * account's cheapest programme, or, when the tenant prefers the cheapest, when no account is named or when that
 * account cannot take this payment, the cheapest of all. Null when none offers a single payment.
 */
export function preferredSinglePayment(
  definitions: readonly CommissionDefinition[],
  preference: SinglePaymentPreference,
  amount: bigint | null,
  constraints: OfferConstraints,
): string | null {
  const priced = amount !== null && amount > 0n ? amount : REFERENCE_AMOUNT;
  if (preference.pricing === 'account' && preference.bankId !== null) {
    const own = definitions.filter((definition) => definition.bankId === preference.bankId);
    const chosen = cheapestOf(own, priced, constraints);
    if (chosen !== null) {
      return chosen;
    }
  }
  return cheapestOf(definitions, priced, constraints);
}

/** Rows split into the one shown and the others (folded under "Diğer bankalar"), each keeping its order. */
export function splitSinglePayment<T extends { definitionId: string }>(
  rows: readonly T[],
  preferredId: string | null,
): { shown: T[]; others: T[] } {
  const shown = rows.filter((row) => row.definitionId === preferredId);
  if (shown.length === 0) {
    // Nothing to prefer (no single payment priced): the first row shows, as the list's order has it.
    return { shown: rows.slice(0, 1), others: rows.slice(1) };
  }
  return { shown, others: rows.filter((row) => row.definitionId !== preferredId) };
}
