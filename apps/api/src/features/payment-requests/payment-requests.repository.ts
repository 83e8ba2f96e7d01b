import {
  formatAmount,
  LIST_COUNT_CAP,
  type PaymentRequestFilter,
  type PaymentRequestListQuery,
  parseAmount,
} from '@tahsilat/domain';
import { and, asc, desc, eq, gt, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
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
import { auditLog, firms, paymentRequests, posTransactions } from '../../db/schema.js';
import { istanbulMidnight } from '../../lib/istanbul-time.js';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type NewPaymentRequest = typeof paymentRequests.$inferInsert;

/** Whose links a user may see: their tenant, and their firm (with its sub-firms for a main firm's user). */
export interface LinkScope {
  tenantId: string;
  firmId: string;
  isSubFirm: boolean;
  /** A tenant administrator's scope (the console): every firm of the tenant. */
  allFirms?: boolean;
}

/** The firms a session may act for: its own and, unless it is a sub-firm, the sub-firms under it. */
export async function scopeFirms(
  db: Db,
  tenantId: string,
  firmId: string,
  isSubFirm: boolean,
): Promise<{ id: string; name: string; branchNumber: string; isOwn: boolean }[]> {
  const rows = await db
    .select({ id: firms.id, name: firms.name, branchNumber: firms.branchNumber })
    .from(firms)
    .where(
      and(
        eq(firms.tenantId, tenantId),
        eq(firms.isActive, true),
        isSubFirm ? eq(firms.id, firmId) : or(eq(firms.id, firmId), eq(firms.parentFirmId, firmId)),
      ),
    )
    .orderBy(asc(firms.branchNumber));
  return rows
    .map((row) => ({ ...row, isOwn: row.id === firmId }))
    .sort((a, b) => Number(b.isOwn) - Number(a.isOwn));
}

type AuditInsert = typeof auditLog.$inferInsert;

const LINK_COLUMNS = [
  'id',
  'tenantId',
  'firmId',
  'code',
  'referenceNumber',
  'amount',
  'currencyCode',
  'description',
  'validityDate',
  'paymentSetId',
  'paymentMethodId',
  'paymentMethod',
  'isPreAuth',
  'customerName',
  'customerEmail',
  'customerPhone',
  'language',
  'maxPayments',
  'createdBy',
  'createdByName',
] as const;
const AUDIT_COLUMNS = [
  'event',
  'outcome',
  'tenantId',
  'userId',
  'ip',
  'objectType',
  'objectId',
  'details',
] as const;

/** The statement, prepared once per database: building it is most of a create's own work. */
function prepareInsert(db: Db) {
  const audited = db.$with('audited').as(
    db
      .insert(auditLog)
      .values(
        Object.fromEntries(
          AUDIT_COLUMNS.map((c) => [c, sql.placeholder(`audit_${c}`)]),
        ) as unknown as AuditInsert,
      )
      .returning({ id: auditLog.id }),
  );
  return db
    .with(audited)
    .insert(paymentRequests)
    .values(
      Object.fromEntries(LINK_COLUMNS.map((c) => [c, sql.placeholder(c)])) as unknown as NewPaymentRequest,
    )
    .returning({ createdAt: paymentRequests.createdAt, updatedAt: paymentRequests.updatedAt })
    .prepare('insert_payment_request');
}
const preparedInserts = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

/** The link and its audit row in one statement (a data-modifying CTE): one round trip, one commit. */
export async function insertPaymentRequest(
  db: Db,
  row: NewPaymentRequest & Required<Pick<NewPaymentRequest, (typeof LINK_COLUMNS)[number]>>,
  audit: AuditInsert,
): Promise<PaymentRequestRow> {
  let prepared = preparedInserts.get(db);
  if (!prepared) {
    prepared = prepareInsert(db);
    preparedInserts.set(db, prepared);
  }
  const values: Record<string, unknown> = {};
  for (const column of LINK_COLUMNS) {
    values[column] = row[column] ?? null;
  }
  for (const column of AUDIT_COLUMNS) {
    values[`audit_${column}`] = audit[column] ?? null;
  }
  const rows = await prepared.execute(values);
  const written = rows[0];
  if (!written) {
    throw new Error('payment request not inserted');
  }
  return {
    ...(Object.fromEntries(LINK_COLUMNS.map((c) => [c, row[c] ?? null])) as Pick<
      PaymentRequestRow,
      (typeof LINK_COLUMNS)[number]
    >),
    claimedCount: 0,
    paidCount: 0,
    state: 'open',
    paidAt: null,
    lastTransactionId: null,
    createdAt: written.createdAt,
    updatedAt: written.updatedAt,
    cancelledAt: null,
    cancelledBy: null,
    lastSentAt: null,
  };
}

/**
 * What the link's payments collected: every authorised payment (all of a multi-use link's, not only the
 * last), less a pre-authorisation the firm released. The inner pos_transactions shadows the joined one.
 */
const paidTotal = sql<string | null>`(
  select sum(${posTransactions.totalAmount}) from ${posTransactions}
  where ${posTransactions.paymentRequestId} = ${paymentRequests.id}
    and ${posTransactions.status} = 'authorised'
    and ${posTransactions.preAuthState} is distinct from 'released'
)`;

/** A link row with what the tracking list shows beside it: its firm, what it collected, its last payment's hold. */
const itemColumns = {
  request: paymentRequests,
  firmName: firms.name,
  firmBranchNumber: firms.branchNumber,
  paidTotal,
  preAuthState: posTransactions.preAuthState,
};
export interface PaymentRequestView {
  request: PaymentRequestRow;
  firmName: string;
  firmBranchNumber: string;
  paidTotal: string | null;
  preAuthState: (typeof posTransactions.$inferSelect)['preAuthState'];
}

function viewQuery(db: Db) {
  return db
    .select(itemColumns)
    .from(paymentRequests)
    .innerJoin(firms, eq(firms.id, paymentRequests.firmId))
    .leftJoin(posTransactions, eq(posTransactions.id, paymentRequests.lastTransactionId));
}

/**
 * The scope as SQL, in the query itself: no round trip of its own, and a new sub-firm counts at once. The firm ids
 * are an array computed once (an InitPlan), not a join: joined, a planner that thinks the firm has one sub-firm
 * (a small table is seldom analysed) repeats the whole text search once per sub-firm.
 */
function inScope(scope: LinkScope): SQL {
  return and(
    eq(paymentRequests.tenantId, scope.tenantId),
    scope.allFirms
      ? undefined
      : scope.isSubFirm
        ? eq(paymentRequests.firmId, scope.firmId)
        : sql`${paymentRequests.firmId} = ANY (ARRAY(SELECT ${firms.id} FROM ${firms} WHERE ${firms.tenantId} = ${scope.tenantId} AND (${firms.id} = ${scope.firmId} OR ${firms.parentFirmId} = ${scope.firmId})))`,
  ) as SQL;
}

/** One link the scope may see; another tenant's or another firm's is simply not found. */
export async function findInScope(db: Db, scope: LinkScope, id: string): Promise<PaymentRequestView | null> {
  const rows = await viewQuery(db)
    .where(and(inScope(scope), eq(paymentRequests.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findByCode(db: Db, code: string): Promise<PaymentRequestRow | null> {
  const rows = await db.select().from(paymentRequests).where(eq(paymentRequests.code, code)).limit(1);
  return rows[0] ?? null;
}

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

/** open → cancelled, only while no payment is at the bank; null when the link was not open or busy. */
export async function cancelRequest(
  db: Db,
  scope: LinkScope,
  id: string,
  userId: string,
): Promise<PaymentRequestRow | null> {
  const rows = await db
    .update(paymentRequests)
    .set({ state: 'cancelled', cancelledAt: sql`now()`, cancelledBy: userId, updatedAt: sql`now()` })
    .where(
      and(
        inScope(scope),
        eq(paymentRequests.id, id),
        eq(paymentRequests.state, 'open'),
        eq(paymentRequests.claimedCount, paymentRequests.paidCount),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function extendRequest(
  db: Db,
  scope: LinkScope,
  id: string,
  validityDate: string,
): Promise<PaymentRequestRow | null> {
  const rows = await db
    .update(paymentRequests)
    .set({ validityDate, updatedAt: sql`now()` })
    .where(and(inScope(scope), eq(paymentRequests.id, id), eq(paymentRequests.state, 'open')))
    .returning();
  return rows[0] ?? null;
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(paymentRequests)
    .set({ lastSentAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(paymentRequests.id, id));
}

/**
 * Takes one of the link's payments for a card payment about to be authorised: only while the link is
 * open and has a payment left. Row-locking makes two claims on a single-use link queue; the second
 * finds no payment left. Null: nothing was claimed.
 */
export async function claimPayment(db: Db, requestId: string): Promise<{ id: string } | null> {
  const rows = await db
    .update(paymentRequests)
    .set({ claimedCount: sql`${paymentRequests.claimedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentRequests.id, requestId),
        eq(paymentRequests.state, 'open'),
        lt(paymentRequests.claimedCount, paymentRequests.maxPayments),
      ),
    )
    .returning({ id: paymentRequests.id });
  return rows[0] ?? null;
}

/** The bank refused the claimed payment: the link has it back. */
export async function releasePayment(db: Db, requestId: string): Promise<void> {
  await db
    .update(paymentRequests)
    .set({ claimedCount: sql`${paymentRequests.claimedCount} - 1`, updatedAt: sql`now()` })
    .where(
      and(eq(paymentRequests.id, requestId), gt(paymentRequests.claimedCount, paymentRequests.paidCount)),
    );
}

/** The bank approved the claimed payment: counted, and the link is paid once all its payments are. */
export async function recordPaid(db: Db, requestId: string, transactionId: string): Promise<void> {
  await db
    .update(paymentRequests)
    .set({
      paidCount: sql`${paymentRequests.paidCount} + 1`,
      state: sql`CASE WHEN ${paymentRequests.paidCount} + 1 >= ${paymentRequests.maxPayments} THEN 'paid' ELSE ${paymentRequests.state} END`,
      paidAt: sql`now()`,
      lastTransactionId: transactionId,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentRequests.id, requestId));
}

export async function findRequestState(
  db: Db,
  requestId: string,
): Promise<PaymentRequestRow['state'] | null> {
  const rows = await db
    .select({ state: paymentRequests.state })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, requestId))
    .limit(1);
  return rows[0]?.state ?? null;
}
