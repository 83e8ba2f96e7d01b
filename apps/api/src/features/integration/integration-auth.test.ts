import { messages } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerOf, buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import { integrationCall, movement, pushItems, statusesOf } from '../../../test/integration.js';
import { accountMovements, auditLog } from '../../db/schema.js';
import { createIntegrationKey, revokeIntegrationKey } from './integration-keys.js';

let t: TestApp;
let tenantA: string;
let tenantB: string;
let keyB: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { INTEGRATION_REQUESTS_PER_MINUTE: '25' },
    throttles: { integrationAuth: { limit: 8, windowMs: 60_000 } },
  });
  tenantA = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
  tenantB = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid)).id;
  keyB = (await createIntegrationKey(t.ctx.db, tenantB, { name: 'Mikro', createdBy: 'test', ip: null })).key;
});
afterAll(async () => t.close());

/** Each test's wrong keys come from their own address, so the per-address throttle of one does not touch another. */
const from = (ip: string) => ({ remoteAddress: ip });

describe('integration keys', () => {
  it('no key, a wrong key and a session token are 401 with the catalogue message', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/integration/v1/sync', ...from('10.0.0.1') });
    expect(none.statusCode).toBe(401);
    expect(answerOf(none).message).toBe(messages.integrationKeyInvalid);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/integration/v1/sync',
      headers: { authorization: `Bearer thk_${'x'.repeat(40)}` },
      ...from('10.0.0.1'),
    });
    expect(wrong.statusCode).toBe(401);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'integration.auth'), eq(auditLog.outcome, 'failure')));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toContain('x'.repeat(40));
  });

  it('a revoked key stops at once', async () => {
    const created = await createIntegrationKey(t.ctx.db, tenantA, {
      name: 'eski',
      createdBy: 'test',
      ip: null,
    });
    expect((await integrationCall(t.app, 'GET', '/sync', { key: created.key })).statusCode).toBe(200);
    expect(await revokeIntegrationKey(t.ctx.db, t.ctx.bus, tenantA, created.id, null)).toBe(true);
    const after = await integrationCall(t.app, 'GET', '/sync', { key: created.key });
    expect(after.statusCode).toBe(401);
  });

  it('a Tahsilat-Tenant header that names another company refuses the key', async () => {
    const mismatch = await integrationCall(t.app, 'GET', '/sync', {
      headers: { 'tahsilat-tenant': DEMO.tenantB.paymentGuid },
    });
    expect(mismatch.statusCode).toBe(401);
    expect(answerOf(mismatch).message).toBe(messages.integrationTenantMismatch);
    const match = await integrationCall(t.app, 'GET', '/sync', {
      headers: { 'tahsilat-tenant': DEMO.tenantA.paymentGuid },
    });
    expect(match.statusCode).toBe(200);
  });

  it('an address that keeps sending wrong keys is throttled', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/integration/v1/sync',
        headers: { authorization: `Bearer thk_guess_${n}_${'y'.repeat(20)}` },
        ...from('10.0.0.9'),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    // A good key from the same address is not locked out by a stale one.
    const good = await t.app.inject({
      method: 'GET',
      url: '/api/integration/v1/sync',
      headers: { authorization: `Bearer ${DEMO.integrationKey}` },
      ...from('10.0.0.9'),
    });
    expect(good.statusCode).toBe(200);
  });

  it('each key has a request budget per minute', async () => {
    const { key } = await createIntegrationKey(t.ctx.db, tenantA, {
      name: 'hızlı',
      createdBy: 'test',
      ip: null,
    });
    const statuses: number[] = [];
    for (let n = 0; n < 26; n += 1) {
      const response = await integrationCall(t.app, 'GET', '/sync', { key });
      statuses.push(response.statusCode);
      if (n === 0) {
        expect(response.headers['x-ratelimit-limit']).toBe('25');
      }
    }
    expect(statuses.slice(0, 25).every((status) => status === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
  });
});

