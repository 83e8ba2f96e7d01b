import type {
  COLLECTION_SORTS,
  CollectionChannel,
  CollectionHistoryExportQuery,
  CollectionHistoryFilter,
  CollectionHistoryQuery,
  CollectionStatus,
} from '@tahsilat/domain';
import { istanbulIsoDate } from '@tahsilat/domain/pricing';
import {
  amountAndSearchQuery,
  cycleSort,
  type ListPageSize,
  type ListSort,
  setValues,
} from '../../lib/list-filters.js';

export type HistorySortField = (typeof COLLECTION_SORTS)[number];
export type HistorySort = ListSort<HistorySortField>;

/** Newest first, as the server sorts when told nothing. */
export const DEFAULT_HISTORY_SORT: HistorySort = { by: 'createdAt', dir: 'desc' };

/** The filter bar as the user fills it: days as YYYY-MM-DD (Istanbul), amounts as typed (Turkish). */
export interface HistoryFilters {
  dateFrom?: string;
  dateTo?: string;
  status?: CollectionStatus;
  channel?: CollectionChannel;
  bankId?: number;
  /** One firm; all the user may see (its own and, for a main firm, its dealers') when absent. */
  firmId?: string;
  amountMin?: string;
  amountMax?: string;
  search?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last 30 days up to today (Istanbul, which has no daylight saving: a day is 24 hours). */
export function defaultHistoryFilters(now: Date = new Date()): HistoryFilters {
  return {
    dateFrom: istanbulIsoDate(new Date(now.getTime() - 29 * DAY_MS)),
    dateTo: istanbulIsoDate(now),
  };
}

/** The filters the server understands: empty values left out, amounts in the API form ("1250.50"). */
export function toHistoryFilter(filters: HistoryFilters): CollectionHistoryFilter {
  return {
    ...setValues(filters, ['dateFrom', 'dateTo', 'status', 'channel', 'bankId', 'firmId'] as const),
    ...amountAndSearchQuery(filters),
  };
}

/** GET /PosCollection/HistoryExcel: the list's filters and order, without paging. */
export function toHistoryExportQuery(
  filters: HistoryFilters,
  sort: HistorySort,
): CollectionHistoryExportQuery {
  return { ...toHistoryFilter(filters), sortBy: sort.by, sortDir: sort.dir };
}

/** GET /PosCollection/History for one page. */
export function toHistoryQuery(
  filters: HistoryFilters,
  sort: HistorySort,
  pageSize: ListPageSize,
  cursor: string | undefined,
): CollectionHistoryQuery {
  return { ...toHistoryExportQuery(filters, sort), pageSize, ...(cursor ? { cursor } : {}) };
}

/** Whether anything beyond the default period narrows the list (the empty note says so). */
export function narrowsHistory(filters: HistoryFilters): boolean {
  const { dateFrom: _from, dateTo: _to, ...rest } = filters;
  return Object.values(rest).some((value) =>
    typeof value === 'string' ? value.trim() !== '' : value !== undefined,
  );
}

/** Whether the filters differ from what the page opened with (the 'clear' button shows then). */
export function differsFromDefault(filters: HistoryFilters, now: Date = new Date()): boolean {
  const initial = defaultHistoryFilters(now);
  return (
    narrowsHistory(filters) || filters.dateFrom !== initial.dateFrom || filters.dateTo !== initial.dateTo
  );
}

/** The next order after a click on a sortable header: highest (newest) first, lowest, then the default. */
export function nextSort(sort: HistorySort, field: HistorySortField): HistorySort {
  return cycleSort(sort, field, DEFAULT_HISTORY_SORT);
}
