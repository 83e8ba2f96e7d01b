import { type CollectionHistoryFilter, formatAmount, LIST_COUNT_CAP, parseAmount } from '@tahsilat/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Cursor, instantText, keysetAfter, keysetPage } from '../../db/keyset.js';
import { likePattern } from '../../db/query.js';
import { firms, posTransactions, users } from '../../db/schema.js';
import { istanbulMidnight } from '../../lib/istanbul-time.js';

/** The collection history's reads: the payments of a set of firms, filtered, in keyset pages. */

export type HistorySort = 'createdAt' | 'amount';

export interface HistoryScope {
  tenantId: string;
  /** The firms whose payments are read (the user's own, its dealers, or the one chosen); null: every firm. */
  firmIds: readonly string[] | null;
}

const x = posTransactions;

/** The history's filter and the console's own: `late` keeps the payments the bank charged after we gave up. */
export type HistoryFilter = CollectionHistoryFilter & { late?: 'true' | undefined };

/** The history's status of a payment (COLLECTION_HISTORY_STATUSES), from its state and its pre-authorisation. */
export const STATUS_SQL = sql<string>`CASE
  WHEN ${x.status} = 'authorised' AND (${x.preAuthState} = 'released' OR ${x.reversalState} = 'voided') THEN 'voided'
  WHEN ${x.status} = 'authorised' AND ${x.reversalState} = 'refunded' THEN 'refunded'
  WHEN ${x.status} = 'authorised' AND ${x.reversalState} = 'partially_refunded' THEN 'partially_refunded'
  WHEN ${x.status} = 'authorised' AND ${x.preAuthState} IN ('held', 'capturing', 'releasing') THEN 'pending'
  WHEN ${x.status} = 'authorised' THEN 'success'
  WHEN ${x.status} IN ('failed', 'expired') THEN 'failed'
  ELSE 'pending' END`;

/** The channel as the history names it: a pay-without-login payment opened by a shop's link is 'params'. */
export const CHANNEL_SQL = sql<string>`CASE
  WHEN ${x.channel} = 'pos_collection' THEN 'portal'
  WHEN ${x.channel} = 'payment_link' THEN 'link'
  WHEN ${x.paramsKeyId} IS NOT NULL THEN 'params'
  ELSE 'pay_without_login' END`;

const STATUS_WHERE: Record<string, SQL> = {
  success: sql`${x.status} = 'authorised' AND (${x.preAuthState} IS NULL OR ${x.preAuthState} = 'captured') AND ${x.reversalState} IS NULL`,
  failed: sql`${x.status} IN ('failed', 'expired')`,
  pending: sql`(${x.status} IN ('awaiting_3d', 'authorising') OR (${x.status} = 'authorised' AND ${x.preAuthState} IN ('held', 'capturing', 'releasing')))`,
  voided: sql`${x.status} = 'authorised' AND (${x.preAuthState} = 'released' OR ${x.reversalState} = 'voided')`,
  refunded: sql`${x.status} = 'authorised' AND ${x.reversalState} = 'refunded'`,
  partially_refunded: sql`${x.status} = 'authorised' AND ${x.reversalState} = 'partially_refunded'`,
};

const CHANNEL_WHERE: Record<string, SQL> = {
  portal: sql`${x.channel} = 'pos_collection'`,
  link: sql`${x.channel} = 'payment_link'`,
  params: sql`${x.channel} = 'pay_without_login' AND ${x.paramsKeyId} IS NOT NULL`,
  pay_without_login: sql`${x.channel} = 'pay_without_login' AND ${x.paramsKeyId} IS NULL`,
};

