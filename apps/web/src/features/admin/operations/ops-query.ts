import type { CollectionStatus, DiscountRequestStatus, PaymentRequestStatus } from '@tahsilat/domain';
import { amountAndSearchQuery } from '../../../lib/list-filters.js';

/** The operations pages' filter bars as the administrator set them, and the query each sends. */

export interface CollectionFilters {
  search: string;
  firmId: string | undefined;
  status: CollectionStatus | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
  amountMin: string;
  amountMax: string;
  /** 'true' keeps the late charges (the API's `late=true`); off, every collection. */
  late: 'true' | undefined;
}

export const EMPTY_COLLECTION_FILTERS: CollectionFilters = {
  search: '',
  firmId: undefined,
  status: undefined,
  dateFrom: undefined,
  dateTo: undefined,
  amountMin: '',
  amountMax: '',
  late: undefined,
};

export interface LinkFilters {
  search: string;
  firmId: string | undefined;
  status: PaymentRequestStatus | undefined;
  createdFrom: string | undefined;
  createdTo: string | undefined;
  amountMin: string;
  amountMax: string;
}

export const EMPTY_LINK_FILTERS: LinkFilters = {
  search: '',
  firmId: undefined,
  status: undefined,
  createdFrom: undefined,
  createdTo: undefined,
  amountMin: '',
  amountMax: '',
};

export interface DiscountFilters {
  firmId: string | undefined;
  status: DiscountRequestStatus | undefined;
}

export const EMPTY_DISCOUNT_FILTERS: DiscountFilters = { firmId: undefined, status: undefined };

/** A bar's query: the amounts in the API form and the trimmed search, then every other chosen value. */
export function filterQuery(filters: object): Record<string, string> {
  const query: Record<string, string> = {};
  const typed = filters as { amountMin?: string; amountMax?: string; search?: string };
  Object.assign(query, amountAndSearchQuery(typed));
  for (const [key, value] of Object.entries(filters)) {
    if (
      key !== 'amountMin' &&
      key !== 'amountMax' &&
      key !== 'search' &&
      typeof value === 'string' &&
      value
    ) {
      query[key] = value;
    }
  }
  return query;
}

export function narrows(filters: object): boolean {
  return Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');
}

/** A fresh key for one intent of the administrator (a refund asked for once, however often clicked). */
export function newIntentKey(): string {
  return crypto.randomUUID();
}
