import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firmTransferReferences, tenantBankAccounts } from '../../db/schema.js';

export type BankAccountRow = typeof tenantBankAccounts.$inferSelect;
export type BankAccountFields = Omit<typeof tenantBankAccounts.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

/** The tenant's accounts: active first, then by currency and bank. */
export function readBankAccounts(db: Db, tenantId: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(tenantBankAccounts)
    .where(eq(tenantBankAccounts.tenantId, tenantId))
    .orderBy(
      desc(tenantBankAccounts.isActive),
      asc(tenantBankAccounts.currencyCode),
      asc(tenantBankAccounts.bankName),
      asc(tenantBankAccounts.iban),
    );
}

/** Inserts an account; null when the tenant already has this IBAN. */
export async function insertBankAccount(
  db: Db,
  tenantId: string,
  fields: BankAccountFields,
): Promise<BankAccountRow | null> {
  const [row] = await db
    .insert(tenantBankAccounts)
    .values({ ...fields, tenantId })
    .onConflictDoNothing({ target: [tenantBankAccounts.tenantId, tenantBankAccounts.iban] })
    .returning();
  return row ?? null;
}

/** Changes one of the tenant's accounts (another tenant's is not found): the row after, or null. */
export async function updateBankAccount(
  db: Db,
  tenantId: string,
  id: string,
  fields: BankAccountFields,
): Promise<BankAccountRow | null> {
  const [row] = await db
    .update(tenantBankAccounts)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(tenantBankAccounts.tenantId, tenantId), eq(tenantBankAccounts.id, id)))
    .returning();
  return row ?? null;
}

/** The firm's reference code, if it has one yet. */
export async function readTransferReference(
  db: Db,
  tenantId: string,
  firmId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ code: firmTransferReferences.code })
    .from(firmTransferReferences)
    .where(and(eq(firmTransferReferences.tenantId, tenantId), eq(firmTransferReferences.firmId, firmId)))
    .limit(1);
  return row?.code ?? null;
}

/** Gives the firm `code` unless it has one already; false when the code is another firm's (draw again). */
export async function insertTransferReference(
  db: Db,
  tenantId: string,
  firmId: string,
  code: string,
): Promise<boolean> {
  const written = await db
    .insert(firmTransferReferences)
    .values({ tenantId, firmId, code })
    .onConflictDoNothing()
    .returning({ code: firmTransferReferences.code });
  return written.length > 0;
}
