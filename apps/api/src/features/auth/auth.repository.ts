import { PERMISSION_KEYS, type PermissionFlags } from '@tahsilat/domain';
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { firms, sessions, tenantAdmins, tenants, users, userTenants } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Lock an account after this many failures in a row, for LOCKOUT_MINUTES. */
export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_MINUTES = 30;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export function isLocked(user: Pick<UserRow, 'lockedUntil'>, now = new Date()): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/** Counts a failed password; the tenth in a row locks the account and restarts the count. */
export async function recordFailedLogin(db: Db, userId: string): Promise<{ justLocked: boolean }> {
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${users.failedLoginCount} + 1 >= ${LOCKOUT_THRESHOLD} then 0 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${LOCKOUT_THRESHOLD} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
  const row = rows[0];
  return { justLocked: row !== undefined && row.failedLoginCount === 0 && row.lockedUntil !== null };
}

export async function clearFailedLogins(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId));
}

const permissionColumns = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, userTenants[key]])) as {
  [K in keyof PermissionFlags]: (typeof userTenants)[K];
};

const membershipColumns = {
  userId: users.id,
  userName: users.name,
  tenantId: tenants.id,
  tenantName: tenants.name,
  firmId: firms.id,
  firmName: firms.name,
  parentFirmId: firms.parentFirmId,
  b2bMenuLinkItemLink: tenants.b2bMenuLinkItemLink,
  b2bMenuLinkItemTitle: tenants.b2bMenuLinkItemTitle,
  textTranslations: tenants.textTranslations,
  b2bPdfFilePath: tenants.b2bPdfFilePath,
  ...permissionColumns,
};

export type Membership = {
  userId: string;
  userName: string;
  tenantId: string;
  tenantName: string;
  firmId: string;
  firmName: string;
  parentFirmId: string | null;
  b2bMenuLinkItemLink: string | null;
  b2bMenuLinkItemTitle: string | null;
  /** The tenant texts' translations (the menu link title's among them), as stored. */
  textTranslations: unknown;
  b2bPdfFilePath: string | null;
} & PermissionFlags;

/** A membership that may be signed in with: not switched off, of a firm that is active (issue 13). */
const usableMembership = and(isNull(userTenants.disabledAt), eq(firms.isActive, true));

function membershipQuery(db: Db) {
  return db
    .select(membershipColumns)
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .innerJoin(firms, and(eq(firms.id, userTenants.firmId), eq(firms.tenantId, userTenants.tenantId)));
}

/** The user's usable membership of one tenant, or null when they do not belong to it (or may not sign in there). */
export async function findMembership(db: Db, tenantId: string, userId: string): Promise<Membership | null> {
  const rows = await membershipQuery(db)
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId), usableMembership))
    .limit(1);
  return rows[0] ?? null;
}

/** Every tenant the user may sign in to as a firm user, by name. */
export async function listMemberships(db: Db, userId: string): Promise<Membership[]> {
  return membershipQuery(db)
    .where(and(eq(userTenants.userId, userId), usableMembership))
    .orderBy(asc(tenants.name));
}

/** Notes the membership's sign-in (the sub-firm list's "last sign-in"). */
export async function markSignedIn(db: Db, tenantId: string, userId: string): Promise<void> {
  await db
    .update(userTenants)
    .set({ lastSignInAt: sql`now()` })
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId)));
}

