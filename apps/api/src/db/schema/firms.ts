import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { tenants } from './tenants.js';

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
    /** What the firm's master data says (the ERP's isActive; always true for a firm the portal keeps). */
    sourceActive: boolean('source_active').notNull().default(true),
    /** Switched off in the portal by its main firm (issue 13); an ERP push never clears it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * Whether the firm may sign in and take payments: active in its master data and not switched off in the portal.
     * Kept by the database, so no write path can get it out of step.
     */
    isActive: boolean('is_active').notNull().generatedAlwaysAs(sql`source_active AND suspended_at IS NULL`),
    // The ERP's fields (DESIGN 12: PUT /api/integration/v1/firms).
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    city: text('city'),
    address: text('address'),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    riskLimit: numeric('risk_limit', { precision: 18, scale: 2 }),
    /** The firm's direct-debit (DBS) limits, one per bank: [{ bankCode, limit }]. */
    dbsLimits: jsonb('dbs_limits').$type<{ bankCode: string; limit: string }[]>().notNull().default([]),
    /** Who keeps the firm's master data: the ERP (read-only in the portal) or the portal itself. */
    managedBy: text('managed_by', { enum: ['portal', 'erp'] })
      .notNull()
      .default('portal'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('firms_tenant_branch_number_key').on(t.tenantId, t.branchNumber),
    unique('firms_tenant_id_key').on(t.tenantId, t.id),
    index('firms_tenant_parent_idx').on(t.tenantId, t.parentFirmId),
    // The sub-firm list (issue 13), in its two sort orders.
    index('firms_tenant_parent_name_idx').on(t.tenantId, t.parentFirmId, t.name, t.id),
    // Its text search (pg_trgm, migration 0006); fastupdate off, as for the other trigram indexes.
    index('firms_search_trgm_idx')
      .using(
        'gin',
        sql`${t.branchNumber} gin_trgm_ops`,
        sql`${t.name} gin_trgm_ops`,
        sql`${t.taxNumber} gin_trgm_ops`,
        sql`${t.city} gin_trgm_ops`,
        sql`${t.contactName} gin_trgm_ops`,
        sql`${t.email} gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
    // A sub-firm's parent is always in the same tenant.
    foreignKey({
      name: 'firms_parent_same_tenant_fk',
      columns: [t.tenantId, t.parentFirmId],
      foreignColumns: [t.tenantId, t.id],
    }),
  ],
);