describe('webhook targets', () => {
  it('refuses an endpoint on this machine or its network unless WEBHOOK_PRIVATE_TARGETS is on', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'https://169.254.169.254/latest',
      'http://[::1]/x',
    ]) {
      const response = await integrationCall(t.app, 'POST', '/webhooks', { payload: { url } });
      expect(response.statusCode, url).toBe(406);
      expect(answerOf(response).message).toBe(messages.webhookUrlInvalid);
    }
    const ok = await integrationCall(t.app, 'POST', '/webhooks', {
      payload: { url: 'https://erp.example.com/tahsilat' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("tenant B's key never writes or reads tenant A's rows", async () => {
    await pushItems(t.app, 'movements', [movement('iso-a', { debit: '10.00' })]);
    // A firm code of A means nothing under B's key.
    const write = await pushItems(t.app, 'movements', [movement('iso-a', { debit: '999.00' })], {
      key: keyB,
    });
    expect(statusesOf(write.answer)).toEqual(['failed']);
    expect(write.answer.data.results[0]?.errors[0]?.message).toBe(messages.firmNotInTenant);
    const deleted = await integrationCall(t.app, 'DELETE', '/movements/T-MOV-iso-a', { key: keyB });
    expect(answerOf(deleted).data).toEqual({ key: 'T-MOV-iso-a', deleted: false });
    const balance = await integrationCall(t.app, 'GET', '/firms/1002/balance', { key: keyB });
    expect(balance.statusCode).toBe(404);
    const [stored] = await t.ctx.db
      .select({ debit: accountMovements.debit })
      .from(accountMovements)
      .where(and(eq(accountMovements.tenantId, tenantA), eq(accountMovements.externalId, 'T-MOV-iso-a')));
    expect(stored?.debit).toBe('10.00');
  });

  it('the same external id lives once per tenant', async () => {
    const firmB = await pushItems(t.app, 'firms', [{ code: '1002', name: 'Örnek Bayi İzmir' }], {
      key: keyB,
    });
    expect(statusesOf(firmB.answer)).toEqual(['created']);
    const inB = await pushItems(t.app, 'movements', [movement('iso-a', { debit: '999.00' })], { key: keyB });
    expect(statusesOf(inB.answer)).toEqual(['created']);
    const rows = await t.ctx.db
      .select({ tenantId: accountMovements.tenantId, debit: accountMovements.debit })
      .from(accountMovements)
      .where(eq(accountMovements.externalId, 'T-MOV-iso-a'));
    expect(
      rows.map((r) => [r.tenantId === tenantA ? 'A' : r.tenantId === tenantB ? 'B' : '?', r.debit]).sort(),
    ).toEqual([
      ['A', '10.00'],
      ['B', '999.00'],
    ]);
  });

  it('every push is audit-logged with its counts and key', async () => {
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'integration.push'), eq(auditLog.tenantId, tenantB)))
      .orderBy(auditLog.id);
    expect(rows.at(-1)?.details).toMatchObject({ created: 1, failed: 0, keyId: expect.any(String) });
    const [count] = (
      (await t.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE event = 'integration.push' AND tenant_id = ${tenantA}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count?.n).toBeGreaterThan(0);
  });

  it('reads, refusals and answered retries are audit-logged too', async () => {
    const { key } = await createIntegrationKey(t.ctx.db, tenantA, {
      name: 'denetim',
      createdBy: 'test',
      ip: null,
    });
    await integrationCall(t.app, 'GET', '/collections?limit=5', { key });
    await integrationCall(t.app, 'PUT', '/movements', { key, payload: { items: 'x' } });
    const headers = { 'idempotency-key': 'audit-retry-1' };
    await pushItems(t.app, 'movements', [movement('audit-retry')], { key, headers });
    await pushItems(t.app, 'movements', [movement('audit-retry')], { key, headers });
    const keyId = key.split('_')[1];
    // The call's row is written once the answer has left: wait for the last one.
    const rowsOfKey = async () =>
      (await t.ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantA))).filter(
        (row) => (row.details as { keyId?: string } | null)?.keyId === keyId,
      );
    await vi.waitFor(async () => expect(await rowsOfKey()).toHaveLength(4));
    const rows = await rowsOfKey();
    // Answered calls are logged once their answer has left, so the rows need not be in call order.
    const summary = (entry: unknown[]) => JSON.stringify(entry);
    expect(
      rows
        .map((row) =>
          summary([row.event, row.outcome, row.details?.status ?? null, row.details?.replayed ?? null]),
        )
        .sort(),
    ).toEqual(
      [
        ['integration.call', 'success', 200, null],
        ['integration.call', 'failure', 406, null],
        ['integration.push', 'success', null, null],
        ['integration.call', 'success', 200, true],
      ]
        .map(summary)
        .sort(),
    );
    expect(rows.find((row) => row.details?.method === 'GET')?.details).toMatchObject({ count: 0 });
  });
});
