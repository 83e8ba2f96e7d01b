import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tenant's webhook receiver for the tests: records what arrives and answers as told. */

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** What the next requests get: a status, or a delay before the answer. */
  answer: { status: number; delayMs: number };
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answer = { status: 200, delayMs: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'text/plain' });
        response.end('ok');
      }, answer.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tahsilat/webhook`,
    received,
    answer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * How a receiver checks `Tahsilat-Signature` (docs/erp-integration.md): recompute the HMAC of "<t>.<body>" with
 * the secret, compare in constant time, and refuse a timestamp older than five minutes.
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || typeof parts.v1 !== 'string') {
    return false;
  }
  const expected = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  const given = Buffer.from(parts.v1, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected, 'utf8'));
}