export function historyConditions(scope: HistoryScope, filter: HistoryFilter): SQL[] {
  const conditions: SQL[] = [eq(x.tenantId, scope.tenantId)];
  if (scope.firmIds) {
    conditions.push(inArray(x.firmId, [...scope.firmIds]));
  }
  if (filter.dateFrom) {
    conditions.push(gte(x.createdAt, istanbulMidnight(filter.dateFrom, 0)));
  }
  if (filter.dateTo) {
    conditions.push(lt(x.createdAt, istanbulMidnight(filter.dateTo, 1)));
  }
  if (filter.status) {
    conditions.push(STATUS_WHERE[filter.status] ?? sql`false`);
  }
  if (filter.channel) {
    conditions.push(CHANNEL_WHERE[filter.channel] ?? sql`false`);
  }
  if (filter.late === 'true') {
    conditions.push(isNotNull(x.lateChargeAt));
  }
  if (filter.bankId !== undefined) {
    conditions.push(eq(x.bankId, Number(filter.bankId)));
  }
  const min = filter.amountMin ? parseAmount(filter.amountMin) : null;
  if (min !== null) {
    conditions.push(gte(x.amount, formatAmount(min)));
  }
  const max = filter.amountMax ? parseAmount(filter.amountMax) : null;
  if (max !== null) {
    conditions.push(lte(x.amount, formatAmount(max)));
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const digits = search.replace(/\D/g, '');
    conditions.push(
      or(
        sql`${x.orderId} ILIKE ${pattern}`,
        sql`${x.referenceNumber} ILIKE ${pattern}`,
        sql`${x.cardHolderName} ILIKE ${pattern}`,
        sql`${x.description} ILIKE ${pattern}`,
        // The card's last digits (the stored number is masked: first 6 and last 4 only).
        ...(digits.length === 4 ? [sql`${x.maskedCardNumber} LIKE ${`%${digits}`}`] : []),
      ) as SQL,
    );
  }
  return conditions;
}

const SORT_COLUMNS = { createdAt: x.createdAt, amount: x.amount } as const;

export const historyColumns = {
  id: x.id,
  createdAtText: instantText(x.createdAt),
  orderId: x.orderId,
  referenceNumber: x.referenceNumber,
  firmId: x.firmId,
  firmCode: firms.branchNumber,
  firmName: firms.name,
  channel: CHANNEL_SQL,
  bankId: x.bankId,
  bankName: x.bankName,
  maskedCardNumber: x.maskedCardNumber,
  cardHolderName: x.cardHolderName,
  installmentCount: x.installmentCount,
  extraInstallmentCount: x.extraInstallmentCount,
  amount: x.amount,
  commissionAmount: x.commissionAmount,
  totalAmount: x.totalAmount,
  netAmount: x.netAmount,
  refundedAmount: x.refundedAmount,
  currencyCode: x.currencyCode,
  historyStatus: STATUS_SQL,
  message: x.message,
  erpDocumentNo: x.erpDocumentNo,
  erpRecordedAt: x.erpRecordedAt,
  lateChargeAt: x.lateChargeAt,
  userName: users.name,
};

export interface HistoryPageOptions {
  filter: HistoryFilter;
  sortBy: HistorySort;
  sortDir: 'asc' | 'desc';
  pageSize: number;
  cursor: Cursor | null;
}

export type HistoryDbRow = Awaited<ReturnType<typeof readHistoryPage>>['rows'][number];

/** One page of payments, newest (or largest) first by default; `nextCursor` when more follow. */
export async function readHistoryPage(db: Db, scope: HistoryScope, options: HistoryPageOptions) {
  const column = SORT_COLUMNS[options.sortBy];
  const order = options.sortDir === 'desc' ? desc : asc;
  const conditions = historyConditions(scope, options.filter);
  if (options.cursor) {
    const kind = options.sortBy === 'createdAt' ? 'instant' : 'amount';
    conditions.push(keysetAfter(column, kind, options.sortDir, options.cursor, x.id));
  }
  const rows = await db
    .select(historyColumns)
    .from(x)
    .leftJoin(firms, eq(firms.id, x.firmId))
    .leftJoin(users, eq(users.id, x.userId))
    .where(and(...conditions))
    .orderBy(order(column), order(x.id))
    .limit(options.pageSize + 1);
  return keysetPage(rows, options.pageSize, (last) => ({
    value: options.sortBy === 'createdAt' ? last.createdAtText : last.amount,
    id: last.id,
  }));
}

/** How many payments match, counted up to LIST_COUNT_CAP + 1 (more reads as "10.000+"). */
export async function countHistory(db: Db, scope: HistoryScope, filter: HistoryFilter) {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(x)
      .where(and(...historyConditions(scope, filter)))
      .limit(LIST_COUNT_CAP + 1)
      .as('capped'),
  );
  return Number(counted?.total ?? 0);
}

/**
 * A page with the capped count of its filter. A first page with room left holds every match, so its length is the
 * count and the count is not read: a search for one payment reads the index once, not twice. Otherwise the two
 * reads run side by side.
 */
export async function readHistoryPageAndCount(db: Db, scope: HistoryScope, options: HistoryPageOptions) {
  if (!options.cursor) {
    const page = await readHistoryPage(db, scope, options);
    const total = page.nextCursor ? await countHistory(db, scope, options.filter) : page.rows.length;
    return { page, total };
  }
  const [page, total] = await Promise.all([
    readHistoryPage(db, scope, options),
    countHistory(db, scope, options.filter),
  ]);
  return { page, total };
}
