import { randomUUID } from 'node:crypto';
import {
  ACTING_VIEW_FLAGS,
  type ActingFirm,
  type LoginData,
  type LoginRequest,
  messages,
  PERMISSION_KEYS,
  storedTranslations,
} from '@tahsilat/domain';
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
  listAdminTenants,
  listMemberships,
  type Membership,
  markSignedIn,
  recordFailedLogin,
  revokeSession,
} from './auth.repository.js';
import { mailBrandingFor } from './branding.js';

/**
 * What a session is opened for: a firm membership (with the admin flag when the user also administers that
 * tenant), or a tenant administration without a firm (DESIGN 13): no firm, no flags, the console only.
 */
type SessionOwner =
  | { kind: 'firm'; membership: Membership; isTenantAdmin: boolean }
  | { kind: 'admin'; userId: string; userName: string; tenantId: string; tenantName: string };

const NO_FLAGS = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, false])) as Pick<
  LoginData,
  (typeof PERMISSION_KEYS)[number]
>;

function presentLogin(
  owner: SessionOwner,
  token: string,
  expiresAt: Date,
  acting: ActingFirm | null = null,
): LoginData {
  if (owner.kind === 'admin') {
    return {
      token,
      expiration: expiresAt.getTime(),
      firmUserId: owner.userId,
      name: owner.userName,
      tenantId: owner.tenantId,
      tenantName: owner.tenantName,
      firmId: null,
      firmName: null,
      subFirmId: null,
      isTenantAdmin: true,
      ...NO_FLAGS,
      b2BMenuLinkItemLink: null,
      b2BMenuLinkItemTitle: null,
      b2BMenuLinkItemTitleTranslations: {},
      b2BPdfFilePath: null,
      actingAs: null,
    };
  }
  const { membership } = owner;
  const flags = Object.fromEntries(
    PERMISSION_KEYS.map((key) => [
      key,
      membership[key] && (!acting || ACTING_VIEW_FLAGS.some((k) => k === key)),
    ]),
  ) as typeof NO_FLAGS;
  if (acting) {
    // The dealer's view: its firm, the read-only pages (the server holds the session to the same rule).
    return {
      ...presentLogin(owner, token, expiresAt),
      ...flags,
      firmId: acting.id,
      firmName: acting.name,
      subFirmId: acting.id,
      isTenantAdmin: false,
      actingAs: acting,
    };
  }
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
    isTenantAdmin: owner.isTenantAdmin,
    ...flags,
    b2BMenuLinkItemLink: membership.b2bMenuLinkItemLink,
    b2BMenuLinkItemTitle: membership.b2bMenuLinkItemTitle,
    b2BMenuLinkItemTitleTranslations: storedTranslations(membership.textTranslations, 'b2bMenuLinkItemTitle'),
    b2BPdfFilePath: membership.b2bPdfFilePath,
    actingAs: null,
  };
}

const ownerUserId = (owner: SessionOwner) =>
  owner.kind === 'admin' ? owner.userId : owner.membership.userId;
const ownerTenantId = (owner: SessionOwner) =>
  owner.kind === 'admin' ? owner.tenantId : owner.membership.tenantId;

/**
 * Opens a session (a sessions row and its token) for a membership or an administration; with `acting`, a read-only
 * session of the membership's user over one of its sub-firms, that ends with the session it was opened from.
 */
async function openSession(
  ctx: AppContext,
  db: Db,
  owner: SessionOwner,
  client: ClientInfo,
  acting?: { firm: ActingFirm; parentJti: string; parentExpiresAt: Date },
): Promise<LoginData> {
  const jti = randomUUID();
  const expiresAt = acting?.parentExpiresAt ?? new Date(Date.now() + SESSION_TTL_MS);
  const userId = ownerUserId(owner);
  const tenantId = ownerTenantId(owner);
  await insertSession(db, {
    jti,
    userId,
    tenantId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ...(acting ? { actingFirmId: acting.firm.id, parentJti: acting.parentJti } : {}),
  });
  if (owner.kind === 'firm' && !acting) {
    await markSignedIn(db, tenantId, userId);
  }
  const token = await ctx.tokens.sign({ jti, userId, tenantId }, expiresAt);
  return presentLogin(owner, token, expiresAt, acting?.firm ?? null);
}

/** Opens the read-only session in which a main firm's user looks at one of its sub-firms (POST /SubFirm/:id/ActAs). */
export async function openActingSession(
  ctx: AppContext,
  db: Db,
  auth: SessionAuth,
  firm: ActingFirm,
  parentExpiresAt: Date,
  client: ClientInfo,
): Promise<LoginData> {
  const membership = await findMembership(db, auth.tenantId, auth.userId);
  if (!membership) {
    throw AppError.unauthenticated();
  }
  return openSession(ctx, db, { kind: 'firm', membership, isTenantAdmin: false }, client, {
    firm,
    parentJti: auth.jti,
    parentExpiresAt,
  });
}

