import { messages } from '@tahsilat/domain';
import type { HttpClient } from '@tahsilat/pos';
import { fetchHttpClient, readForm, walkSandboxThreeD } from '@tahsilat/pos';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  login,
  POSTGRES_URL,
  request,
  type TestApp,
  testConfig,
} from '../../../test/helpers.js';
import {
  linkSaleThroughThreeD,
  postCallback,
  postSale,
  saleThroughThreeD,
  transactionOf,
} from '../../../test/payments.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { posTransactions } from '../../db/schema.js';
import { createLogger } from '../../lib/logger.js';

/**
 * Drops the bank's answer to authorisations while `dropping` is on, and to PostAuth/Void while `droppingSettles`
 * is: the request reaches the bank, the answer never comes back.
 */
let dropping = false;
let droppingSettles = false;
const lossyBank: HttpClient = async (request) => {
  const response = await fetchHttpClient(request);
  const text =
    typeof request.body === 'string'
      ? request.body
      : Buffer.from(request.body ?? new Uint8Array()).toString('latin1');
  if (dropping && /<Type>(Auth|PreAuth)<\/Type>/.test(text)) {
    throw new Error('socket hang up');
  }
  if (droppingSettles && /<Type>(PostAuth|Void)<\/Type>/.test(text)) {
    throw new Error('socket hang up');
  }
  return response;
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on', BANK_TIMEOUT_MS: '1000' },
    bankHttp: lossyBank,
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
  });
});
afterAll(async () => t.close());

const authorisations = (orderId: string) =>
  (t.sandbox?.journal.list(orderId) ?? []).filter((e) => e.type === 'Auth' && e.outcome === 'approved');

describe('an authorisation whose answer is lost', () => {
  it('stays pending, is never re-sent, and the reconciler settles it from the bank status', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl);
    dropping = true;
    const result = await postCallback(callback.action, callback.fields);
    dropping = false;
    expect(result.location).toContain('/false/');
    let tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('awaiting_3d');
    const row = await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, transactionId));
    expect(row[0]?.status).toBe('authorising');
    expect(authorisations(String(tx.orderId))).toHaveLength(1);

    // A replay does not send another authorisation while the outcome is unknown.
    await postCallback(callback.action, callback.fields);
    expect(authorisations(String(tx.orderId))).toHaveLength(1);

    // Too early: an authorisation still in flight elsewhere is left alone.
    await t.reconciler.runOnce();
    expect(
      (await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, transactionId)))[0]?.status,
    ).toBe('authorising');

    await t.ctx.db
      .update(posTransactions)
      .set({ authorisationStartedAt: sql`now() - interval '10 seconds'` })
      .where(eq(posTransactions.id, transactionId));
    await t.reconciler.runOnce();
    tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('authorised');
    expect(tx.authCode).toBe(authorisations(String(tx.orderId))[0]?.authCode);
    expect(authorisations(String(tx.orderId))).toHaveLength(1);
  });

  it('a lost authorisation the bank never received ends failed', async () => {
    const { transactionId } = await saleThroughThreeD(t.baseUrl);
    await t.ctx.db
      .update(posTransactions)
      .set({ status: 'authorising', authorisationStartedAt: sql`now() - interval '10 seconds'` })
      .where(eq(posTransactions.id, transactionId));
    await t.reconciler.runOnce();
    expect((await transactionOf(t.baseUrl, transactionId)).status).toBe('failed');
  });
});

