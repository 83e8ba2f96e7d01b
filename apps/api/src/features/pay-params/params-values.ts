import { type CurrencyCode, formatAmount, parseAmount } from '@tahsilat/domain';

/**
 * The values a pay-with-params link carries once opened (docs/shop-integration.md "Build a link"). The amount
 * field holds the money of the order: its currency and either a positive amount or the word `open`.
 */

export const OPEN_AMOUNT = 'open';

export interface LinkAmount {
  currency: CurrencyCode;
  /** Minor units, always positive; null when the shop chose to let the payer type the amount. */
  amount: bigint | null;
}

// '|' separates the fields the redirect signature covers, so no signed value may contain it.
export const REFERENCE_PATTERN = /^[^\p{Cc}|]{1,100}$/u;
export const BRANCH_PATTERN = /^[^\p{Cc}|]{1,50}$/u;

const LINK_AMOUNT = /^(TRY|USD|EUR) (open|\d{1,16}(?:[.,]\d{1,2})?)$/;

/** An amount as a person writes it: "250", "250.00" or "250,00"; null for anything else. */
export function parseDecimalAmount(text: string): bigint | null {
  const trimmed = text.trim();
  return parseAmount(trimmed.includes('.') ? trimmed : trimmed.replace(',', '.'));
}

/**
 * The amount field of a link: "TRY 250.00" or "EUR open", exactly. No currency, a zero amount or any other
 * spelling is null: an open amount is never read into a missing or zero one.
 */
export function parseLinkAmount(text: string): LinkAmount | null {
  const match = LINK_AMOUNT.exec(text);
  const currency = match?.[1] as CurrencyCode | undefined;
  const value = match?.[2];
  if (!currency || !value) {
    return null;
  }
  if (value === OPEN_AMOUNT) {
    return { currency, amount: null };
  }
  const amount = parseDecimalAmount(value);
  return amount !== null && amount > 0n ? { currency, amount } : null;
}

export function formatLinkAmount(value: LinkAmount): string {
  return `${value.currency} ${value.amount === null ? OPEN_AMOUNT : formatAmount(value.amount)}`;
}
