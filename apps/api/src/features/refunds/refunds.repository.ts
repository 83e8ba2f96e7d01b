import type { BankResult } from '@tahsilat/pos';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { posRefunds, posTransactions, users } from '../../db/schema.js';

export type RefundRow = typeof posRefunds.$inferSelect;
export type NewRefund = typeof posRefunds.$inferInsert;

/** The collection under its row lock: refunds of one collection are decided one at a time. */
export async function lockCollection(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(posTransactions)
    .where(and(eq(posTransactions.tenantId, tenantId), eq(posTransactions.id, id)))
    .for('update');
  return row ?? null;
}

export async function findCollectionOfTenant(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(posTransactions)
    .where(and(eq(posTransactions.tenantId, tenantId), eq(posTransactions.id, id)));
  return row ?? null;
}

export async function findByIdempotencyKey(db: Db, tenantId: string, key: string): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(posRefunds)
    .where(and(eq(posRefunds.tenantId, tenantId), eq(posRefunds.idempotencyKey, key)));
  return row ?? null;
}

export async function insertRefund(db: Db, row: NewRefund): Promise<RefundRow> {
  const [inserted] = await db.insert(posRefunds).values(row).returning();
  if (!inserted) {
    throw new Error('refund row not written');
  }
  return inserted;
}

/** A collection's reversals, oldest first, with who asked for each. */
export function listReversals(db: Db, transactionId: string) {
  return db
    .select({ refund: posRefunds, requestedBy: users.name })
    .from(posRefunds)
    .innerJoin(users, eq(users.id, posRefunds.requestedBy))
    .where(eq(posRefunds.transactionId, transactionId))
    .orderBy(asc(posRefunds.createdAt), asc(posRefunds.id));
}

/**
 * Records the outcome of a reversal still 'processing' (conditional, so the request path and the reconciler
 * never both settle it) and, when approved, adds it to the collection's refunded amount and state in the same
 * transaction. False when someone else settled it first.
 */
export async function settleRefund(
  db: Db,
  refund: Pick<RefundRow, 'id' | 'transactionId' | 'kind' | 'amount'>,
  outcome: 'approved' | 'declined',
  result: BankResult | null,
  settledBy: 'answer' | 'reconciler',
  message: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(posRefunds)
      .set({
        status: outcome,
        settledBy,
        settledAt: sql`now()`,
        updatedAt: sql`now()`,
        authCode: result?.authCode ?? null,
        hostRefNum: result?.hostRefNum ?? null,
        bankTransactionId: result?.transId ?? null,
        returnCode: result?.returnCode ?? null,
        errorCode: result?.errorCode ?? null,
        message,
      })
      .where(and(eq(posRefunds.id, refund.id), eq(posRefunds.status, 'processing')))
      .returning({ id: posRefunds.id });
    if (moved.length === 0) {
      return false;
    }
    if (outcome === 'approved') {
      const refunded = sql`${posTransactions.refundedAmount} + ${refund.amount}::numeric`;
      await tx
        .update(posTransactions)
        .set({
          refundedAmount: refunded,
          reversalState:
            refund.kind === 'void'
              ? 'voided'
              : sql`CASE WHEN ${refunded} >= ${posTransactions.totalAmount} THEN 'refunded' ELSE 'partially_refunded' END`,
          updatedAt: sql`now()`,
        })
        .where(eq(posTransactions.id, refund.transactionId));
    }
    return true;
  });
}

/**
 * Marks a claimed reversal as going to the bank now; false when it is no longer waiting to be sent (the
 * reconciler settled a claim that was never sent), and then nothing may be sent.
 */
export async function markSent(db: Db, refundId: string): Promise<boolean> {
  const rows = await db
    .update(posRefunds)
    .set({ sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(posRefunds.id, refundId), eq(posRefunds.status, 'processing'), isNull(posRefunds.sentAt)))
    .returning({ id: posRefunds.id });
  return rows.length > 0;
}

/** Claims never sent for `seconds` (the process stopped between the claim and the call): not done, by definition. */
export async function declineUnsent(db: Db, seconds: number, message: string) {
  return db
    .update(posRefunds)
    .set({
      status: 'declined',
      settledBy: 'reconciler',
      settledAt: sql`now()`,
      updatedAt: sql`now()`,
      message,
    })
    .where(
      and(
        eq(posRefunds.status, 'processing'),
        isNull(posRefunds.sentAt),
        lt(posRefunds.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .returning({ id: posRefunds.id, tenantId: posRefunds.tenantId, transactionId: posRefunds.transactionId });
}

/** Reversals sent `seconds` ago or more and still 'processing': their answer was lost, or the process stopped. */
export function findStaleReversals(db: Db, seconds: number) {
  return db
    .select({ refund: posRefunds, transaction: posTransactions })
    .from(posRefunds)
    .innerJoin(posTransactions, eq(posTransactions.id, posRefunds.transactionId))
    .where(
      and(
        eq(posRefunds.status, 'processing'),
        lt(posRefunds.sentAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(asc(posRefunds.createdAt))
    .limit(100);
}

/** What approved reversals of the collection add up to (what the bank should hold besides one in flight). */
export async function approvedReversalSum(db: Db, transactionId: string): Promise<string> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${posRefunds.amount}), 0)::text` })
    .from(posRefunds)
    .where(and(eq(posRefunds.transactionId, transactionId), eq(posRefunds.status, 'approved')));
  return row?.sum ?? '0';
}
