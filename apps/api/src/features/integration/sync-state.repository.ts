import type { ItemResult } from '@tahsilat/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { syncStates } from '../../db/schema.js';

export interface PushCounts {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  deleted: number;
}

/** Records a push (or delete) of an entity: its counts and, when an item failed, the first failure. */
export async function recordPush(
  db: Db,
  tenantId: string,
  entity: string,
  counts: PushCounts,
  failure: ItemResult | null,
): Promise<void> {
  const error = failure
    ? {
        lastErrorAt: sql`now()`,
        lastErrorKey: failure.key ?? `#${failure.index}`,
        lastError: failure.errors
          .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
          .join(' ')
          .slice(0, 1000),
      }
    : {};
  const values = {
    lastPushAt: sql`now()`,
    lastCreated: counts.created,
    lastUpdated: counts.updated,
    lastUnchanged: counts.unchanged,
    lastFailed: counts.failed,
    lastDeleted: counts.deleted,
    ...error,
  };
  await db
    .insert(syncStates)
    .values({ tenantId, entity, ...values })
    .onConflictDoUpdate({ target: [syncStates.tenantId, syncStates.entity], set: values });
}

export async function listSyncStates(db: Db, tenantId: string) {
  return db
    .select()
    .from(syncStates)
    .where(eq(syncStates.tenantId, tenantId))
    .orderBy(asc(syncStates.entity));
}

/** The sync state as the integration API and the admin console answer it. */
export function presentSyncStates(rows: Awaited<ReturnType<typeof listSyncStates>>) {
  return rows.map((row) => ({
    entity: row.entity,
    lastPushAt: row.lastPushAt?.toISOString() ?? null,
    lastCounts: {
      created: row.lastCreated,
      updated: row.lastUpdated,
      unchanged: row.lastUnchanged,
      failed: row.lastFailed,
      deleted: row.lastDeleted,
    },
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    lastErrorKey: row.lastErrorKey,
    lastError: row.lastError,
  }));
}
