import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenantDomains, tenants } from '../../db/schema.js';
import { sanitizeTenantHtml } from '../../lib/sanitize-html.js';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantByHost(db: Db, host: string): Promise<TenantRow | null> {
  const rows = await db
    .select({ tenant: tenants })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
    // A host still waiting for its DNS record finds nobody: adding a host proves nothing yet.
    .where(and(eq(tenantDomains.host, host), isNotNull(tenantDomains.verifiedAt)))
    .limit(1);
  return rows[0]?.tenant ?? null;
}

/** A tenant by its own id: the id is the tenant scope itself. */
export async function findTenant(db: Db, tenantId: string): Promise<TenantRow | null> {
  const rows = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0] ?? null;
}

export async function findTenantByPaymentGuid(db: Db, paymentGuid: string): Promise<TenantRow | null> {
  const rows = await db.select().from(tenants).where(eq(tenants.paymentGuid, paymentGuid)).limit(1);
  return rows[0] ?? null;
}

/**
 * Stores the tenant's payment description, sanitised to the shared allow list (SECURITY.md Browser-facing).
 * The caller publishes 'tenant-config' on the change bus so every instance reloads the payment configuration.
 */
export async function updatePaymentDescription(
  db: Db,
  tenantId: string,
  html: string | null,
): Promise<string | null> {
  const description = await sanitizeTenantHtml(html);
  await db
    .update(tenants)
    .set({ posCollectionDescription: description, updatedAt: sql`now()` })
    .where(eq(tenants.id, tenantId));
  return description;
}
