import type { StockFilterOptions, StockPage } from '@tahsilat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';

export const stockKeys = {
  all: ['stocks'] as const,
  filters: () => [...stockKeys.all, 'filters'] as const,
  page: (query: Record<string, string>) => [...stockKeys.all, 'page', query] as const,
};

/** One page of stock items with the firm's prices; the previous page stays on screen while the next one loads. */
export function useStocks(query: Record<string, string>) {
  return useQuery({
    queryKey: stockKeys.page(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => required(api.get<StockPage>('/Stock/List', { ...query }, { signal })),
  });
}

/** The groups, brands and warehouses of the filter bar (they change only with an ERP push). */
export function useStockFilterOptions() {
  return useQuery({
    queryKey: stockKeys.filters(),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => required(api.get<StockFilterOptions>('/Stock/Filters', {}, { signal })),
  });
}

/** The price list (.xlsx) of exactly the filtered items, saved under the server's file name. */
export function downloadStockPriceList(
  filter: Record<string, string>,
  fallbackName: string,
): Promise<boolean> {
  return downloadFile('/Stock/ListExcel', { ...filter }, fallbackName);
}
