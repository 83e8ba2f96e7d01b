import { DISCOUNT_REQUEST_STATUSES } from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { firms } from './firms.js';
import { tenants } from './tenants.js';

/**
 * Invoice discounting (issue 14): the tenant's terms, the rate agreed with a firm, and the firm's requests with
 * the figures the server worked out when each was made (a later change of terms never alters a request).
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 9, scale: 4 });
const tenantColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** The tenant's discounting terms, the domain's DiscountSettings as given; no row: discounting is not offered. */
export const discountTerms = pgTable('discount_terms', {
  tenantId: tenantColumn().primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** A rate agreed with one firm, replacing the tenant's annual rate for it. */
export const firmDiscountRates = pgTable(
  'firm_discount_rates',
  {
    tenantId: tenantColumn(),
    firmId: uuid('firm_id').notNull(),
    annualRate: rate('annual_rate').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.firmId] }),
    foreignKey({
      name: 'firm_discount_rates_firm_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }).onDelete('cascade'),
  ],
);

export const discountRequests = pgTable(
  'discount_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    /** The number people read and quote ("İSK-000042"). */
    requestNo: bigint('request_no', { mode: 'number' }).generatedAlwaysAsIdentity(),
    firmId: uuid('firm_id').notNull(),
    status: text('status', { enum: DISCOUNT_REQUEST_STATUSES }).notNull().default('requested'),
    valueDate: date('value_date').notNull(),
    method: text('method', { enum: ['simple', 'true'] }).notNull(),
    annualRate: rate('annual_rate').notNull(),
    /** The terms the figures were worked out with, as they were then. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    /** Per currency: count, amount, discount, commission, BSMV, fee, net and average days, as decimal strings. */
    totals: jsonb('totals').$type<Record<string, unknown>[]>().notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_requests_no_key').on(t.requestNo),
    index('discount_requests_firm_idx').on(t.tenantId, t.firmId, t.createdAt),
    foreignKey({
      name: 'discount_requests_firm_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A request's invoices with their figures. `holds_invoice` stays true unless the request is rejected, and an
 * invoice may be held by one line only (the partial unique index): two requests for the same invoice at the same
 * moment cannot both be written, and a discounted invoice is never offered again.
 */
export const discountRequestInvoices = pgTable(
  'discount_request_invoices',
  {
    tenantId: tenantColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => discountRequests.id, { onDelete: 'cascade' }),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    invoiceNo: text('invoice_no').notNull(),
    dueDate: date('due_date').notNull(),
    currencyCode: text('currency_code', { enum: ['TRY', 'USD', 'EUR'] }).notNull(),
    days: integer('days').notNull(),
    amount: money('amount').notNull(),
    discount: money('discount').notNull(),
    commission: money('commission').notNull(),
    bsmv: money('bsmv').notNull(),
    fee: money('fee').notNull(),
    net: money('net').notNull(),
    holdsInvoice: boolean('holds_invoice').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.invoiceId] }),
    uniqueIndex('discount_request_invoices_held_key')
      .on(t.tenantId, t.invoiceId)
      .where(sql`${t.holdsInvoice}`),
    check(
      'discount_request_invoices_sum_check',
      sql`${t.net} + ${t.discount} + ${t.commission} + ${t.bsmv} + ${t.fee} = ${t.amount}`,
    ),
  ],
);
