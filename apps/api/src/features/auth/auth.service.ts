import { randomUUID } from 'node:crypto';
import { type LoginData, type LoginRequest, messages, PERMISSION_KEYS } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { accountLockedMail } from '../../lib/mail/templates.js';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import { SESSION_TTL_MS } from '../../lib/session-tokens.js';
import type { SessionAuth } from '../../types.js';
import { presentActiveTenantInfo } from '../tenants/tenants.presenter.js';
import {
  clearFailedLogins,
  findMembership,
  findUserByEmail,
  insertSession,
  isLocked,
  listMemberships,
  type Membership,
  recordFailedLogin,
  revokeSession,
} from './auth.repository.js';
import { mailBrandingFor } from './branding.js';

function presentLogin(membership: Membership, token: string, expiresAt: Date): LoginData {
  const flags = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, membership[key]])) as Pick<
    LoginData,
    (typeof PERMISSION_KEYS)[number]
  >;
  return {
    token,
    expiration: expiresAt.getTime(),
    firmUserId: membership.userId,
    name: membership.userName,
    tenantId: membership.tenantId,
    tenantName: membership.tenantName,
    firmId: membership.firmId,
    firmName: membership.firmName,
    subFirmId: membership.parentFirmId === null ? null : membership.firmId,
    ...flags,
    b2BMenuLinkItemLink: membership.b2bMenuLinkItemLink,
    b2BMenuLinkItemTitle: membership.b2bMenuLinkItemTitle,
    b2BPdfFilePath: membership.b2bPdfFilePath,
  };
}

/** Opens a session (a sessions row and its token) for a membership. */
async function openSession(
  ctx: AppContext,
  db: Db,
  membership: Membership,
  client: ClientInfo,
): Promise<LoginData> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(db, {
    jti,
    userId: membership.userId,
    tenantId: membership.tenantId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  const token = await ctx.tokens.sign(
    { jti, userId: membership.userId, tenantId: membership.tenantId },
    expiresAt,
  );
  return presentLogin(membership, token, expiresAt);
}

async function failLogin(
  ctx: AppContext,
  client: ClientInfo,
  reason: string,
  user: { id: string; email: string; name: string } | null,
): Promise<never> {
  await ctx.loginThrottle.record(client.ip);
  const lock = user ? await recordFailedLogin(ctx.db, user.id) : { justLocked: false };
  await recordAudit(ctx.db, {
    event: 'login',
    outcome: 'failure',
    userId: user?.id ?? null,
    ip: client.ip,
    details: { reason },
  });
  if (user && lock.justLocked) {
    await lockAccount(ctx, user, client);
  }
  throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
}

/** Tenth failure in a row: audit the lockout and tell the owner by e-mail (the answer stays generic). */
async function lockAccount(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
  client: ClientInfo,
) {
  const memberships = await listMemberships(ctx.db, user.id);
  const tenantId = memberships[0]?.tenantId ?? null;
  const mail = accountLockedMail(
    await mailBrandingFor(ctx, tenantId),
    user.name,
    `${ctx.config.publicUrl}/forget-password`,
  );
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      event: 'account.locked',
      outcome: 'success',
      userId: user.id,
      tenantId,
      ip: client.ip,
    });
    await ctx.outbox.enqueue(tx, { tenantId, to: user.email, ...mail });
  });
  ctx.outbox.kick();
}

export async function login(ctx: AppContext, input: LoginRequest, client: ClientInfo): Promise<LoginData> {
  // A client address that has failed too often is refused before any password work is spent on it.
  await ctx.loginThrottle.refuseIfBlocked(client.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.passwordHash) {
    // Same work as a real check, so the answer time does not reveal unknown e-mails.
    await verifyDummyPassword(input.password);
    return failLogin(ctx, client, user ? 'no_password' : 'unknown_email', null);
  }
  const passwordMatches = await verifyPassword(user.passwordHash, input.password);
  if (user.disabledAt) {
    return failLogin(ctx, client, 'disabled', null);
  }
  if (isLocked(user)) {
    return failLogin(ctx, client, 'locked', null);
  }
  if (!passwordMatches) {
    return failLogin(ctx, client, 'wrong_password', user);
  }

  const memberships = await listMemberships(ctx.db, user.id);
  const domainTenantId = await ctx.tenants.findIdByDomain(input.b2BDomainUrl);
  const membership = memberships.find((m) => m.tenantId === domainTenantId) ?? memberships[0];
  if (!membership) {
    throw new AppError('NO_TENANT_FOR_USER', messages.noTenantForUser);
  }
  return ctx.db.transaction(async (tx) => {
    if (user.failedLoginCount > 0 || user.lockedUntil) {
      await clearFailedLogins(tx, user.id);
    }
    const data = await openSession(ctx, tx, membership, client);
    await recordAudit(tx, {
      event: 'login',
      outcome: 'success',
      userId: user.id,
      tenantId: membership.tenantId,
      ip: client.ip,
    });
    return data;
  });
}

export async function logout(ctx: AppContext, auth: SessionAuth, client: ClientInfo): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, auth.jti, 'logout');
    await recordAudit(tx, {
      event: 'logout',
      outcome: 'success',
      userId: auth.userId,
      tenantId: auth.tenantId,
      ip: client.ip,
    });
  });
  await ctx.guards.sessionsRevoked();
}

/** Switches the session to another tenant of the same user: a new token, the old one revoked. */
export async function changeTenant(
  ctx: AppContext,
  auth: SessionAuth,
  tenantId: string,
  client: ClientInfo,
): Promise<LoginData> {
  const membership = await findMembership(ctx.db, tenantId, auth.userId);
  if (!membership) {
    await recordAudit(ctx.db, {
      event: 'tenant.change',
      outcome: 'failure',
      userId: auth.userId,
      tenantId: auth.tenantId,
      ip: client.ip,
      objectType: 'tenant',
      objectId: tenantId,
    });
    throw AppError.forbidden(messages.tenantNotAllowed);
  }
  const switched = await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, auth.jti, 'tenant_change');
    const data = await openSession(ctx, tx, membership, client);
    await recordAudit(tx, {
      event: 'tenant.change',
      outcome: 'success',
      userId: auth.userId,
      tenantId,
      ip: client.ip,
      objectType: 'tenant',
      objectId: tenantId,
    });
    return data;
  });
  await ctx.guards.sessionsRevoked();
  return switched;
}

export async function listTenantsOf(
  ctx: AppContext,
  auth: SessionAuth,
): Promise<{ id: string; name: string }[]> {
  const memberships = await listMemberships(ctx.db, auth.userId);
  return memberships.map((m) => ({ id: m.tenantId, name: m.tenantName }));
}

export async function activeTenantInfo(ctx: AppContext, auth: SessionAuth) {
  return presentActiveTenantInfo(await ctx.tenants.require(auth.tenantId));
}
