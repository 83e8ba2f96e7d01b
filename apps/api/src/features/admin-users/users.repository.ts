import { PERMISSION_KEYS, type PermissionFlags } from '@tahsilat/domain';
import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/query.js';
import {
  firms,
  passwordTokens,
  sessions,
  tenantAdmins,
  tenants,
  users,
  userTenants,
} from '../../db/schema.js';

/** The people of a tenant (issue 15): its administrators and its firm users, tenant first in every query. */

const flagColumns = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, userTenants[key]])) as {
  [K in keyof PermissionFlags]: (typeof userTenants)[K];
};

/** The people of the tenant: a firm membership or an administration there. */
const inTenant = (tenantId: string) =>
  sql`${users.id} IN (
    SELECT ${userTenants.userId} FROM ${userTenants} WHERE ${userTenants.tenantId} = ${tenantId}
    UNION SELECT ${tenantAdmins.userId} FROM ${tenantAdmins} WHERE ${tenantAdmins.tenantId} = ${tenantId})`;

/** May sign in to the tenant: enabled, with an administration or a membership that is not switched off. */
const isActive = sql<boolean>`(${users.disabledAt} IS NULL AND (
  (${userTenants.userId} IS NOT NULL AND ${userTenants.disabledAt} IS NULL)
  OR (${tenantAdmins.userId} IS NOT NULL AND ${tenantAdmins.disabledAt} IS NULL)))`;

function personQuery(db: Db, tenantId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      passwordHash: users.passwordHash,
      isActive,
      isAdmin: sql<boolean>`${tenantAdmins.userId} IS NOT NULL`,
      adminDisabledAt: tenantAdmins.disabledAt,
      membershipUserId: userTenants.userId,
      firmId: userTenants.firmId,
      firmCode: firms.branchNumber,
      firmName: firms.name,
      firmParentId: firms.parentFirmId,
      firmIsActive: firms.isActive,
      membershipDisabledAt: userTenants.disabledAt,
      ...flagColumns,
      invitationExpiresAt: sql<string | null>`(
        SELECT max(${passwordTokens.expiresAt}) FROM ${passwordTokens}
         WHERE ${passwordTokens.userId} = ${users.id} AND ${passwordTokens.kind} = 'invite'
           AND ${passwordTokens.usedAt} IS NULL AND ${passwordTokens.revokedAt} IS NULL)`,
      // Administrators sign in without a membership: their sessions of this tenant tell when.
      lastSignInAt: sql<string | null>`greatest(${userTenants.lastSignInAt}, (
        SELECT max(${sessions.createdAt}) FROM ${sessions}
         WHERE ${sessions.userId} = ${users.id} AND ${sessions.tenantId} = ${tenantId}
           AND ${sessions.parentJti} IS NULL))`,
      inOtherTenants: sql<boolean>`EXISTS (
        SELECT 1 FROM ${userTenants} other WHERE other.user_id = ${users.id} AND other.tenant_id <> ${tenantId}
        UNION ALL
        SELECT 1 FROM ${tenantAdmins} other_admin
         WHERE other_admin.user_id = ${users.id} AND other_admin.tenant_id <> ${tenantId})`,
      createdAt: sql<string>`least(${userTenants.createdAt}, ${tenantAdmins.createdAt})`,
    })
    .from(users)
    .leftJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, tenantId)))
    .leftJoin(tenantAdmins, and(eq(tenantAdmins.userId, users.id), eq(tenantAdmins.tenantId, tenantId)))
    .leftJoin(firms, and(eq(firms.tenantId, tenantId), eq(firms.id, userTenants.firmId)))
    .$dynamic();
}

export type PersonRow = Awaited<ReturnType<ReturnType<typeof personQuery>['execute']>>[number];

export interface PersonFilter {
  search?: string | undefined;
  role?: 'admin' | 'firm' | undefined;
  status?: 'active' | 'disabled' | undefined;
}

