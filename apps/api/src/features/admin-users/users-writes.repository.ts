import type { AdminUserMembershipInput } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenantAdmins, users, userTenants } from '../../db/schema.js';

/** The writes behind the administrator's users and roles; the tenant is the first argument of each. */

const ofMembership = (tenantId: string, userId: string) =>
  and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId));
const ofAdmin = (tenantId: string, userId: string) =>
  and(eq(tenantAdmins.tenantId, tenantId), eq(tenantAdmins.userId, userId));

export async function insertUser(
  tx: Db,
  person: { email: string; name: string; mobile: string | null },
): Promise<typeof users.$inferSelect> {
  const [row] = await tx.insert(users).values(person).returning();
  if (!row) {
    throw new Error('user was not stored');
  }
  return row;
}

/** Name and mobile are the person's own across tenants: the caller checks the person belongs to this one only. */
export async function updateProfile(
  tx: Db,
  userId: string,
  profile: { name: string; mobile: string | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Adds the firm membership, switched off from the start when the person is switched off in the tenant. */
export async function insertMembership(
  tx: Db,
  tenantId: string,
  userId: string,
  membership: AdminUserMembershipInput & { invitedBy: string; disabled: boolean },
): Promise<void> {
  await tx.insert(userTenants).values({
    userId,
    tenantId,
    firmId: membership.firmId,
    invitedBy: membership.invitedBy,
    disabledAt: membership.disabled ? sql`now()` : null,
    ...membership.flags,
  });
}

export async function updateMembership(
  tx: Db,
  tenantId: string,
  userId: string,
  membership: AdminUserMembershipInput,
): Promise<void> {
  await tx
    .update(userTenants)
    .set({ firmId: membership.firmId, ...membership.flags, updatedAt: sql`now()` })
    .where(ofMembership(tenantId, userId));
}

export async function deleteMembership(tx: Db, tenantId: string, userId: string): Promise<void> {
  await tx.delete(userTenants).where(ofMembership(tenantId, userId));
}

export async function insertAdmin(
  tx: Db,
  tenantId: string,
  userId: string,
  disabled: boolean,
): Promise<void> {
  await tx.insert(tenantAdmins).values({ userId, tenantId, disabledAt: disabled ? sql`now()` : null });
}

export async function deleteAdmin(tx: Db, tenantId: string, userId: string): Promise<void> {
  await tx.delete(tenantAdmins).where(ofAdmin(tenantId, userId));
}

/** Switches the person's access to this tenant off or on: its membership and its administration together. */
export async function setTenantAccess(
  tx: Db,
  tenantId: string,
  userId: string,
  active: boolean,
): Promise<void> {
  const disabledAt = active ? null : sql`now()`;
  await tx
    .update(userTenants)
    .set({ disabledAt, updatedAt: sql`now()` })
    .where(ofMembership(tenantId, userId));
  await tx.update(tenantAdmins).set({ disabledAt }).where(ofAdmin(tenantId, userId));
}
