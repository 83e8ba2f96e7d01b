import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AdminBank, type AdminBankTest, messages } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  buildTestApp,
  DEMO,
  freePort,
  login,
  request,
  type TestApp,
} from '../../../test/helpers.js';
import { INWARD_ADDRESSES, tableResolver } from '../../../test/resolver.js';
import { posAccounts } from '../../db/schema.js';

/** Issue 26, item 7: bank addresses may not lead the server into its own network, when saved or when called. */

const BANK_TIMEOUT_MS = 1_000;
const API_PASSWORD = 'DemoApi.2026-01';
const INTERNAL = 'INTERNAL-SECRET-BODY';

/** Production's rule (BANK_PRIVATE_TARGETS off), names resolved from a table the tests change. */
const table: Record<string, string[]> = {};
/** Private targets allowed (the default outside production); "notabank.test" is a local web server. */
const devTable: Record<string, string[]> = { 'notabank.test': ['127.0.0.1'] };
let guarded: TestApp;
let open: TestApp;
let notABank: Server;
let port: number;

beforeAll(async () => {
  notABank = createServer((incoming, response) => {
    if (incoming.url === '/missing') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(INTERNAL);
    } else if (incoming.url === '/page') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html>${INTERNAL}</html>`);
    } else if (incoming.url === '/json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(`{"token":"${INTERNAL}"}`);
    }
    // Anything else is never answered (a host that swallows requests).
  });
  await new Promise<void>((done) => notABank.listen(0, '127.0.0.1', done));
  port = (notABank.address() as AddressInfo).port;
  const env = { BANK_TIMEOUT_MS: String(BANK_TIMEOUT_MS) };
  guarded = await buildTestApp({
    env: { ...env, BANK_PRIVATE_TARGETS: 'off' },
    resolver: tableResolver(table),
  });
  open = await buildTestApp({ env, resolver: tableResolver(devTable) });
  // Two seeded servers: more than one hook's usual time on a busy machine.
}, 240_000);
afterAll(async () => {
  notABank.closeAllConnections();
  await Promise.all([guarded?.close(), open?.close(), new Promise((done) => notABank.close(done))]);
});

async function adminCall(t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const { token } = await login(t.app, DEMO.tenantAdmin.email);
  return request(t.app, { method, url: `/api/admin/${url}`, token, ...(payload ? { payload } : {}) });
}

/** The demo's NestPay account (a protocol whose status query reads almost any answer as "no such order"). */
async function nestpayOf(t: TestApp): Promise<AdminBank> {
  const list = answerOf<AdminBank[]>(await adminCall(t, 'GET', 'Banks')).data;
  const bank = list.find((row) => row.protocol === 'nestpay');
  if (!bank) {
    throw new Error('no NestPay account');
  }
  return bank;
}

/** PUT the account back whole with its API address changed (the password typed again, as a new address needs). */
async function saveApiUrl(t: TestApp, bank: AdminBank, apiUrl: string) {
  const { id, bankId: _b, hasApiPassword: _p, hasStoreKey: _k, previousStoreKeyUntil: _g, ...rest } = bank;
  const { definitionCount: _c, updatedAt: _u, hasRefundPassword: _r, ...form } = rest;
  return adminCall(t, 'PUT', `Banks/${id}`, { ...form, apiUrl, apiPassword: API_PASSWORD, storeKey: null });
}

async function connectionTest(t: TestApp, id: string): Promise<AdminBankTest> {
  const response = await adminCall(t, 'POST', `Banks/${id}/Test`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(INTERNAL);
  expect(response.body).not.toContain('HTTP');
  return answerOf<AdminBankTest>(response).data;
}

describe('saving a bank address with private targets off', () => {
  it.each(INWARD_ADDRESSES)('refuses a host name that resolves to %s', async (address) => {
    table['inward.test'] = [address];
    const refused = await saveApiUrl(guarded, await nestpayOf(guarded), 'https://inward.test/fim/api');
    expect(refused.statusCode).toBe(406);
    expect(answerOf(refused).message).toBe(messages.bankUrlPrivate);
  });

  it('refuses inward literals, and saves a name that resolves to a public address', async () => {
    const bank = await nestpayOf(guarded);
    for (const url of ['https://10.0.0.1/fim/api', 'https://[::1]/fim/api', 'https://localhost/fim/api']) {
      expect(answerOf(await saveApiUrl(guarded, bank, url)).message, url).toBe(messages.bankUrlPrivate);
    }
    table['bank.example.com'] = ['93.184.216.34'];
    const saved = await saveApiUrl(guarded, bank, 'https://bank.example.com/fim/api');
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('the connection test', () => {
  it('answers one generic failure, at the deadline, for a refused inward host and for hosts that are not banks', async () => {
    // Saved while public, then re-pointed at the cloud metadata service: refused at the call, and logged.
    const bank = await nestpayOf(guarded);
    table['rebind.example.com'] = ['93.184.216.34'];
    expect((await saveApiUrl(guarded, bank, 'https://rebind.example.com/fim/api')).statusCode).toBe(200);
    table['rebind.example.com'] = ['169.254.169.254'];
    const refused = await connectionTest(guarded, bank.id);
    expect(refused).toMatchObject({
      verdict: 'unreachable',
      message: messages.bankTestUnreachable,
      bankCode: null,
      bankMessage: null,
    });
    expect(refused.durationMs).toBeGreaterThanOrEqual(BANK_TIMEOUT_MS);
    const logs = guarded.logs.join('\n');
    expect(logs).toMatch(/bank call refused.*rebind\.example\.com|rebind\.example\.com.*bank call refused/);
    expect(logs).not.toContain(API_PASSWORD);

    const target = await nestpayOf(open);
    const closedPort = await freePort();
    for (const apiUrl of [
      `http://notabank.test:${port}/missing`,
      `http://notabank.test:${port}/page`,
      `http://notabank.test:${port}/json`,
      `http://notabank.test:${port}/silent`,
      `http://notabank.test:${closedPort}/fim/api`,
    ]) {
      // Stored directly: the form takes https addresses only, and the local server speaks plain HTTP.
      await open.ctx.db.update(posAccounts).set({ apiUrl }).where(eq(posAccounts.id, target.id));
      const answer = await connectionTest(open, target.id);
      expect({ ...answer, durationMs: 0 }, apiUrl).toEqual({ ...refused, durationMs: 0 });
      expect(answer.durationMs, apiUrl).toBeGreaterThanOrEqual(BANK_TIMEOUT_MS);
    }
  });
});
