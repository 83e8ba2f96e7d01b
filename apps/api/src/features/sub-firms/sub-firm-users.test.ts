import {
  type LoginData,
  messages,
  PERMISSION_KEYS,
  type PermissionFlags,
  type SubFirmUser,
} from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { firmIdOf } from '../../../test/payments.js';
import { startSmtpCapture } from '../../../test/smtp.js';
import { tenantBSession } from '../../../test/sub-firms.js';
import { auditLog, firms, passwordTokens, users, userTenants } from '../../db/schema.js';

/** The users of a sub-firm (issue 13): invitations over SMTP, flags the granter holds, switching off. */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let demo: LoginData;
let satis: LoginData;
let dealerFirm: string;

const NONE = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, false])) as PermissionFlags;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  request(t.app, { method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });
const invite = (token: string, email: string, permissions: Partial<PermissionFlags>, language = 'tr') =>
  call(token, 'POST', `/SubFirm/${dealerFirm}/Users`, {
    name: 'Ayşe Davetli',
    email,
    mobile: '0532 555 11 22',
    permissions: { ...NONE, ...permissions },
    language,
  });
const LINK = /http:\/\/portal\.test\/new-password\/([A-Za-z0-9_-]{43})/;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  demo = await login(t.app);
  satis = await login(t.app, DEMO.salesUser.email);
  dealerFirm = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('inviting a user', () => {
  it('mails a branded single-use link; the invitee sets a password and signs in with exactly the flags given', async () => {
    const response = await invite(
      demo.token,
      'ayse@bayi1002.com.tr',
      { paymentPlan: true, firmTransaction: true },
      'en',
    );
    expect(response.statusCode).toBe(200);
    const user = answerOf<SubFirmUser>(response).data;
    expect(user).toMatchObject({ state: 'invited', mobile: '0532 555 11 22' });
    const mail = await smtp.waitFor((m) => m.to.includes('ayse@bayi1002.com.tr'));
    expect(mail.decoded).toContain('Set my password');
    expect(mail.decoded).toContain(DEMO.firms.aSub.name);
    const token = LINK.exec(mail.decoded)?.[1] ?? '';
    expect(
      (await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${token}` }))
        .statusCode,
    ).toBe(200);
    const created = await request(t.app, {
      method: 'POST',
      url: '/api/FirmAuth/NewPassword',
      payload: { PsrGuid: token, Password: 'Davetli.Sifre1' },
    });
    expect(created.statusCode).toBe(200);
    const signedIn = await login(t.app, 'ayse@bayi1002.com.tr', 'Davetli.Sifre1');
    const granted = PERMISSION_KEYS.filter((key) => signedIn[key]);
    expect(granted).toEqual(['paymentPlan', 'firmTransaction']);
    expect(signedIn.subFirmId).toBe(dealerFirm);
    // Used once: the link is gone (the SPEC's 404 screen).
    expect(
      (await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${token}` }))
        .statusCode,
    ).toBe(404);
    const users = answerOf<SubFirmUser[]>(await call(demo.token, 'GET', `/SubFirm/${dealerFirm}/Users`)).data;
    expect(users.find((u) => u.email === 'ayse@bayi1002.com.tr')).toMatchObject({ state: 'active' });
  });

  it('refuses a flag the granter lacks (403, nothing stored) and addSubFirm for a dealer user', async () => {
    expect(satis.createPaymentLink).toBe(false);
    const refused = await invite(satis.token, 'link@bayi1002.com.tr', { createPaymentLink: true });
    expect(refused.statusCode).toBe(403);
    expect(answerOf(refused).message).toBe(messages.flagNotGrantable);
    const stored = await t.ctx.db.select().from(users).where(eq(users.email, 'link@bayi1002.com.tr'));
    expect(stored).toHaveLength(0);
    const level = await invite(demo.token, 'level@bayi1002.com.tr', { addSubFirm: true });
    expect(level.statusCode).toBe(403);
    expect(answerOf(level).message).toBe(messages.subFirmLevelNotAllowed);
    const allowed = await invite(satis.token, 'kasa@bayi1002.com.tr', { posCollection: true });
    expect(allowed.statusCode).toBe(200);
    const user = answerOf<SubFirmUser>(allowed).data;
    const escalate = await call(satis.token, 'PUT', `/SubFirm/${dealerFirm}/Users/${user.id}`, {
      name: user.name,
      permissions: { ...NONE, posCollection: true, createPaymentLink: true },
    });
    expect(escalate.statusCode).toBe(403);
    const [membership] = await t.ctx.db.select().from(userTenants).where(eq(userTenants.userId, user.id));
    expect(membership?.createPaymentLink).toBe(false);
  });

  it('refuses an e-mail used in the tenant, and bad input with Turkish messages', async () => {
    const taken = await invite(demo.token, DEMO.firmUser.email.toUpperCase(), { paymentPlan: true });
    expect(taken.statusCode).toBe(400);
    expect(answerOf(taken).message).toBe(messages.userEmailTaken);
    const bad = await call(demo.token, 'POST', `/SubFirm/${dealerFirm}/Users`, {
      name: '',
      email: 'not-an-email',
      permissions: NONE,
    });
    expect(bad.statusCode).toBe(406);
    expect(answerOf<string[]>(bad).data).toContain(messages.userNameRequired);
    const mass = await call(demo.token, 'POST', `/SubFirm/${dealerFirm}/Users`, {
      name: 'X',
      email: 'x@bayi1002.com.tr',
      permissions: NONE,
      tenantId: demo.tenantId,
    });
    expect(mass.statusCode).toBe(406);
  });

  it('adds a person of another tenant with its own password and a notice, no new password link', async () => {
    const demoB = await tenantBSession(t);
    const [firmB] = await t.ctx.db.select().from(firms).where(eq(firms.tenantId, demoB.tenantId));
    // Tenant B's main firm gets a sub-firm; tenant A's bayi@ is invited there.
    const sub = await call(demoB.token, 'POST', '/SubFirm', {
      code: 'B-01',
      name: 'B Bayi',
      taxNumber: '1234567890',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const subId = answerOf<{ id: string }>(sub).data.id;
    const added = await call(demoB.token, 'POST', `/SubFirm/${subId}/Users`, {
      name: 'Bora Kaya',
      email: DEMO.subFirmUser.email,
      permissions: { ...NONE, firmTransaction: true },
    });
    expect(added.statusCode).toBe(200);
    expect(answerOf<SubFirmUser>(added).data.state).toBe('active');
    const mail = await smtp.waitFor(
      (m) => m.to.includes(DEMO.subFirmUser.email) && m.decoded.includes('Giriş yap'),
    );
    expect(LINK.test(mail.decoded)).toBe(false);
    expect(firmB).toBeDefined();
  });

  it('an expired invitation shows as expired, its link is gone, and a new one works', async () => {
    const response = await invite(demo.token, 'gec@bayi1002.com.tr', { firmTransaction: true });
    const user = answerOf<SubFirmUser>(response).data;
    const first =
      LINK.exec((await smtp.waitFor((m) => m.to.includes('gec@bayi1002.com.tr'))).decoded)?.[1] ?? '';
    await t.ctx.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordTokens.userId, user.id));
    const users = answerOf<SubFirmUser[]>(await call(demo.token, 'GET', `/SubFirm/${dealerFirm}/Users`)).data;
    expect(users.find((u) => u.id === user.id)?.state).toBe('expired');
    expect(
      (await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${first}` }))
        .statusCode,
    ).toBe(404);
    const resent = await call(
      demo.token,
      'POST',
      `/SubFirm/${dealerFirm}/Users/${user.id}/ResendInvitation`,
      {
        language: 'tr',
      },
    );
    expect(answerOf<SubFirmUser>(resent).data.state).toBe('invited');
    const mails = await smtp.waitFor(
      (m) => m.to.includes('gec@bayi1002.com.tr') && LINK.exec(m.decoded)?.[1] !== first,
    );
    const second = LINK.exec(mails.decoded)?.[1] ?? '';
    expect(
      (await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${second}` }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a user of a sub-firm', () => {
  it('loses a flag at its next request, and is signed out at once when switched off', async () => {
    const dealer = await login(t.app, DEMO.subFirmUser.email);
    expect((await call(dealer.token, 'GET', '/FirmReport/Statement')).statusCode).toBe(200);
    const userId = dealer.firmUserId;
    const edited = await call(demo.token, 'PUT', `/SubFirm/${dealerFirm}/Users/${userId}`, {
      name: DEMO.subFirmUser.name,
      permissions: { ...NONE, posCollection: true },
    });
    expect(edited.statusCode).toBe(200);
    expect((await call(dealer.token, 'GET', '/FirmReport/Statement')).statusCode).toBe(403);

    const off = await call(demo.token, 'PUT', `/SubFirm/${dealerFirm}/Users/${userId}/Status`, {
      isActive: false,
    });
    expect(answerOf<SubFirmUser>(off).data.state).toBe('passive');
    expect((await call(dealer.token, 'GET', '/PosCollection/History')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/FirmAuth/Login',
      payload: {
        email: DEMO.subFirmUser.email,
        password: DEMO.password,
        b2BDomainUrl: 'http://localhost:3000',
      },
    });
    // bayi@ also belongs to tenant B now (the test above): it signs in there, never to tenant A.
    if (signIn.statusCode === 200) {
      expect(answerOf<LoginData>(signIn).data.tenantId).not.toBe(demo.tenantId);
    }
    await call(demo.token, 'PUT', `/SubFirm/${dealerFirm}/Users/${userId}/Status`, { isActive: true });
    await call(demo.token, 'PUT', `/SubFirm/${dealerFirm}/Users/${userId}`, {
      name: DEMO.subFirmUser.name,
      permissions: { ...NONE, posCollection: true, firmTransaction: true },
    });
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, userId), eq(auditLog.event, 'subfirm.user.status')));
    expect(audits).toHaveLength(2);
  });

  it("another firm's user id is 404, and a sub-firm user is refused every users route", async () => {
    const bayi = await login(t.app, DEMO.subFirmUser.email);
    const otherUser = demo.firmUserId;
    for (const [method, url, body] of [
      ['PUT', `/SubFirm/${dealerFirm}/Users/${otherUser}`, { name: 'X', permissions: NONE }],
      ['PUT', `/SubFirm/${dealerFirm}/Users/${otherUser}/Status`, { isActive: false }],
      ['POST', `/SubFirm/${dealerFirm}/Users/${otherUser}/ResendInvitation`, { language: 'tr' }],
    ] as const) {
      expect((await call(demo.token, method, url, body)).statusCode, url).toBe(404);
      expect((await call(bayi.token, method, url, body)).statusCode, url).toBe(403);
    }
    expect((await call(bayi.token, 'GET', `/SubFirm/${dealerFirm}/Users`)).statusCode).toBe(403);
  });

  it('cannot be invited into a switched-off firm', async () => {
    await call(demo.token, 'PUT', `/SubFirm/${dealerFirm}/Status`, { isActive: false });
    const refused = await invite(demo.token, 'kapali@bayi1002.com.tr', { paymentPlan: true });
    expect(refused.statusCode).toBe(400);
    expect(answerOf(refused).message).toBe(messages.firmIsPassive);
    await call(demo.token, 'PUT', `/SubFirm/${dealerFirm}/Status`, { isActive: true });
  });
});
