import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { HttpClient, HttpRequest, HttpResponse } from '@tahsilat/pos';
import type { Logger } from 'pino';
import { addressLookup, bareHost, isPrivateAddress, type Resolver } from './outbound-address.js';

/**
 * How the server reaches banks: node's HTTP client with our own lookup, so that when private targets are off the
 * addresses a bank host resolves to are checked at every call, on the connection itself (a name re-pointed into our
 * network after it was saved is refused). A refusal is thrown like any network failure: the gateway's `unknown`.
 */

/** Bank answers are a few kilobytes; a host streaming more is not a bank, and must not fill our memory. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** As fetch's `redirect: 'error'`: a bank never redirects its API, and a redirect could lead anywhere. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export const BANK_ADDRESS_REFUSED = 'the bank address is not a public address';

export interface BankHttpOptions {
  /** Off when BANK_PRIVATE_TARGETS is on (the sandbox bank on this machine, a bank over a private line). */
  publicOnly: boolean;
  resolve: Resolver;
  log: Logger;
}

export function createBankHttpClient(options: BankHttpOptions): HttpClient {
  const { publicOnly, resolve, log } = options;
  const refused = (host: string, addresses: string[]) =>
    log.warn({ bankHost: host, addresses }, 'bank call refused: the address is in the server network');
  const lookup = addressLookup(resolve, { publicOnly, onRefused: refused });
  // Own keep-alive pools: a socket opened under these rules is never reused by another client, nor theirs by us.
  const agents = {
    'http:': new http.Agent({ keepAlive: true, timeout: 5_000 }),
    'https:': new https.Agent({ keepAlive: true, timeout: 5_000 }),
  };
  return async (request) => {
    const target = new URL(request.url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new Error(`unsupported bank address scheme ${target.protocol}`);
    }
    const host = bareHost(target);
    // Node connects to a literal address without a lookup: it is checked here.
    if (publicOnly && (isIP(host) !== 0 || host === 'localhost') && isPrivateAddress(host)) {
      refused(host, [host]);
      throw new Error(BANK_ADDRESS_REFUSED);
    }
    return send(target, request, { agent: agents[target.protocol], lookup });
  };
}

function headersOf(raw: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) {
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return headers;
}

/** One exchange with a hard deadline over all of it (lookup, connection, TLS, answer); settles once. */
function send(
  target: URL,
  request: HttpRequest,
  via: { agent: http.Agent; lookup: LookupFunction },
): Promise<HttpResponse> {
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? Buffer.from(request.body, 'utf8')
        : Buffer.from(request.body);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (outcome: () => void) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        outcome();
      }
    };
    const fail = (error: Error) => settle(() => reject(error));
    const outgoing = client.request(
      target,
      {
        method: request.method,
        headers: {
          accept: '*/*',
          'user-agent': 'node',
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...request.headers,
        },
        agent: via.agent,
        lookup: via.lookup,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECT_STATUSES.has(status)) {
          outgoing.destroy();
          fail(new Error(`the bank address redirected (HTTP ${status}); redirects are not followed`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            outgoing.destroy();
            fail(new Error('the bank answer is too large'));
          } else {
            chunks.push(chunk);
          }
        });
        response.on('end', () =>
          settle(() =>
            resolve({
              status,
              headers: headersOf(response.headers),
              body: new Uint8Array(Buffer.concat(chunks)),
            }),
          ),
        );
        response.on('error', fail);
        response.on('close', () => fail(new Error('the bank answer was cut off')));
      },
    );
    timer = setTimeout(() => {
      outgoing.destroy();
      fail(new Error(`no answer within ${request.timeoutMs} ms`));
    }, request.timeoutMs);
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}
