import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, type TestApp } from '../test/helpers.js';
import { posAccounts } from './db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('sends a per-response nonce CSP with strict-dynamic and the other headers of SECURITY.md', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const second = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    const nonce = (value: string) => /'nonce-([^']+)'/.exec(value)?.[1];
    expect(nonce(csp)).not.toBe(nonce(String(second.headers['content-security-policy'])));
    expect(first.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.headers['x-powered-by']).toBeUndefined();
  });

  it("lets the payment pages post to and frame the configured banks' 3-D hosts, and no others", async () => {
    const pageCsp = async () =>
      String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    // The demo's POS accounts point at the sandbox bank on this server: 'self' covers them.
    expect(await pageCsp()).toContain("form-action 'self';");
    const [akbank] = await t.ctx.db
      .update(posAccounts)
      .set({ gateUrl: 'https://sanalpos.akbank.example/fim/est3Dgate' })
      .where(eq(posAccounts.bankId, 46))
      .returning({ id: posAccounts.id, tenantId: posAccounts.tenantId });
    await t.ctx.bus.publish('tenant-config', akbank?.tenantId ?? '');
    await expect.poll(pageCsp).toContain("form-action 'self' https://sanalpos.akbank.example;");
    expect(await pageCsp()).toContain("frame-src 'self' https://sanalpos.akbank.example;");
    await t.ctx.db
      .update(posAccounts)
      .set({ gateUrl: '/sandbox-bank/fim/est3Dgate' })
      .where(eq(posAccounts.bankId, 46));
    await t.ctx.bus.publish('tenant-config', akbank?.tenantId ?? '');
    await expect.poll(pageCsp).toContain("form-action 'self';");
  });

  it('API answers carry the same headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('error catalogue at the edge', () => {
  it('unknown API paths are 404 in the answer format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Nope/Nothing' });
    expect(response.statusCode).toBe(404);
    expect(answerOf(response)).toEqual({ success: false, message: 'İstenen adres bulunamadı.', data: null });
  });

  it('malformed JSON is 400, an oversized body 413, a wrong content type 415 — never 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/FirmAuth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(answerOf(malformed).success).toBe(false);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/FirmAuth/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/FirmAuth/Login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(415);

    const arrayBody = await t.app.inject({ method: 'POST', url: '/api/FirmAuth/Login', payload: [1, 2, 3] });
    expect(arrayBody.statusCode).toBe(406);
    const nullBody = await t.app.inject({
      method: 'POST',
      url: '/api/FirmAuth/Login',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(406);
  });
});

describe('OpenAPI', () => {
  it('documents every endpoint of the foundation from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/FirmAuth/GetLoginEndpoints',
      '/api/FirmAuth/Login',
      '/api/FirmAuth/Logout',
      '/api/FirmAuth/GetActiveTenantInfo',
      '/api/FirmAuth/GetTenants',
      '/api/FirmAuth/ChangeTenant/{tenantId}',
      '/api/FirmAuth/GetTenantById/{id}',
      '/api/FirmReport/TenantErpProgram',
      '/api/FirmAuth/ForgotPassword',
      '/api/FirmAuth/IsHavePsrGuid',
      '/api/FirmAuth/ResetPassword',
      '/api/FirmAuth/NewPassword',
      '/api/FirmAuth/ChangePassword',
      '/api/health/live',
      '/api/health/ready',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(JSON.stringify(doc.paths['/api/FirmAuth/Login'])).toContain('b2BDomainUrl');
  });

  it('serves the documentation UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('landing page and dev mailbox', () => {
  it('serves a plain page at / while the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('/api/docs');
  });

  it('lists the outbox at /api/dev/mails outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mails?limit=5' });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(answerOf(response).data)).toBe(true);
  });
});

describe('production', () => {
  it('has no dev mailbox', async () => {
    const prod = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        // Production refuses the demo seed (config.test.ts); this app starts on an empty database.
        DEMO_SEED: 'false',
        SANDBOX_BANK: 'false',
        PUBLIC_URL: 'https://portal.example.com',
      },
    });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/mails' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
