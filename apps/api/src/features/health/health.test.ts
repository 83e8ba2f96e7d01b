import { messages } from '@tahsilat/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, POSTGRES_URL, testConfig } from '../../../test/helpers.js';
import { startTcpProxy } from '../../../test/tcp-proxy.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { createLogger } from '../../lib/logger.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) {
    await cleanup();
  }
});

async function waitForStatus(
  app: { inject: (o: { method: 'GET'; url: string }) => Promise<{ statusCode: number }> },
  status: number,
  withinMs: number,
) {
  const deadline = Date.now() + withinMs;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
    if (last === status) {
      return last;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return last;
}

describe('health', () => {
  it('ready answers 503 while the instance drains on SIGTERM, live still 200', async () => {
    const t = await buildTestApp();
    cleanups.push(() => t.close());
    t.ctx.lifecycle.draining = true;
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(answerOf(ready).data).toMatchObject({ status: 'draining' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    t.ctx.lifecycle.draining = false;
  });

  it('live and ready answer 200 on a working database', async () => {
    const t = await buildTestApp();
    cleanups.push(() => t.close());
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(answerOf(live).data).toEqual({ status: 'live' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(answerOf(ready).data).toEqual({ status: 'ready', database: POSTGRES_URL ? 'postgres' : 'pglite' });
  });

  it.skipIf(Boolean(POSTGRES_URL))('ready answers 503 once the embedded database is closed', async () => {
    const t = await buildTestApp();
    cleanups.push(() => t.close());
    await t.testDb.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(answerOf(ready)).toMatchObject({ success: false, data: { status: 'unavailable' } });
  });
});

describe.skipIf(!POSTGRES_URL)('PostgreSQL outages', () => {
  it('ready is 503 while the server is unreachable and recovers without a restart', async () => {
    const t = await buildTestApp();
    cleanups.push(() => t.close());
    const target = new URL(t.testDb.url ?? '');
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const log = createLogger('silent');
    const database = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), poolSize: 4 }, log);
    const { app } = await buildApp({ config: testConfig({ DEMO_SEED: 'false' }), database, logger: log });
    cleanups.push(async () => {
      await app.close();
      await database.close();
      await proxy.stop();
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);

    await proxy.stop();
    expect(await waitForStatus(app, 503, 5_000)).toBe(503);
    // Other calls fail cleanly, neither hanging nor crashing: a 503 to try again shortly (never a 500).
    const login = await app.inject({
      method: 'POST',
      url: '/api/FirmAuth/Login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.headers['retry-after']).toBe('5');
    expect(answerOf(login).message).toBe(messages.serviceUnavailable);

    await proxy.start();
    expect(await waitForStatus(app, 200, 10_000)).toBe(200);
  });

  it('survives its connections being terminated with pg_terminate_backend', async () => {
    const t = await buildTestApp();
    cleanups.push(() => t.close());
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    const name = new URL(t.testDb.url ?? '').pathname.slice(1);
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    expect(await waitForStatus(t.app, 200, 10_000)).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/FirmAuth/Login',
      payload: { email: 'demo@tahsilat.local', password: 'Tahsilat.2026' },
    });
    expect(login.statusCode).toBe(200);
  });
});
