import { messages } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, users } from '../../db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ throttles: { login: { limit: 25, windowMs: 60_000 } } });
});
afterAll(async () => t.close());

const post = (payload: unknown, ip = '10.0.0.1') =>
  request(t.app, {
    method: 'POST',
    url: '/api/FirmAuth/Login',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /FirmAuth/Login', () => {
  it("records a failed sign-in for the tenant whose page it was on, never naming another tenant's person", async () => {
    const tenantA = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
    const failures = async (ip: string) =>
      t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.event, 'login'), eq(auditLog.outcome, 'failure'), eq(auditLog.ip, ip)));
    await post(
      { email: 'kimse@tahsilat.local', password: 'Yanlis.Sifre1', b2BDomainUrl: 'http://localhost:3000' },
      '10.9.0.1',
    );
    expect((await failures('10.9.0.1')).map((row) => row.tenantId)).toEqual([tenantA]);
    await post(
      { email: DEMO.firmUser.email, password: 'Yanlis.Sifre1', b2BDomainUrl: 'http://localhost:3000' },
      '10.9.0.2',
    );
    expect((await failures('10.9.0.2')).map((row) => row.tenantId)).toEqual([tenantA]);
    // A person of tenant A only, failing on tenant B's page: B's log does not name them.
    await post(
      {
        email: DEMO.subFirmUser.email,
        password: 'Yanlis.Sifre1',
        b2BDomainUrl: 'http://ornek-sanayi.localhost:3000',
      },
      '10.9.0.3',
    );
    expect((await failures('10.9.0.3')).map((row) => row.tenantId)).toEqual([null]);
  });

  it('signs in the firm user with every flag of SPEC 3 and an 8-hour expiry', async () => {
    const before = Date.now();
    const response = await post({
      email: DEMO.firmUser.email,
      password: DEMO.password,
      b2BDomainUrl: 'http://localhost:3000',
    });
    expect(response.statusCode).toBe(200);
    const body = answerOf<Record<string, unknown>>(response);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Giriş başarılı.');
    const data = body.data;
    for (const key of [
      'token',
      'expiration',
      'firmUserId',
      'name',
      'tenantId',
      'subFirmId',
      'paymentPlan',
      'collectionPlan',
      'posCollection',
      'stocks',
      'dbsInvoices',
      'invoiceDiscount',
      'erpReport',
      'createPaymentLink',
      'addSubFirm',
      'firmTransaction',
      'b2BMenuLinkItemLink',
      'b2BMenuLinkItemTitle',
      'b2BPdfFilePath',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data.name).toBe(DEMO.firmUser.name);
    expect(data.tenantName).toBe(DEMO.tenantA.name);
    expect(data.subFirmId).toBeNull();
    expect(data.paymentPlan).toBe(true);
    const eightHours = 8 * 3600 * 1000;
    expect(Number(data.expiration)).toBeGreaterThanOrEqual(before + eightHours - 1000);
    expect(Number(data.expiration)).toBeLessThanOrEqual(Date.now() + eightHours + 1000);
  });

  it('signs in the sub-firm user with only its flags and its sub-firm id', async () => {
    const response = await post({ email: DEMO.subFirmUser.email, password: DEMO.password });
    const data = answerOf<Record<string, unknown>>(response).data;
    expect(response.statusCode).toBe(200);
    expect(data.subFirmId).toBe(data.firmId);
    expect(data.firmName).toBe(DEMO.firms.aSub.name);
    expect(data.posCollection).toBe(true);
    expect(data.firmTransaction).toBe(true);
    // DESIGN 14: the demo dealer chooses plan lines and pays them.
    expect(data.paymentPlan).toBe(true);
    for (const flag of [
      'collectionPlan',
      'stocks',
      'dbsInvoices',
      'invoiceDiscount',
      'erpReport',
      'createPaymentLink',
      'addSubFirm',
    ]) {
      expect(data[flag], flag).toBe(false);
    }
  });

  it('picks the tenant of the sign-in domain when the user belongs to several', async () => {
    const onB = answerOf<{ tenantName: string }>(
      await post({
        email: DEMO.firmUser.email,
        password: DEMO.password,
        b2BDomainUrl: 'http://ornek-sanayi.localhost:3000',
      }),
    );
    expect(onB.data.tenantName).toBe(DEMO.tenantB.name);
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await post({ email: 'DEMO@Tahsilat.Local', password: DEMO.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers 406 with the Turkish field messages for empty fields', async () => {
    const response = await post({ email: '', password: '' });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual({
      success: false,
      message: 'Email alanı zorunludur!',
      data: ['Email alanı zorunludur!', 'Şifre alanı zorunludur!'],
    });
    const missing = await post({});
    expect(missing.statusCode).toBe(406);
    expect(answerOf(missing).data).toEqual(['Email alanı zorunludur!', 'Şifre alanı zorunludur!']);
  });

  it('refuses extra fields such as a tenant id or permission flags', async () => {
    const response = await post({
      email: DEMO.firmUser.email,
      password: DEMO.password,
      tenantId: 'x',
      paymentPlan: true,
    });
    expect(response.statusCode).toBe(406);
  });

  it('answers wrong password and unknown e-mail identically (no enumeration)', async () => {
    const wrong = await post({ email: DEMO.firmUser.email, password: 'Yanlis.Sifre1' }, '10.9.0.1');
    const unknown = await post({ email: 'nobody@tahsilat.local', password: 'Yanlis.Sifre1' }, '10.9.0.2');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(answerOf(wrong).message).toBe(messages.invalidCredentials);
    await t.ctx.db.update(users).set({ failedLoginCount: 0 }).where(eq(users.email, DEMO.firmUser.email));
  });

  it('audits every success and failure', async () => {
    const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'login'));
    expect(rows.some((r) => r.outcome === 'success' && r.userId !== null && r.tenantId !== null)).toBe(true);
    expect(rows.some((r) => r.outcome === 'failure' && r.ip === '10.9.0.2')).toBe(true);
  });
});

