import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { postToBank } from '@tahsilat/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INWARD_ADDRESSES, resolverOf, tableResolver } from '../../test/resolver.js';
import { BANK_ADDRESS_REFUSED, createBankHttpClient } from './bank-http.js';
import { createLogger } from './logger.js';
import { type Resolver, resolvesInward } from './outbound-address.js';

const SECRET = 'BankaApiSifresi.2026';
let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (request.url === '/silent') {
        // Never answers: the deadline has to cut it off.
      } else {
        const length = request.headers['content-length'] ?? 'none';
        response.writeHead(200, { 'content-type': 'text/xml' });
        response.end(`<echo length="${length}">${Buffer.concat(chunks).toString('utf8')}</echo>`);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

function clientOf(publicOnly: boolean, resolve: Resolver) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const http = createBankHttpClient({ publicOnly, resolve, log: createLogger('info', sink) });
  return { http, lines };
}

const post = (url: string, body = `<CC5Request><Password>${SECRET}</Password></CC5Request>`) => ({
  url,
  method: 'POST' as const,
  headers: { 'content-type': 'text/xml; charset=UTF-8' },
  body,
  timeoutMs: 2_000,
});

describe('the bank client with private targets allowed (the sandbox bank, tests)', () => {
  it('connects to the address the resolver gave, and sends the body with its length', async () => {
    const resolve = tableResolver({ 'bank.test': ['127.0.0.1'] });
    const { http } = clientOf(false, resolve);
    const answer = await http(post(`http://bank.test:${port}/fim/api`, 'şifre'));
    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.body).toString('utf8')).toBe('<echo length="6">şifre</echo>');
    expect(answer.headers['content-type']).toBe('text/xml');
    // "bank.test" exists in no DNS: the socket went where the resolver said, asked once.
    expect(resolve.calls).toEqual(['bank.test']);
  });

  it('refuses a redirect and gives up at the deadline', async () => {
    const { http } = clientOf(false, resolverOf('127.0.0.1'));
    await expect(http(post(`http://bank.test:${port}/redirect`))).rejects.toThrow(/redirect/);
    const started = Date.now();
    await expect(http({ ...post(`http://bank.test:${port}/silent`), timeoutMs: 300 })).rejects.toThrow(
      /no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('the bank client with private targets off (production)', () => {
  it.each(INWARD_ADDRESSES)('never connects to a name that resolves to %s', async (address) => {
    const before = hits.length;
    const { http, lines } = clientOf(true, resolverOf(address));
    await expect(http(post(`http://bank.test:${port}/fim/api`))).rejects.toThrow(/no public address/);
    expect(hits.length).toBe(before);
    const logged = lines.join('\n');
    expect(logged).toContain('bank call refused');
    expect(logged).toContain('"bankHost":"bank.test"');
    expect(logged).not.toContain(SECRET);
  });

  it('never connects to a literal inward address or localhost', async () => {
    const before = hits.length;
    const { http } = clientOf(true, resolverOf('93.184.216.34'));
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '0.0.0.0', 'localhost']) {
      await expect(http(post(`http://${host}:${port}/fim/api`)), host).rejects.toThrow(BANK_ADDRESS_REFUSED);
    }
    expect(hits.length).toBe(before);
  });

  it('refuses at the call a name that was public when it was saved and points inward now (DNS rebinding)', async () => {
    const table: Record<string, string[]> = { 'bank.test': ['93.184.216.34'] };
    const resolve = tableResolver(table);
    const { http } = clientOf(true, resolve);
    expect(await resolvesInward('bank.test', resolve)).toBe(false);
    table['bank.test'] = ['127.0.0.1'];
    const before = hits.length;
    await expect(http(post(`http://bank.test:${port}/fim/api`))).rejects.toThrow(/no public address/);
    expect(hits.length).toBe(before);
    expect(resolve.calls).toEqual(['bank.test', 'bank.test']);
  });

  it("gives the gateway its ordinary 'unknown' outcome, not a thrown error", async () => {
    const { http } = clientOf(true, resolverOf('169.254.169.254'));
    const sent = await postToBank(
      http,
      post('https://metadata.google.internal/computeMetadata/v1/'),
      'ORDER1',
    );
    expect(sent).toMatchObject({ ok: false, result: { outcome: 'unknown', orderId: 'ORDER1' } });
    expect(sent.ok ? '' : sent.result.message).toContain('no public address');
  });
});
