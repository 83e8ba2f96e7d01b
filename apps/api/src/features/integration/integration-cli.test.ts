import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, freePort } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../lib/logger.js';
import { runIntegrationCli } from './integration-cli.js';

const guidA = DEMO.tenantA.paymentGuid;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tahsilat-integration-cli-'));
const env = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATA_KEY: randomBytes(32).toString('base64'),
  JWT_SECRET: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'warn',
  EXCHANGE_RATES_URL: 'off',
};

async function cli(argv: string[], extraEnv: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runIntegrationCli(
    argv,
    { ...env, ...extraEnv },
    { out: (l) => out.push(l), err: (l) => err.push(l) },
  );
  return {
    code,
    out,
    err,
    key: out.find((line) => line.startsWith('TAHSILAT_KEY='))?.slice('TAHSILAT_KEY='.length),
  };
}

const sync = (baseUrl: string, key: string) =>
  fetch(`${baseUrl}/api/integration/v1/sync`, { headers: { authorization: `Bearer ${key}` } });

let port: number;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({ ...env, PORT: String(port), PUBLIC_URL: baseUrl });
  const { app } = await buildApp({
    config,
    logger: createLogger('silent'),
    jobs: false,
    webDist: path.join(dataDir, 'no-web-build'),
  });
  await app.listen({ port, host: '127.0.0.1' });
  close = () => app.close();
});
afterAll(async () => {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run integration:key', () => {
  it('creates a key shown once, lists it without the secret, revokes it at once (through the running server)', async () => {
    const created = await cli(['--tenant', guidA, '--name', 'Logo Tiger'], { PORT: String(port) });
    expect(created.code, created.err.join('\n')).toBe(0);
    expect(created.err.join('\n')).toContain('is in use by process');
    expect(created.key).toMatch(/^thk_[a-z2-7]{8}_[\w-]{43}$/);
    const key = created.key ?? '';
    expect((await sync(baseUrl, key)).status).toBe(200);

    const listed = await cli(['--tenant', guidA, '--list'], { PORT: String(port) });
    expect(listed.out.join('\n')).toContain('Logo Tiger');
    expect(listed.out.join('\n')).not.toContain(key);

    const id = key.split('_')[1] ?? '';
    const revoked = await cli(['--tenant', guidA, '--revoke', id], { PORT: String(port) });
    expect(revoked.out).toContain(`Key ${id} revoked.`);
    expect((await sync(baseUrl, key)).status).toBe(401);
  });

  it('refuses an unknown tenant and a missing --tenant', async () => {
    const unknown = await cli(['--tenant', '99999999-9999-4999-8999-999999999999'], { PORT: String(port) });
    expect(unknown.code).toBe(1);
    expect((await cli([])).code).toBe(2);
  });
});
