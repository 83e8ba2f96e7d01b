import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** A tenant is a company that collects through the portal (SPEC 3 Tenant, branding, flags). */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    paymentGuid: uuid('payment_guid').notNull().unique(),
    pageTitle: text('page_title').notNull(),
    logoPath: text('logo_path'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    /** The merchant's tax number (VKN) and tax office, printed on every receipt (issue 27). */
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
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
    /**
     * Which account prices the one single-payment ("Tek Çekim") option the payer is shown (issue 27): the cheapest
     * for the payer, or the account chosen in the console (falls back to the cheapest while that one is off).
     */
    singlePaymentPricing: text('single_payment_pricing', { enum: ['cheapest', 'account'] })
      .notNull()
      .default('cheapest'),
    /** The chosen account for single payments when the pricing is 'account' (checked to be the tenant's). */
    singlePaymentPosAccountId: uuid('single_payment_pos_account_id'),
    /**
     * Translations of the tenant's own texts (menu link title, notices on the payment screens), by field and
     * language: {"b2bMenuLinkItemTitle": {"en": "…"}}. The field's own column stays the Turkish/default text.
     */
    textTranslations: jsonb('text_translations').$type<Record<string, Record<string, string>>>(),
    /** Sanitised HTML shown on the payment screens. */
    posCollectionDescription: text('pos_collection_description'),
    /** Shop origins a pay-with-params payment may return to ("http://localhost:*" allows any port). */
    allowedCallbackOrigins: text('allowed_callback_origins').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Payment links may ask the bank for a pre-authorisation (a hold the firm captures or releases later). */
    isPreAuthAllowed: boolean('is_pre_auth_allowed').notNull().default(false),
    /**
     * Late-payment interest shown on the payment plan: a monthly rate in percent (remaining × rate/100/30 × days
     * overdue); null, the default, shows none. The ERP, not the portal, charges it.
     */
    lateInterestMonthlyRate: numeric('late_interest_monthly_rate', { precision: 7, scale: 4 }),
    /** Stocks page (issue 14): warehouse quantities shown exactly, or only as Var / Az / Yok bands. */
    stockAvailabilityDisplay: text('stock_availability_display', { enum: ['exact', 'bands'] })
      .notNull()
      .default('exact'),
    /** With bands, an available quantity above 0 and at most this is "Az" (low). */
    stockLowThreshold: numeric('stock_low_threshold', { precision: 18, scale: 3 }).notNull().default('10'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'tenants_late_interest_rate_check',
      sql`${t.lateInterestMonthlyRate} IS NULL OR (${t.lateInterestMonthlyRate} > 0 AND ${t.lateInterestMonthlyRate} <= 20)`,
    ),
    check('tenants_stock_low_threshold_check', sql`${t.stockLowThreshold} >= 0`),
  ],
);

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
  /** The value the tenant publishes in a DNS TXT record to prove the host is theirs (admin console). */
  verificationToken: text('verification_token'),
  /** Null until the TXT record was seen; only verified hosts find their tenant. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
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
