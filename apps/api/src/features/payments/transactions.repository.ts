import { and, eq, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { callbackEvents, posTransactions } from '../../db/schema.js';

export type PosTransactionRow = typeof posTransactions.$inferSelect;
export type NewPosTransaction = typeof posTransactions.$inferInsert;
export type TransactionStatus = PosTransactionRow['status'];

export async function insertTransaction(db: Db, row: NewPosTransaction): Promise<void> {
  await db.insert(posTransactions).values(row);
}

/** A transaction by its random id: the id is the capability the payer's browser holds. */
export async function findTransaction(db: Db, id: string): Promise<PosTransactionRow | null> {
  const rows = await db.select().from(posTransactions).where(eq(posTransactions.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findTenantTransaction(
  db: Db,
  tenantId: string,
  id: string,
): Promise<PosTransactionRow | null> {
  const rows = await db
    .select()
    .from(posTransactions)
    .where(and(eq(posTransactions.tenantId, tenantId), eq(posTransactions.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** What a state change answers: enough to tell the payer the outcome. */
export type MovedTransaction = Pick<PosTransactionRow, 'id' | 'status' | 'message'>;

/**
 * The one way a transaction changes state (SECURITY.md): only from the state the caller saw.
 * Null means another request moved it first; the caller answers with the current state.
 */
export async function moveTransaction(
  db: Db,
  id: string,
  from: TransactionStatus,
  change: Partial<PosTransactionRow> & { status: TransactionStatus },
): Promise<MovedTransaction | null> {
  const final = change.status === 'authorised' || change.status === 'failed' || change.status === 'expired';
  const rows = await db
    .update(posTransactions)
    .set({ ...change, updatedAt: sql`now()`, ...(final ? { completedAt: sql`now()` } : {}) })
    .where(and(eq(posTransactions.id, id), eq(posTransactions.status, from)))
    .returning({ id: posTransactions.id, status: posTransactions.status, message: posTransactions.message });
  return rows[0] ?? null;
}

export type CallbackEvent = typeof callbackEvents.$inferInsert;

export async function recordCallbackEvent(db: Db, event: CallbackEvent): Promise<void> {
  await db.insert(callbackEvents).values(event);
}

/**
 * moveTransaction and the callback's support copy in one statement (a data-modifying CTE): one
 * round trip and one commit per bank callback instead of two. The copy is written even when the
 * move finds the state already changed.
 */
export async function moveTransactionWithEvent(
  db: Db,
  id: string,
  from: TransactionStatus,
  change: Partial<PosTransactionRow> & { status: TransactionStatus },
  event: CallbackEvent,
): Promise<MovedTransaction | null> {
  const final = change.status === 'authorised' || change.status === 'failed' || change.status === 'expired';
  const written = db
    .$with('written')
    .as(db.insert(callbackEvents).values(event).returning({ id: callbackEvents.id }));
  const rows = await db
    .with(written)
    .update(posTransactions)
    .set({ ...change, updatedAt: sql`now()`, ...(final ? { completedAt: sql`now()` } : {}) })
    .where(and(eq(posTransactions.id, id), eq(posTransactions.status, from)))
    .returning({ id: posTransactions.id, status: posTransactions.status, message: posTransactions.message });
  return rows[0] ?? null;
}

/** Still awaiting 3-D after `minutes`. */
function awaitingLongerThan(minutes: number): SQL {
  return and(
    eq(posTransactions.status, 'awaiting_3d'),
    lt(posTransactions.createdAt, sql`now() - make_interval(mins => ${minutes})`),
  ) as SQL;
}

/**
 * The payment started under model 3d_pay (its own model, whatever its account's is now): the bank may hold money
 * we never heard of.
 */
const chargesAtThreeD = eq(posTransactions.paymentModel, '3d_pay');

/**
 * Payments whose card holder never came back from the bank within `minutes`, on model-3d accounts: the
 * bank charges only when we authorise, so nothing was charged. 3d_pay payments are asked about first.
 */
export async function expireStale(db: Db, minutes: number, message: string): Promise<number> {
  const rows = await db
    .update(posTransactions)
    .set({ status: 'expired', message, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(and(awaitingLongerThan(minutes), not(chargesAtThreeD)))
    .returning({ id: posTransactions.id });
  return rows.length;
}

/** 3d_pay payments with no callback after `minutes`: the reconciler asks the bank whether it charged. */
export async function findStaleChargedAtThreeD(
  db: Db,
  minutes: number,
  limit = 50,
): Promise<PosTransactionRow[]> {
  return db
    .select()
    .from(posTransactions)
    .where(and(awaitingLongerThan(minutes), chargesAtThreeD))
    .orderBy(posTransactions.createdAt)
    .limit(limit);
}

/** Authorisations whose outcome we never recorded (no answer, or the process died), older than `seconds`. */
export async function findUnsettled(db: Db, seconds: number, limit = 50): Promise<PosTransactionRow[]> {
  return db
    .select()
    .from(posTransactions)
    .where(
      and(
        eq(posTransactions.status, 'authorising'),
        lt(posTransactions.authorisationStartedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(limit);
}
