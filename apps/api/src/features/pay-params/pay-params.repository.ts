import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firms, tenantParamsKeys } from '../../db/schema.js';

export type ParamsKeyRow = typeof tenantParamsKeys.$inferSelect;

/** Every key of the tenant, newest first (retired ones too: they still open links already handed out). */
export async function listParamsKeys(db: Db, tenantId: string): Promise<ParamsKeyRow[]> {
  return db
    .select()
    .from(tenantParamsKeys)
    .where(eq(tenantParamsKeys.tenantId, tenantId))
    .orderBy(desc(tenantParamsKeys.createdAt), desc(tenantParamsKeys.id));
}

export async function insertParamsKey(
  db: Db,
  tenantId: string,
  key: { id: string; keyEncrypted: string },
): Promise<ParamsKeyRow> {
  const rows = await db
    .insert(tenantParamsKeys)
    .values({ id: key.id, tenantId, keyEncrypted: key.keyEncrypted })
    .returning();
  const row = rows[0];
  if (!row) {
    throw new Error('params key was not stored');
  }
  return row;
}

/** Retires the tenant's live keys; they keep decrypting, but new links use the next key. */
export async function retireParamsKeys(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .update(tenantParamsKeys)
    .set({ retiredAt: sql`now()` })
    .where(and(eq(tenantParamsKeys.tenantId, tenantId), isNull(tenantParamsKeys.retiredAt)))
    .returning({ id: tenantParamsKeys.id });
  return rows.map((row) => row.id);
}

export async function findActiveFirmByBranch(
  db: Db,
  tenantId: string,
  branchNumber: string,
): Promise<{ id: string; name: string } | null> {
  const rows = await db
    .select({ id: firms.id, name: firms.name })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), eq(firms.branchNumber, branchNumber), eq(firms.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}
