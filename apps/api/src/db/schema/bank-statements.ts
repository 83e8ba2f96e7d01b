import {
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantBankAccounts } from './bank-transfers.js';
import { createdAt } from './columns.js';
import { firms } from './firms.js';
import { tenants } from './tenants.js';

/** One statement file as it came in (issue 29): uploaded in the console or pushed through the integration API. */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    source: text('source', { enum: ['upload', 'api'] }).notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['camt.053', 'camt.054', 'mt940'] }).notNull(),
    /** The statement's own id and period as the bank wrote them. */
    statementId: text('statement_id'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    /** What the import did: the answer's counts, kept for the console's list. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    /** A console user, or null for an integration key (named in `source` and the audit log). */
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_statement_imports_tenant_idx').on(t.tenantId, t.createdAt),
    unique('bank_statement_imports_tenant_id_key').on(t.tenantId, t.id),
    foreignKey({
      name: 'bank_statement_imports_account_same_tenant_fk',
      columns: [t.tenantId, t.accountId],
      foreignColumns: [tenantBankAccounts.tenantId, tenantBankAccounts.id],
    }).onDelete('cascade'),
  ],
);

/** A suggestion for a person to decide: the firm and why it was suggested. */
export interface TransferSuggestion {
  firmId: string;
  reason: 'amount_open_items' | 'amount_plan_lines' | 'sender_name' | 'several_firms';
}

/**
 * One movement on a tenant's account, stored once whatever the number of statements that carry it: unique on the
 * transaction key (the bank's reference, or a digest of what it wrote with its occurrence that day).
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    /** The import that first brought it. */
    importId: uuid('import_id').notNull(),
    transactionKey: text('transaction_key').notNull(),
    bankReference: text('bank_reference'),
    ownerReference: text('owner_reference'),
    bookingDate: date('booking_date').notNull(),
    valueDate: date('value_date'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currencyCode: text('currency_code').notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    isReversal: boolean('is_reversal').notNull().default(false),
    /** The earlier movement a reversal undoes, when it could be told (same amount, account and counterparty). */
    reversalOfId: uuid('reversal_of_id'),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    counterpartyTaxNumber: text('counterparty_tax_number'),
    description: text('description').notNull(),
    /**
     * matched: posted to a firm; suggested / unmatched: waiting for a person; ignored: not an incoming transfer
     * (a debit, a reversal); not_collection: a person said so.
     */
    matchState: text('match_state', {
      enum: ['matched', 'suggested', 'unmatched', 'ignored', 'not_collection'],
    }).notNull(),
    matchRule: text('match_rule', { enum: ['reference', 'iban', 'tax_number', 'manual'] }),
    firmId: uuid('firm_id'),
    suggestions: jsonb('suggestions').$type<TransferSuggestion[]>(),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    matchedByUserId: uuid('matched_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bank_transactions_key_unique').on(t.tenantId, t.accountId, t.transactionKey),
    index('bank_transactions_state_idx').on(t.tenantId, t.matchState, t.bookingDate),
    index('bank_transactions_firm_idx').on(t.tenantId, t.firmId),
    // A reversal finds the movement it undoes by account and amount; and whether that one is reversed already.
    index('bank_transactions_amount_idx').on(t.tenantId, t.accountId, t.amount),
    index('bank_transactions_reversal_of_idx').on(t.tenantId, t.reversalOfId),
    foreignKey({
      name: 'bank_transactions_account_same_tenant_fk',
      columns: [t.tenantId, t.accountId],
      foreignColumns: [tenantBankAccounts.tenantId, tenantBankAccounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_transactions_import_same_tenant_fk',
      columns: [t.tenantId, t.importId],
      foreignColumns: [bankStatementImports.tenantId, bankStatementImports.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_transactions_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }),
  ],
);

/**
 * A sender IBAN known to belong to a firm: learned from a confirmed match, or pushed with the ERP's firm data. An
 * IBAN known for exactly one firm matches with certainty; one known for several only suggests.
 */
export const firmSenderIbans = pgTable(
  'firm_sender_ibans',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    iban: text('iban').notNull(),
    firmId: uuid('firm_id').notNull(),
    source: text('source', { enum: ['match', 'erp'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'firm_sender_ibans_pk', columns: [t.tenantId, t.iban, t.firmId] }),
    foreignKey({
      name: 'firm_sender_ibans_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }).onDelete('cascade'),
  ],
);
