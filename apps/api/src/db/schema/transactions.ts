import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { dueItems } from './erp.js';
import { firms } from './firms.js';
import { posAccounts, posAccountVersions } from './pos-accounts.js';
import { tenants } from './tenants.js';

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
    /** The account's version the payment started on: every later bank call uses it (issue 26). */
    posAccountVersionId: uuid('pos_account_version_id').notNull(),
    /** The payment model it started with: a later change of the account's model does not change this payment. */
    paymentModel: text('payment_model', { enum: ['3d', '3d_pay'] }).notNull(),
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
    /** The pay-with-params link this sale pays (the id all its tokens are sealed for); signed in the shop redirect. */
    paramsLinkId: text('params_link_id'),
    /** The payment link this card payment pays (channel payment_link). */
    paymentRequestId: uuid('payment_request_id'),
    /** Who paid from inside the portal (channel pos_collection). */
    userId: uuid('user_id').references(() => users.id),
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
    /** The bank's approval came after we had failed or expired the payment: recorded, audited, shown to the admin. */
    lateChargeAt: timestamp('late_charge_at', { withTimezone: true }),
    /**
     * Position in the tenant's collections feed (GET /api/integration/v1/collections), given by a trigger when the
     * payment becomes a collection (or changes as one), in commit order: migration 0007.
     */
    feedSeq: bigint('feed_seq', { mode: 'number' }),
    /** When the money was taken: the authorisation, or the capture of a pre-authorisation. */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    /** The ERP's acknowledgement (POST /collections/:id/ack). */
    erpDocumentNo: text('erp_document_no'),
    erpPostedAt: timestamp('erp_posted_at', { withTimezone: true }),
    /** Set while a movement of the firm's ledger records this collection (its collectionId): no longer pending. */
    erpRecordedAt: timestamp('erp_recorded_at', { withTimezone: true }),
    /** What approved refunds and voids gave back to the card (pos_refunds), never above total_amount. */
    refundedAmount: numeric('refunded_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** Null while nothing was given back; else what the approved reversals add up to. */
    reversalState: text('reversal_state', { enum: ['partially_refunded', 'refunded', 'voided'] }),
  },
  (t) => [
    uniqueIndex('pos_transactions_account_order_key').on(t.posAccountId, t.orderId),
    foreignKey({
      name: 'pos_transactions_pos_same_tenant_fk',
      columns: [t.tenantId, t.posAccountId],
      foreignColumns: [posAccounts.tenantId, posAccounts.id],
    }),
    foreignKey({
      name: 'pos_transactions_version_same_tenant_fk',
      columns: [t.tenantId, t.posAccountVersionId],
      foreignColumns: [posAccountVersions.tenantId, posAccountVersions.id],
    }),
    foreignKey({
      name: 'pos_transactions_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }),
    index('pos_transactions_tenant_created_idx').on(t.tenantId, t.createdAt),
    // The collection history of one firm (a dealer, or the user's own), newest first. The state columns after the
    // id order nothing: they let the capped count of a status filter read the index alone (migration 0014).
    index('pos_transactions_firm_created_idx').on(
      t.tenantId,
      t.firmId,
      t.createdAt,
      t.id,
      t.status,
      t.preAuthState,
      t.reversalState,
    ),
    // The history's text search (ILIKE '%…%' on the order id, reference, holder or description, and the card's last
    // four digits) by trigrams, migration 0014: without it one order id among 1,000,000 payments scanned the tenant.
    // fastupdate off, as for the links: a new payment is in the index at once, so no search reads a pending list.
    index('pos_transactions_search_trgm_idx')
      .using(
        'gin',
        t.orderId.op('gin_trgm_ops'),
        t.referenceNumber.op('gin_trgm_ops'),
        t.cardHolderName.op('gin_trgm_ops'),
        t.description.op('gin_trgm_ops'),
        t.maskedCardNumber.op('gin_trgm_ops'),
      )
      .with({ fastupdate: false }),
    index('pos_transactions_payment_request_idx').on(t.paymentRequestId),
    // The console's late charges (a bank approval after we failed or expired the payment): few, found at once.
    index('pos_transactions_late_charge_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.lateChargeAt} IS NOT NULL`),
    index('pos_transactions_status_idx').on(t.status, t.createdAt),
    uniqueIndex('pos_transactions_tenant_feed_key').on(t.tenantId, t.feedSeq),
    // A firm's collections that its ERP ledger does not hold yet: counted in its balance as pending credits.
    index('pos_transactions_pending_collections_idx')
      .on(t.tenantId, t.firmId)
      .where(sql`${t.feedSeq} IS NOT NULL AND ${t.erpRecordedAt} IS NULL`),
  ],
);

/**
 * The payment plan lines a portal payment pays (`/pos-collection?items=`), each with the part of the payment's
 * net amount set against it (oldest due first). While the payment is a collection the ERP has not recorded, the
 * line shows 'Ödeme alındı, ERP onayı bekleniyor'.
 */
export const posTransactionItems = pgTable(
  'pos_transaction_items',
  {
    tenantId: uuid('tenant_id').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => posTransactions.id),
    dueItemId: bigint('due_item_id', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.dueItemId] }),
    foreignKey({
      name: 'pos_transaction_items_due_item_fk',
      columns: [t.tenantId, t.dueItemId],
      foreignColumns: [dueItems.tenantId, dueItems.id],
    }).onDelete('cascade'),
    index('pos_transaction_items_due_item_idx').on(t.tenantId, t.dueItemId),
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
