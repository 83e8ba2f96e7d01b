import { PERMISSION_KEYS, type PermissionFlags, type SubFirmUser } from '@tahsilat/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordTokens, users, userTenants } from '../../db/schema.js';

/** The users of a firm in a tenant (their memberships), with the state of their invitation. */

const flagColumns = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, userTenants[key]])) as {
  [K in keyof PermissionFlags]: (typeof userTenants)[K];
};

/** The newest open invitation's expiry, or null when none is open (used, revoked or never sent). */
const openInvitationExpiry = sql<string | null>`(
  SELECT max(${passwordTokens.expiresAt}) FROM ${passwordTokens}
   WHERE ${passwordTokens.userId} = ${users.id} AND ${passwordTokens.kind} = 'invite'
     AND ${passwordTokens.usedAt} IS NULL AND ${passwordTokens.revokedAt} IS NULL)`;

function usersQuery(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
      userDisabledAt: users.disabledAt,
      disabledAt: userTenants.disabledAt,
      lastSignInAt: userTenants.lastSignInAt,
      createdAt: userTenants.createdAt,
      invitationExpiresAt: openInvitationExpiry,
      ...flagColumns,
    })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId));
}

type UserRecord = Awaited<ReturnType<ReturnType<typeof usersQuery>['execute']>>[number];

export function presentUser(row: UserRecord, now = new Date()): SubFirmUser {
  const expires = row.invitationExpiresAt ? new Date(row.invitationExpiresAt) : null;
  const state =
    row.disabledAt || row.userDisabledAt
      ? 'passive'
      : row.hasPassword
        ? 'active'
        : expires && expires > now
          ? 'invited'
          : 'expired';
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    permissions: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, row[key]])) as PermissionFlags,
    state,
    invitationExpiresAt: !row.hasPassword && expires ? expires.toISOString() : null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFirmUsers(db: Db, tenantId: string, firmId: string): Promise<SubFirmUser[]> {
  const rows = await usersQuery(db)
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.firmId, firmId)))
    .orderBy(asc(users.name), asc(users.id));
  const now = new Date();
  return rows.map((row) => presentUser(row, now));
}

/** A user of this firm in this tenant; null for anyone else. Locks the membership when `forUpdate`. */
export async function findFirmUser(
  db: Db,
  scope: { tenantId: string; firmId: string },
  userId: string,
  forUpdate = false,
) {
  const query = usersQuery(db)
    .where(
      and(
        eq(userTenants.tenantId, scope.tenantId),
        eq(userTenants.firmId, scope.firmId),
        eq(userTenants.userId, userId),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: userTenants }) : await query;
  return row ?? null;
}
