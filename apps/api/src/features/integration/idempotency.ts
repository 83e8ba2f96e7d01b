import { messages } from '@tahsilat/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyRecords } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/secure-tokens.js';
import { sqlStateOf } from '../../lib/sql-state.js';

/**
 * A write call of the integration API runs in one database transaction. With an Idempotency-Key, the key is
 * claimed first in that transaction: a concurrent call with the same key waits for it, then answers the stored
 * answer; a later retry answers it too (for a day). A call that fails stores nothing, so its retry runs again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;
/** How long an answer is kept for retries. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Deadlocks and serialisation failures are retried this many times before the error reaches the caller. */
const ATTEMPTS = 3;

export interface CallResult<T> {
  answer: T;
  /** True when this is the stored answer of an earlier call with the same key. */
  replayed: boolean;
}

class Replay extends Error {}

/** The Idempotency-Key header, checked; undefined when the caller sent none. */
export function idempotencyKeyOf(header: unknown): string | undefined {
  if (header === undefined) {
    return undefined;
  }
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw AppError.validation([messages.idempotencyKeyInvalid]);
  }
  return header;
}

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as Db));
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= ATTEMPTS || (state !== '40P01' && state !== '40001')) {
        throw error;
      }
    }
  }
}

export async function runIdempotent<T>(
  db: Db,
  tenantId: string,
  key: string | undefined,
  request: { method: string; path: string; body: unknown },
  work: (tx: Db) => Promise<T>,
): Promise<CallResult<T>> {
  if (key === undefined) {
    return { answer: await inTransaction(db, work), replayed: false };
  }
  const requestHash = sha256Hex(`${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`);
  try {
    const answer = await inTransaction(db, async (tx) => {
      // A stored answer past the retry window no longer binds the key.
      await tx
        .delete(idempotencyRecords)
        .where(
          and(
            eq(idempotencyRecords.tenantId, tenantId),
            eq(idempotencyRecords.key, key),
            lt(idempotencyRecords.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
          ),
        );
      const claimed = await tx
        .insert(idempotencyRecords)
        .values({ tenantId, key, requestHash, statusCode: 0, answer: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyRecords.key });
      if (claimed.length === 0) {
        throw new Replay();
      }
      const result = await work(tx);
      await tx
        .update(idempotencyRecords)
        .set({ statusCode: 200, answer: result as object })
        .where(and(eq(idempotencyRecords.tenantId, tenantId), eq(idempotencyRecords.key, key)));
      return result;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (!(error instanceof Replay)) {
      throw error;
    }
  }
  const [stored] = await db
    .select()
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.tenantId, tenantId), eq(idempotencyRecords.key, key)));
  if (!stored || stored.requestHash !== requestHash) {
    throw new AppError('BAD_REQUEST', messages.idempotencyKeyReused);
  }
  return { answer: stored.answer as T, replayed: true };
}

/** Drops stored answers older than the retry window. */
export async function expireIdempotencyRecords(db: Db): Promise<void> {
  await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
}
