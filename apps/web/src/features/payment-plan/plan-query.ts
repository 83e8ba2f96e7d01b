import type { CurrencyCode, PaymentPlanQuery, PLAN_SCOPES, PlanLine } from '@tahsilat/domain';
import { formatAmount, parseAmount } from '@tahsilat/domain/pricing';

/** The payment plan's filter bar as the user sets it. */
export interface PlanFilters {
  firmId?: string;
  lines: (typeof PLAN_SCOPES)[number];
  dueFrom?: string;
  dueTo?: string;
  currency?: CurrencyCode;
}

export const PLAN_PAGE_SIZES = [50, 100, 200] as const;
export type PlanPageSize = (typeof PLAN_PAGE_SIZES)[number];

export const DEFAULT_PLAN_FILTERS: PlanFilters = { lines: 'open' };

export function toPlanQuery(filters: PlanFilters): PaymentPlanQuery {
  const query: PaymentPlanQuery = { lines: filters.lines };
  for (const key of ['firmId', 'dueFrom', 'dueTo', 'currency'] as const) {
    const value = filters[key];
    if (value) {
      query[key] = value as never;
    }
  }
  return query;
}

/** A line chosen for payment: what is left to pay of it (`open`), in its currency. */
export interface ChosenLine {
  id: string;
  open: string;
  currencyCode: CurrencyCode;
}

/** What is left to pay of a line here: the ERP's remaining less card payments made here the ERP has not recorded. */
export function openAmount(line: Pick<PlanLine, 'remaining' | 'pendingAmount'>): string {
  const open = (parseAmount(line.remaining) ?? 0n) - (parseAmount(line.pendingAmount) ?? 0n);
  return formatAmount(open > 0n ? open : 0n);
}

/** Whether a line can be paid here: something is left of it that was not paid here already. */
export const isPayable = (line: Pick<PlanLine, 'remaining' | 'pendingAmount'>) => openAmount(line) !== '0.00';

export const chosenLine = (line: PlanLine): ChosenLine => ({
  id: line.id,
  open: openAmount(line),
  currencyCode: line.currencyCode,
});

/** The chosen lines' sum (kuruş exact), and their currency when they share one. */
export function selectionTotal(chosen: readonly ChosenLine[]): {
  amount: string;
  currency: CurrencyCode | null;
} {
  const currencies = new Set(chosen.map((line) => line.currencyCode));
  const sum = chosen.reduce((total, line) => total + (parseAmount(line.open) ?? 0n), 0n);
  const [only] = currencies;
  return { amount: formatAmount(sum), currency: currencies.size === 1 && only ? only : null };
}

/**
 * /pos-collection prefilled with the chosen lines (DESIGN 13): `amount` their open sum, `items` their ids; the
 * currency when it is not TRY, and the firm when a main firm pays for one of its sub-firms.
 */
export function payUrl(chosen: readonly ChosenLine[], firmId: string | undefined): string | null {
  const { amount, currency } = selectionTotal(chosen);
  if (chosen.length === 0 || currency === null) {
    return null;
  }
  const query = new URLSearchParams({ amount, items: chosen.map((line) => line.id).join(',') });
  if (currency !== 'TRY') {
    query.set('currency', currency);
  }
  if (firmId) {
    query.set('firmId', firmId);
  }
  return `/pos-collection?${query}`;
}
