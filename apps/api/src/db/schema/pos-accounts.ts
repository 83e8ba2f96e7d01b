import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { tenants } from './tenants.js';

/** A tenant's virtual POS at one bank: protocol, endpoints and credentials (secrets encrypted with DATA_KEY). */
export const posAccounts = pgTable(
  'pos_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The provider id of the screens (SPEC 3 "Provider (bank): id"). */
    bankId: integer('bank_id').notNull(),
    name: text('name').notNull(),
    logoPath: text('logo_path'),
    protocol: text('protocol', { enum: ['nestpay', 'garanti', 'posnet', 'kuveyt', 'payflex'] }).notNull(),
    model: text('model', { enum: ['3d', '3d_pay'] })
      .notNull()
      .default('3d'),
    /** Absolute, or relative to PUBLIC_URL (the demo's sandbox bank). */
    gateUrl: text('gate_url').notNull(),
    apiUrl: text('api_url').notNull(),
    /** The protocol's separate query service (KuveytTürk's SOAP service, PayFlex's search), where it has one. */
    queryUrl: text('query_url'),
    storeId: text('store_id').notNull(),
    terminalId: text('terminal_id'),
    apiUser: text('api_user').notNull(),
    apiPasswordEncrypted: text('api_password_encrypted').notNull(),
    storeKeyEncrypted: text('store_key_encrypted').notNull(),
    /**
     * The store key before the last replacement, still accepted on callbacks until
     * `previousStoreKeyUntil`: payers already on the bank's page when the key changed finish their payment.
     */
    previousStoreKeyEncrypted: text('previous_store_key_encrypted'),
    previousStoreKeyUntil: timestamp('previous_store_key_until', { withTimezone: true }),
    /** Garanti's refund user (PROVRFN): voids and refunds go with it; its password encrypted (empty elsewhere). */
    refundUser: text('refund_user').notNull().default(''),
    refundPasswordEncrypted: text('refund_password_encrypted').notNull().default(''),
    acceptedMdStatus: text('accepted_md_status').array().notNull().default(sql`ARRAY['1']::text[]`),
    testMode: boolean('test_mode').notNull().default(false),
    /**
     * Where the payer sees the bank's 3-D page: in the payment page's iframe, or in a window of its own
     * for banks whose pages do not work framed (SPEC 4 new-window list).
     */
    threeDDisplay: text('three_d_display', { enum: ['iframe', 'window'] })
      .notNull()
      .default('iframe'),
    /** Instalment counts the bank allows (AvailableInstallments) and the one preselected. */
    installments: integer('installments')
      .array()
      .notNull()
      .default(sql`ARRAY[2,3,4,5,6,7,8,9,10,11,12]::integer[]`),
    defaultInstallment: integer('default_installment').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * The version a new payment starts on: a trigger (migration 0024) writes a pos_account_versions row whenever
     * the protocol, model, addresses or credentials change, and points here.
     */
    currentVersionId: uuid('current_version_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pos_accounts_tenant_bank_key').on(t.tenantId, t.bankId),
    unique('pos_accounts_tenant_id_key').on(t.tenantId, t.id),
  ],
);

/**
 * What a POS account was when payments started on it: protocol, model, addresses and credentials, never changed
 * once written. A payment keeps its version for its whole life (callback, status, capture, void, refund), so
 * switching the account off or changing it in the console stops new payments only (issue 26).
 */
export const posAccountVersions = pgTable(
  'pos_account_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    posAccountId: uuid('pos_account_id').notNull(),
    protocol: text('protocol', { enum: ['nestpay', 'garanti', 'posnet', 'kuveyt', 'payflex'] }).notNull(),
    model: text('model', { enum: ['3d', '3d_pay'] }).notNull(),
    gateUrl: text('gate_url').notNull(),
    apiUrl: text('api_url').notNull(),
    queryUrl: text('query_url'),
    storeId: text('store_id').notNull(),
    terminalId: text('terminal_id'),
    apiUser: text('api_user').notNull(),
    apiPasswordEncrypted: text('api_password_encrypted').notNull(),
    storeKeyEncrypted: text('store_key_encrypted').notNull(),
    refundUser: text('refund_user').notNull(),
    refundPasswordEncrypted: text('refund_password_encrypted').notNull(),
    acceptedMdStatus: text('accepted_md_status').array().notNull(),
    testMode: boolean('test_mode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'pos_account_versions_account_fk',
      columns: [t.tenantId, t.posAccountId],
      foreignColumns: [posAccounts.tenantId, posAccounts.id],
    }).onDelete('cascade'),
    index('pos_account_versions_account_idx').on(t.tenantId, t.posAccountId),
    unique('pos_account_versions_tenant_id_key').on(t.tenantId, t.id),
  ],
);

/** Payment sets group payment methods; a commission definition may belong to one set. */
export const paymentSets = pgTable(
  'payment_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('payment_sets_tenant_id_key').on(t.tenantId, t.id)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    paymentSetId: uuid('payment_set_id'),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_tenant_idx').on(t.tenantId),
    foreignKey({
      name: 'payment_methods_set_same_tenant_fk',
      columns: [t.tenantId, t.paymentSetId],
      foreignColumns: [paymentSets.tenantId, paymentSets.id],
    }),
  ],
);