export async function insertSession(
  db: Db,
  row: {
    jti: string;
    userId: string;
    tenantId: string;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
    actingFirmId?: string;
    parentJti?: string;
  },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The token's session row, not revoked or expired, of a user who is not disabled. */
const liveSession = (jti: string) =>
  and(
    eq(sessions.jti, jti),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    isNull(users.disabledAt),
  );

const actingFirm = alias(firms, 'acting_firm');
const parentSession = alias(sessions, 'parent_session');

/**
 * The live session behind a token: not revoked, not expired, its user enabled and still an enabled member of an
 * active firm. An acting session (issue 13) also needs its parent session live, the user still holding addSubFirm
 * and the firm still a sub-firm of the user's: a change to any of them ends it at the next request.
 */
export async function findLiveSession(db: Db, jti: string) {
  const rows = await db
    .select({
      jti: sessions.jti,
      userId: sessions.userId,
      userName: users.name,
      tenantId: sessions.tenantId,
      lastSeenAt: sessions.lastSeenAt,
      ownFirmId: userTenants.firmId,
      parentJti: sessions.parentJti,
      firmId: sql<string>`coalesce(${actingFirm.id}, ${firms.id})`,
      firmName: sql<string>`coalesce(${actingFirm.name}, ${firms.name})`,
      firmBranchNumber: sql<string>`coalesce(${actingFirm.branchNumber}, ${firms.branchNumber})`,
      parentFirmId: sql<
        string | null
      >`CASE WHEN ${actingFirm.id} IS NULL THEN ${firms.parentFirmId} ELSE ${actingFirm.parentFirmId} END`,
      ...permissionColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      userTenants,
      and(eq(userTenants.userId, sessions.userId), eq(userTenants.tenantId, sessions.tenantId)),
    )
    .innerJoin(firms, and(eq(firms.id, userTenants.firmId), eq(firms.tenantId, userTenants.tenantId)))
    .leftJoin(
      actingFirm,
      and(eq(actingFirm.tenantId, sessions.tenantId), eq(actingFirm.id, sessions.actingFirmId)),
    )
    .leftJoin(parentSession, eq(parentSession.jti, sessions.parentJti))
    .where(
      and(
        liveSession(jti),
        usableMembership,
        or(
          isNull(sessions.actingFirmId),
          and(
            eq(actingFirm.parentFirmId, firms.id),
            eq(userTenants.addSubFirm, true),
            isNull(parentSession.revokedAt),
            gt(parentSession.expiresAt, sql`now()`),
          ),
        ),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The tenants the user administers (DESIGN 13) and is not switched off in, by name. */
export async function listAdminTenants(
  db: Db,
  userId: string,
): Promise<{ tenantId: string; tenantName: string }[]> {
  return db
    .select({ tenantId: tenants.id, tenantName: tenants.name })
    .from(tenantAdmins)
    .innerJoin(tenants, eq(tenants.id, tenantAdmins.tenantId))
    .where(and(eq(tenantAdmins.userId, userId), isNull(tenantAdmins.disabledAt)))
    .orderBy(asc(tenants.name));
}

/**
 * The live session behind a token whose user administers the session's tenant (not switched off); else null. A
 * dealer view (a session with a parent) is read-only and never an administrator's session.
 */
export async function findLiveAdminSession(db: Db, jti: string) {
  const rows = await db
    .select({
      jti: sessions.jti,
      userId: sessions.userId,
      userName: users.name,
      tenantId: sessions.tenantId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      tenantAdmins,
      and(eq(tenantAdmins.userId, sessions.userId), eq(tenantAdmins.tenantId, sessions.tenantId)),
    )
    .where(and(liveSession(jti), isNull(tenantAdmins.disabledAt), isNull(sessions.parentJti)))
    .limit(1);
  return rows[0] ?? null;
}

export async function touchSession(db: Db, jti: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.jti, jti));
}

export async function revokeSession(db: Db, jti: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the users of a tenant's firm (the firm was switched off). */
export async function revokeFirmSessions(
  db: Db,
  tenantId: string,
  firmId: string,
  reason: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
        sql`${sessions.userId} IN (SELECT ${userTenants.userId} FROM ${userTenants}
              WHERE ${userTenants.tenantId} = ${tenantId} AND ${userTenants.firmId} = ${firmId})`,
      ),
    );
}

/** Revokes a user's live sessions in one tenant (the membership was switched off). */
export async function revokeMembershipSessions(
  db: Db,
  tenantId: string,
  userId: string,
  reason: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepJti` (the one making the change). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  keepJti?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepJti ? ne(sessions.jti, keepJti) : undefined,
      ),
    );
}
