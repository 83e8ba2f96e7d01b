import type { DbsInvoiceQuery, DbsInvoiceRow } from '@tahsilat/domain';

/** The DBS page's filter bar as the user sets it. */
export interface DbsFilters {
  firmId?: string;
  bankCode?: string;
  status?: number;
  dueFrom?: string;
  dueTo?: string;
}

export const DBS_PAGE_SIZES = [50, 100, 200] as const;
export type DbsPageSize = (typeof DBS_PAGE_SIZES)[number];

/** The states in the order the filter offers them: what still holds the limit first (DESIGN 12 codes). */
export const DBS_FILTER_STATUSES = [3, 4, 0, 1, 5, 6, 2, 7] as const;

export function toDbsQuery(filters: DbsFilters): DbsInvoiceQuery {
  const query: DbsInvoiceQuery = {};
  for (const key of ['firmId', 'bankCode', 'dueFrom', 'dueTo'] as const) {
    const value = filters[key];
    if (value) {
      query[key] = value;
    }
  }
  if (filters.status !== undefined) {
    query.status = filters.status;
  }
  return query;
}

/** Whether anything but the firm narrows the list (the empty note says so, the clear link shows). */
export const narrowsDbs = (filters: DbsFilters) =>
  Boolean(filters.bankCode || filters.status !== undefined || filters.dueFrom || filters.dueTo);

/**
 * 'Erken öde': /pos-collection prefilled (DESIGN 13) with what is left of the invoice, its currency when not TRY,
 * its firm, and a description naming it. The payment form takes payment plan lines, not invoices, so the invoice
 * travels as the description only.
 */
export function earlyPayUrl(row: DbsInvoiceRow, description: string): string {
  const query = new URLSearchParams({ amount: row.remaining, firmId: row.firm.id });
  if (row.currencyCode !== 'TRY') {
    query.set('currency', row.currencyCode);
  }
  query.set('description', description);
  return `/pos-collection?${query}`;
}
