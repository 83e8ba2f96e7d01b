import type { BankTransferView } from '@tahsilat/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Cursor, keysetAfter, keysetPage } from '../../db/keyset.js';
import { bankTransactions, firmSenderIbans, firms, tenantBankAccounts } from '../../db/schema.js';

type MatchState = (typeof bankTransactions.$inferSelect)['matchState'];

/** The match states each view of the review page lists. */
export const VIEW_STATES: Record<BankTransferView, MatchState[]> = {
  review: ['suggested', 'unmatched'],
  matched: ['matched'],
  other: ['ignored', 'not_collection'],
};

const columns = {
  id: bankTransactions.id,
  accountIban: tenantBankAccounts.iban,
  bookingDate: bankTransactions.bookingDate,
  amount: bankTransactions.amount,
  // A movement is stored only in its account's currency (statement-import.service.ts).
  currencyCode: tenantBankAccounts.currencyCode,
  direction: bankTransactions.direction,
  isReversal: bankTransactions.isReversal,
  reversalOfId: bankTransactions.reversalOfId,
  counterpartyName: bankTransactions.counterpartyName,
  counterpartyIban: bankTransactions.counterpartyIban,
  description: bankTransactions.description,
  matchState: bankTransactions.matchState,
  matchRule: bankTransactions.matchRule,
  firmId: bankTransactions.firmId,
  firmCode: firms.branchNumber,
  firmName: firms.name,
  suggestions: bankTransactions.suggestions,
  matchedAt: bankTransactions.matchedAt,
};

function selectTransfers(db: Db) {
  return db
    .select(columns)
    .from(bankTransactions)
    .innerJoin(
      tenantBankAccounts,
      and(
        eq(tenantBankAccounts.tenantId, bankTransactions.tenantId),
        eq(tenantBankAccounts.id, bankTransactions.accountId),
      ),
    )
    .leftJoin(
      firms,
      and(eq(firms.tenantId, bankTransactions.tenantId), eq(firms.id, bankTransactions.firmId)),
    )
    .$dynamic();
}

export type TransferDbRow = Awaited<ReturnType<typeof selectTransfers>>[number];

/** A page of one view, newest booking first (keyset on booking date and id). */
export async function readTransferPage(
  db: Db,
  tenantId: string,
  view: BankTransferView,
  pageSize: number,
  cursor: Cursor | null,
) {
  const conditions: SQL[] = [
    eq(bankTransactions.tenantId, tenantId),
    inArray(bankTransactions.matchState, VIEW_STATES[view]),
  ];
  if (cursor) {
    conditions.push(keysetAfter(bankTransactions.bookingDate, 'day', 'desc', cursor, bankTransactions.id));
  }
  const rows = await selectTransfers(db)
    .where(and(...conditions))
    .orderBy(desc(bankTransactions.bookingDate), desc(bankTransactions.id))
    .limit(pageSize + 1);
  return keysetPage(rows, pageSize, (last) => ({ value: last.bookingDate, id: last.id }));
}

export async function readTransfer(db: Db, tenantId: string, id: string): Promise<TransferDbRow | null> {
  const [row] = await selectTransfers(db)
    .where(and(eq(bankTransactions.tenantId, tenantId), eq(bankTransactions.id, id)))
    .limit(1);
  return row ?? null;
}

/** How many movements each state holds: the review page's tab counts. */
export async function countTransferStates(db: Db, tenantId: string): Promise<Map<MatchState, number>> {
  const rows = await db
    .select({ state: bankTransactions.matchState, count: sql<number>`count(*)::int` })
    .from(bankTransactions)
    .where(eq(bankTransactions.tenantId, tenantId))
    .groupBy(bankTransactions.matchState);
  return new Map(rows.map((row) => [row.state, row.count]));
}

/** The tenant's firms by id (another tenant's id finds nothing). */
export async function readFirmsById(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) {
    return new Map<string, { id: string; code: string; name: string }>();
  }
  const rows = await db
    .select({ id: firms.id, code: firms.branchNumber, name: firms.name })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), inArray(firms.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Moves one incoming transfer from one of `from` to a new decision; null when its state changed meanwhile (another
 * person decided first), so two decisions never both apply.
 */
export async function decideTransfer(
  db: Db,
  where: { tenantId: string; id: string; from: MatchState[]; firmWas: string | null },
  set: Pick<
    typeof bankTransactions.$inferInsert,
    'matchState' | 'matchRule' | 'firmId' | 'matchedAt' | 'matchedByUserId'
  >,
): Promise<{ id: string } | null> {
  const [row] = await db
    .update(bankTransactions)
    .set(set)
    .where(
      and(
        eq(bankTransactions.tenantId, where.tenantId),
        eq(bankTransactions.id, where.id),
        inArray(bankTransactions.matchState, where.from),
        // Compare-and-set on what the person saw: the state and the firm it was matched to.
        sql`${bankTransactions.firmId} IS NOT DISTINCT FROM ${where.firmWas}`,
        eq(bankTransactions.direction, 'credit'),
        eq(bankTransactions.isReversal, false),
      ),
    )
    .returning({ id: bankTransactions.id });
  return row ?? null;
}

/** A person's match teaches the sender IBAN (kept once per firm); never one of the tenant's own accounts. */
export async function learnSenderIban(db: Db, tenantId: string, iban: string, firmId: string): Promise<void> {
  const [own] = await db
    .select({ id: tenantBankAccounts.id })
    .from(tenantBankAccounts)
    .where(and(eq(tenantBankAccounts.tenantId, tenantId), eq(tenantBankAccounts.iban, iban)))
    .limit(1);
  if (!own) {
    await db
      .insert(firmSenderIbans)
      .values({ tenantId, iban, firmId, source: 'match' })
      .onConflictDoNothing();
  }
}

/** Undoing a person's match forgets what it taught (an IBAN the ERP pushed stays). */
export async function forgetLearntIban(
  db: Db,
  tenantId: string,
  iban: string,
  firmId: string,
): Promise<void> {
  await db
    .delete(firmSenderIbans)
    .where(
      and(
        eq(firmSenderIbans.tenantId, tenantId),
        eq(firmSenderIbans.iban, iban),
        eq(firmSenderIbans.firmId, firmId),
        eq(firmSenderIbans.source, 'match'),
      ),
    );
}
