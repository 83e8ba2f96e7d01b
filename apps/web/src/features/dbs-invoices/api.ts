import type { DbsInvoiceFilter, DbsInvoicePage, DbsInvoiceQuery } from '@tahsilat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';

export const dbsKeys = {
  all: ['dbsInvoices'] as const,
  page: (query: DbsInvoiceQuery) => [...dbsKeys.all, 'page', query] as const,
};

/** One page of DBS invoices (the bank cards with the first); the previous page stays on screen while the next loads. */
export function useDbsInvoices(query: DbsInvoiceQuery) {
  return useQuery({
    queryKey: dbsKeys.page(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => required(api.get<DbsInvoicePage>('/DbsInvoice/List', { ...query }, { signal })),
  });
}

/** The .xlsx of exactly the filtered invoices, in the list's order, saved under the server's file name. */
export function downloadDbsExcel(query: DbsInvoiceFilter, fallbackName: string): Promise<boolean> {
  return downloadFile('/DbsInvoice/Excel', { ...query }, fallbackName);
}
