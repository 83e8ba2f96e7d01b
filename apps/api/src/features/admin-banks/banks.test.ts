import { type AdminBank, messages } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFormOf } from '../../../test/admin-banks.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, posAccounts, tenantAdmins, tenants, users } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
const SECRET_KEY = 'YeniGizliAnahtar.2026';
const SECRET_PASSWORD = 'BankaApiSifresi.99';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: `/api/admin/${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

async function banks(token = admin.token): Promise<AdminBank[]> {
  const response = await call('GET', 'Banks', token);
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toMatch(/ncrypted|"storeKey"|"apiPassword"|"refundPassword"/);
  return answerOf<AdminBank[]>(response).data;
}

async function bankOf(bankId: number): Promise<AdminBank> {
  const bank = (await banks()).find((row) => row.bankId === bankId);
  if (!bank) {
    throw new Error(`no bank ${bankId}`);
  }
  return bank;
}

const providers = async () =>
  answerOf<{ id: number }[]>(
    await request(t.app, {
      method: 'GET',
      url: `/api/PayWithoutLogin/AvailableProviders?tenantPaymentGuid=${DEMO.tenantA.paymentGuid}`,
    }),
  ).data.map((provider) => provider.id);

const lastAudit = async (objectId: string) =>
  (
    await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'pos_account'), eq(auditLog.objectId, objectId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

describe('bank accounts', () => {
  it('are listed to the administrator only, secrets never answered', async () => {
    const garanti = await bankOf(62);
    expect(garanti).toMatchObject({
      hasApiPassword: true,
      hasStoreKey: true,
      isActive: true,
    });
    expect(garanti.definitionCount).toBeGreaterThan(0);
    const firmUser = await login(t.app);
    for (const [method, url, body] of [
      ['GET', 'Banks', undefined],
      ['POST', 'Banks', { ...bankFormOf(garanti), bankId: 999 }],
      ['PUT', `Banks/${garanti.id}`, bankFormOf(garanti)],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, firmUser.token, body)).statusCode).toBe(403);
    }
  });

  it('switched off, a bank leaves the pay page at once; audited; switched on it comes back', async () => {
    const garanti = await bankOf(62);
    expect(await providers()).toContain(62);
    const off = await call('PUT', `Banks/${garanti.id}`, admin.token, {
      ...bankFormOf(garanti),
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await providers()).not.toContain(62);
    expect((await lastAudit(garanti.id))?.details).toEqual({
      before: { isActive: true },
      after: { isActive: false },
    });
    await call('PUT', `Banks/${garanti.id}`, admin.token, { ...bankFormOf(garanti), isActive: true });
    expect(await providers()).toContain(62);
  });

  it('replaces a secret without ever showing it, and keeps it encrypted', async () => {
    const garanti = await bankOf(62);
    const saved = await call('PUT', `Banks/${garanti.id}`, admin.token, {
      ...bankFormOf(garanti),
      storeKey: SECRET_KEY,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SECRET_KEY);
    const [row] = await t.ctx.db.select().from(posAccounts).where(eq(posAccounts.id, garanti.id));
    expect(row?.storeKeyEncrypted).not.toContain(SECRET_KEY);
    expect(t.ctx.cipher.decrypt(row?.storeKeyEncrypted ?? '')).toBe(SECRET_KEY);
    expect((await lastAudit(garanti.id))?.details).toEqual({
      before: {},
      after: {},
      secretsReplaced: ['storeKey'],
    });
    // A new API address never takes the stored password along: it must be typed again.
    const moved = await call('PUT', `Banks/${garanti.id}`, admin.token, {
      ...bankFormOf(garanti),
      apiUrl: 'https://baska-bir-sunucu.example/api',
    });
    expect(moved.statusCode).toBe(406);
    expect(JSON.stringify(moved.json())).toContain(messages.bankPasswordForNewAddress);
    // An empty secret keeps the stored one.
    await call('PUT', `Banks/${garanti.id}`, admin.token, {
      ...bankFormOf(garanti),
      name: 'Garanti BBVA Sanal POS',
    });
    const [kept] = await t.ctx.db.select().from(posAccounts).where(eq(posAccounts.id, garanti.id));
    expect(t.ctx.cipher.decrypt(kept?.storeKeyEncrypted ?? '')).toBe(SECRET_KEY);
  });

  it('adds an account once per bank with its secrets, and refuses bad input', async () => {
    const base = { ...bankFormOf(await bankOf(62)), refundPassword: 'IadeSifresi.1' };
    const created = await call('POST', 'Banks', admin.token, {
      ...base,
      bankId: 111,
      name: 'QNB Finansbank',
      apiPassword: SECRET_PASSWORD,
      storeKey: SECRET_KEY,
      isActive: false,
    });
    expect(created.statusCode).toBe(200);
    const id = answerOf<AdminBank>(created).data.id;
    const twice = await call('POST', 'Banks', admin.token, {
      ...base,
      bankId: 111,
      apiPassword: 'x',
      storeKey: 'y',
    });
    expect(twice.statusCode).toBe(400);
    expect(answerOf(twice).message).toBe(messages.bankIdTaken);
    const refused = async (body: object, message: string) => {
      const response = await call('POST', 'Banks', admin.token, { ...base, bankId: 112, ...body });
      expect(response.statusCode).toBe(406);
      expect(JSON.stringify(response.json())).toContain(message);
    };
    await refused({ apiPassword: 'x', storeKey: null }, messages.bankSecretsRequiredGaranti);
    await refused(
      { apiPassword: 'x', storeKey: 'y', gateUrl: 'http://bank.example/3d' },
      messages.bankUrlInvalid,
    );
    await refused(
      { apiPassword: 'x', storeKey: 'y', installments: [3, 3] },
      messages.bankInstallmentsInvalid,
    );
    expect((await banks()).filter((bank) => bank.bankId === 112)).toHaveLength(0);
    // The secrets are nowhere but encrypted in their row.
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    for (const text of [JSON.stringify(entries), JSON.stringify(await banks()), t.logs.join('\n')]) {
      expect(text).not.toContain(SECRET_KEY);
      expect(text).not.toContain(SECRET_PASSWORD);
    }
  });

  it("keeps tenant B's administrator out of A's accounts", async () => {
    const garanti = await bankOf(62);
    const [demoUser] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.firmUser.email));
    const [tenantB] = await t.ctx.db.select().from(tenants).where(eq(tenants.name, DEMO.tenantB.name));
    await t.ctx.db.insert(tenantAdmins).values({ userId: demoUser?.id ?? '', tenantId: tenantB?.id ?? '' });
    const adminOfB = await login(
      t.app,
      DEMO.firmUser.email,
      DEMO.password,
      'http://ornek-sanayi.localhost:3000',
    );
    expect((await banks(adminOfB.token)).some((bank) => bank.id === garanti.id)).toBe(false);
    const foreign = await call('PUT', `Banks/${garanti.id}`, adminOfB.token, {
      ...bankFormOf(garanti),
      isActive: false,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await bankOf(62)).isActive).toBe(true);
  });
});
