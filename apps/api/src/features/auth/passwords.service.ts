import { messages, PASSWORD_HISTORY_DEPTH } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import {
  invitationMail,
  type MailBranding,
  type MailLanguage,
  passwordChangedMail,
  passwordResetMail,
} from '../../lib/mail/templates.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { newUrlToken, sha256Hex } from '../../lib/secure-tokens.js';
import type { SessionAuth } from '../../types.js';
import { findUserByEmail, findUserById, listMemberships, revokeUserSessions } from './auth.repository.js';
import { mailBrandingFor } from './branding.js';
import {
  consumeToken,
  findUsableToken,
  insertPasswordToken,
  type PasswordTokenKind,
  recentPasswordHashes,
  revokeOpenTokens,
  setPasswordHash,
} from './password-tokens.repository.js';

const RESET_TTL_MINUTES = 30;
const INVITE_TTL_MINUTES = 7 * 24 * 60;

/** The tenant whose branding a user's mail carries: the hinted one if they belong to it, else their first. */
async function tenantForMail(ctx: AppContext, userId: string, domainHint?: string): Promise<string | null> {
  const memberships = await listMemberships(ctx.db, userId);
  const hinted = await ctx.tenants.findIdByDomain(domainHint);
  return (memberships.find((m) => m.tenantId === hinted) ?? memberships[0])?.tenantId ?? null;
}

/**
 * Sends a reset link when the e-mail belongs to an enabled user. The answer is the same either way,
 * so the endpoint cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; tenantUrl?: string | undefined },
  client: ClientInfo,
): Promise<void> {
  await ctx.forgotThrottle.refuseIfBlocked(client.ip);
  await ctx.forgotThrottle.record(client.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.disabledAt) {
    await recordAudit(ctx.db, {
      event: 'password.reset.request',
      outcome: 'failure',
      ip: client.ip,
      details: { reason: user ? 'disabled' : 'unknown_email' },
    });
    return;
  }
  const tenantId = await tenantForMail(ctx, user.id, input.tenantUrl);
  const brand = await mailBrandingFor(ctx, tenantId);
  await ctx.db.transaction(async (tx) => {
    await queuePasswordReset(ctx, tx, { user, tenantId, brand });
    await recordAudit(tx, {
      event: 'password.reset.request',
      outcome: 'success',
      userId: user.id,
      tenantId,
      ip: client.ip,
    });
  });
  ctx.outbox.kick();
}

/**
 * Queues a 30-minute reset link in the caller's transaction (only the newest link works); the caller kicks the outbox
 * after its commit. The forgotten-password page and the tenant administrator (issue 15) send it.
 */
export async function queuePasswordReset(
  ctx: AppContext,
  tx: Db,
  reset: { user: { id: string; name: string; email: string }; tenantId: string | null; brand: MailBranding },
): Promise<void> {
  const token = newUrlToken();
  const mail = passwordResetMail(
    reset.brand,
    reset.user.name,
    `${ctx.config.publicUrl}/reset-password/${token}`,
  );
  await revokeOpenTokens(tx, reset.user.id, 'reset');
  await insertPasswordToken(tx, {
    userId: reset.user.id,
    kind: 'reset',
    tokenHash: sha256Hex(token),
    ttlMinutes: RESET_TTL_MINUTES,
  });
  await ctx.outbox.enqueue(tx, { tenantId: reset.tenantId, to: reset.user.email, ...mail });
}

/**
 * Queues an invitation in the caller's transaction: a 7-day link with which the user creates their first password
 * (only the newest link works). The caller kicks the outbox after its commit.
 */
export async function queueInvitation(
  ctx: AppContext,
  tx: Db,
  invite: {
    user: { id: string; name: string; email: string };
    tenantId: string;
    /** The tenant's branding, read before the transaction (the embedded database has one connection). */
    brand: MailBranding;
    firmName?: string;
    language?: MailLanguage;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newUrlToken();
  const mail = invitationMail(
    invite.brand,
    invite.user.name,
    `${ctx.config.publicUrl}/new-password/${token}`,
    { ...(invite.firmName ? { firmName: invite.firmName } : {}), language: invite.language ?? 'tr' },
  );
  await revokeOpenTokens(tx, invite.user.id, 'invite');
  const { expiresAt } = await insertPasswordToken(tx, {
    userId: invite.user.id,
    tenantId: invite.tenantId,
    kind: 'invite',
    tokenHash: sha256Hex(token),
    ttlMinutes: INVITE_TTL_MINUTES,
  });
  await ctx.outbox.enqueue(tx, { tenantId: invite.tenantId, to: invite.user.email, ...mail });
  return { token, expiresAt };
}

/** Sends an invitation link (7 days) with which a new user creates their first password. */
export async function inviteUser(ctx: AppContext, userId: string, tenantId: string): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (!user) {
    throw AppError.notFound();
  }
  const brand = await mailBrandingFor(ctx, tenantId);
  const { token } = await ctx.db.transaction((tx) => queueInvitation(ctx, tx, { user, tenantId, brand }));
  ctx.outbox.kick();
  return token;
}