/** Commission definitions (SPEC 3): a bank card programme's rates for 1–12 instalments. */
export const commissionDefinitions = pgTable(
  'commission_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    posAccountId: uuid('pos_account_id').notNull(),
    paymentSetId: uuid('payment_set_id'),
    cardName: text('card_name').notNull(),
    cardLogo: text('card_logo'),
    isVisaMasterCard: boolean('is_visa_master_card').notNull().default(true),
    isAgriculturePos: boolean('is_agriculture_pos').notNull().default(false),
    agricultureCardLogo: text('agriculture_card_logo'),
    commissionRate1: numeric('commission_rate_1', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate2: numeric('commission_rate_2', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate3: numeric('commission_rate_3', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate4: numeric('commission_rate_4', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate5: numeric('commission_rate_5', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate6: numeric('commission_rate_6', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate7: numeric('commission_rate_7', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate8: numeric('commission_rate_8', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate9: numeric('commission_rate_9', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate10: numeric('commission_rate_10', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate11: numeric('commission_rate_11', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate12: numeric('commission_rate_12', { precision: 7, scale: 4 }).notNull().default('0'),
    commissionRate1Enabled: boolean('commission_rate_1_enabled').notNull().default(false),
    commissionRate2Enabled: boolean('commission_rate_2_enabled').notNull().default(false),
    commissionRate3Enabled: boolean('commission_rate_3_enabled').notNull().default(false),
    commissionRate4Enabled: boolean('commission_rate_4_enabled').notNull().default(false),
    commissionRate5Enabled: boolean('commission_rate_5_enabled').notNull().default(false),
    commissionRate6Enabled: boolean('commission_rate_6_enabled').notNull().default(false),
    commissionRate7Enabled: boolean('commission_rate_7_enabled').notNull().default(false),
    commissionRate8Enabled: boolean('commission_rate_8_enabled').notNull().default(false),
    commissionRate9Enabled: boolean('commission_rate_9_enabled').notNull().default(false),
    commissionRate10Enabled: boolean('commission_rate_10_enabled').notNull().default(false),
    commissionRate11Enabled: boolean('commission_rate_11_enabled').notNull().default(false),
    commissionRate12Enabled: boolean('commission_rate_12_enabled').notNull().default(false),
    isCommissionIncludedCommissionRate1: boolean('is_commission_included_commission_rate_1')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate2: boolean('is_commission_included_commission_rate_2')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate3: boolean('is_commission_included_commission_rate_3')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate4: boolean('is_commission_included_commission_rate_4')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate5: boolean('is_commission_included_commission_rate_5')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate6: boolean('is_commission_included_commission_rate_6')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate7: boolean('is_commission_included_commission_rate_7')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate8: boolean('is_commission_included_commission_rate_8')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate9: boolean('is_commission_included_commission_rate_9')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate10: boolean('is_commission_included_commission_rate_10')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate11: boolean('is_commission_included_commission_rate_11')
      .notNull()
      .default(false),
    isCommissionIncludedCommissionRate12: boolean('is_commission_included_commission_rate_12')
      .notNull()
      .default(false),
    extraInstallmentCount: integer('extra_installment_count').notNull().default(0),
    extraInstallmentExpireDate: date('extra_installment_expire_date'),
    deferringInstallmentCount: integer('deferring_installment_count').notNull().default(0),
    deferringRangeStart: integer('deferring_range_start').notNull().default(0),
    deferringRangeEnd: integer('deferring_range_end').notNull().default(0),
    description: text('description'),
    campaignImagePath: text('campaign_image_path'),
    isCommissionFromDealer: boolean('is_commission_from_dealer').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commission_definitions_tenant_idx').on(t.tenantId),
    foreignKey({
      name: 'commission_definitions_pos_same_tenant_fk',
      columns: [t.tenantId, t.posAccountId],
      foreignColumns: [posAccounts.tenantId, posAccounts.id],
    }),
    foreignKey({
      name: 'commission_definitions_set_same_tenant_fk',
      columns: [t.tenantId, t.paymentSetId],
      foreignColumns: [paymentSets.tenantId, paymentSets.id],
    }),
  ],
);

/** Currencies a tenant takes. */
export const tenantCurrencies = pgTable(
  'tenant_currencies',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code', { enum: ['TRY', 'USD', 'EUR'] }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/** Bank-note selling rates (TRY per unit): the central bank's (tenant null) or a tenant's own. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code', { enum: ['USD', 'EUR'] }).notNull(),
    bankNoteSell: numeric('bank_note_sell', { precision: 14, scale: 6 }).notNull(),
    rateDate: date('rate_date').notNull(),
    source: text('source', { enum: ['tcmb', 'tenant', 'seed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('exchange_rates_lookup_idx').on(t.currencyCode, t.tenantId, t.rateDate)],
);
