import { randomUUID } from 'node:crypto';
import { messages } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, sessions, tenants, users } from '../../db/schema.js';

let t: TestApp;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.ctx.db.select({ id: tenants.id, guid: tenants.paymentGuid }).from(tenants);
  tenantA = rows.find((r) => r.guid === DEMO.tenantA.paymentGuid)?.id ?? '';
  tenantB = rows.find((r) => r.guid === DEMO.tenantB.paymentGuid)?.id ?? '';
});
afterAll(async () => t.close());

const get = (url: string, token?: string) => request(t.app, { method: 'GET', url, token });

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function signed(
  claims: Record<string, unknown>,
  options: {
    secret?: string;
    audience?: string;
    issuer?: string;
    expires?: number | null;
    alg?: string;
  } = {},
) {
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuer(options.issuer ?? 'tahsilat-api')
    .setAudience(options.audience ?? 'tahsilat-web')
    .setIssuedAt();
  if (options.expires !== null) {
    jwt = jwt.setExpirationTime(options.expires ?? Math.floor(Date.now() / 1000) + 3600);
  }
  return jwt.sign(new TextEncoder().encode(options.secret ?? t.config.jwtSecret));
}

describe('session tokens', () => {
  it('a fresh token opens the signed-in calls', async () => {
    const { token } = await login(t.app);
    const response = await get('/api/FirmAuth/GetActiveTenantInfo', token);
    expect(response.statusCode).toBe(200);
    expect(answerOf(response).data).toEqual({
      logoPath: DEMO.tenantA.logoPath,
      phoneNumber: DEMO.tenantA.phoneNumber,
      address: DEMO.tenantA.address,
    });
  });

  it('refuses a missing or malformed Authorization header with 401', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-jwt', 'bearer x.y.z']) {
      const response = await request(t.app, {
        method: 'GET',
        url: '/api/FirmAuth/GetTenants',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(answerOf(response)).toEqual({ success: false, message: messages.sessionRequired, data: null });
    }
  });

  it('refuses expired, tampered, alg:none, wrong-key, wrong-audience, exp-less and session-less tokens', async () => {
    const real = await login(t.app);
    const [header, payload, signature] = real.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const live = { sub: claims.sub, tid: claims.tid, jti: claims.jti };
    const forged = {
      expired: await signed(live, { expires: Math.floor(Date.now() / 1000) - 10 }),
      tampered: `${header}.${base64url({ ...claims, tid: tenantB })}.${signature}`,
      algNone: `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      wrongKey: await signed(live, { secret: 'another-secret-another-secret-another-secret' }),
      wrongAudience: await signed(live, { audience: 'someone-else' }),
      wrongIssuer: await signed(live, { issuer: 'someone-else' }),
      noExpiry: await signed(live, { expires: null }),
      unknownSession: await signed({ ...live, jti: randomUUID() }),
      otherTenantClaim: await signed({ ...live, tid: tenantB }),
    };
    for (const [name, token] of Object.entries(forged)) {
      const response = await get('/api/FirmAuth/GetTenants', token);
      expect(response.statusCode, name).toBe(401);
    }
    // The real token still works: nothing above damaged the session.
    expect((await get('/api/FirmAuth/GetTenants', real.token)).statusCode).toBe(200);
  });

  it('sign-out revokes the session: the same token is refused afterwards', async () => {
    const { token } = await login(t.app);
    const out = await request(t.app, { method: 'POST', url: '/api/FirmAuth/Logout', token });
    expect(out.statusCode).toBe(200);
    expect(answerOf(out).success).toBe(true);
    expect((await get('/api/FirmAuth/GetTenants', token)).statusCode).toBe(401);
    const logouts = await t.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'logout'));
    expect(logouts.length).toBeGreaterThan(0);
  });

  it('a session in use (its row cached) is refused as soon as it is revoked, also by a tenant switch', async () => {
    const kept = await login(t.app);
    const other = await login(t.app);
    // Both are in use: their rows are now in the server's short session cache.
    expect((await get('/api/FirmAuth/GetTenants', kept.token)).statusCode).toBe(200);
    expect((await get('/api/FirmAuth/GetTenants', other.token)).statusCode).toBe(200);
    const out = await request(t.app, { method: 'POST', url: '/api/FirmAuth/Logout', token: other.token });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/FirmAuth/GetTenants', other.token)).statusCode).toBe(401);
    const switched = await get(`/api/FirmAuth/ChangeTenant/${tenantB}`, kept.token);
    expect(switched.statusCode).toBe(200);
    expect((await get('/api/FirmAuth/GetTenants', kept.token)).statusCode).toBe(401);
  });

  it('a session row past its expiry or of a disabled user is refused', async () => {
    const first = await login(t.app);
    const jti = JSON.parse(Buffer.from(first.token.split('.')[1] ?? '', 'base64url').toString())
      .jti as string;
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.jti, jti));
    expect((await get('/api/FirmAuth/GetTenants', first.token)).statusCode).toBe(401);

    const second = await login(t.app, DEMO.subFirmUser.email);
    await t.ctx.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, DEMO.subFirmUser.email));
    expect((await get('/api/FirmAuth/GetActiveTenantInfo', second.token)).statusCode).toBe(401);
    await t.ctx.db.update(users).set({ disabledAt: null }).where(eq(users.email, DEMO.subFirmUser.email));
  });
});

describe('tenants of a user', () => {
  it('GetTenants lists only the tenants the user belongs to', async () => {
    const firmUser = await login(t.app);
    expect(answerOf(await get('/api/FirmAuth/GetTenants', firmUser.token)).data).toEqual([
      { id: tenantA, name: DEMO.tenantA.name },
      { id: tenantB, name: DEMO.tenantB.name },
    ]);
    const subFirmUser = await login(t.app, DEMO.subFirmUser.email);
    expect(answerOf(await get('/api/FirmAuth/GetTenants', subFirmUser.token)).data).toEqual([
      { id: tenantA, name: DEMO.tenantA.name },
    ]);
  });

  it('ChangeTenant moves the firm user to tenant B with a new token and revokes the old one', async () => {
    const { token } = await login(t.app);
    const response = await get(`/api/FirmAuth/ChangeTenant/${tenantB}`, token);
    expect(response.statusCode).toBe(200);
    const data = answerOf<{
      token: string;
      tenantId: string;
      tenantName: string;
      firmName: string;
      paymentPlan: boolean;
    }>(response).data;
    expect(data.tenantId).toBe(tenantB);
    expect(data.firmName).toBe(DEMO.firms.b.name);
    expect(data.paymentPlan).toBe(true);
    expect((await get('/api/FirmAuth/GetTenants', token)).statusCode).toBe(401);
    const info = answerOf<{ phoneNumber: string }>(
      await get('/api/FirmAuth/GetActiveTenantInfo', data.token),
    ).data;
    expect(info.phoneNumber).toBe(DEMO.tenantB.phoneNumber);
  });

  it('the sub-firm user cannot switch to tenant B, nor anyone to a tenant that does not exist', async () => {
    const { token } = await login(t.app, DEMO.subFirmUser.email);
    const refused = await get(`/api/FirmAuth/ChangeTenant/${tenantB}`, token);
    expect(refused.statusCode).toBe(403);
    expect(answerOf(refused)).toEqual({ success: false, message: messages.tenantNotAllowed, data: null });
    expect((await get(`/api/FirmAuth/ChangeTenant/${randomUUID()}`, token)).statusCode).toBe(403);
    expect((await get('/api/FirmAuth/ChangeTenant/not-a-uuid', token)).statusCode).toBe(406);
    // The refused switch left the session where it was.
    const info = answerOf<{ phoneNumber: string }>(
      await get('/api/FirmAuth/GetActiveTenantInfo', token),
    ).data;
    expect(info.phoneNumber).toBe(DEMO.tenantA.phoneNumber);
  });

  it('every signed-in call needs a session', async () => {
    for (const url of [
      '/api/FirmAuth/GetTenants',
      '/api/FirmAuth/GetActiveTenantInfo',
      `/api/FirmAuth/ChangeTenant/${tenantA}`,
      '/api/FirmReport/TenantErpProgram',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    for (const url of ['/api/FirmAuth/Logout', '/api/FirmAuth/ChangePassword']) {
      expect((await request(t.app, { method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});
