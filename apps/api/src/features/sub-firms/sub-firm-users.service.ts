import {
  messages,
  PERMISSION_KEYS,
  type PermissionFlags,
  type SubFirmUser,
  type SubFirmUserInvite,
  type SubFirmUserUpdate,
} from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users, userTenants } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { MailLanguage } from '../../lib/mail/templates.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import type { SessionAuth } from '../../types.js';
import { findUserByEmail, revokeMembershipSessions } from '../auth/auth.repository.js';
import { mailBrandingFor } from '../auth/branding.js';
import { queueInvitation } from '../auth/passwords.service.js';
import { belongsToTenant, mailAccess } from '../auth/tenant-access.js';
import { findFirmUser, listFirmUsers, presentUser } from './sub-firm-users.repository.js';
import { requireSubFirm } from './sub-firms.service.js';

/**
 * The users of a sub-firm (issue 13). A user grants only flags it holds itself, and never addSubFirm to a dealer's
 * user (two levels: a sub-firm has no sub-firms). Flags are read from the membership on every request, so a change
 * takes effect at the user's next call; switching a user off ends its sessions in this tenant at once.
 */

/** Refuses (403) a flag being turned on that the granter does not hold, and addSubFirm for a dealer's user. */
function assertGrantable(auth: SessionAuth, wanted: PermissionFlags, current: PermissionFlags | null): void {
  for (const key of PERMISSION_KEYS) {
    const turnedOn = wanted[key] && !current?.[key];
    if (!turnedOn) {
      continue;
    }
    if (key === 'addSubFirm') {
      throw AppError.forbidden(messages.subFirmLevelNotAllowed);
    }
    if (!auth.permissions[key]) {
      throw AppError.forbidden(messages.flagNotGrantable);
    }
  }
}

export async function subFirmUsers(
  ctx: AppContext,
  auth: SessionAuth,
  firmId: string,
): Promise<SubFirmUser[]> {
  await requireSubFirm(ctx, auth, firmId);
  return listFirmUsers(ctx.db, auth.tenantId, firmId);
}

async function requireUser(db: Db, auth: SessionAuth, firmId: string, userId: string) {
  const user = await findFirmUser(db, { tenantId: auth.tenantId, firmId }, userId, true);
  if (!user) {
    throw AppError.notFound(messages.subFirmUserNotFound);
  }
  return user;
}

const audit = (auth: SessionAuth, client: ClientInfo, event: Parameters<typeof recordAudit>[1]['event']) => ({
  event,
  outcome: 'success' as const,
  tenantId: auth.tenantId,
  userId: auth.userId,
  ip: client.ip,
  objectType: 'user',
});

/**
 * Invites a person into a sub-firm. A new e-mail becomes a user with a 7-day /new-password link; a person who already
 * uses the portal at another tenant keeps its password and gets a notice; an e-mail already in this tenant is refused.
 */
export async function inviteSubFirmUser(
  ctx: AppContext,
  auth: SessionAuth,
  firmId: string,
  input: SubFirmUserInvite,
  client: ClientInfo,
): Promise<SubFirmUser> {
  assertGrantable(auth, input.permissions, null);
  const brand = await mailBrandingFor(ctx, auth.tenantId);
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const firm = await requireSubFirm(ctx, auth, firmId, true, tx);
      if (!firm.isActive) {
        throw new AppError('BAD_REQUEST', messages.firmIsPassive);
      }
      const existing = await findUserByEmail(tx, input.email);
      if (existing && (await belongsToTenant(tx, auth.tenantId, existing.id))) {
        throw new AppError('BAD_REQUEST', messages.userEmailTaken);
      }
      const user =
        existing ??
        (await tx
          .insert(users)
          .values({ email: input.email, name: input.name, mobile: input.mobile })
          .returning()
          .then((rows) => rows[0]));
      if (!user) {
        throw new Error('user was not stored');
      }
      await tx.insert(userTenants).values({
        userId: user.id,
        tenantId: auth.tenantId,
        firmId,
        invitedBy: auth.userId,
        ...input.permissions,
      });
      await mailAccess(ctx, tx, {
        user,
        tenantId: auth.tenantId,
        brand,
        firmName: firm.name,
        language: input.language,
      });
      await recordAudit(tx, {
        ...audit(auth, client, 'subfirm.user.invite'),
        objectId: user.id,
        details: { firmId, newUser: !existing, permissions: input.permissions },
      });
      return user.id;
    });
  } catch (error) {
    // Two invitations of one new e-mail at once: the second finds the first's row.
    if (sqlStateOf(error) === '23505') {
      throw new AppError('BAD_REQUEST', messages.userEmailTaken);
    }
    throw error;
  }
  ctx.outbox.kick();
  return userOf(ctx, auth, firmId, userId);
}

