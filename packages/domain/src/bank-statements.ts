import { z } from 'zod';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';

/**
 * Bank statements in (issue 29; DESIGN §14): `PUT /api/integration/v1/bank-statements` and the console's upload
 * take the file's text with its format; the answer counts what the import did.
 */
export const BANK_STATEMENT_FORMATS = ['camt.053', 'camt.054', 'mt940'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/** 20 MB of statement text (about 100,000 MT940 lines). */
export const MAX_STATEMENT_CHARS = 20 * 1024 * 1024;

export const BankStatementPush = z.strictObject({
  format: z.enum(BANK_STATEMENT_FORMATS, { error: messages.statementFormatUnknown }),
  fileName: z.string().trim().min(1).max(255),
  content: z.string().min(1, messages.statementEmpty).max(MAX_STATEMENT_CHARS, messages.statementTooLarge),
});
export type BankStatementPush = z.infer<typeof BankStatementPush>;

/** A movement that was not imported, with where it is in the file and why. */
export const StatementLineProblem = z.object({ position: z.string(), message: z.string() });

export const BankStatementImport = z.object({
  importId: z.uuid(),
  /** The tenant's account the statement is for. */
  iban: z.string(),
  /** New movements stored. */
  imported: z.number().int(),
  /** Movements already stored by an earlier statement (an overlap, a second push): nothing added. */
  duplicates: z.number().int(),
  /** Of the new incoming transfers: matched to one firm with certainty. */
  matched: z.number().int(),
  /** Waiting for a person, with the firms that could have sent it. */
  suggested: z.number().int(),
  /** Waiting for a person, with nothing to go by. */
  unmatched: z.number().int(),
  /** Debits and reversals: stored, not collections. */
  ignored: z.number().int(),
  /** Movements refused one by one (a currency other than the account's); `problems` names each. */
  errors: z.number().int(),
  problems: z.array(StatementLineProblem),
});
export type BankStatementImport = z.infer<typeof BankStatementImport>;
export const BankStatementImportAnswer = answerOf(BankStatementImport);
