import { MOVEMENT_DOCUMENT_TYPES } from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { firms } from './firms.js';
import { tenants } from './tenants.js';

/**
 * The business data the firm's ERP pushes (DESIGN 12). Every table is keyed tenant first; each row is one item
 * of the integration API, found again by its natural key (externalId or code) within the tenant.
 */

const currency = () =>
  text('currency_code', { enum: ['TRY', 'USD', 'EUR'] })
    .notNull()
    .default('TRY');
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const tenantColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
/** The row's firm belongs to the row's tenant. */
const firmOfTenant = (name: string, t: { tenantId: AnyPgColumn; firmId: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.tenantId, t.firmId], foreignColumns: [firms.tenantId, firms.id] });

/** Account movements (cari hareketler): the firm's ledger as its ERP keeps it, in TRY with the FX part. */
export const accountMovements = pgTable(
  'account_movements',
  {
    tenantId: tenantColumn(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    firmId: uuid('firm_id').notNull(),
    externalId: text('external_id').notNull(),
    movementDate: date('movement_date').notNull(),
    dueDate: date('due_date'),
    documentType: text('document_type', { enum: MOVEMENT_DOCUMENT_TYPES }).notNull(),
    documentNo: text('document_no'),
    description: text('description'),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    currencyCode: currency(),
    fxAmount: money('fx_amount'),
    fxRate: numeric('fx_rate', { precision: 14, scale: 6 }),
    /** Our card collection this movement records (it then stops counting as pending). */
    collectionId: uuid('collection_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('account_movements_tenant_external_key').on(t.tenantId, t.externalId),
    // The statement: a firm's movements in date order (and the carried-forward sum before a date).
    index('account_movements_statement_idx').on(t.tenantId, t.firmId, t.movementDate, t.id),
    index('account_movements_collection_idx')
      .on(t.tenantId, t.collectionId)
      .where(sql`${t.collectionId} IS NOT NULL`),
    firmOfTenant('account_movements_firm_same_tenant_fk', t),
    check(
      'account_movements_one_side_check',
      sql`${t.debit} >= 0 AND ${t.credit} >= 0 AND NOT (${t.debit} > 0 AND ${t.credit} > 0)`,
    ),
  ],
);

/**
 * Movement sums per firm, currency and month, kept by statement-level triggers on account_movements
 * (migration 0007): a balance reads a few dozen rows instead of a firm's whole ledger.
 */
export const firmMovementTotals = pgTable(
  'firm_movement_totals',
  {
    tenantId: uuid('tenant_id').notNull(),
    firmId: uuid('firm_id').notNull(),
    currencyCode: text('currency_code').notNull(),
    month: date('month').notNull(),
    debit: numeric('debit').notNull().default('0'),
    credit: numeric('credit').notNull().default('0'),
    fxDebit: numeric('fx_debit').notNull().default('0'),
    fxCredit: numeric('fx_credit').notNull().default('0'),
    movementCount: integer('movement_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.firmId, t.currencyCode, t.month] }),
    firmOfTenant('firm_movement_totals_firm_same_tenant_fk', t),
  ],
);

/** Due items (ödeme planı): what the firm pays when, and how much of each line the ERP has closed. */
export const dueItems = pgTable(
  'due_items',
  {
    tenantId: tenantColumn(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    firmId: uuid('firm_id').notNull(),
    externalId: text('external_id').notNull(),
    documentNo: text('document_no'),
    documentDate: date('document_date'),
    dueDate: date('due_date').notNull(),
    installmentNo: smallint('installment_no').notNull().default(1),
    installmentCount: smallint('installment_count').notNull().default(1),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    currencyCode: currency(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('due_items_tenant_external_key').on(t.tenantId, t.externalId),
    index('due_items_firm_due_idx').on(t.tenantId, t.firmId, t.dueDate),
    // Aging and "only open" read the open lines alone, from the index (amounts included).
    index('due_items_open_idx')
      .on(t.tenantId, t.firmId, t.dueDate, t.currencyCode, t.amount, t.paidAmount)
      .where(sql`${t.amount} > ${t.paidAmount}`),
    firmOfTenant('due_items_firm_same_tenant_fk', t),
    check('due_items_paid_check', sql`${t.paidAmount} >= 0 AND ${t.paidAmount} <= ${t.amount}`),
  ],
);

/** Invoices, with the DBS (direct debit) part for those a bank guarantees. */
export const invoices = pgTable(
  'invoices',
  {
    tenantId: tenantColumn(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    firmId: uuid('firm_id').notNull(),
    externalId: text('external_id').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    currencyCode: currency(),
    discountable: boolean('discountable').notNull().default(false),
    description: text('description'),
    dbsBankCode: text('dbs_bank_code'),
    /** 0 unknown, 1 paid, 2 cancelled, 3 unpaid, 4 partly paid, 5 offset, 6 discounted, 7 invalid. */
    dbsStatus: smallint('dbs_status'),
    dbsGuaranteedAmount: money('dbs_guaranteed_amount'),
    dbsCollectionDate: date('dbs_collection_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('invoices_tenant_external_key').on(t.tenantId, t.externalId),
    index('invoices_firm_due_idx').on(t.tenantId, t.firmId, t.dueDate),
    index('invoices_dbs_idx')
      .on(t.tenantId, t.firmId, t.dbsBankCode, t.dbsStatus, t.dueDate)
      .where(sql`${t.dbsBankCode} IS NOT NULL`),
    index('invoices_discountable_idx')
      .on(t.tenantId, t.firmId, t.dueDate)
      .where(sql`${t.discountable} AND ${t.amount} > ${t.paidAmount}`),
    firmOfTenant('invoices_firm_same_tenant_fk', t),
    check('invoices_paid_check', sql`${t.paidAmount} >= 0 AND ${t.paidAmount} <= ${t.amount}`),
    check('invoices_dbs_status_check', sql`${t.dbsStatus} IS NULL OR ${t.dbsStatus} BETWEEN 0 AND 7`),
  ],
);

export type StockWarehouseRow = { code: string; name: string | null; onHand: string; reserved: string };

/** Stock items with their quantity in each warehouse. */
export const stockItems = pgTable(
  'stock_items',
  {
    tenantId: tenantColumn(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    groupName: text('group_name'),
    unit: text('unit').notNull(),
    barcode: text('barcode'),
    listPrice: money('list_price').notNull(),
    currencyCode: currency(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    warehouses: jsonb('warehouses').$type<StockWarehouseRow[]>().notNull().default([]),
    /** Σ (onHand − reserved) over the warehouses, for "in stock only". */
    available: numeric('available', { precision: 18, scale: 3 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('stock_items_tenant_code_key').on(t.tenantId, t.code),
    // Search by code, name or barcode fragment (pg_trgm, as the link search). Unlike the link index it keeps
    // GIN's pending list (fastupdate): stocks arrive in pushes of 1,000, which it takes about ten times faster.
    index('stock_items_search_trgm_idx').using(
      'gin',
      t.code.op('gin_trgm_ops'),
      t.name.op('gin_trgm_ops'),
      t.barcode.op('gin_trgm_ops'),
    ),
  ],
);