async function userOf(
  ctx: AppContext,
  auth: SessionAuth,
  firmId: string,
  userId: string,
): Promise<SubFirmUser> {
  const row = await findFirmUser(ctx.db, { tenantId: auth.tenantId, firmId }, userId);
  if (!row) {
    throw AppError.notFound(messages.subFirmUserNotFound);
  }
  return presentUser(row);
}

const flagsOf = (row: PermissionFlags) =>
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, row[key]])) as PermissionFlags;

export async function updateSubFirmUser(
  ctx: AppContext,
  auth: SessionAuth,
  ids: { id: string; userId: string },
  input: SubFirmUserUpdate,
  client: ClientInfo,
): Promise<SubFirmUser> {
  await ctx.db.transaction(async (tx) => {
    await requireSubFirm(ctx, auth, ids.id, false, tx);
    const user = await requireUser(tx, auth, ids.id, ids.userId);
    const before = flagsOf(user);
    assertGrantable(auth, input.permissions, before);
    await tx
      .update(userTenants)
      .set({ ...input.permissions, updatedAt: sql`now()` })
      .where(and(eq(userTenants.tenantId, auth.tenantId), eq(userTenants.userId, ids.userId)));
    // The name and mobile are the person's own; a user of several tenants keeps one of each.
    if (user.name !== input.name || user.mobile !== input.mobile) {
      await tx.update(users).set({ name: input.name, mobile: input.mobile }).where(eq(users.id, ids.userId));
    }
    await recordAudit(tx, {
      ...audit(auth, client, 'subfirm.user.update'),
      objectId: ids.userId,
      details: { firmId: ids.id, before, after: input.permissions },
    });
  });
  // Sessions read the flags from the membership: drop every cached session so the next request sees them.
  await ctx.guards.sessionsRevoked();
  return userOf(ctx, auth, ids.id, ids.userId);
}

export async function setSubFirmUserStatus(
  ctx: AppContext,
  auth: SessionAuth,
  ids: { id: string; userId: string },
  isActive: boolean,
  client: ClientInfo,
): Promise<SubFirmUser> {
  await ctx.db.transaction(async (tx) => {
    await requireSubFirm(ctx, auth, ids.id, false, tx);
    const user = await requireUser(tx, auth, ids.id, ids.userId);
    if ((user.disabledAt === null) === isActive) {
      return;
    }
    await tx
      .update(userTenants)
      .set({ disabledAt: isActive ? null : sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(userTenants.tenantId, auth.tenantId), eq(userTenants.userId, ids.userId)));
    if (!isActive) {
      await revokeMembershipSessions(tx, auth.tenantId, ids.userId, 'membership_disabled');
    }
    await recordAudit(tx, {
      ...audit(auth, client, 'subfirm.user.status'),
      objectId: ids.userId,
      details: { firmId: ids.id, after: isActive ? 'active' : 'passive' },
    });
  });
  await ctx.guards.sessionsRevoked();
  return userOf(ctx, auth, ids.id, ids.userId);
}

/** Sends a new invitation link (the old one stops working) to a user who has not set a password yet. */
export async function resendInvitation(
  ctx: AppContext,
  auth: SessionAuth,
  ids: { id: string; userId: string },
  language: MailLanguage,
  client: ClientInfo,
): Promise<SubFirmUser> {
  const brand = await mailBrandingFor(ctx, auth.tenantId);
  await ctx.db.transaction(async (tx) => {
    const firm = await requireSubFirm(ctx, auth, ids.id, true, tx);
    if (!firm.isActive) {
      throw new AppError('BAD_REQUEST', messages.firmIsPassive);
    }
    const user = await requireUser(tx, auth, ids.id, ids.userId);
    if (user.hasPassword) {
      throw new AppError('BAD_REQUEST', messages.invitationNotPending);
    }
    if (user.disabledAt || user.userDisabledAt) {
      throw new AppError('BAD_REQUEST', messages.userIsDisabled);
    }
    await queueInvitation(ctx, tx, { user, tenantId: auth.tenantId, brand, firmName: firm.name, language });
    await recordAudit(tx, {
      ...audit(auth, client, 'subfirm.user.resend'),
      objectId: ids.userId,
      details: { firmId: ids.id },
    });
  });
  ctx.outbox.kick();
  return userOf(ctx, auth, ids.id, ids.userId);
}
