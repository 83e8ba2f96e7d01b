import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenantDomains, tenants } from '../../db/schema.js';

export type DomainRow = typeof tenantDomains.$inferSelect;

/** The tenant's hosts, verified first then by name. */
export function readDomains(db: Db, tenantId: string): Promise<DomainRow[]> {
  return db
    .select()
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(asc(tenantDomains.host));
}

/** One host of the tenant (another tenant's host is not found); locked for a change when asked. */
export async function readDomain(
  db: Db,
  tenantId: string,
  host: string,
  forUpdate = false,
): Promise<DomainRow | null> {
  const query = db
    .select()
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.host, host)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts a host; null when any tenant already has it (the host is unique across tenants). */
export async function insertDomain(
  db: Db,
  tenantId: string,
  host: string,
  verificationToken: string,
): Promise<DomainRow | null> {
  const [row] = await db
    .insert(tenantDomains)
    .values({ host, tenantId, verificationToken })
    .onConflictDoNothing({ target: tenantDomains.host })
    .returning();
  return row ?? null;
}

export async function markVerified(db: Db, host: string): Promise<DomainRow> {
  const [row] = await db
    .update(tenantDomains)
    .set({ verifiedAt: new Date() })
    .where(eq(tenantDomains.host, host))
    .returning();
  if (!row) {
    throw new Error('the domain disappeared while it was verified');
  }
  return row;
}

export async function deleteDomain(db: Db, host: string): Promise<void> {
  await db.delete(tenantDomains).where(eq(tenantDomains.host, host));
}

export async function verifiedCount(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), isNotNull(tenantDomains.verifiedAt)));
  return row?.n ?? 0;
}

/** Serialises the tenant's domain removals (the "last verified host" check and its delete cannot interleave). */
export async function lockTenantDomains(tx: Db, tenantId: string): Promise<void> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('no key update');
}
