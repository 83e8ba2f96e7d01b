import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@tahsilat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, freePort, type TestApp } from '../../../test/helpers.js';
import { tokensOfPath } from '../../../test/params.js';
import { buildApp, prepareDatabase } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openConfiguredDatabase } from '../../db/client.js';
import { ADMIN_SIGNATURE_HEADER, signAdminBody } from '../../lib/local-admin.js';
import { createLogger } from '../../lib/logger.js';
import { runParamsCli } from './params-cli.js';

const guidA = DEMO.tenantA.paymentGuid;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ throttles: { params: { limit: 10_000, windowMs: 60_000 } } });
});
afterAll(async () => t.close());

function adminCall(
  route: 'key' | 'encrypt',
  fields: Record<string, unknown>,
  options: { remoteAddress?: string; headers?: Record<string, string>; sign?: (body: string) => string } = {},
) {
  const body = JSON.stringify({ timestamp: Date.now(), ...fields });
  const signature = (options.sign ?? ((text) => signAdminBody(t.config.dataKey, text)))(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/local-admin/params/${route}`,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { 'content-type': 'application/json', [ADMIN_SIGNATURE_HEADER]: signature, ...options.headers },
    payload: body,
  });
}

const decrypt = (tokens: ReturnType<typeof tokensOfPath>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/PayWithoutLogin/GetDecryptParameters',
    payload: {
      tenantPaymentGuid: guidA,
      encryptAmountString: tokens.amount,
      firmbranchNumber: tokens.firmbranchNumber,
      referenceNumber: tokens.referenceNumber,
      callbackUrl: tokens.callbackUrl,
    },
  });

describe('admin endpoints for the params CLI', () => {
  it('answer a signed local request: the key, a rotation, and a link the pay page opens', async () => {
    const key = answerOf<{ keyId: string; key: string; created: boolean }>(
      await adminCall('key', { tenant: guidA }),
    );
    expect(key.data.created).toBe(false);
    expect(Buffer.from(key.data.key, 'base64url')).toHaveLength(32);

    const rotated = answerOf<{ keyId: string }>(await adminCall('key', { tenant: guidA, rotate: true })).data;
    expect(rotated.keyId).not.toBe(key.data.keyId);

    const response = await adminCall('encrypt', {
      tenant: guidA,
      amount: '250.00',
      currency: 'TRY',
      reference: 'ORD-1',
      branch: '1001',
      callback: 'http://localhost:4000/return',
    });
    expect(response.statusCode).toBe(200);
    const link = answerOf<{ keyId: string; linkId: string; path: string }>(response).data;
    expect(link.keyId).toBe(rotated.keyId);
    const token = `${link.keyId}\\.${link.linkId}\\.[\\w-]+`;
    expect(link.path).toMatch(new RegExp(`^/pay-without-login/${token}/${token}/${token}/${token}$`));
    expect(answerOf((await decrypt(tokensOfPath(link.path))) as never).data).toEqual({
      amount: '250.00',
      currencyCode: 'TRY',
      isAmountOpen: false,
      referenceNumber: 'ORD-1',
      firmbranchNumber: '1001',
      callbackUrl: 'http://localhost:4000/return',
    });
  });

  it('refuse at link time what the pay page would refuse', async () => {
    for (const callback of ['//evil.com', 'https://good.com@evil.com', 'javascript:alert(1)']) {
      const response = await adminCall('encrypt', {
        tenant: guidA,
        amount: '1',
        currency: 'TRY',
        reference: 'R',
        callback,
      });
      expect(response.statusCode, callback).toBe(400);
      expect(answerOf(response).message).toBe(messages.callbackNotAllowed);
    }
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: '-1', reference: 'R' }, 400, messages.amountInvalid],
      [{ amount: '1.234', reference: 'R' }, 400, messages.amountInvalid],
      [{ amount: 'opened', reference: 'R' }, 400, messages.amountInvalid],
      // An amount the payer types is `open`, never a zero.
      [{ amount: '0', reference: 'R' }, 400, messages.amountNotPositive],
      [{ amount: '0,00', reference: 'R' }, 400, messages.amountNotPositive],
      [{ amount: '1', currency: 'GBP', reference: 'R' }, 400, messages.currencyNotAllowed],
      [{ amount: '1', reference: 'A|B' }, 400, messages.paramsReferenceInvalid],
      [{ amount: '1', reference: 'R', branch: '9999' }, 404, messages.firmNotFound],
      [
        { amount: '1', reference: 'R', callback: `http://localhost:4000/${'x'.repeat(700)}` },
        400,
        "'callback' alanı en fazla 700 karakter olabilir.",
      ],
    ];
    for (const [fields, status, message] of cases) {
      const response = await adminCall('encrypt', { tenant: guidA, currency: 'TRY', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(answerOf(response).message).toBe(message);
    }
    const tenantB = await adminCall('encrypt', {
      tenant: DEMO.tenantB.paymentGuid,
      amount: '1',
      currency: 'TRY',
      reference: 'R',
    });
    expect(answerOf(tenantB).message).toBe(messages.paramsNotAllowed);
  });

  it('are not there for other addresses or proxied requests, and hidden from the API documentation', async () => {
    expect((await adminCall('key', { tenant: guidA }, { remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    expect(
      (await adminCall('key', { tenant: guidA }, { headers: { 'x-forwarded-for': '203.0.113.9' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await adminCall('key', { tenant: guidA }, { remoteAddress: '::ffff:127.0.0.1' })).statusCode,
    ).toBe(200);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.body).toContain('GetDecryptParameters');
    expect(docs.body).not.toContain('/local-admin/');
  });

  it('refuse a missing, wrong, stale or replayed signature', async () => {
    const otherKey = randomBytes(32);
    const refused = [
      await adminCall('key', { tenant: guidA }, { sign: () => '' }),
      await adminCall('key', { tenant: guidA }, { sign: (body) => signAdminBody(otherKey, body) }),
      await adminCall(
        'key',
        { tenant: guidA },
        { sign: (body) => signAdminBody(t.config.dataKey, `${body} `) },
      ),
      await adminCall('key', { tenant: guidA, timestamp: Date.now() - 120_000 }),
      await adminCall('key', { tenant: guidA, timestamp: Date.now() + 120_000 }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(answerOf(response)).toMatchObject({ success: false, message: messages.permissionDenied });
    }
    const body = JSON.stringify({ timestamp: Date.now(), tenant: guidA });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/local-admin/params/key',
        headers: {
          'content-type': 'application/json',
          [ADMIN_SIGNATURE_HEADER]: signAdminBody(t.config.dataKey, body),
        },
        payload: body,
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(403);
    const unknownField = await adminCall('key', { tenant: guidA, tenantId: 'x' });
    expect(unknownField.statusCode).toBe(406);
  });
});

describe('npm run params:key / params:encrypt', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tahsilat-params-cli-'));
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATA_KEY: randomBytes(32).toString('base64'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    EXCHANGE_RATES_URL: 'off',
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function cli(argv: string[], extraEnv: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runParamsCli(
      argv,
      { ...env, ...extraEnv },
      { out: (l) => out.push(l), err: (l) => err.push(l) },
    );
    return { code, out, err };
  }

  beforeAll(async () => {
    const config = loadConfig(env);
    const database = await openConfiguredDatabase(config, createLogger('silent'));
    await prepareDatabase(database, config, createLogger('silent'));
    await database.close();
  });

  it('open the database directly when no server holds it', async () => {
    const key = await cli(['key', '--tenant', guidA]);
    expect(key.code).toBe(0);
    const keyId = key.out.find((line) => line.startsWith('TAHSILAT_PARAMS_KEY_ID='))?.split('=')[1];
    expect(keyId).toMatch(/^[A-Z2-7]{8}$/);
    expect(key.out).toContain(`TAHSILAT_TENANT_GUID=${guidA}`);

    const link = await cli([
      'encrypt',
      '--tenant',
      guidA,
      '--amount',
      'open',
      '--currency',
      'EUR',
      '--reference',
      'ORD-1',
      '--callback',
      'http://localhost:4000/return',
    ]);
    expect(link.code).toBe(0);
    const linkId = link.out.find((line) => line.startsWith('Link id: '))?.slice('Link id: '.length);
    const last = link.out.at(-1) ?? '';
    const token = `${keyId}\\.${linkId}\\.[\\w-]+`;
    // Four tokens of one link, the branch sealed empty.
    expect(last).toMatch(new RegExp(`^/pay-without-login/${token}/${token}/${token}/${token}$`));

    const rotated = await cli(['key', '--tenant', guidA, '--rotate']);
    expect(rotated.out.find((line) => line.startsWith('TAHSILAT_PARAMS_KEY_ID='))).not.toBe(
      `TAHSILAT_PARAMS_KEY_ID=${keyId}`,
    );

    const evil = await cli([
      'encrypt',
      '--tenant',
      guidA,
      '--amount',
      '1',
      '--currency',
      'TRY',
      '--reference',
      'R',
      '--callback',
      '//evil.com',
    ]);
    expect(evil.code).toBe(1);
    expect(evil.err.join('\n')).toContain(messages.callbackNotAllowed);
    expect((await cli(['encrypt', '--tenant', guidA])).code).toBe(2);
    const noCurrency = await cli(['encrypt', '--tenant', guidA, '--amount', '1', '--reference', 'R']);
    expect(noCurrency.code).toBe(2);
    expect(noCurrency.err.join('\n')).toContain('--currency');
    expect((await cli(['frobnicate'])).code).toBe(2);
  });

  it('ask the running server when it holds the embedded database (this process, then another one)', async () => {
    const port = await freePort();
    const config = loadConfig({ ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    const { app } = await buildApp({
      config,
      logger: createLogger('silent'),
      jobs: false,
      webDist: path.join(dataDir, 'no-web-build'),
    });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const link = await cli(
        [
          'encrypt',
          '--tenant',
          guidA,
          '--amount',
          '99,90',
          '--currency',
          'USD',
          '--reference',
          'ORD-2',
          '--branch',
          '1001',
        ],
        {
          PORT: String(port),
        },
      );
      expect(link.err.join('\n')).toContain('is in use by process');
      expect(link.code).toBe(0);
      const tokens = tokensOfPath(link.out.at(-1) ?? '');
      const opened = await app.inject({
        method: 'POST',
        url: '/api/PayWithoutLogin/GetDecryptParameters',
        payload: {
          tenantPaymentGuid: guidA,
          encryptAmountString: tokens.amount,
          firmbranchNumber: tokens.firmbranchNumber,
          referenceNumber: tokens.referenceNumber,
          callbackUrl: tokens.callbackUrl,
        },
      });
      expect(answerOf(opened).data).toEqual({
        amount: '99.90',
        currencyCode: 'USD',
        isAmountOpen: false,
        referenceNumber: 'ORD-2',
        firmbranchNumber: '1001',
        callbackUrl: null,
      });

      // The real command in its own process: PGlite's lock sends it to the server too.
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'apps/api/src/params-cli.ts', 'key', '--tenant', guidA],
        { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) } },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, stderr).toBe(0);
      expect(stderr).toContain(`in use by process ${process.pid}`);
      const current = await cli(['key', '--tenant', guidA], { PORT: String(port) });
      expect(stdout).toContain(current.out.find((line) => line.startsWith('TAHSILAT_PARAMS_KEY=')));
    } finally {
      await app.close();
    }
  });
});
