import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant is a company that collects through the portal (SPEC 3 Tenant, branding, flags). */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  paymentGuid: uuid('payment_guid').notNull().unique(),
  pageTitle: text('page_title').notNull(),
  logoPath: text('logo_path'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  address: text('address'),
  loginBannerImagePath: text('login_banner_image_path'),
  loginBannerImageUrl: text('login_banner_image_url'),
  isTenantSelectedFromModal: boolean('is_tenant_selected_from_modal').notNull().default(false),
  isPaymentWithoutLoginAllowed: boolean('is_payment_without_login_allowed').notNull().default(false),
  isPaymentWithParams: boolean('is_payment_with_params').notNull().default(false),
  b2bFilePath: text('b2b_file_path'),
  isPosTransactionUseAdditionalField: boolean('is_pos_transaction_use_additional_field')
    .notNull()
    .default(false),
  isRubikFu: boolean('is_rubik_fu').notNull().default(false),
  b2bIsUseAdditionalFieldForPolicy: boolean('b2b_is_use_additional_field_for_policy')
    .notNull()
    .default(false),
  confidentialityAgreementPath: text('confidentiality_agreement_path'),
  salesAgreementPath: text('sales_agreement_path'),
  isUseB2bCurrencyExchange: boolean('is_use_b2b_currency_exchange').notNull().default(false),
  b2bShowCustomFields: boolean('b2b_show_custom_fields').notNull().default(false),
  showCustomFields: boolean('show_custom_fields').notNull().default(false),
  b2bViewCurrencyExchangeRate: boolean('b2b_view_currency_exchange_rate').notNull().default(false),
  b2bPayWithLinkDefaultLanguageOption: smallint('b2b_pay_with_link_default_language_option')
    .notNull()
    .default(0),
  b2bMenuLinkItemLink: text('b2b_menu_link_item_link'),
  b2bMenuLinkItemTitle: text('b2b_menu_link_item_title'),
  b2bPdfFilePath: text('b2b_pdf_file_path'),
  erpProgram: text('erp_program'),
  isB2bFirmTransaction: boolean('is_b2b_firm_transaction').notNull().default(false),
  // Payment options (SPEC 3 commission options)
  useCommissionsForAvailableInstallment: boolean('use_commissions_for_available_installment')
    .notNull()
    .default(true),
  useFirmGroupCodeForMaxInstallment: boolean('use_firm_group_code_for_max_installment')
    .notNull()
    .default(false),
  /** Instalment ceiling per firm group code, e.g. {"A": 12, "B": 6}. */
  firmGroupMaxInstallments: jsonb('firm_group_max_installments').$type<Record<string, number>>(),
  isSelectableInstallmentTable: boolean('is_selectable_installment_table').notNull().default(true),
  useEmptyCommissionList: boolean('use_empty_commission_list').notNull().default(false),
  /** Sanitised HTML shown on the payment screens. */
  posCollectionDescription: text('pos_collection_description'),
  /** Shop origins a pay-with-params payment may return to ("http://localhost:*" allows any port). */
  allowedCallbackOrigins: text('allowed_callback_origins').array().notNull().default(sql`ARRAY[]::text[]`),
  /** Payment links may ask the bank for a pre-authorisation (a hold the firm captures or releases later). */
  isPreAuthAllowed: boolean('is_pre_auth_allowed').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A tenant's keys for pay-with-params links (AES-256-GCM tokens) and the signed shop redirect. The current key
 * is the newest one not retired; retired keys still decrypt links already handed out.
 */
export const tenantParamsKeys = pgTable(
  'tenant_params_keys',
  {
    /** Short random key id (8 base32 characters) that prefixes every token. */
    id: text('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The 32-byte key, encrypted with DATA_KEY like the POS store keys. */
    keyEncrypted: text('key_encrypted').notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('tenant_params_keys_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Host names a tenant's portal answers on; the sign-in page finds its tenant by host. */
export const tenantDomains = pgTable('tenant_domains', {
  host: text('host').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Per-screen visibility settings (SPEC 3): screen 6 pay-without-login, 5 payment page. */
export const screenSettings = pgTable(
  'screen_settings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    screenId: smallint('screen_id').notNull(),
    b2bShowCampaignButton: boolean('b2b_show_campaign_button').notNull().default(true),
    b2bViewUsdOnCurrencyDropDown: boolean('b2b_view_usd_on_currency_drop_down').notNull().default(true),
    b2bViewEuroOnCurrencyDropDown: boolean('b2b_view_euro_on_currency_drop_down').notNull().default(true),
    b2bCustomerInformationVisibility: boolean('b2b_customer_information_visibility').notNull().default(true),
    b2bMobilePhoneVisibility: boolean('b2b_mobile_phone_visibility').notNull(),
    b2bTcknVisibility: boolean('b2b_tckn_visibility').notNull().default(false),
    b2bHideCommissionRateInfo: boolean('b2b_hide_commission_rate_info').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.screenId] })],
);

/** Firms (dealers) of a tenant; a sub-firm points at its parent. */
export const firms = pgTable(
  'firms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    parentFirmId: uuid('parent_firm_id'),
    branchNumber: text('branch_number').notNull(),
    name: text('name').notNull(),
    groupCode: text('group_code'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('firms_tenant_branch_number_key').on(t.tenantId, t.branchNumber),
    unique('firms_tenant_id_key').on(t.tenantId, t.id),
    index('firms_tenant_parent_idx').on(t.tenantId, t.parentFirmId),
    // A sub-firm's parent is always in the same tenant.
    foreignKey({
      name: 'firms_parent_same_tenant_fk',
      columns: [t.tenantId, t.parentFirmId],
      foreignColumns: [t.tenantId, t.id],
    }),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Earlier password hashes, so a new password cannot repeat one of the last four. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/** A user's membership of a tenant: their firm there and their permission flags. */
export const userTenants = pgTable(
  'user_tenants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').notNull(),
    paymentPlan: boolean('payment_plan').notNull().default(false),
    collectionPlan: boolean('collection_plan').notNull().default(false),
    posCollection: boolean('pos_collection').notNull().default(false),
    stocks: boolean('stocks').notNull().default(false),
    dbsInvoices: boolean('dbs_invoices').notNull().default(false),
    invoiceDiscount: boolean('invoice_discount').notNull().default(false),
    erpReport: boolean('erp_report').notNull().default(false),
    createPaymentLink: boolean('create_payment_link').notNull().default(false),
    addSubFirm: boolean('add_sub_firm').notNull().default(false),
    firmTransaction: boolean('firm_transaction').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tenantId] }),
    index('user_tenants_tenant_idx').on(t.tenantId),
    // The user's firm belongs to the tenant of the membership.
    foreignKey({
      name: 'user_tenants_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }),
  ],
);

/** One row per issued token (its jti): sign-out, password change and disabling revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Reset and invitation tokens; only the SHA-256 of the token is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/** Messages waiting to leave (e-mail now, SMS later); written in the same transaction as their cause. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Append-only security log (PCI 10.2); a trigger refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    event: text('event').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    ip: text('ip'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_tenant_time_idx').on(t.tenantId, t.occurredAt),
    index('audit_log_user_time_idx').on(t.userId, t.occurredAt),
  ],
);

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
    protocol: text('protocol', { enum: ['nestpay', 'garanti'] }).notNull(),
    model: text('model', { enum: ['3d', '3d_pay'] })
      .notNull()
      .default('3d'),
    /** Absolute, or relative to PUBLIC_URL (the demo's sandbox bank). */
    gateUrl: text('gate_url').notNull(),
    apiUrl: text('api_url').notNull(),
    storeId: text('store_id').notNull(),
    terminalId: text('terminal_id'),
    apiUser: text('api_user').notNull(),
    apiPasswordEncrypted: text('api_password_encrypted').notNull(),
    storeKeyEncrypted: text('store_key_encrypted').notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pos_accounts_tenant_bank_key').on(t.tenantId, t.bankId),
    unique('pos_accounts_tenant_id_key').on(t.tenantId, t.id),
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

/** One card payment attempt (DESIGN 6). Card data: first 6 and last 4 digits only. */
export const posTransactions = pgTable(
  'pos_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    firmId: uuid('firm_id'),
    posAccountId: uuid('pos_account_id').notNull(),
    commissionDefinitionId: uuid('commission_definition_id').notNull(),
    bankId: integer('bank_id').notNull(),
    bankName: text('bank_name').notNull(),
    orderId: text('order_id').notNull(),
    channel: text('channel', { enum: ['pay_without_login', 'payment_link', 'pos_collection'] }).notNull(),
    status: text('status', {
      enum: ['awaiting_3d', 'authorising', 'authorised', 'failed', 'expired'],
    }).notNull(),
    transactionType: text('transaction_type', { enum: ['Auth', 'PreAuth'] })
      .notNull()
      .default('Auth'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    netAmount: numeric('net_amount', { precision: 18, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull(),
    commissionRate: numeric('commission_rate', { precision: 7, scale: 4 }).notNull(),
    commissionAmount: numeric('commission_amount', { precision: 18, scale: 2 }).notNull(),
    currencyCode: text('currency_code', { enum: ['TRY', 'USD', 'EUR'] }).notNull(),
    installmentCount: integer('installment_count').notNull(),
    extraInstallmentCount: integer('extra_installment_count').notNull().default(0),
    deferringInstallmentCount: integer('deferring_installment_count').notNull().default(0),
    maskedCardNumber: text('masked_card_number').notNull(),
    cardHolderName: text('card_holder_name').notNull(),
    customerEmail: text('customer_email'),
    mobilePhone: text('mobile_phone'),
    description: text('description'),
    tckn: text('tckn'),
    contractNumber: text('contract_number'),
    branchCode: text('branch_code'),
    memberNumber: text('member_number'),
    customerInformation: text('customer_information'),
    insuranceCompany: text('insurance_company'),
    paymentMethod: text('payment_method'),
    paymentSetId: uuid('payment_set_id'),
    policyDate: date('policy_date'),
    referenceNumber: text('reference_number'),
    callbackUrl: text('callback_url'),
    callbackMethod: text('callback_method'),
    /** The params key that decrypted this sale's link; it also signs the shop redirect (survives rotation). */
    paramsKeyId: text('params_key_id'),
    /** The payment link this card payment pays (channel payment_link). */
    paymentRequestId: uuid('payment_request_id'),
    /**
     * A PreAuth the bank approved: held until the firm captures (PostAuth) or releases (Void) it.
     * 'capturing' and 'releasing' mark a bank call in flight, so two clicks never send two.
     */
    preAuthState: text('pre_auth_state', {
      enum: ['held', 'capturing', 'captured', 'releasing', 'released'],
    }),
    preAuthSettledAt: timestamp('pre_auth_settled_at', { withTimezone: true }),
    language: text('language').notNull().default('tr'),
    clientIp: text('client_ip'),
    mdStatus: text('md_status'),
    authCode: text('auth_code'),
    hostRefNum: text('host_ref_num'),
    bankTransactionId: text('bank_transaction_id'),
    returnCode: text('return_code'),
    errorCode: text('error_code'),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    authorisationStartedAt: timestamp('authorisation_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pos_transactions_account_order_key').on(t.posAccountId, t.orderId),
    foreignKey({
      name: 'pos_transactions_pos_same_tenant_fk',
      columns: [t.tenantId, t.posAccountId],
      foreignColumns: [posAccounts.tenantId, posAccounts.id],
    }),
    foreignKey({
      name: 'pos_transactions_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }),
    index('pos_transactions_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('pos_transactions_payment_request_idx').on(t.paymentRequestId),
    index('pos_transactions_status_idx').on(t.status, t.createdAt),
  ],
);

/** What the bank posted back, masked, for support (the hash-covered fields). */
export const callbackEvents = pgTable(
  'callback_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    accepted: boolean('accepted').notNull(),
    problem: text('problem'),
    mdStatus: text('md_status'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('callback_events_transaction_idx').on(t.transactionId)],
);

/**
 * A payment link (SPEC 3 payment request): the firm asks a customer for an amount; the customer pays it
 * by card at PUBLIC_URL/paymentPage?d=<code>. `claimed_count` counts payments that reached the bank's
 * authorisation (authorising or authorised): it is raised with a conditional update before the bank is
 * asked, so a single-use link is never charged twice.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').notNull(),
    /** 18 random bytes, base64url: the link's only key. */
    code: text('code').notNull(),
    referenceNumber: text('reference_number').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currencyCode: text('currency_code', { enum: ['TRY', 'USD', 'EUR'] }).notNull(),
    description: text('description').notNull(),
    /** The last Istanbul day the link can be paid. */
    validityDate: date('validity_date').notNull(),
    paymentSetId: uuid('payment_set_id'),
    paymentMethodId: uuid('payment_method_id'),
    /** The method's name when the link was made (the page shows it even if the method is renamed). */
    paymentMethod: text('payment_method'),
    isPreAuth: boolean('is_pre_auth').notNull().default(false),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    language: text('language', { enum: ['tr', 'en'] })
      .notNull()
      .default('tr'),
    maxPayments: integer('max_payments').notNull().default(1),
    claimedCount: integer('claimed_count').notNull().default(0),
    paidCount: integer('paid_count').notNull().default(0),
    /** open → paid (all payments made) | cancelled. Expiry is the validity date, not a state. */
    state: text('state', { enum: ['open', 'paid', 'cancelled'] })
      .notNull()
      .default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lastTransactionId: uuid('last_transaction_id'),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_requests_code_key').on(t.code),
    unique('payment_requests_tenant_id_key').on(t.tenantId, t.id),
    index('payment_requests_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('payment_requests_tenant_firm_created_idx').on(t.tenantId, t.firmId, t.createdAt, t.id),
    index('payment_requests_tenant_amount_idx').on(t.tenantId, t.amount, t.id),
    index('payment_requests_tenant_validity_idx').on(t.tenantId, t.validityDate, t.id),
    // The tracking list's text search (ILIKE '%…%' on any of the four) by trigrams: pg_trgm, migration 0006.
    // fastupdate off: a new link goes into the index at once, so no search reads a pending list first.
    index('payment_requests_search_trgm_idx')
      .using(
        'gin',
        t.description.op('gin_trgm_ops'),
        t.referenceNumber.op('gin_trgm_ops'),
        t.customerName.op('gin_trgm_ops'),
        t.customerEmail.op('gin_trgm_ops'),
      )
      .with({ fastupdate: false }),
    foreignKey({
      name: 'payment_requests_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }),
    check(
      'payment_requests_counts_check',
      sql`${t.paidCount} <= ${t.claimedCount} AND ${t.claimedCount} <= ${t.maxPayments}`,
    ),
  ],
);
