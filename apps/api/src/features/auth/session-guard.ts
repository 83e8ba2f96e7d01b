import {
  ACTING_VIEW_FLAGS,
  messages,
  PERMISSION_KEYS,
  type PermissionFlags,
  type PermissionKey,
} from '@tahsilat/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { ChangeBus } from '../../lib/change-bus.js';
import type { SessionTokens } from '../../lib/session-tokens.js';
import type { AdminAuth, SessionAuth } from '../../types.js';
import { findLiveAdminSession, findLiveSession, touchSession } from './auth.repository.js';

/** last_seen_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;
/**
 * A live session row is reused this long, so a busy screen does not read it on every call. Every
 * revocation of this server (sign-out, tenant switch, password change or reset) drops the whole cache
 * at once, here and, through the change bus, in every other instance; a change made outside the server
 * (a user disabled in the database) takes effect within this time.
 */
const SESSION_CACHE_MS = 5_000;

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** Live sessions by jti, dropped as a whole on any revocation. */
class LiveSessionCache {
  private readonly entries = new Map<string, { session: LiveSession; until: number }>();
  /** Raised by every revocation: a read that began before it is not kept. */
  private generation = 0;

  constructor(private readonly db: Db) {}

  async find(jti: string): Promise<LiveSession | null> {
    const now = Date.now();
    const hit = this.entries.get(jti);
    if (hit && hit.until > now) {
      return hit.session;
    }
    const started = this.generation;
    const session = await findLiveSession(this.db, jti);
    if (session && started === this.generation) {
      if (this.entries.size >= 10_000) {
        this.entries.clear();
      }
      this.entries.set(jti, { session, until: now + SESSION_CACHE_MS });
    } else {
      this.entries.delete(jti);
    }
    return session;
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') {
    return null;
  }
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{10,4096})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** An acting session reads only: GET and HEAD unless the route refuses them, other methods only where allowed. */
function mayCallWhileActing(request: FastifyRequest): boolean {
  const rule = request.routeOptions.config.whileActing;
  if (rule) {
    return rule === 'allowed';
  }
  return request.method === 'GET' || request.method === 'HEAD';
}

/** Guards run as onRequest hooks: an anonymous caller learns nothing, not even how a body is validated. */
export interface SessionGuards {
  requireSession: onRequestAsyncHookHandler;
  requirePermission(flag: PermissionKey): onRequestAsyncHookHandler[];
  /** A tenant administrator's session (DESIGN 13); any other signed-in user gets 403. */
  requireTenantAdmin: onRequestAsyncHookHandler;
  /** Call after a revocation has committed: no instance goes on trusting a session row it read before. */
  sessionsRevoked(): Promise<void>;
}

export function createSessionGuards(db: Db, tokens: SessionTokens, bus: ChangeBus): SessionGuards {
  const live = new LiveSessionCache(db);
  bus.subscribe((topic) => {
    if (topic === 'sessions') {
      live.forgetAll();
    }
  });
  /** The verified claims of the request's bearer token; 401 without one. */
  const claimsOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) {
      throw AppError.unauthenticated();
    }
    return claims;
  };

  const requireSession: onRequestAsyncHookHandler = async (request) => {
    const claims = await claimsOf(request);
    const session = await live.find(claims.jti);
    if (!session || session.userId !== claims.userId || session.tenantId !== claims.tenantId) {
      // An administrator without a firm is signed in, just not to firm pages.
      const admin = session ? null : await findLiveAdminSession(db, claims.jti);
      throw admin ? AppError.forbidden() : AppError.unauthenticated();
    }
    const acting =
      session.parentJti === null ? null : { ownFirmId: session.ownFirmId, parentJti: session.parentJti };
    if (acting && !mayCallWhileActing(request)) {
      throw AppError.forbidden(messages.actingReadOnly);
    }
    // While acting, only the read-only pages the user may open itself.
    const permissions = Object.fromEntries(
      PERMISSION_KEYS.map((key) => [
        key,
        session[key] && (acting === null || (ACTING_VIEW_FLAGS as readonly string[]).includes(key)),
      ]),
    ) as PermissionFlags;
    const auth: SessionAuth = {
      jti: session.jti,
      userId: session.userId,
      userName: session.userName,
      tenantId: session.tenantId,
      firmId: session.firmId,
      firmName: session.firmName,
      firmBranchNumber: session.firmBranchNumber,
      parentFirmId: session.parentFirmId,
      isSubFirm: session.parentFirmId !== null,
      permissions,
      acting,
    };
    request.auth = auth;
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      // The cached row remembers the touch too, so the next calls do not write again.
      session.lastSeenAt = new Date();
      await touchSession(db, session.jti);
    }
  };

  const requirePermission = (flag: PermissionKey): onRequestAsyncHookHandler[] => [
    requireSession,
    async (request) => {
      if (!request.auth?.permissions[flag]) {
        throw AppError.forbidden();
      }
    },
  ];

  const requireTenantAdmin: onRequestAsyncHookHandler = async (request) => {
    const claims = await claimsOf(request);
    const admin = await findLiveAdminSession(db, claims.jti);
    if (!admin || admin.userId !== claims.userId || admin.tenantId !== claims.tenantId) {
      // A live firm session is a signed-in user without the right: 403, as SPEC 8 has it.
      const firmUser = admin ? null : await live.find(claims.jti);
      throw firmUser ? AppError.forbidden() : AppError.unauthenticated();
    }
    request.admin = admin satisfies AdminAuth;
  };

  return {
    requireSession,
    requirePermission,
    requireTenantAdmin,
    // publish() drops this instance's cache at once and tells the others.
    sessionsRevoked: () => bus.publish('sessions', ''),
  };
}

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): SessionAuth {
  if (!request.auth) {
    throw AppError.unauthenticated();
  }
  return request.auth;
}

/** The administrator of a request that passed requireTenantAdmin. */
export function adminOf(request: FastifyRequest): AdminAuth {
  if (!request.admin) {
    throw AppError.unauthenticated();
  }
  return request.admin;
}
