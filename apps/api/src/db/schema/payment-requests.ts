import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { firms } from './firms.js';
import { tenants } from './tenants.js';

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
