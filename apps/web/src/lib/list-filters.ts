import { formatAmount, parseTurkishAmount } from '@tahsilat/domain/pricing';

/**
 * What the list pages' filter bars share (link tracking, collection history): the typed amount range and the
 * search text turned into the API's form, and the set values of the other fields copied as they are.
 */

/** "1.250,5" → "1250.50"; blank or unreadable → undefined (the field shows its own error). */
export function filterAmount(typed: string | undefined): string | undefined {
  if (!typed?.trim()) {
    return undefined;
  }
  const kurus = parseTurkishAmount(typed);
  return kurus === null ? undefined : formatAmount(kurus);
}

export function isAmountFilterValid(typed: string | undefined): boolean {
  return !typed?.trim() || parseTurkishAmount(typed) !== null;
}

export interface AmountAndSearch {
  amountMin?: string;
  amountMax?: string;
  search?: string;
}

/** The amount range in the API form and the search text (trimmed, at most 100 characters); blanks left out. */
export function amountAndSearchQuery(filters: AmountAndSearch): AmountAndSearch {
  const query: AmountAndSearch = {};
  const amountMin = filterAmount(filters.amountMin);
  if (amountMin) {
    query.amountMin = amountMin;
  }
  const amountMax = filterAmount(filters.amountMax);
  if (amountMax) {
    query.amountMax = amountMax;
  }
  const search = filters.search?.trim().slice(0, 100);
  if (search) {
    query.search = search;
  }
  return query;
}

/** The fields of `keys` that hold a value (not empty, not zero), as they are. */
export function setValues<F extends object, K extends keyof F>(filters: F, keys: readonly K[]): Pick<F, K> {
  const picked: Partial<Pick<F, K>> = {};
  for (const key of keys) {
    if (filters[key]) {
      picked[key] = filters[key];
    }
  }
  return picked as Pick<F, K>;
}
