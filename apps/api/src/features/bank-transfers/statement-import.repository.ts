import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bankStatementImports,
  bankTransactions,
  firmSenderIbans,
  firms,
  firmTransferReferences,
  tenantBankAccounts,
} from '../../db/schema.js';

export type BankTransactionInsert = typeof bankTransactions.$inferInsert;
export type StatementImportInsert = typeof bankStatementImports.$inferInsert;

/** The tenant's account with that IBAN (active or not: a statement of a closed account is still the bank's word). */
export async function findAccountByIban(db: Db, tenantId: string, iban: string) {
  const [row] = await db
    .select()
    .from(tenantBankAccounts)
    .where(and(eq(tenantBankAccounts.tenantId, tenantId), eq(tenantBankAccounts.iban, iban)))
    .limit(1);
  return row ?? null;
}

/** Everything the matcher asks, read once per import: reference codes, known sender IBANs, tax numbers. */
export async function readMatchBook(db: Db, tenantId: string) {
  const [references, ibans, taxNumbers, ownIbans] = await Promise.all([
    db
      .select({ code: firmTransferReferences.code, firmId: firmTransferReferences.firmId })
      .from(firmTransferReferences)
      .where(eq(firmTransferReferences.tenantId, tenantId)),
    db
      .select({ iban: firmSenderIbans.iban, firmId: firmSenderIbans.firmId })
      .from(firmSenderIbans)
      .where(eq(firmSenderIbans.tenantId, tenantId)),
    db
      .select({ taxNumber: firms.taxNumber, firmId: firms.id })
      .from(firms)
      .where(and(eq(firms.tenantId, tenantId), isNotNull(firms.taxNumber))),
    db
      .select({ iban: tenantBankAccounts.iban })
      .from(tenantBankAccounts)
      .where(eq(tenantBankAccounts.tenantId, tenantId)),
  ]);
  return { references, ibans, taxNumbers, ownIbans: ownIbans.map((row) => row.iban) };
}

export async function insertStatementImport(db: Db, row: StatementImportInsert): Promise<string> {
  const [inserted] = await db
    .insert(bankStatementImports)
    .values(row)
    .returning({ id: bankStatementImports.id });
  if (!inserted) {
    throw new Error('statement import not inserted');
  }
  return inserted.id;
}

/**
 * Stores the movements not stored before (unique on tenant, account and key; a concurrent import of the same
 * movement waits for the other's commit and then skips it): the rows this call stored.
 */
export async function insertNewTransactions(
  db: Db,
  rows: BankTransactionInsert[],
): Promise<{ id: string; transactionKey: string }[]> {
  if (rows.length === 0) {
    return [];
  }
  return db
    .insert(bankTransactions)
    .values(rows)
    .onConflictDoNothing({
      target: [bankTransactions.tenantId, bankTransactions.accountId, bankTransactions.transactionKey],
    })
    .returning({ id: bankTransactions.id, transactionKey: bankTransactions.transactionKey });
}

/**
 * Links a reversal to the movement it undoes: on the same account, in the other direction, of the same amount,
 * booked on or before it and not reversed yet; the latest such. Null when none is found (the person decides).
 */
export async function linkReversal(
  db: Db,
  reversal: {
    id: string;
    tenantId: string;
    accountId: string;
    direction: 'credit' | 'debit';
    amount: string;
    bookingDate: string;
  },
): Promise<string | null> {
  const [original] = await db
    .select({ id: bankTransactions.id })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.tenantId, reversal.tenantId),
        eq(bankTransactions.accountId, reversal.accountId),
        eq(bankTransactions.direction, reversal.direction === 'debit' ? 'credit' : 'debit'),
        eq(bankTransactions.isReversal, false),
        eq(bankTransactions.amount, reversal.amount),
        lte(bankTransactions.bookingDate, reversal.bookingDate),
        sql`NOT EXISTS (SELECT 1 FROM ${bankTransactions} r WHERE r.tenant_id = ${reversal.tenantId} AND r.reversal_of_id = ${bankTransactions.id})`,
      ),
    )
    .orderBy(desc(bankTransactions.bookingDate), desc(bankTransactions.createdAt))
    .limit(1);
  if (!original) {
    return null;
  }
  await db
    .update(bankTransactions)
    .set({ reversalOfId: original.id })
    .where(and(eq(bankTransactions.id, reversal.id), isNull(bankTransactions.reversalOfId)));
  return original.id;
}

/** The import's counts, kept for the console's list of imports. */
export async function updateImportCounts(
  db: Db,
  importId: string,
  counts: Record<string, number>,
): Promise<void> {
  await db.update(bankStatementImports).set({ counts }).where(eq(bankStatementImports.id, importId));
}
