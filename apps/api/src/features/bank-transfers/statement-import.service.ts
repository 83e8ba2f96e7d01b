import {
  type BankStatementImport,
  type BankStatementPush,
  formatAmount,
  type MatchBook,
  matchTransfer,
  messages,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import type { TransferSuggestion } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import {
  type BankTransactionInsert,
  findAccountByIban,
  insertNewTransactions,
  insertStatementImport,
  linkReversal,
  readMatchBook,
  updateImportCounts,
} from './statement-import.repository.js';
import { readStatement } from './statements/read-statement.js';
import { type StatementEntry, StatementFormatError } from './statements/statement-types.js';
import { transactionKeys } from './statements/transaction-key.js';

/** Rows per INSERT: 22 parameters each, far under PostgreSQL's 65,535. */
const INSERT_CHUNK = 1_000;

export interface StatementImportActor {
  source: 'upload' | 'api';
  userId: string | null;
}

type MatchState = BankTransactionInsert['matchState'];

/**
 * Imports one statement (issue 29, docs/bank-transfers.md): read whole first (a malformed file writes nothing),
 * refused when its account is not one of the tenant's, then each movement stored once by its key with its match
 * decided, in one database transaction. Movements in another currency than the account's are refused one by one.
 */
export async function importStatement(
  db: Db,
  tenantId: string,
  push: BankStatementPush,
  actor: StatementImportActor,
): Promise<BankStatementImport> {
  const parsed = readOrRefuse(push);
  const account = await findAccountByIban(db, tenantId, parsed.accountId);
  if (!account) {
    throw new AppError('VALIDATION_FAILED', messages.statementAccountUnknown, [
      `${parsed.accountId}: ${messages.statementAccountUnknown}`,
    ]);
  }
  const problems = parsed.entries
    .filter((entry) => entry.currency !== account.currencyCode)
    .map((entry) => ({ position: entry.position, message: messages.statementCurrencyMismatch }));
  const entries = parsed.entries.filter((entry) => entry.currency === account.currencyCode);
  const keys = transactionKeys(entries);
  const book = matchBookOf(await readMatchBook(db, tenantId));

  return db.transaction(async (tx) => {
    const importId = await insertStatementImport(tx, {
      tenantId,
      accountId: account.id,
      source: actor.source,
      fileName: push.fileName,
      format: parsed.format,
      statementId: parsed.statementId,
      periodFrom: parsed.periodFrom,
      periodTo: parsed.periodTo,
      counts: {},
      createdByUserId: actor.userId,
    });
    const rows = entries.map((entry, index) =>
      rowOf(entry, keys[index] ?? '', { tenantId, accountId: account.id, importId }, book),
    );
    const stored: BankTransactionInsert[] = [];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      const inserted = new Map(
        (await insertNewTransactions(tx, chunk)).map((row) => [row.transactionKey, row.id]),
      );
      for (const row of chunk) {
        const id = inserted.get(row.transactionKey);
        if (id !== undefined) {
          stored.push({ ...row, id });
        }
      }
    }
    for (const row of stored.filter((candidate) => candidate.isReversal)) {
      await linkReversal(tx, { ...row, id: row.id ?? '' });
    }
    const counts = countsOf(stored, entries.length, problems.length);
    await updateImportCounts(tx, importId, counts);
    return { importId, iban: account.iban, ...counts, problems };
  });
}

function readOrRefuse(push: BankStatementPush) {
  try {
    return readStatement(push.format, push.content);
  } catch (error) {
    if (error instanceof StatementFormatError) {
      throw new AppError('VALIDATION_FAILED', messages.statementUnreadable, [error.message]);
    }
    throw error;
  }
}

type StoredBook = Awaited<ReturnType<typeof readMatchBook>>;

/** Each key's firms, once each. */
function grouped<T extends { firmId: string }>(rows: T[], keyOf: (row: T) => string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const firms = map.get(key) ?? [];
    if (!firms.includes(row.firmId)) {
      firms.push(row.firmId);
    }
    map.set(key, firms);
  }
  return map;
}

/** The book as the matcher asks it, from the rows read once per import. */
export function matchBookOf(stored: StoredBook): MatchBook {
  const references = grouped(stored.references, (row) => row.code);
  const ibans = grouped(stored.ibans, (row) => row.iban);
  const taxNumbers = grouped(
    stored.taxNumbers.flatMap((row) =>
      row.taxNumber === null ? [] : [{ firmId: row.firmId, taxNumber: row.taxNumber.trim() }],
    ),
    (row) => row.taxNumber,
  );
  const own = new Set(stored.ownIbans);
  return {
    firmsByReference: (code) => references.get(code) ?? [],
    firmsBySenderIban: (iban) => ibans.get(iban) ?? [],
    firmsByTaxNumber: (taxNumber) => taxNumbers.get(taxNumber) ?? [],
    isOwnIban: (iban) => own.has(iban),
  };
}

/** A movement's row with its match decided: only a credit of some amount that is not a reversal can be a collection. */
function rowOf(
  entry: StatementEntry,
  transactionKey: string,
  where: { tenantId: string; accountId: string; importId: string },
  book: MatchBook,
): BankTransactionInsert {
  const isIncoming = entry.direction === 'credit' && !entry.isReversal && entry.amountMinor > 0n;
  const match = isIncoming ? matchTransfer(entry, book) : null;
  let matchState: MatchState = 'ignored';
  let suggestions: TransferSuggestion[] | null = null;
  if (match?.state === 'suggested') {
    matchState = 'suggested';
    suggestions = match.firmIds.map((firmId) => ({ firmId, reason: 'several_firms' }));
  } else if (match) {
    matchState = match.state;
  }
  return {
    ...where,
    transactionKey,
    bankReference: entry.bankReference,
    ownerReference: entry.ownerReference,
    bookingDate: entry.bookingDate,
    valueDate: entry.valueDate,
    amount: formatAmount(entry.amountMinor),
    currencyCode: entry.currency,
    direction: entry.direction,
    isReversal: entry.isReversal,
    counterpartyName: entry.counterpartyName,
    counterpartyIban: entry.counterpartyIban,
    counterpartyTaxNumber: entry.counterpartyTaxNumber,
    description: entry.description,
    matchState,
    matchRule: match?.state === 'matched' ? match.rule : null,
    firmId: match?.state === 'matched' ? match.firmId : null,
    suggestions,
    matchedAt: match?.state === 'matched' ? new Date() : null,
  };
}

function countsOf(stored: BankTransactionInsert[], accepted: number, errors: number) {
  const count = (state: MatchState) => stored.filter((row) => row.matchState === state).length;
  return {
    imported: stored.length,
    duplicates: accepted - stored.length,
    matched: count('matched'),
    suggested: count('suggested'),
    unmatched: count('unmatched'),
    ignored: count('ignored'),
    errors,
  };
}
