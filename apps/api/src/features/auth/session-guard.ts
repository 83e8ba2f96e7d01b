import { PERMISSION_KEYS, type PermissionFlags, type PermissionKey } from '@tahsilat/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionTokens } from '../../lib/session-tokens.js';
import type { SessionAuth } from '../../types.js';
import { findLiveSession, touchSession } from './auth.repository.js';

/** last_seen_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') {
    return null;
  }
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{10,4096})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** Guards run as onRequest hooks: an anonymous caller learns nothing, not even how a body is validated. */
export interface SessionGuards {
  requireSession: onRequestAsyncHookHandler;
  requirePermission(flag: PermissionKey): onRequestAsyncHookHandler[];
}

export function createSessionGuards(db: Db, tokens: SessionTokens): SessionGuards {
  const requireSession: onRequestAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) {
      throw AppError.unauthenticated();
    }
    const session = await findLiveSession(db, claims.jti);
    if (!session || session.userId !== claims.userId || session.tenantId !== claims.tenantId) {
      throw AppError.unauthenticated();
    }
    const permissions = Object.fromEntries(
      PERMISSION_KEYS.map((key) => [key, session[key]]),
    ) as PermissionFlags;
    const auth: SessionAuth = {
      jti: session.jti,
      userId: session.userId,
      tenantId: session.tenantId,
      firmId: session.firmId,
      parentFirmId: session.parentFirmId,
      isSubFirm: session.parentFirmId !== null,
      permissions,
    };
    request.auth = auth;
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
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

  return { requireSession, requirePermission };
}

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): SessionAuth {
  if (!request.auth) {
    throw AppError.unauthenticated();
  }
  return request.auth;
}
