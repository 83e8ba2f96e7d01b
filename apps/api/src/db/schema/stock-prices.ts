import { sql } from 'drizzle-orm';
import { check, foreignKey, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { firms } from './firms.js';
import { tenants } from './tenants.js';

/**
 * A tenant's discount off the list price for the stocks page (issue 14): per firm group code or per firm. A firm's
 * own rule wins over its group's; with neither the firm sees the list price. One rate for every stock item.
 */
export const stockPriceRules = pgTable(
  'stock_price_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Exactly one of firmGroupCode and firmId is set. */
    firmGroupCode: text('firm_group_code'),
    firmId: uuid('firm_id'),
    /** Percent off the list price, 0–100. */
    discountRate: numeric('discount_rate', { precision: 5, scale: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_price_rules_group_key')
      .on(t.tenantId, t.firmGroupCode)
      .where(sql`${t.firmGroupCode} IS NOT NULL`),
    uniqueIndex('stock_price_rules_firm_key').on(t.tenantId, t.firmId).where(sql`${t.firmId} IS NOT NULL`),
    foreignKey({
      name: 'stock_price_rules_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }).onDelete('cascade'),
    check('stock_price_rules_one_target_check', sql`(${t.firmGroupCode} IS NULL) <> (${t.firmId} IS NULL)`),
    check('stock_price_rules_rate_check', sql`${t.discountRate} >= 0 AND ${t.discountRate} <= 100`),
  ],
);