describe('account lockout', () => {
  it('locks after 10 failures for 30 minutes, refuses even the right password, then opens again', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 10; i += 1) {
      const response = await post(
        { email: DEMO.subFirmUser.email, password: `Yanlis.Sifre${i}` },
        `10.1.0.${i + 2}`,
      );
      expect(response.statusCode).toBe(400);
    }
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.subFirmUser.email));
    expect(user?.lockedUntil).not.toBeNull();
    const minutes = ((user?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);

    const locked = await post({ email: DEMO.subFirmUser.email, password: DEMO.password }, ip);
    expect(locked.statusCode).toBe(400);
    expect(answerOf(locked).message).toBe(messages.invalidCredentials);

    const lockouts = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'account.locked'), eq(auditLog.userId, user?.id ?? '')));
    expect(lockouts).toHaveLength(1);
    const mails = await t.ctx.outbox.latest(10, DEMO.subFirmUser.email);
    expect(mails.some((m) => m.subject.includes('kilitlendi'))).toBe(true);

    // Thirty minutes later (moved in the database, not by waiting) the right password works again.
    await t.ctx.db
      .update(users)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.email, DEMO.subFirmUser.email));
    const reopened = await post({ email: DEMO.subFirmUser.email, password: DEMO.password }, ip);
    expect(reopened.statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.subFirmUser.email));
    expect(after?.failedLoginCount).toBe(0);
    expect(after?.lockedUntil).toBeNull();
  });
});

describe('per-IP throttling', () => {
  it('answers 429 in Turkish once an address has failed too often, before checking the password', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 25; i += 1) {
      await post({ email: `someone${i}@tahsilat.local`, password: 'Yanlis.Sifre1' }, ip);
    }
    const blocked = await post({ email: DEMO.firmUser.email, password: DEMO.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(answerOf(blocked)).toEqual({
      success: false,
      message: messages.tooManyFailedAttempts,
      data: null,
    });
    const otherAddress = await post({ email: DEMO.firmUser.email, password: DEMO.password }, '10.2.0.2');
    expect(otherAddress.statusCode).toBe(200);
  });
});
