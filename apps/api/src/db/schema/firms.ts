import {
  boolean,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
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
    isActive: boolean('is_active').notNull().default(true),
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
    // A sub-firm's parent is always in the same tenant.
    foreignKey({
      name: 'firms_parent_same_tenant_fk',
      columns: [t.tenantId, t.parentFirmId],
      foreignColumns: [t.tenantId, t.id],
    }),
  ],
);
