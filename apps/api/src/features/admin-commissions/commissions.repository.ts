import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { commissionDefinitions, paymentSets, posAccounts } from '../../db/schema.js';

/** Commission definitions' reads and writes for the console (issue 15), every one scoped to the tenant. */

export type DefinitionRow = typeof commissionDefinitions.$inferSelect;
export type DefinitionColumns = Omit<
  typeof commissionDefinitions.$inferInsert,
  'id' | 'tenantId' | 'createdAt' | 'updatedAt'
>;
export type BankRow = Pick<
  typeof posAccounts.$inferSelect,
  'id' | 'bankId' | 'name' | 'isActive' | 'installments'
>;

const bankColumns = {
  id: posAccounts.id,
  bankId: posAccounts.bankId,
  name: posAccounts.name,
  isActive: posAccounts.isActive,
  installments: posAccounts.installments,
};

export function readBanks(db: Db, tenantId: string): Promise<BankRow[]> {
  return db
    .select(bankColumns)
    .from(posAccounts)
    .where(eq(posAccounts.tenantId, tenantId))
    .orderBy(asc(posAccounts.sortOrder), asc(posAccounts.name));
}

export async function readBank(db: Db, tenantId: string, id: string): Promise<BankRow | null> {
  const [row] = await db
    .select(bankColumns)
    .from(posAccounts)
    .where(and(eq(posAccounts.tenantId, tenantId), eq(posAccounts.id, id)))
    .limit(1);
  return row ?? null;
}

export function readPaymentSets(db: Db, tenantId: string) {
  return db
    .select({ id: paymentSets.id, name: paymentSets.name })
    .from(paymentSets)
    .where(eq(paymentSets.tenantId, tenantId))
    .orderBy(asc(paymentSets.sortOrder), asc(paymentSets.name));
}

export function readDefinitions(db: Db, tenantId: string): Promise<DefinitionRow[]> {
  return db
    .select()
    .from(commissionDefinitions)
    .where(eq(commissionDefinitions.tenantId, tenantId))
    .orderBy(asc(commissionDefinitions.sortOrder), asc(commissionDefinitions.cardName));
}

/** One definition of the tenant, locked for a change when `forUpdate`. */
export async function readDefinition(
  db: Db,
  tenantId: string,
  id: string,
  forUpdate = false,
): Promise<DefinitionRow | null> {
  const query = db
    .select()
    .from(commissionDefinitions)
    .where(and(eq(commissionDefinitions.tenantId, tenantId), eq(commissionDefinitions.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertDefinition(
  db: Db,
  tenantId: string,
  columns: DefinitionColumns,
): Promise<DefinitionRow> {
  const [row] = await db
    .insert(commissionDefinitions)
    .values({ ...columns, tenantId })
    .returning();
  if (!row) {
    throw new Error('commission definition not written');
  }
  return row;
}

export async function updateDefinition(
  db: Db,
  id: string,
  columns: DefinitionColumns,
): Promise<DefinitionRow> {
  const [row] = await db
    .update(commissionDefinitions)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(commissionDefinitions.id, id))
    .returning();
  if (!row) {
    throw new Error('commission definition not written');
  }
  return row;
}
