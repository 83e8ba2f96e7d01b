import type { CurrencyCode, MovementDocumentType, StatementPageQuery } from '@tahsilat/domain';
import { formatTurkishAmount, parseSumAmount } from '@tahsilat/domain/pricing';
import { keepLeftToRight } from '../../lib/format.js';

/** The statement's filter bar as the user sets it; the period defaults to this calendar year. */
export interface StatementFilters {
  firmId?: string;
  dateFrom: string;
  dateTo: string;
  documentTypes: MovementDocumentType[];
  currency?: CurrencyCode;
  search?: string;
}

export const STATEMENT_PAGE_SIZES = [50, 100, 200] as const;
export type StatementPageSize = (typeof STATEMENT_PAGE_SIZES)[number];
export const DEFAULT_STATEMENT_PAGE_SIZE: StatementPageSize = 100;

/** This year, as the server also defaults (the user's calendar year). */
export function defaultFilters(today: Date = new Date()): StatementFilters {
  const year = today.getFullYear();
  return { dateFrom: `${year}-01-01`, dateTo: `${year}-12-31`, documentTypes: [] };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters a link opens the page with (`?firmId=&dateFrom=&dateTo=`, e.g. from the home page or a dealer row);
 * anything unreadable is left at its default.
 */
export function filtersFromSearch(search: URLSearchParams, today: Date = new Date()): StatementFilters {
  const filters = defaultFilters(today);
  const firmId = search.get('firmId');
  if (firmId && GUID.test(firmId)) {
    filters.firmId = firmId;
  }
  const dateFrom = search.get('dateFrom');
  const dateTo = search.get('dateTo');
  if (dateFrom && ISO_DAY.test(dateFrom) && dateTo && ISO_DAY.test(dateTo) && dateFrom <= dateTo) {
    filters.dateFrom = dateFrom;
    filters.dateTo = dateTo;
  }
  return filters;
}

/** The query the server takes: empty values left out, types as a comma list. */
export function toStatementQuery(filters: StatementFilters): StatementPageQuery {
  const query: StatementPageQuery = { dateFrom: filters.dateFrom, dateTo: filters.dateTo };
  if (filters.firmId) {
    query.firmId = filters.firmId;
  }
  if (filters.documentTypes.length > 0) {
    query.documentTypes = filters.documentTypes.join(',');
  }
  if (filters.currency) {
    query.currency = filters.currency;
  }
  const search = filters.search?.trim().slice(0, 100);
  if (search) {
    query.search = search;
  }
  return query;
}

/** Whether anything beyond the firm and the period narrows the rows. */
export function narrowsRows(filters: StatementFilters): boolean {
  return filters.documentTypes.length > 0 || Boolean(filters.currency) || Boolean(filters.search?.trim());
}

/** A signed display of a balance: "1.250,50 (B)". */
export function sideSuffix(side: 'B' | 'A' | ''): string {
  return side ? ` (${side})` : '';
}

/** "-1234.5" → "-1.234,50"; blank for a zero debit or credit cell when `blankZero`. */
export function amountText(value: string | null | undefined, blankZero = false): string {
  if (!value) {
    return '';
  }
  const kurus = parseSumAmount(value);
  return kurus === null || (blankZero && kurus === 0n) ? '' : keepLeftToRight(formatTurkishAmount(kurus));
}

/** A balance as the statement shows it: "1.250,50 (B)". */
export function balanceText(balance: string, side: 'B' | 'A' | ''): string {
  return `${amountText(balance)}${sideSuffix(side)}`;
}

/** A balance card's figure, naming its currency: "688.066,20 TL (B)". */
export function balanceMoneyText(balance: string, side: 'B' | 'A' | '', currency = 'TL'): string {
  const amount = amountText(balance);
  return amount ? `${amount} ${currency}${sideSuffix(side)}` : '';
}

/** A signed FX balance (debit positive) in its own currency: "-100.00", "USD" → "100,00 USD (A)". */
export function fxBalanceText(fxBalance: string | null, currency: string): string {
  if (fxBalance === null) {
    return '';
  }
  const kurus = parseSumAmount(fxBalance);
  if (kurus === null) {
    return '';
  }
  const side = kurus > 0n ? 'B' : kurus < 0n ? 'A' : '';
  const unsigned = fxBalance.startsWith('-') ? fxBalance.slice(1) : fxBalance;
  return balanceMoneyText(unsigned, side, currency);
}
