import type { ListPageSize } from '../../lib/list-filters.js';
import { searchText } from '../../lib/list-filters.js';

/** The filter bar as the user fills it. */
export interface StockFilters {
  search?: string;
  group?: string;
  brand?: string;
  warehouse?: string;
  inStockOnly?: boolean;
}

/** The API's filter fields: blanks left out, the switch only when on, booleans as the query's 'true'. */
export function toStockFilter(filters: StockFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const search = searchText(filters.search);
  if (search) {
    query.search = search;
  }
  for (const key of ['group', 'brand', 'warehouse'] as const) {
    const value = filters[key];
    if (value) {
      query[key] = value;
    }
  }
  if (filters.inStockOnly) {
    query.inStockOnly = 'true';
  }
  return query;
}

/** GET /Stock/List for one page. */
export function toStockQuery(
  filters: StockFilters,
  pageSize: ListPageSize,
  cursor: string | null | undefined,
): Record<string, string> {
  return { ...toStockFilter(filters), pageSize: String(pageSize), ...(cursor ? { cursor } : {}) };
}

/** Whether anything narrows the list (the empty text then says "no match" rather than "no items"). */
export function narrowsStocks(filters: StockFilters): boolean {
  return Object.keys(toStockFilter(filters)).length > 0;
}
