import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  DEMO,
  login,
  POSTGRES_URL,
  request,
  type TestApp,
  testConfig,
} from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { createLogger } from '../lib/logger.js';
import { openDatabase } from './client.js';

/** The backup and restore of docs/deployment.md, run as written: pg_dump's custom format, then pg_restore. */
const hasTools =
  spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;

let t: TestApp;
let restoredUrl = '';
const dir = mkdtempSync(path.join(tmpdir(), 'tahsilat-backup-'));

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every table of the application's schema with its row count and a digest of its rows in a stable order. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: string; digest: string | null }>(
      url,
      `SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    result[name] = `${row?.n}:${row?.digest ?? ''}`;
  }
  return result;
}

beforeAll(async () => {
  if (!POSTGRES_URL || !hasTools) {
    return;
  }
  t = await buildTestApp();
  // A write of the day: a payment link, audited.
  const { token } = await login(t.app);
  await request(t.app, {
    method: 'POST',
    url: '/api/PaymentRequest/Create',
    token,
    payload: { amount: '1250.00', currencyCode: 'TRY', description: 'Yedekten önce' },
  });
});
afterAll(async () => {
  if (restoredUrl) {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(restoredUrl).pathname.slice(1)} with (force)`);
    await admin.end();
  }
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!POSTGRES_URL || !hasTools)('PostgreSQL backup and restore (docs/deployment.md)', () => {
  it('pg_dump, pg_restore into an empty database: every row back, the audit log still append-only, the server runs', async () => {
    const sourceUrl = t.testDb.url ?? '';
    const file = path.join(dir, 'tahsilat.dump');
    const dump = spawnSync('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${sourceUrl}`,
    ]);
    expect(dump.status, String(dump.stderr)).toBe(0);

    const name = `${new URL(sourceUrl).pathname.slice(1)}_restored`;
    await query(POSTGRES_URL ?? '', `create database ${name}`);
    restoredUrl = sourceUrl.replace(/\/[^/]+$/, `/${name}`);
    const restore = spawnSync('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${restoredUrl}`,
      file,
    ]);
    expect(restore.status, String(restore.stderr)).toBe(0);

    expect(await fingerprint(restoredUrl)).toEqual(await fingerprint(sourceUrl));
    // The trigger that keeps the audit log append-only came back with it.
    await expect(query(restoredUrl, 'UPDATE audit_log SET outcome = outcome')).rejects.toThrow();

    const config = testConfig();
    const database = await openDatabase(
      { kind: 'postgres', url: restoredUrl, poolSize: 3 },
      createLogger('silent'),
    );
    const restored = await buildApp({ config, database, logger: createLogger('silent'), jobs: false });
    try {
      const { token } = await login(restored.app, DEMO.firmUser.email);
      const links = await request(restored.app, {
        method: 'GET',
        url: '/api/PaymentRequest/List?pageSize=20',
        token,
      });
      expect(links.statusCode).toBe(200);
      expect(links.body).toContain('Yedekten önce');
    } finally {
      await restored.app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
