import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { commissionDefinitions, posAccounts } from '../../db/schema.js';

/** Bank accounts' reads and writes for the console (issue 15), every one scoped to the tenant. */

export type BankRow = typeof posAccounts.$inferSelect;
export type BankColumns = Omit<
  typeof posAccounts.$inferInsert,
  'id' | 'tenantId' | 'createdAt' | 'updatedAt'
>;

export function readBanks(db: Db, tenantId: string): Promise<BankRow[]> {
  return db
    .select()
    .from(posAccounts)
    .where(eq(posAccounts.tenantId, tenantId))
    .orderBy(asc(posAccounts.sortOrder), asc(posAccounts.name));
}

export async function readBank(
  db: Db,
  tenantId: string,
  id: string,
  forUpdate = false,
): Promise<BankRow | null> {
  const query = db
    .select()
    .from(posAccounts)
    .where(and(eq(posAccounts.tenantId, tenantId), eq(posAccounts.id, id)))
    .limit(1);
  // No key update: sign-ins and payments that refer to the account are not held up by a save.
  const [row] = forUpdate ? await query.for('no key update') : await query;
  return row ?? null;
}

/** How many commission definitions each bank account of the tenant prices. */
export async function definitionCounts(db: Db, tenantId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ posAccountId: commissionDefinitions.posAccountId, count: count() })
    .from(commissionDefinitions)
    .where(eq(commissionDefinitions.tenantId, tenantId))
    .groupBy(commissionDefinitions.posAccountId);
  return new Map(rows.map((row) => [row.posAccountId, Number(row.count)]));
}

export async function insertBank(db: Db, tenantId: string, columns: BankColumns): Promise<BankRow> {
  const [row] = await db
    .insert(posAccounts)
    .values({ ...columns, tenantId })
    .returning();
  if (!row) {
    throw new Error('bank account not written');
  }
  return row;
}

export async function updateBank(db: Db, id: string, columns: Partial<BankColumns>): Promise<BankRow> {
  const [row] = await db
    .update(posAccounts)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(posAccounts.id, id))
    .returning();
  if (!row) {
    throw new Error('bank account not written');
  }
  return row;
}
