import { messages } from '@tahsilat/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { INTEGRATION_KEY_PATTERN, type KeyOwner } from './integration-keys.js';

declare module 'fastify' {
  interface FastifyRequest {
    integration: KeyOwner | null;
  }
}

/** Where the integration API lives, under /api (DESIGN 12). */
export const INTEGRATION_PREFIX = '/integration/v1';
/** The OpenAPI security of its routes: the `integrationKey` scheme (plugins/openapi.ts). */
export const integrationSecurity = [{ integrationKey: [] }];

/** The optional header an ERP may send to make sure a key of one company never writes into another. */
export const TENANT_HEADER = 'tahsilat-tenant';

function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header.trim()) : null;
  const key = match?.[1] ?? null;
  return key !== null && INTEGRATION_KEY_PATTERN.test(key) ? key : null;
}

/**
 * onRequest for /api/integration/v1: the key names the tenant (nothing in the request can); a wrong, revoked or
 * other company's key is a 401 (audited; an address sending many is answered 429); each key has a request budget
 * per minute.
 */
export function createIntegrationGuard(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = presentedKey(request);
    const owner = key ? await ctx.integrationKeys.find(key) : null;
    const claimed = request.headers[TENANT_HEADER];
    const mismatch = owner !== null && typeof claimed === 'string' && claimed !== owner.paymentGuid;
    if (!owner || mismatch) {
      // Only refused keys are throttled: a stale connector behind the same address never locks out a good one.
      await ctx.integrationAuthThrottle.refuseIfBlocked(request.ip);
      await ctx.integrationAuthThrottle.record(request.ip);
      await recordAudit(ctx.db, {
        event: 'integration.auth',
        outcome: 'failure',
        tenantId: owner?.tenantId ?? null,
        ip: request.ip,
        objectType: 'integration_key',
        objectId: owner?.keyId ?? key?.slice(0, 12) ?? undefined,
        details: {
          reason: mismatch ? 'tenant-mismatch' : key ? 'unknown-key' : 'no-key',
          // The route, not the URL a stranger typed (it could carry anything, a card number included).
          route: request.routeOptions.url ?? null,
        },
      });
      throw new AppError(
        'UNAUTHENTICATED',
        mismatch ? messages.integrationTenantMismatch : messages.integrationKeyInvalid,
      );
    }
    const limit = ctx.config.integrationRequestsPerMinute;
    const used = await ctx.counters.hit(`integration:${owner.keyId}`, 60_000).catch(() => 0);
    reply.header('x-ratelimit-limit', String(limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - used)));
    if (used > limit) {
      throw new AppError('TOO_MANY_REQUESTS', messages.tooManyIntegrationCalls, null, {
        'retry-after': '60',
      });
    }
    request.integration = owner;
    await ctx.integrationKeys.touch(owner.keyId);
  };
}

/** The verified key owner of a request that passed the guard. */
export function ownerOf(request: FastifyRequest): KeyOwner {
  if (!request.integration) {
    throw AppError.unauthenticated();
  }
  return request.integration;
}
