import type { PAGE_SIZES } from '@tahsilat/domain';
import { formatAmount, parseTurkishAmount } from '@tahsilat/domain/pricing';

/**
 * What the list pages share (link tracking, collection history, sub-dealers): the page size and the order, the
 * typed amount range and the search text turned into the API's form, and the set values of the other fields.
 */

/** One of the API's page sizes (10, 20, 50, 100). */
export type ListPageSize = (typeof PAGE_SIZES)[number];

/** What a list shows before the user picks a page size. */
export const DEFAULT_LIST_PAGE_SIZE: ListPageSize = 20;

export interface ListSort<By extends string> {
  by: By;
  dir: 'asc' | 'desc';
}

/**
 * The next order after a click on a sortable header: highest (newest) first, then lowest, then back to the
 * list's default order.
 */
export function cycleSort<By extends string>(
  sort: ListSort<By>,
  field: By,
  fallback: ListSort<By>,
): ListSort<By> {
  if (sort.by !== field) {
    return { by: field, dir: 'desc' };
  }
  return sort.dir === 'desc' ? { by: field, dir: 'asc' } : fallback;
}

/** The search text as the API takes it: trimmed, at most 100 characters; blank → undefined. */
export function searchText(typed: string | undefined): string | undefined {
  return typed?.trim().slice(0, 100) || undefined;
}

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
  const search = searchText(filters.search);
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