function filterOf(tenantId: string, filter: PersonFilter): SQL | undefined {
  const pattern = filter.search ? likePattern(filter.search) : null;
  return and(
    inTenant(tenantId),
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(users.mobile, pattern),
          ilike(firms.branchNumber, pattern),
          ilike(firms.name, pattern),
        )
      : undefined,
    filter.role === 'admin' ? isNotNull(tenantAdmins.userId) : undefined,
    filter.role === 'firm' ? isNotNull(userTenants.userId) : undefined,
    filter.status === 'active' ? isActive : undefined,
    filter.status === 'disabled' ? sql`NOT ${isActive}` : undefined,
  );
}

export async function listPeople(
  db: Db,
  tenantId: string,
  filter: PersonFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: PersonRow[]; total: number }> {
  const where = filterOf(tenantId, filter);
  const rows = await personQuery(db, tenantId)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, tenantId)))
    .leftJoin(tenantAdmins, and(eq(tenantAdmins.userId, users.id), eq(tenantAdmins.tenantId, tenantId)))
    .leftJoin(firms, and(eq(firms.tenantId, tenantId), eq(firms.id, userTenants.firmId)))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A person of this tenant; null for anyone else (another tenant's user is not found). */
export async function findPerson(db: Db, tenantId: string, userId: string): Promise<PersonRow | null> {
  const [row] = await personQuery(db, tenantId)
    .where(and(inTenant(tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Serialises the tenant's user and role changes: every write takes this lock first, so the "one active administrator
 * remains" check and the write it guards cannot interleave with another's. NO KEY UPDATE leaves sign-ins (foreign
 * keys to the tenant) unblocked.
 */
export async function lockTenantUsers(tx: Db, tenantId: string): Promise<void> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('no key update');
}

/**
 * The tenant's active administrators other than `userId` (enabled users who have set a password, role not switched
 * off): an invitation nobody accepted, perhaps to a mistyped address, does not count as an administrator who remains.
 */
export async function countOtherActiveAdmins(db: Db, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tenantAdmins)
    .innerJoin(users, eq(users.id, tenantAdmins.userId))
    .where(
      and(
        eq(tenantAdmins.tenantId, tenantId),
        ne(tenantAdmins.userId, userId),
        isNull(tenantAdmins.disabledAt),
        isNull(users.disabledAt),
        isNotNull(users.passwordHash),
      ),
    );
  return row?.n ?? 0;
}

export async function isActiveAdmin(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: tenantAdmins.userId })
    .from(tenantAdmins)
    .where(
      and(
        eq(tenantAdmins.tenantId, tenantId),
        eq(tenantAdmins.userId, userId),
        isNull(tenantAdmins.disabledAt),
      ),
    );
  return rows.length > 0;
}

const parentFirm = alias(firms, 'parent_firm');

function firmQuery(db: Db, tenantId: string) {
  return db
    .select({
      id: firms.id,
      code: firms.branchNumber,
      name: firms.name,
      isActive: firms.isActive,
      parentFirmId: firms.parentFirmId,
      parentId: parentFirm.id,
      parentCode: parentFirm.branchNumber,
      parentName: parentFirm.name,
    })
    .from(firms)
    .leftJoin(parentFirm, and(eq(parentFirm.tenantId, tenantId), eq(parentFirm.id, firms.parentFirmId)))
    .$dynamic();
}

export type FirmRow = Awaited<ReturnType<ReturnType<typeof firmQuery>['execute']>>[number];

/** The tenant's active firms a person may be attached to, by code. */
export async function listAttachableFirms(db: Db, tenantId: string, search: string | undefined) {
  const pattern = search ? likePattern(search) : null;
  return firmQuery(db, tenantId)
    .where(
      and(
        eq(firms.tenantId, tenantId),
        eq(firms.isActive, true),
        pattern ? or(ilike(firms.branchNumber, pattern), ilike(firms.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(firms.branchNumber))
    .limit(50);
}

export async function findFirm(db: Db, tenantId: string, firmId: string): Promise<FirmRow | null> {
  const [row] = await firmQuery(db, tenantId)
    .where(and(eq(firms.tenantId, tenantId), eq(firms.id, firmId)))
    .limit(1);
  return row ?? null;
}
