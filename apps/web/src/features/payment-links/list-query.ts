import type {
  PAYMENT_REQUEST_SORTS,
  PaymentRequestFilter,
  PaymentRequestListQuery,
  PaymentRequestStatus,
} from '@tahsilat/domain';
import {
  amountAndSearchQuery,
  cycleSort,
  type ListPageSize,
  type ListSort,
  setValues,
} from '../../lib/list-filters.js';

export type SortField = (typeof PAYMENT_REQUEST_SORTS)[number];
export type LinkSort = ListSort<SortField>;

/** Newest first, as the server sorts when told nothing. */
export const DEFAULT_SORT: LinkSort = { by: 'createdAt', dir: 'desc' };

/** The filter bar as the user fills it: amounts as typed (Turkish), dates as YYYY-MM-DD. */
export interface LinkFilters {
  createdFrom?: string;
  createdTo?: string;
  status?: PaymentRequestStatus;
  firmId?: string;
  amountMin?: string;
  amountMax?: string;
  search?: string;
}

/** The filters the server understands: empty values left out, amounts in the API form. */
export function toFilterQuery(filters: LinkFilters): PaymentRequestFilter {
  return {
    ...setValues(filters, ['createdFrom', 'createdTo', 'status', 'firmId'] as const),
    ...amountAndSearchQuery(filters),
  };
}

/** GET /PaymentRequest/Export: the list's filters and sort, without paging. */
export function toExportQuery(filters: LinkFilters, sort: LinkSort): PaymentRequestListQuery {
  return { ...toFilterQuery(filters), sortBy: sort.by, sortDir: sort.dir };
}

/** GET /PaymentRequest/List for one page. */
export function toListQuery(
  filters: LinkFilters,
  sort: LinkSort,
  pageSize: ListPageSize,
  cursor: string | undefined,
): PaymentRequestListQuery {
  return { ...toExportQuery(filters, sort), pageSize, ...(cursor ? { cursor } : {}) };
}

/** The next order after a click on a sortable header: highest (newest) first, lowest, then the default. */
export function nextSort(sort: LinkSort, field: SortField): LinkSort {
  return cycleSort(sort, field, DEFAULT_SORT);
}

/** Whether anything is typed or chosen in the filter bar (valid or not). */
export function hasActiveFilters(filters: LinkFilters): boolean {
  return Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');
}

/**
 * Keyset paging keeps the cursors of the pages behind the current one: page 1 has none, page n+1 starts
 * at the nextCursor page n answered. Going back pops; a new filter, sort or page size starts over.
 */
export type CursorStack = readonly string[];

export const FIRST_PAGE: CursorStack = [];

export function currentCursor(stack: CursorStack): string | undefined {
  return stack.at(-1);
}

export function nextPage(stack: CursorStack, nextCursor: string | null): CursorStack {
  return nextCursor ? [...stack, nextCursor] : stack;
}

export function previousPage(stack: CursorStack): CursorStack {
  return stack.slice(0, -1);
}

/** 1-based number of the page the stack points at. */
export function pageNumber(stack: CursorStack): number {
  return stack.length + 1;
}

/** The rows on screen as first–last (1-based); 0–0 when the page is empty. */
export function rowRange(stack: CursorStack, pageSize: number, rowsOnPage: number): [number, number] {
  if (rowsOnPage === 0) {
    return [0, 0];
  }
  const first = stack.length * pageSize + 1;
  return [first, first + rowsOnPage - 1];
}
