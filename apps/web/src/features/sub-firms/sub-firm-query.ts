import type { SUB_FIRM_SORTS, SubFirmListQuery, SubFirmRow, SubFirmStatus } from '@tahsilat/domain';
import { parseAmount } from '@tahsilat/domain/pricing';
import { type ListPageSize, type ListSort, searchText } from '../../lib/list-filters.js';
import { amountText, sideSuffix } from '../statement/statement-query.js';

export type SubFirmSortField = (typeof SUB_FIRM_SORTS)[number];
export type SubFirmSort = ListSort<SubFirmSortField>;

/** By code, as the server sorts when told nothing. */
export const DEFAULT_SUB_FIRM_SORT: SubFirmSort = { by: 'code', dir: 'asc' };

/** The filter bar as the user fills it. */
export interface SubFirmFilters {
  search?: string;
  status?: SubFirmStatus;
  overdueOnly?: boolean;
}

/** The API's filter fields: blanks left out, the switch only when on, booleans as the query's 'true'. */
export function toSubFirmFilter(filters: SubFirmFilters, sort: SubFirmSort): Record<string, string> {
  const query: Record<string, string> = { sort: sort.by, order: sort.dir };
  const search = searchText(filters.search);
  if (search) {
    query.search = search;
  }
  if (filters.status) {
    query.status = filters.status;
  }
  if (filters.overdueOnly) {
    query.overdueOnly = 'true';
  }
  return query;
}

/** GET /SubFirm/List for one page. */
export function toSubFirmQuery(
  filters: SubFirmFilters,
  sort: SubFirmSort,
  page: number,
  pageSize: ListPageSize,
): Partial<SubFirmListQuery> & Record<string, unknown> {
  return { ...toSubFirmFilter(filters, sort), page, pageSize };
}

/** Whether anything is typed or chosen in the filter bar. */
export function narrowsSubFirms(filters: SubFirmFilters): boolean {
  return Boolean(filters.search?.trim() || filters.status || filters.overdueOnly);
}

/** A balance as the statement writes it: "1.250,50 (B)"; a zero balance without a side. */
export function subFirmBalance(row: Pick<SubFirmRow, 'balance' | 'side'>): string {
  return `${amountText(row.balance) || '0,00'}${sideSuffix(row.side)}`;
}

/** Whether the dealer has anything past its due date. */
export function isOverdue(row: Pick<SubFirmRow, 'overdue'>): boolean {
  return (parseAmount(row.overdue) ?? 0n) > 0n;
}

/** Code first, name second on a header click; the same header flips the order. */
export function nextSort(sort: SubFirmSort, field: SubFirmSortField): SubFirmSort {
  return sort.by === field
    ? { by: field, dir: sort.dir === 'asc' ? 'desc' : 'asc' }
    : { by: field, dir: 'asc' };
}
