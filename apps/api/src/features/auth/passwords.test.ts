import { messages } from '@tahsilat/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { startSmtpCapture } from '../../../test/smtp.js';
import { auditLog, passwordTokens, tenants, users } from '../../db/schema.js';
import { sha256Hex } from '../../lib/secure-tokens.js';
import { inviteUser } from './passwords.service.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, extra: { token?: string; ip?: string; host?: string } = {}) =>
  request(t.app, {
    method: 'POST',
    url,
    payload,
    token: extra.token,
    remoteAddress: extra.ip ?? '10.5.0.1',
    headers: extra.host ? { host: extra.host } : {},
  });

let resetRequests = 0;

const RESET_LINK = /http:\/\/portal\.test\/reset-password\/([A-Za-z0-9_-]{43})/g;

/** Asks for a reset link and returns the token from the e-mail that arrives over SMTP. */
async function resetTokenFor(email: string): Promise<string> {
  resetRequests += 1;
  const response = await post(
    '/api/FirmAuth/ForgotPassword',
    { Email: email, ScreenOption: 0, TenantUrl: 'http://localhost:3000' },
    { ip: `10.7.${Math.floor(resetRequests / 200)}.${resetRequests % 200}` },
  );
  expect(response.statusCode).toBe(200);
  // The link that works is the newest one stored for the user; find the e-mail that carries it.
  const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  const [open] = await t.ctx.db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, user?.id ?? ''),
        eq(passwordTokens.kind, 'reset'),
        isNull(passwordTokens.revokedAt),
        isNull(passwordTokens.usedAt),
      ),
    );
  const tokenIn = (decoded: string) =>
    [...decoded.matchAll(RESET_LINK)]
      .map((m) => m[1] ?? '')
      .find((tok) => sha256Hex(tok) === open?.tokenHash);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && tokenIn(m.decoded) !== undefined);
  return tokenIn(mail.decoded) ?? '';
}

describe('forgot password', () => {
  it('answers identically for known and unknown e-mails, and mails only the known one', async () => {
    const known = await post('/api/FirmAuth/ForgotPassword', { Email: DEMO.firmUser.email });
    const unknown = await post('/api/FirmAuth/ForgotPassword', { Email: 'nobody@tahsilat.local' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(answerOf(known).message).toBe(messages.forgotPasswordSent);
    await smtp.waitFor((m) => m.to.includes(DEMO.firmUser.email));
    await t.ctx.outbox.deliverDue();
    expect(smtp.mails.some((m) => m.to.includes('nobody@tahsilat.local'))).toBe(false);
  });

  it('limits reset requests per client address (429 in Turkish)', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/FirmAuth/ForgotPassword', { Email: `kimse${i}@tahsilat.local` }, { ip }))
          .statusCode,
      ).toBe(200);
    }
    const blocked = await post('/api/FirmAuth/ForgotPassword', { Email: DEMO.firmUser.email }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(answerOf(blocked).message).toBe(messages.tooManyFailedAttempts);
  });

  it('asks for the e-mail in Turkish', async () => {
    const response = await post('/api/FirmAuth/ForgotPassword', { Email: '' });
    expect(response.statusCode).toBe(406);
    expect(answerOf(response).data).toEqual(['Lütfen mail adresinizi girin!']);
  });

  it('builds the link from PUBLIC_URL, never from the Host header, and stores only its hash', async () => {
    const token = await resetTokenFor(DEMO.firmUser.email);
    const attacker = await post(
      '/api/FirmAuth/ForgotPassword',
      { Email: DEMO.firmUser.email },
      { host: 'evil.example' },
    );
    expect(attacker.statusCode).toBe(200);
    const latest = await smtp.waitFor(
      (m) => m.decoded.includes('/reset-password/') && !m.decoded.includes(token),
    );
    expect(latest.decoded).not.toContain('evil.example');
    const stored = await t.ctx.db.select().from(passwordTokens);
    expect(stored.some((row) => row.tokenHash === sha256Hex(token))).toBe(true);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
  });
});