export async function describePasswordToken(ctx: AppContext, token: string) {
  const found = await findUsableToken(ctx.db, sha256Hex(token));
  if (!found) {
    throw AppError.notFound(messages.passwordTokenUnknown);
  }
  return { kind: found.kind, expiresAt: found.expiresAt.toISOString() };
}

/** Refuses a password equal to the current one or one of the three before it. */
async function assertNotRecent(ctx: AppContext, userId: string, password: string): Promise<void> {
  for (const previous of await recentPasswordHashes(ctx.db, userId, PASSWORD_HISTORY_DEPTH)) {
    if (await verifyPassword(previous, password)) {
      throw new AppError('PASSWORD_REUSED', messages.passwordReused);
    }
  }
}

/**
 * Sets a password from a reset or invitation link. The link works once; every other link and
 * session of the user is revoked, the lockout is lifted, and the user gets a notice.
 */
export async function setPasswordWithToken(
  ctx: AppContext,
  kind: PasswordTokenKind,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<void> {
  const found = await findUsableToken(ctx.db, sha256Hex(input.token));
  if (!found || found.kind !== kind) {
    throw new AppError('PASSWORD_TOKEN_INVALID', messages.passwordTokenInvalid);
  }
  await assertNotRecent(ctx, found.userId, input.password);
  const passwordHash = await hashPassword(input.password);
  const user = await findUserById(ctx.db, found.userId);
  if (!user) {
    throw new AppError('PASSWORD_TOKEN_INVALID', messages.passwordTokenInvalid);
  }
  const tenantId = await tenantForMail(ctx, user.id);
  const notice = passwordChangedMail(await mailBrandingFor(ctx, tenantId), user.name);
  const event = kind === 'reset' ? 'password.reset' : 'password.create';
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.id))) {
      throw new AppError('PASSWORD_TOKEN_INVALID', messages.passwordTokenInvalid);
    }
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeOpenTokens(tx, user.id);
    await revokeUserSessions(tx, user.id, event);
    await recordAudit(tx, { event, outcome: 'success', userId: user.id, tenantId, ip: client.ip });
    if (kind === 'reset') {
      await ctx.outbox.enqueue(tx, { tenantId, to: user.email, ...notice });
    }
  });
  await ctx.guards.sessionsRevoked();
  ctx.outbox.kick();
}

/** A signed-in user changes their password; their other sessions end, this one stays. */
export async function changePassword(
  ctx: AppContext,
  auth: SessionAuth,
  input: { currentPassword: string; newPassword: string },
  client: ClientInfo,
): Promise<void> {
  await ctx.loginThrottle.refuseIfBlocked(client.ip);
  const user = await findUserById(ctx.db, auth.userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await ctx.loginThrottle.record(client.ip);
    await recordAudit(ctx.db, {
      event: 'password.change',
      outcome: 'failure',
      userId: auth.userId,
      tenantId: auth.tenantId,
      ip: client.ip,
      details: { reason: 'wrong_current_password' },
    });
    throw new AppError('CURRENT_PASSWORD_WRONG', messages.currentPasswordWrong);
  }
  await assertNotRecent(ctx, user.id, input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const notice = passwordChangedMail(await mailBrandingFor(ctx, auth.tenantId), user.name);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeOpenTokens(tx, user.id);
    await revokeUserSessions(tx, user.id, 'password.change', auth.jti);
    await recordAudit(tx, {
      event: 'password.change',
      outcome: 'success',
      userId: user.id,
      tenantId: auth.tenantId,
      ip: client.ip,
    });
    await ctx.outbox.enqueue(tx, { tenantId: auth.tenantId, to: user.email, ...notice });
  });
  await ctx.guards.sessionsRevoked();
  ctx.outbox.kick();
}
