import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { formatIssues, messages } from '@tahsilat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { ok } from './http.js';

/**
 * The command-line tools' way into a running server that holds the embedded database (PGlite allows one process):
 * POST /api/local-admin/<path>, hidden from the API documentation, for loopback callers without proxy headers only, with
 * a raw body that carries a fresh timestamp and is signed with a key derived from DATA_KEY. Only someone who can
 * read the server's secrets can call them.
 */

export const ADMIN_SIGNATURE_HEADER = 'x-admin-signature';
/** How far an admin request's timestamp may be from the server's clock. */
export const ADMIN_CLOCK_SKEW_MS = 60_000;
const ADMIN_KEY_INFO = 'tahsilat admin api v1';

/** Every admin body carries the caller's clock, so a captured request goes stale. */
export const AdminTimestamp = z.number().int().describe('Unix time in milliseconds');

/** The admin endpoints' signing key, derived from DATA_KEY so DATA_KEY itself signs nothing. */
export function adminKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), ADMIN_KEY_INFO, 32));
}

export function signAdminBody(dataKey: Buffer, rawBody: string): string {
  return createHmac('sha256', adminKey(dataKey)).update(rawBody, 'utf8').digest('base64url');
}

export function isAdminSignatureValid(dataKey: Buffer, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string') {
    return false;
  }
  const expected = Buffer.from(signAdminBody(dataKey, rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) {
    return false;
  }
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

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

export interface LocalAdminRoute<S extends z.ZodType<{ timestamp: number }>> {
  /** Below /api/local-admin/ */
  path: string;
  schema: S;
  handle(body: z.infer<S>, request: FastifyRequest): Promise<unknown>;
}

/** A route of any body type: each route's body is checked by its own schema before its handler sees it. */
// biome-ignore lint/suspicious/noExplicitAny: the list holds routes of different body types.
export type AnyAdminRoute = LocalAdminRoute<any>;

/** Declares a route with its handler typed by its schema. */
export function adminRoute<S extends z.ZodType<{ timestamp: number }>>(
  route: LocalAdminRoute<S>,
): AnyAdminRoute {
  return route;
}

/** Registers the loopback routes under the caller's prefix (/api): /local-admin/<path> (/admin is the tenant administrators' API). */
export async function registerLocalAdminRoutes(
  app: FastifyInstance,
  dataKey: Buffer,
  routes: AnyAdminRoute[],
): Promise<void> {
  const seen = new SeenSignatures();
  const admit = (request: FastifyRequest, schema: z.ZodType<{ timestamp: number }>) => {
    const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
    // A local reverse proxy makes every caller look local; its forwarding headers give it away.
    if (!isLoopback(request.socket.remoteAddress) || forwarded !== undefined) {
      throw AppError.notFound(messages.routeNotFound);
    }
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[ADMIN_SIGNATURE_HEADER];
    if (!isAdminSignatureValid(dataKey, raw, signature)) {
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
    if (
      Math.abs(Date.now() - parsed.data.timestamp) > ADMIN_CLOCK_SKEW_MS ||
      !seen.claim(String(signature))
    ) {
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
    for (const route of routes) {
      scope.post(`/local-admin/${route.path}`, { schema: { hide: true } }, async (request) =>
        ok(await route.handle(admit(request, route.schema), request)),
      );
    }
  });
}

/** Calls a running server's admin route as the command-line tools do; answers its `data`. */
export async function callLocalAdmin<T>(
  server: string,
  dataKey: Buffer,
  path: string,
  fields: Record<string, unknown>,
): Promise<T> {
  const body = JSON.stringify({ ...fields, timestamp: Date.now() });
  let response: Response;
  try {
    response = await fetch(`${server}/api/local-admin/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_SIGNATURE_HEADER]: signAdminBody(dataKey, body) },
      body,
    });
  } catch (error) {
    throw new Error(`no server answers at ${server} (${(error as Error).message}); use --server <url>`);
  }
  const answer = (await response.json().catch(() => null)) as { message?: string; data?: T } | null;
  if (!response.ok || answer?.data === undefined) {
    throw new AppError('BAD_REQUEST', answer?.message || `the server answered ${response.status}`);
  }
  return answer.data;
}
