import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { addressLookup, isPrivateAddress, systemResolver } from '../../lib/outbound-address.js';

/**
 * How a webhook leaves: a signed JSON POST over node's own HTTP client, so that in production the address a host
 * name resolves to is checked on the connection itself (no private, loopback or link-local targets: a tenant's
 * URL must not reach into our network), and redirects are not followed.
 */

export const SIGNATURE_HEADER = 'tahsilat-signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>` (DESIGN 12). */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** The system resolver's answers without private addresses: checked on the connection itself. */
const publicLookup = addressLookup(systemResolver, { publicOnly: true });

export interface PostOutcome {
  status: number;
}

/** POSTs the body; resolves with the status (any), rejects on a network error or after the timeout. */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; publicOnly: boolean },
): Promise<PostOutcome> {
  const target = new URL(url);
  if (
    options.publicOnly &&
    isIP(target.hostname.replace(/^\[|\]$/g, '')) &&
    isPrivateAddress(target.hostname)
  ) {
    return Promise.reject(new Error('the webhook address is not public'));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        ...(options.publicOnly ? { lookup: publicLookup } : {}),
      },
      (response) => {
        // The answer's body is not ours to keep; drain it so the socket is released.
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    // A hard deadline for the whole exchange: a receiver that answers slowly or dribbles bytes is cut off.
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(body);
  });
}
