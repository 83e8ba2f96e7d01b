import { boolean, foreignKey, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { firms } from './firms.js';
import { tenants } from './tenants.js';

/**
 * The tenant's own bank accounts (issue 29, `/admin/bank-accounts`): where dealers are told to send transfers, and
 * the accounts a bank statement may be imported for (a statement of any other account is refused).
 */
export const tenantBankAccounts = pgTable(
  'tenant_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The electronic form, checked (mod 97, and for a Turkish one the layout and bank code). */
    iban: text('iban').notNull(),
    /** The bank's five-digit code from a Turkish IBAN; null for a foreign one. */
    bankCode: text('bank_code'),
    bankName: text('bank_name').notNull(),
    /** The account holder's name as the bank has it: what a dealer writes as the payee. */
    accountName: text('account_name').notNull(),
    currencyCode: text('currency_code', { enum: ['TRY', 'USD', 'EUR'] }).notNull(),
    /** Listed on the dealers' "Havale/EFT ile öde" panel (an account used only for imports is not). */
    isShownToDealers: boolean('is_shown_to_dealers').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tenant_bank_accounts_iban_unique').on(t.tenantId, t.iban),
    unique('tenant_bank_accounts_tenant_id_key').on(t.tenantId, t.id),
  ],
);

/** Each dealer's reference code for the transfer description (`@tahsilat/domain` transfer-reference.ts). */
export const firmTransferReferences = pgTable(
  'firm_transfer_references',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'firm_transfer_references_pk', columns: [t.tenantId, t.firmId] }),
    unique('firm_transfer_references_code_unique').on(t.tenantId, t.code),
    foreignKey({
      name: 'firm_transfer_references_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }).onDelete('cascade'),
  ],
);