describe('a pre-authorisation capture whose answer is lost', () => {
  it('stays capturing, is never re-sent, and the reconciler settles it from the bank status', async () => {
    const { token } = await login(t.app);
    const call = async (url: string, payload: Record<string, unknown>) => {
      const response = await request(t.app, {
        method: 'POST',
        url: `/api/PaymentRequest/${url}`,
        payload,
        token,
      });
      return {
        status: response.statusCode,
        body: response.json() as { message: string; data: { id: string; code: string } },
      };
    };
    const link = (
      await call('Create', {
        amount: '640.00',
        currencyCode: 'TRY',
        description: 'Kayıp PostAuth',
        isPreAuth: true,
      })
    ).body.data;
    const sale = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '640.00' });
    await postCallback(sale.callback.action, sale.callback.fields);
    const { orderId } = await transactionOf(t.baseUrl, sale.transactionId);
    const bankCalls = (type: string) =>
      (t.sandbox?.journal.list(String(orderId)) ?? []).filter(
        (e) => e.type === type && e.outcome === 'approved',
      );
    const holdState = async () =>
      (await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, sale.transactionId)))[0]
        ?.preAuthState;

    droppingSettles = true;
    const lost = await call('CapturePreAuth', { id: link.id });
    droppingSettles = false;
    expect(lost).toMatchObject({ status: 400, body: { message: messages.preAuthInProgress } });
    // The bank did capture; we do not know it yet, so neither a second capture nor a release is sent.
    expect(bankCalls('PostAuth')).toHaveLength(1);
    expect(await holdState()).toBe('capturing');
    // Tracking says so, and offers neither action.
    const tracked = await request(t.app, {
      method: 'GET',
      url: '/api/PaymentRequest/List?search=Kay%C4%B1p%20PostAuth',
      token,
    });
    expect(
      (tracked.json() as { data: { items: { preAuthState: string }[] } }).data.items[0]?.preAuthState,
    ).toBe('settling');
    expect((await call('CapturePreAuth', { id: link.id })).body.message).toBe(messages.preAuthInProgress);
    expect((await call('ReleasePreAuth', { id: link.id })).body.message).toBe(messages.preAuthInProgress);
    expect(bankCalls('PostAuth')).toHaveLength(1);
    expect(bankCalls('Void')).toHaveLength(0);

    // Too early for the reconciler; then, after twice the bank timeout, the status query settles it.
    await t.reconciler.runOnce();
    expect(await holdState()).toBe('capturing');
    await t.ctx.db
      .update(posTransactions)
      .set({ updatedAt: sql`now() - interval '10 seconds'` })
      .where(eq(posTransactions.id, sale.transactionId));
    await t.reconciler.runOnce();
    expect(await holdState()).toBe('captured');
    expect(bankCalls('PostAuth')).toHaveLength(1);
  });
});

describe('races', () => {
  it('approve and decline racing for one order: one wins and it matches the bank journal', async () => {
    const sale = await postSale(t.baseUrl);
    const form = readForm(sale.body.data?.content ?? '');
    const [approve, decline] = await Promise.all([
      walkSandboxThreeD(form),
      walkSandboxThreeD(form, { cancel: true }),
    ]);
    await Promise.all([
      postCallback(approve.action, approve.fields),
      postCallback(decline.action, decline.fields),
    ]);
    const tx = await transactionOf(t.baseUrl, sale.body.data?.transactionId ?? '');
    expect(['authorised', 'failed']).toContain(tx.status);
    expect(authorisations(String(tx.orderId))).toHaveLength(tx.status === 'authorised' ? 1 : 0);
  });
});

describe.skipIf(!POSTGRES_URL)('two server processes on one PostgreSQL', () => {
  it('20 identical callbacks spread over both: one authorisation, one state change', async () => {
    const log = createLogger('silent');
    const database = await openDatabase({ kind: 'postgres', url: t.testDb.url ?? '', poolSize: 5 }, log);
    // The second instance resolves the demo's relative bank URLs against the first one.
    const second = await buildApp({
      config: testConfig({
        PUBLIC_URL: t.baseUrl,
        DEMO_SEED: 'false',
        SANDBOX_BANK: 'off',
        DATA_KEY: t.config.dataKey.toString('base64'),
        JWT_SECRET: t.config.jwtSecret,
      }),
      database,
      logger: log,
      jobs: false,
      webDist: '/nonexistent',
    });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const address = second.app.server.address();
    const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const { transactionId, callback } = await saleThroughThreeD(t.baseUrl);
      const path = new URL(callback.action).pathname;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postCallback(`${i % 2 === 0 ? t.baseUrl : secondUrl}${path}`, callback.fields),
        ),
      );
      expect(results.every((r) => r.status === 303)).toBe(true);
      const tx = await transactionOf(t.baseUrl, transactionId);
      expect(tx.status).toBe('authorised');
      expect(authorisations(String(tx.orderId))).toHaveLength(1);
    } finally {
      await second.app.close();
      await database.close();
    }
  });
});
