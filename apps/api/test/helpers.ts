import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LoginData } from '@tahsilat/domain';
import type { SandboxBank } from '@tahsilat/pos';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { freePort } from '../../../e2e/support/net.js';
import { type BuildOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { DEMO } from '../src/db/demo-data.js';
import type { Reconciler } from '../src/features/payments/reconciler.js';
import { createLogger } from '../src/lib/logger.js';
import { cardNumbersOutsideHex, stringValues } from './card-canary.js';
import { fileDatabasePrefix, newRunId } from './global-setup.js';
import { createFromTemplate, pgliteFromTemplate, testTemplates } from './templates.js';

export { DEMO, freePort };

/** Set by CI for the PostgreSQL pass; unset means the embedded PGlite database. */
export const POSTGRES_URL = process.env.DATABASE_URL;

export interface TestDatabase {
  database: Database;
  /** A URL for this test's own PostgreSQL database (PostgreSQL pass only). */
  url: string | null;
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the PostgreSQL server. Empty, or with
 * `template` a copy of this run's migrated (`seeded`: and seeded) template (`test/templates.ts`).
 */
export async function createTestDatabase(template?: { seeded: boolean }): Promise<TestDatabase> {
  const log = createLogger('silent');
  const templates = template ? testTemplates() : undefined;
  if (!POSTGRES_URL) {
    const database =
      template && templates
        ? await pgliteFromTemplate(template.seeded, templates, log)
        : await openDatabase({ kind: 'pglite', dataDir: null }, log);
    return { database, url: null, drop: () => database.close() };
  }
  // Named after the run (its start minute), so a killed run's databases are found and dropped by the next one.
  const runId = testTemplates()?.runId ?? newRunId();
  const name = `${fileDatabasePrefix(runId)}${randomBytes(6).toString('hex')}`;
  if (template && templates) {
    await createFromTemplate(POSTGRES_URL, name, template.seeded, templates, log);
  } else {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = withDatabaseName(POSTGRES_URL, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 }, log);
  return {
    database,
    url,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tahsilat-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    // The run's templates are seeded with one key (bank credentials are encrypted with it).
    DATA_KEY: testTemplates()?.dataKey ?? randomBytes(32).toString('base64'),
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'debug',
    EXCHANGE_RATES_URL: 'off',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  testDb: TestDatabase;
  reconciler: Reconciler;
  sandbox: SandboxBank | null;
  /** Set when the app listens on a real port (payments over HTTP). */
  baseUrl: string;
  /** Every log line the server wrote (for canary scans). */
  logs: string[];
  close(): Promise<void>;
}

/** A server over a fresh seeded database, driven through app.inject. */
export async function buildTestApp(
  options: { env?: Record<string, string>; listen?: boolean } & Pick<
    BuildOptions,
    'throttles' | 'bankHttp' | 'resolver' | 'sandbox' | 'webhooks'
  > = {},
): Promise<TestApp> {
  const port = options.listen ? await freePort() : 0;
  const baseUrl = options.listen ? `http://127.0.0.1:${port}` : 'http://portal.test';
  const config = testConfig({
    ...(options.listen ? { PUBLIC_URL: baseUrl, PORT: String(port) } : {}),
    ...options.env,
  });
  // A copy of the run's template when the app would seed it the same way; otherwise an empty database it prepares.
  const templates = testTemplates();
  const sameKey = templates !== undefined && config.dataKey.equals(Buffer.from(templates.dataKey, 'base64'));
  const testDb = await createTestDatabase(sameKey ? { seeded: config.demoSeed } : undefined);
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const { app, ctx, reconciler, sandbox } = await buildApp({
    config,
    database: testDb.database,
    logger: createLogger(config.logLevel, sink),
    throttles: options.throttles,
    bankHttp: options.bankHttp,
    resolver: options.resolver,
    sandbox: options.sandbox,
    webhooks: options.webhooks,
    jobs: false,
    webDist: path.join(config.dataDir, 'no-web-build'),
  });
  // Test-only tripwire (SECURITY.md Card data): no API answer may carry a card number by the product's one rule
  // (Luhn-valid with a scheme's prefix and length) — except the sales answers, whose auto-submit form carries the
  // card to the bank by design. Long hex runs (verification tokens, file names) are not read for cards.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const carriesBankForm = /\/SalesRequest(WithCode)?$/.test(request.url);
    if (typeof payload === 'string' && type.includes('application/json') && !carriesBankForm) {
      const leaked = stringValues(JSON.parse(payload)).flatMap((text) => cardNumbersOutsideHex(text));
      if (leaked.length > 0) {
        throw new Error(`card number in the answer to ${request.method} ${request.url}`);
      }
    }
    return payload;
  });
  await app.ready();
  if (options.listen) {
    await app.listen({ port, host: '127.0.0.1' });
  }
  return {
    app,
    ctx,
    config,
    testDb,
    reconciler,
    sandbox,
    baseUrl,
    logs,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type Answer<T = unknown> = { success: boolean; message: string; data: T };

export function answerOf<T = unknown>(response: LightMyRequestResponse): Answer<T> {
  return response.json() as Answer<T>;
}

export async function request(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export async function login(
  app: FastifyInstance,
  email: string = DEMO.firmUser.email,
  password: string = DEMO.password,
  b2BDomainUrl = 'http://localhost:3000',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/FirmAuth/Login',
    payload: { email, password, b2BDomainUrl },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as Answer<LoginData>).data;
}
