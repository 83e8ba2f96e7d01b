import {
  formatAmount,
  LIST_COUNT_CAP,
  type PaymentRequestFilter,
  type PaymentRequestListQuery,
  parseAmount,
} from '@tahsilat/domain';
import { and, asc, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type Cursor,
  type CursorKind,
  decodeCursor,
  instantText,
  keysetAfter,
  keysetPage,
} from '../../db/keyset.js';
import { likePattern } from '../../db/query.js';
import { firms, paymentRequests, posTransactions } from '../../db/schema.js';
import { istanbulMidnight } from '../../lib/istanbul-time.js';
import {
  inScope,
  itemColumns,
  type LinkScope,
  type PaymentRequestRow,
  type PaymentRequestView,
} from './payment-requests.repository.js';

/** The tracking list: its filters, sorts, keyset pages, count and the export's batches. */

/** The SQL of the tracking filters; `today` is the Istanbul day that decides "expired". */
export function filterConditions(filter: PaymentRequestFilter, today: string): SQL[] {
  const conditions: SQL[] = [];
  if (filter.createdFrom) {
    conditions.push(gte(paymentRequests.createdAt, istanbulMidnight(filter.createdFrom, 0)));
  }
  if (filter.createdTo) {
    conditions.push(lt(paymentRequests.createdAt, istanbulMidnight(filter.createdTo, 1)));
  }
  switch (filter.status) {
    case 'waiting':
      conditions.push(eq(paymentRequests.state, 'open'), gte(paymentRequests.validityDate, today));
      break;
    case 'expired':
      conditions.push(eq(paymentRequests.state, 'open'), lt(paymentRequests.validityDate, today));
      break;
    case 'paid':
      conditions.push(eq(paymentRequests.state, 'paid'));
      break;
    case 'cancelled':
      conditions.push(eq(paymentRequests.state, 'cancelled'));
      break;
    case undefined:
      break;
  }
  if (filter.firmId) {
    conditions.push(eq(paymentRequests.firmId, filter.firmId));
  }
  const min = filter.amountMin ? parseAmount(filter.amountMin) : null;
  if (min !== null) {
    conditions.push(gte(paymentRequests.amount, formatAmount(min)));
  }
  const max = filter.amountMax ? parseAmount(filter.amountMax) : null;
  if (max !== null) {
    conditions.push(lte(paymentRequests.amount, formatAmount(max)));
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        sql`${paymentRequests.description} ILIKE ${pattern}`,
        sql`${paymentRequests.referenceNumber} ILIKE ${pattern}`,
        sql`${paymentRequests.customerName} ILIKE ${pattern}`,
        sql`${paymentRequests.customerEmail} ILIKE ${pattern}`,
      ) as SQL,
    );
  }
  return conditions;
}

export type SortKey = NonNullable<PaymentRequestListQuery['sortBy']>;
export type SortDir = 'asc' | 'desc';

const SORT_COLUMNS = {
  createdAt: paymentRequests.createdAt,
  amount: paymentRequests.amount,
  validityDate: paymentRequests.validityDate,
} as const;

/** The kind of cursor value of each sort. */
export const CURSOR_KIND: Record<SortKey, CursorKind> = {
  createdAt: 'instant',
  amount: 'amount',
  validityDate: 'day',
};

/** The cursor value of a row: microsecond timestamps keep created_at ties apart exactly. */
function cursorValue(row: PaymentRequestRow & { createdAtText?: string }, sortBy: SortKey): string {
  switch (sortBy) {
    case 'createdAt':
      return row.createdAtText ?? row.createdAt.toISOString();
    case 'amount':
      return row.amount;
    case 'validityDate':
      return row.validityDate;
  }
}

export interface ListOptions {
  filter: PaymentRequestFilter;
  sortBy: SortKey;
  sortDir: SortDir;
  pageSize: number;
  cursor: Cursor | null;
  today: string;
}

/** One page of the tracking list (keyset paging). */
export async function listPage(
  db: Db,
  scope: LinkScope,
  options: ListOptions,
): Promise<{ rows: PaymentRequestView[]; nextCursor: string | null }> {
  const conditions = [inScope(scope), ...filterConditions(options.filter, options.today)];
  const column = SORT_COLUMNS[options.sortBy];
  const order = options.sortDir === 'desc' ? desc : asc;
  const pageConditions = options.cursor
    ? [
        ...conditions,
        keysetAfter(column, CURSOR_KIND[options.sortBy], options.sortDir, options.cursor, paymentRequests.id),
      ]
    : conditions;
  const rows = await db
    .select({
      ...itemColumns,
      // Microseconds survive in text; a JS Date would round them to milliseconds and break ties.
      createdAtText: instantText(paymentRequests.createdAt),
    })
    .from(paymentRequests)
    .innerJoin(firms, eq(firms.id, paymentRequests.firmId))
    .leftJoin(posTransactions, eq(posTransactions.id, paymentRequests.lastTransactionId))
    .where(and(...pageConditions))
    .orderBy(order(column), order(paymentRequests.id))
    .limit(options.pageSize + 1);
  return keysetPage(rows, options.pageSize, (last) => ({
    value: cursorValue({ ...last.request, createdAtText: last.createdAtText }, options.sortBy),
    id: last.request.id,
  }));
}

/** How many links match, counted up to LIST_COUNT_CAP + 1 (more than the cap reads as "10.000+"). */
export async function countMatching(
  db: Db,
  scope: LinkScope,
  filter: PaymentRequestFilter,
  today: string,
): Promise<number> {
  const counted = await db.select({ total: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(paymentRequests)
      .where(and(inScope(scope), ...filterConditions(filter, today)))
      .limit(LIST_COUNT_CAP + 1)
      .as('capped'),
  );
  return Number(counted[0]?.total ?? 0);
}

/** Every matching row, in batches (the Excel export of the filtered list). */
export async function* iterateRows(
  db: Db,
  scope: LinkScope,
  options: Omit<ListOptions, 'pageSize' | 'cursor'>,
  batchSize = 1000,
): AsyncGenerator<PaymentRequestView> {
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await listPage(db, scope, { ...options, pageSize: batchSize, cursor });
    yield* page.rows;
    if (!page.nextCursor) {
      return;
    }
    cursor = decodeCursor(page.nextCursor, CURSOR_KIND[options.sortBy]);
  }
}
