import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers of SECURITY.md "Browser-facing". Every answer gets the small fixed set below
 * (built once; JSON answers never run script or get framed by others). HTML pages add the
 * document headers and replace the CSP with a per-response nonce policy from `headerFor`.
 */
export const COMMON_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

/** Headers that only mean something on a document. */
export const PAGE_HEADERS = {
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
} as const;

export interface PagePolicy {
  /** A fresh nonce for one HTML response. */
  newNonce(): string;
  /** The CSP of an HTML page whose scripts and styles carry `nonce`. */
  headerFor(nonce: string): string;
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** @param formTargets origins the pages may post forms to and frame besides their own (the banks' 3-D gates). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  formTargets: () => readonly string[] = () => [],
): PagePolicy {
  // Callback style: this runs on every request, so it avoids an extra promise.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(COMMON_HEADERS);
    done();
  });
  return {
    newNonce,
    headerFor: (nonce) => {
      const targets = formTargets();
      const extraTargets = targets.length > 0 ? ` ${targets.join(' ')}` : '';
      return [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        `style-src 'self' 'nonce-${nonce}'`,
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        `frame-src 'self'${extraTargets}`,
        "object-src 'none'",
        "base-uri 'none'",
        `form-action 'self'${extraTargets}`,
        "frame-ancestors 'self'",
      ].join('; ');
    },
  };
}
