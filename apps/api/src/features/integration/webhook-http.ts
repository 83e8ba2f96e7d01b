import { createHmac } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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

const PRIVATE_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE_V4.addSubnet(network, prefix, 'ipv4');
}
const PRIVATE_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_V6.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a tenant's webhook may not reach in production (an IPv4-mapped IPv6 address as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  const family = isIP(mapped ?? bare);
  if (family === 4) {
    return PRIVATE_V4.check(mapped ?? bare, 'ipv4');
  }
  return family === 6 ? PRIVATE_V6.check(bare, 'ipv6') || /^::ffff:/i.test(bare) : true;
}

type DnsLookup = typeof dnsLookup;

/**
 * A DNS lookup that drops private answers (and fails when none is left): the check happens on the very addresses
 * the socket will connect to, so a name cannot be re-pointed between a check and the connection. Node's HTTP client
 * asks for every address (`all: true`) and takes the list.
 */
export function publicLookupWith(resolve: DnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      const addresses = error ? [] : (found as unknown as { address: string; family: number }[]);
      const allowed = addresses.filter((entry) => !isPrivateAddress(entry.address));
      if (error || allowed.length === 0) {
        const refused = error ?? new Error(`no public address for ${hostname}`);
        callback(refused, options.all ? [] : '', 0);
      } else if (options.all) {
        callback(null, allowed);
      } else {
        const [first] = allowed;
        callback(null, first?.address ?? '', first?.family ?? 4);
      }
    });
  };
}

const publicLookup = publicLookupWith(dnsLookup);

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
