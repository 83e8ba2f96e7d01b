import { formatIssues, messages } from '@tahsilat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/http.js';
import {
  ADMIN_CLOCK_SKEW_MS,
  ADMIN_SIGNATURE_HEADER,
  AdminEncryptRequest,
  AdminKeyRequest,
  isAdminSignatureValid,
  isLoopback,
  shopKey,
  shopLink,
} from './params-admin.service.js';

/** Signatures seen inside the clock window: a captured admin request cannot be replayed. */
class SeenSignatures {
  private readonly seen = new Map<string, number>();

  /** False when the signature was already used. */
  claim(signature: string): boolean {
    const now = Date.now();
    for (const [key, expiresAt] of this.seen) {
      if (expiresAt <= now) {
        this.seen.delete(key);
      }
    }
    if (this.seen.has(signature)) {
      return false;
    }
    this.seen.set(signature, now + 2 * ADMIN_CLOCK_SKEW_MS);
    return true;
  }
}

/**
 * POST /api/admin/params/key and /encrypt: the params CLI's way in while the server holds the embedded
 * database. Hidden from the API documentation; only loopback callers without proxy headers; the raw body
 * must carry a fresh timestamp and be signed with the key derived from DATA_KEY.
 */
export async function registerParamsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const seen = new SeenSignatures();

  const admit = <T extends z.ZodType>(request: FastifyRequest, schema: T): z.infer<T> => {
    const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
    // A local reverse proxy makes every caller look local; its forwarding headers give it away.
    if (!isLoopback(request.socket.remoteAddress) || forwarded !== undefined) {
      throw AppError.notFound(messages.routeNotFound);
    }
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[ADMIN_SIGNATURE_HEADER];
    if (!isAdminSignatureValid(ctx.config.dataKey, raw, signature)) {
      throw AppError.forbidden();
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError('BAD_REQUEST', messages.malformedBody);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw AppError.validation(formatIssues(parsed.error.issues));
    }
    const { timestamp } = parsed.data as { timestamp: number };
    if (Math.abs(Date.now() - timestamp) > ADMIN_CLOCK_SKEW_MS || !seen.claim(String(signature))) {
      throw AppError.forbidden();
    }
    return parsed.data;
  };

  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this scope reads JSON bodies as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, body),
    );

    scope.post('/admin/params/key', { schema: { hide: true } }, async (request) => {
      const body = admit(request, AdminKeyRequest);
      return ok(await shopKey(ctx, body.tenant, { rotate: body.rotate, ip: request.ip }));
    });

    scope.post('/admin/params/encrypt', { schema: { hide: true } }, async (request) => {
      const { tenant, timestamp: _timestamp, ...input } = admit(request, AdminEncryptRequest);
      return ok(await shopLink(ctx, tenant, input));
    });
  });
}
