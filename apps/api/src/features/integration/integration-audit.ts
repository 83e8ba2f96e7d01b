import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../lib/audit.js';
import type { ZodApp } from '../../lib/http.js';

/** What a handler adds to its call's audit row (a page's item count). */
export const auditDetails = new WeakMap<FastifyRequest, Record<string, unknown>>();

/**
 * Every call is audit-logged. A write that succeeds audits itself with its counts in its own transaction; every
 * other call — reads, refusals, a retry answered from the Idempotency-Key store — is logged here once answered.
 * Calls without a valid key are logged by the guard.
 */
export function auditEveryCall(app: ZodApp, ctx: AppContext): void {
  app.addHook('onResponse', async (request, reply) => {
    const owner = request.integration;
    const replayed = reply.getHeader('idempotent-replayed') === 'true';
    if (!owner || (request.method !== 'GET' && reply.statusCode < 400 && !replayed)) {
      return;
    }
    await recordAudit(ctx.db, {
      event: 'integration.call',
      outcome: reply.statusCode < 400 ? 'success' : 'failure',
      tenantId: owner.tenantId,
      ip: request.ip,
      objectType: 'integration_api',
      objectId: request.routeOptions.url ?? request.url.slice(0, 200),
      details: {
        method: request.method,
        status: reply.statusCode,
        keyId: owner.keyId,
        ...(replayed ? { replayed: true } : {}),
        ...auditDetails.get(request),
      },
    }).catch((error: unknown) => request.log.error({ err: error }, 'integration call not audited'));
  });
}
