import { type AdminIntegrationKey, type AdminIntegrationKeyCreated, messages } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { integrationCall } from '../../../test/integration.js';
import { auditLog } from '../../db/schema.js';
import { sha256Hex } from '../../lib/secure-tokens.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
let firmUser: Awaited<ReturnType<typeof login>>;
let adminB: Awaited<ReturnType<typeof login>>;

const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: `/api/admin/Integration${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

async function keysOf(token: string) {
  const response = await call('GET', '/Keys', token);
  expect(response.statusCode).toBe(200);
  return { body: response.body, keys: answerOf<AdminIntegrationKey[]>(response).data };
}

async function createKey(name: string, token = admin.token) {
  const response = await call('POST', '/Keys', token, { name });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<AdminIntegrationKeyCreated>(response);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
  firmUser = await login(t.app);
  adminB = await adminOfTenantB(t);
});
afterAll(async () => t.close());

describe('integration keys in the admin console', () => {
  it('shows the key once, in the create answer only, and the integration API takes it', async () => {
    const answer = await createKey('  Logo Tiger  ');
    expect(answer.message).toBe(messages.integrationKeyCreated);
    const created = answer.data;
    expect(created).toMatchObject({
      name: 'Logo Tiger',
      createdBy: DEMO.tenantAdmin.name,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.secret).toMatch(/^thk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.secret.slice(0, 12));

    const secrets = [created.secret, sha256Hex(created.secret), created.secret.slice(13)];
    const listed = await keysOf(admin.token);
    expect(listed.keys.find((key) => key.id === created.id)).toEqual({
      id: created.id,
      name: 'Logo Tiger',
      prefix: created.prefix,
      createdBy: DEMO.tenantAdmin.name,
      createdAt: created.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    // The seed's key is the CLI's kind: its label stands for the creator.
    expect(listed.keys.find((key) => key.id === 'demo-a')?.createdBy).toBe('demo-seed');

    expect((await integrationCall(t.app, 'GET', '/sync', { key: created.secret })).statusCode).toBe(200);
    const used = (await keysOf(admin.token)).keys.find((key) => key.id === created.id);
    expect(used?.lastUsedAt).not.toBeNull();

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'integration-key.create'), eq(auditLog.objectId, created.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: admin.firmUserId,
      tenantId: admin.tenantId,
      outcome: 'success',
    });
    const everyAuditRow = JSON.stringify(await t.ctx.db.select().from(auditLog));
    for (const secret of secrets) {
      expect(listed.body).not.toContain(secret);
      expect(everyAuditRow).not.toContain(secret);
      expect(t.logs.join('\n')).not.toContain(secret);
    }
  });

  it('revokes a key at once: the next integration call is 401', async () => {
    const { data: created } = await createKey('Mikro');
    expect((await integrationCall(t.app, 'GET', '/sync', { key: created.secret })).statusCode).toBe(200);
    const revoked = await call('POST', `/Keys/${created.id}/revoke`, admin.token);
    expect(revoked.statusCode).toBe(200);
    expect(answerOf(revoked).message).toBe(messages.integrationKeyRevoked);
    const revokedKey = answerOf<AdminIntegrationKey>(revoked).data;
    expect(revokedKey.revokedAt).not.toBeNull();
    expect(JSON.stringify(revokedKey)).not.toContain(created.secret);
    const after = await integrationCall(t.app, 'GET', '/sync', { key: created.secret });
    expect(after.statusCode).toBe(401);
    expect(answerOf(after).message).toBe(messages.integrationKeyInvalid);
    // Revoking again changes nothing and is not audited twice.
    const again = await call('POST', `/Keys/${created.id}/revoke`, admin.token);
    expect(answerOf<AdminIntegrationKey>(again).data.revokedAt).toBe(revokedKey.revokedAt);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'integration-key.revoke'), eq(auditLog.objectId, created.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.userId).toBe(admin.firmUserId);
    expect((await keysOf(admin.token)).keys.find((key) => key.id === created.id)?.revokedAt).toBe(
      revokedKey.revokedAt,
    );
  });

  it('answers only administrators, each of their own tenant', async () => {
    const { data: keyOfA } = await createKey('A only');
    const routes = [
      ['GET', '/Keys', undefined],
      ['POST', '/Keys', { name: 'x' }],
      ['POST', `/Keys/${keyOfA.id}/revoke`, undefined],
      ['GET', '/Sync', undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, firmUser.token, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const ofB = await keysOf(adminB.token);
    expect(ofB.keys.map((key) => key.id)).not.toContain(keyOfA.id);
    expect(ofB.body).not.toContain('demo-a');
    const foreign = await call('POST', `/Keys/${keyOfA.id}/revoke`, adminB.token);
    expect(foreign.statusCode).toBe(404);
    expect(answerOf(foreign).message).toBe(messages.integrationKeyNotFound);
    expect((await call('POST', '/Keys/nokey123/revoke', admin.token)).statusCode).toBe(404);
    expect((await integrationCall(t.app, 'GET', '/sync', { key: keyOfA.secret })).statusCode).toBe(200);
    // A key made by B's administrator belongs to B.
    const { data: keyOfB } = await createKey('B only', adminB.token);
    expect((await keysOf(admin.token)).keys.map((key) => key.id)).not.toContain(keyOfB.id);
    const synced = await integrationCall(t.app, 'GET', '/sync', {
      key: keyOfB.secret,
      headers: { 'tahsilat-tenant': DEMO.tenantA.paymentGuid },
    });
    expect(synced.statusCode).toBe(401);
  });

  it('refuses a bad name in the catalogue format and creates nothing', async () => {
    const before = (await keysOf(admin.token)).keys.length;
    for (const body of [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      {},
      { name: 'x', tenantId: 'y' },
    ]) {
      const response = await call('POST', '/Keys', admin.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(406);
      const answer = answerOf<string[]>(response);
      expect(answer.success).toBe(false);
      expect(answer.data.length).toBeGreaterThan(0);
      expect(answer.data).toContain(answer.message);
    }
    const empty = answerOf(await call('POST', '/Keys', admin.token, { name: ' ' }));
    expect(empty.message).toBe(messages.integrationKeyNameInvalid);
    expect((await keysOf(admin.token)).keys).toHaveLength(before);
  });

  it('shows the sync state as the integration API answers it', async () => {
    const response = await call('GET', '/Sync', admin.token);
    expect(response.statusCode).toBe(200);
    const viaKey = answerOf(await integrationCall(t.app, 'GET', '/sync')).data;
    const state = answerOf<{ entity: string; lastCounts: object }[]>(response).data;
    expect(state).toEqual(viaKey);
    expect(state.map((entry) => entry.entity)).toContain('movements');
    expect(answerOf<unknown[]>(await call('GET', '/Sync', adminB.token)).data).not.toEqual(state);
  });
});