/**
 * Whom the sign-in opens a session for: a firm membership of the address's tenant, else an administration of it,
 * else the first firm membership, else the first administration.
 */
async function chooseOwner(
  ctx: AppContext,
  user: { id: string; name: string },
  domainTenantId: string | null,
): Promise<SessionOwner | null> {
  const [memberships, administered] = await Promise.all([
    listMemberships(ctx.db, user.id),
    listAdminTenants(ctx.db, user.id),
  ]);
  const firm = memberships.find((m) => m.tenantId === domainTenantId);
  const admin = administered.find((a) => a.tenantId === domainTenantId);
  const firmOwner = (membership: Membership): SessionOwner => ({
    kind: 'firm',
    membership,
    isTenantAdmin: administered.some((a) => a.tenantId === membership.tenantId),
  });
  const adminOwner = (a: { tenantId: string; tenantName: string }): SessionOwner => ({
    kind: 'admin',
    userId: user.id,
    userName: user.name,
    ...a,
  });
  if (firm) {
    return firmOwner(firm);
  }
  if (admin) {
    return adminOwner(admin);
  }
  const first = memberships[0];
  if (first) {
    return firmOwner(first);
  }
  return administered[0] ? adminOwner(administered[0]) : null;
}

/**
 * The tenant whose sign-in page a failure happened on, for its administrators' audit log: the page's tenant when the
 * person is unknown, or belongs to that tenant; never another tenant's person (that would name them across tenants).
 */
async function failureTenant(
  ctx: AppContext,
  domainUrl: string | undefined,
  user: { id: string } | null,
): Promise<string | null> {
  const tenantId = await ctx.tenants.findIdByDomain(domainUrl);
  if (!tenantId || !user) {
    return tenantId;
  }
  const [memberships, administered] = await Promise.all([
    listMemberships(ctx.db, user.id),
    listAdminTenants(ctx.db, user.id),
  ]);
  const belongs = [...memberships, ...administered].some((entry) => entry.tenantId === tenantId);
  return belongs ? tenantId : null;
}

async function failLogin(
  ctx: AppContext,
  client: ClientInfo,
  reason: string,
  user: { id: string; email: string; name: string } | null,
  domainUrl?: string,
): Promise<never> {
  await ctx.loginThrottle.record(client.ip);
  const lock = user ? await recordFailedLogin(ctx.db, user.id) : { justLocked: false };
  await recordAudit(ctx.db, {
    event: 'login',
    outcome: 'failure',
    tenantId: await failureTenant(ctx, domainUrl, user),
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
    return failLogin(ctx, client, user ? 'no_password' : 'unknown_email', null, input.b2BDomainUrl);
  }
  const passwordMatches = await verifyPassword(user.passwordHash, input.password);
  if (user.disabledAt) {
    return failLogin(ctx, client, 'disabled', null, input.b2BDomainUrl);
  }
  if (isLocked(user)) {
    return failLogin(ctx, client, 'locked', null, input.b2BDomainUrl);
  }
  if (!passwordMatches) {
    return failLogin(ctx, client, 'wrong_password', user, input.b2BDomainUrl);
  }

  const domainTenantId = await ctx.tenants.findIdByDomain(input.b2BDomainUrl);
  const owner = await chooseOwner(ctx, user, domainTenantId);
  if (!owner) {
    throw new AppError('NO_TENANT_FOR_USER', messages.noTenantForUser);
  }
  return ctx.db.transaction(async (tx) => {
    if (user.failedLoginCount > 0 || user.lockedUntil) {
      await clearFailedLogins(tx, user.id);
    }
    const data = await openSession(ctx, tx, owner, client);
    await recordAudit(tx, {
      event: 'login',
      outcome: 'success',
      userId: user.id,
      tenantId: ownerTenantId(owner),
      ip: client.ip,
      details: { as: owner.kind },
    });
    return data;
  });
}

export async function logout(
  ctx: AppContext,
  auth: Pick<SessionAuth, 'jti' | 'userId' | 'tenantId'> & { acting?: SessionAuth['acting'] },
  client: ClientInfo,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, auth.jti, 'logout');
    if (auth.acting) {
      // Signing out of a dealer's view signs the user out, not back into its own firm.
      await revokeSession(tx, auth.acting.parentJti, 'logout');
    }
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
    const administered = await listAdminTenants(tx, auth.userId);
    const isTenantAdmin = administered.some((a) => a.tenantId === tenantId);
    const data = await openSession(ctx, tx, { kind: 'firm', membership, isTenantAdmin }, client);
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
