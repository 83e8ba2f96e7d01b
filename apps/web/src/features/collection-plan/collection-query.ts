import type { CollectionLine, CollectionPlanQuery, CurrencyCode } from '@tahsilat/domain';
import { formatAmount, parseAmount } from '@tahsilat/domain/pricing';

export interface CollectionFilters {
  firmId?: string;
  lines: 'open' | 'overdue';
  dueFrom?: string;
  dueTo?: string;
  group: 'week' | 'month';
  currency?: CurrencyCode;
}

export const DEFAULT_COLLECTION_FILTERS: CollectionFilters = { lines: 'open', group: 'week' };

export function toCollectionQuery(filters: CollectionFilters): CollectionPlanQuery {
  const query: CollectionPlanQuery = { lines: filters.lines, group: filters.group };
  for (const key of ['firmId', 'dueFrom', 'dueTo', 'currency'] as const) {
    const value = filters[key];
    if (value) {
      query[key] = value as never;
    }
  }
  return query;
}

/**
 * /payment-request prefilled for the chosen lines (pay by link): the dealer, the open sum, the currency and the
 * documents in the description; null unless the lines are one dealer's in one currency.
 */
export function linkUrl(
  chosen: readonly Pick<CollectionLine, 'firmId' | 'remaining' | 'currencyCode' | 'documentNo'>[],
  describe: (documents: string) => string,
): string | null {
  const first = chosen[0];
  if (
    !first ||
    chosen.some((line) => line.firmId !== first.firmId || line.currencyCode !== first.currencyCode)
  ) {
    return null;
  }
  const sum = chosen.reduce((total, line) => total + (parseAmount(line.remaining) ?? 0n), 0n);
  const documents = chosen
    .map((line) => line.documentNo)
    .filter(Boolean)
    .join(', ');
  const query = new URLSearchParams({
    firmId: first.firmId,
    amount: formatAmount(sum),
    currency: first.currencyCode,
    description: describe(documents).slice(0, 200),
  });
  return `/payment-request?${query}`;
}