describe('reset link', () => {
  it('is checked first, works once, signs in with the new password and revokes old sessions', async () => {
    const before = await login(t.app, DEMO.firmUser.email);
    const token = await resetTokenFor(DEMO.firmUser.email);

    const check = await request(t.app, {
      method: 'GET',
      url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${token}`,
    });
    expect(check.statusCode).toBe(200);
    expect(answerOf<{ kind: string }>(check).data.kind).toBe('reset');

    const weak = await post('/api/FirmAuth/ResetPassword', { PsrGuid: token, Password: 'kisa' });
    expect(weak.statusCode).toBe(406);
    expect(answerOf(weak).data).toEqual([messages.passwordTooShort]);
    const empty = await post('/api/FirmAuth/ResetPassword', { PsrGuid: token, Password: '' });
    expect(answerOf(empty).data).toEqual(['Lütfen şifrenizi giriniz.']);

    const done = await post('/api/FirmAuth/ResetPassword', { PsrGuid: token, Password: 'YeniSifre.2026' });
    expect(done.statusCode).toBe(200);
    expect(answerOf(done).message).toBe(messages.passwordResetDone);

    expect(
      (await request(t.app, { method: 'GET', url: '/api/FirmAuth/GetTenants', token: before.token }))
        .statusCode,
    ).toBe(401);
    const again = await post('/api/FirmAuth/ResetPassword', { PsrGuid: token, Password: 'BaskaSifre.2026' });
    expect(again.statusCode).toBe(400);
    expect(answerOf(again).message).toBe(messages.passwordTokenInvalid);
    expect(
      (await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${token}` }))
        .statusCode,
    ).toBe(404);

    const oldPassword = await post('/api/FirmAuth/Login', {
      email: DEMO.firmUser.email,
      password: DEMO.password,
    });
    expect(oldPassword.statusCode).toBe(400);
    await login(t.app, DEMO.firmUser.email, 'YeniSifre.2026');
    await smtp.waitFor(
      (m) => m.to.includes(DEMO.firmUser.email) && m.decoded.includes('Şifreniz değiştirildi'),
    );
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'password.reset'));
    expect(audits).toHaveLength(1);
  });

  it('answers 404 with the spec text for an unknown token', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: '/api/FirmAuth/IsHavePsrGuid?PsrGuid=bilinmeyen-bir-anahtar',
    });
    expect(response.statusCode).toBe(404);
    expect(answerOf(response).message).toBe('Üzgünüm, böyle bir kullanıcı bulamadım.');
    const missing = await request(t.app, { method: 'GET', url: '/api/FirmAuth/IsHavePsrGuid' });
    expect(missing.statusCode).toBe(406);
  });

  it('expires after 30 minutes', async () => {
    const token = await resetTokenFor(DEMO.subFirmUser.email);
    const [row] = await t.ctx.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, sha256Hex(token)));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
    await t.ctx.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordTokens.tokenHash, sha256Hex(token)));
    expect(
      (await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${token}` }))
        .statusCode,
    ).toBe(404);
    const response = await post('/api/FirmAuth/ResetPassword', {
      PsrGuid: token,
      Password: 'YeniSifre.2026',
    });
    expect(response.statusCode).toBe(400);
  });

  it('a newer link replaces the older one', async () => {
    const first = await resetTokenFor(DEMO.subFirmUser.email);
    const second = await resetTokenFor(DEMO.subFirmUser.email);
    expect(
      (await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${first}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${second}` }))
        .statusCode,
    ).toBe(200);
  });

  it('two simultaneous resets with one link: exactly one succeeds', async () => {
    const token = await resetTokenFor(DEMO.subFirmUser.email);
    const results = await Promise.all([
      post('/api/FirmAuth/ResetPassword', { PsrGuid: token, Password: 'Yarisan.Sifre1' }),
      post('/api/FirmAuth/ResetPassword', { PsrGuid: token, Password: 'Yarisan.Sifre2' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('lifts a lockout', async () => {
    const email = DEMO.subFirmUser.email;
    for (let i = 0; i < 10; i += 1) {
      await post('/api/FirmAuth/Login', { email, password: `Yanlis.Sifre${i}` }, { ip: `10.6.0.${i}` });
    }
    const [locked] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(locked?.lockedUntil).not.toBeNull();
    const token = await resetTokenFor(email);
    expect(
      (await post('/api/FirmAuth/ResetPassword', { PsrGuid: token, Password: 'KilitAcan.2026' })).statusCode,
    ).toBe(200);
    await login(t.app, email, 'KilitAcan.2026');
  });
});

describe('password history', () => {
  it('refuses the current password and the three before it, allows the fifth back', async () => {
    const email = DEMO.subFirmUser.email;
    let current = 'KilitAcan.2026';
    const chain = ['Zincir.Sifre1', 'Zincir.Sifre2', 'Zincir.Sifre3'];
    for (const next of chain) {
      const { token } = await login(t.app, email, current);
      const changed = await post(
        '/api/FirmAuth/ChangePassword',
        { currentPassword: current, newPassword: next, confirmPassword: next },
        { token },
      );
      expect(changed.statusCode, next).toBe(200);
      current = next;
    }
    const { token } = await login(t.app, email, current);
    for (const reused of ['Zincir.Sifre3', 'Zincir.Sifre1', 'KilitAcan.2026']) {
      const response = await post(
        '/api/FirmAuth/ChangePassword',
        { currentPassword: current, newPassword: reused, confirmPassword: reused },
        { token },
      );
      expect(response.statusCode, reused).toBe(400);
      expect(answerOf(response).message).toBe(messages.passwordReused);
    }
    const fourth = await post(
      '/api/FirmAuth/ChangePassword',
      { currentPassword: current, newPassword: 'Zincir.Sifre4', confirmPassword: 'Zincir.Sifre4' },
      { token },
    );
    expect(fourth.statusCode).toBe(200);
    const fifthBack = await post(
      '/api/FirmAuth/ChangePassword',
      { currentPassword: 'Zincir.Sifre4', newPassword: 'KilitAcan.2026', confirmPassword: 'KilitAcan.2026' },
      { token },
    );
    expect(fifthBack.statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('checks the current password, ends the other sessions and keeps this one', async () => {
    const email = DEMO.firmUser.email;
    const other = await login(t.app, email, 'YeniSifre.2026');
    const mine = await login(t.app, email, 'YeniSifre.2026');
    const wrong = await post(
      '/api/FirmAuth/ChangePassword',
      { currentPassword: 'Yanlis.2026x', newPassword: 'Degisen.Sifre1', confirmPassword: 'Degisen.Sifre1' },
      { token: mine.token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(answerOf(wrong).message).toBe(messages.currentPasswordWrong);
    const mismatch = await post(
      '/api/FirmAuth/ChangePassword',
      { currentPassword: 'YeniSifre.2026', newPassword: 'Degisen.Sifre1', confirmPassword: 'Degisen.Sifre2' },
      { token: mine.token },
    );
    expect(mismatch.statusCode).toBe(406);
    expect(answerOf(mismatch).data).toEqual(['Girdiğiniz şifreler eşleşmiyor.']);

    const ok = await post(
      '/api/FirmAuth/ChangePassword',
      { currentPassword: 'YeniSifre.2026', newPassword: 'Degisen.Sifre1', confirmPassword: 'Degisen.Sifre1' },
      { token: mine.token },
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await request(t.app, { method: 'GET', url: '/api/FirmAuth/GetTenants', token: mine.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await request(t.app, { method: 'GET', url: '/api/FirmAuth/GetTenants', token: other.token }))
        .statusCode,
    ).toBe(401);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'password.change'), eq(auditLog.outcome, 'failure')));
    expect(audits.length).toBeGreaterThan(0);
  });
});

describe('invitation link (new password)', () => {
  it('creates the first password within 7 days; a reset link does not work there', async () => {
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.subFirmUser.email));
    const [tenant] = await t.ctx.db
      .select()
      .from(tenants)
      .where(eq(tenants.paymentGuid, DEMO.tenantA.paymentGuid));
    const invite = await inviteUser(t.ctx, user?.id ?? '', tenant?.id ?? '');
    const mail = await smtp.waitFor((m) => m.decoded.includes(`/new-password/${invite}`));
    expect(mail.to).toEqual([DEMO.subFirmUser.email]);
    const [row] = await t.ctx.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, sha256Hex(invite)));
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    const reset = await resetTokenFor(DEMO.subFirmUser.email);
    expect(
      (await post('/api/FirmAuth/NewPassword', { PsrGuid: reset, Password: 'Davetli.Sifre1' })).statusCode,
    ).toBe(400);
    const created = await post('/api/FirmAuth/NewPassword', { PsrGuid: invite, Password: 'Davetli.Sifre1' });
    expect(created.statusCode).toBe(200);
    expect(answerOf(created).message).toBe(messages.passwordCreated);
    await login(t.app, DEMO.subFirmUser.email, 'Davetli.Sifre1');
  });
});
