import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firms, paymentRequests, posTransactions } from '../../db/schema.js';
import { collectedNetSql, countedCollection } from '../collection-history/collected-sql.js';

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

/**
 * What the link's payments collected, as the card was charged: every collection (all of a multi-use link's, not only
 * the last) less what refunds gave back, none for a voided one (collected-sql.ts); a pre-authorisation still held
 * counts what it holds (what capturing it takes), a released one nothing. The inner pos_transactions shadows the
 * joined one.
 */
const HELD = sql.raw(
  "(pos_transactions.status = 'authorised' AND pos_transactions.pre_auth_state IN ('held', 'capturing', 'releasing'))",
);
const paidTotal = sql<string | null>`(
  select sum(CASE WHEN ${HELD} THEN ${posTransactions.totalAmount}
                  ELSE ${collectedNetSql('total_amount', 'pos_transactions')} END)
    from ${posTransactions}
   where ${posTransactions.paymentRequestId} = ${paymentRequests.id}
     and (${countedCollection('pos_transactions')} OR ${HELD})
)`;

/** A link row with what the tracking list shows beside it: its firm, what it collected, its last payment's hold. */
export const itemColumns = {
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

export function viewQuery(db: Db) {
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
export function inScope(scope: LinkScope): SQL {
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
