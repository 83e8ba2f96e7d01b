import { type AdminUser, type LoginData, messages } from '@tahsilat/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  auditEntries,
  INVITE_LINK,
  invitePerson,
  lastMailTo,
  NEW_PASSWORD,
  NO_FLAGS,
  RESET_LINK,
} from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { firmIdOf } from '../../../test/payments.js';
import { auditLog, tenantAdmins } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findPerson } from './users.repository.js';
import { assertAdminRemains } from './users.rules.js';

/** Switching access off and on, the password e-mail, and the administrators that must remain (issue 15). */

let t: TestApp;
let admin: LoginData;
let api: ReturnType<typeof adminApi>;
let mainFirm: string;

/** The form of a person with a firm membership and no flags. */
const asFirmUser = (name: string) => ({ name, membership: { firmId: mainFirm, flags: NO_FLAGS } });

const signIn = (email: string, password: string = DEMO.password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/FirmAuth/Login',
    payload: { email, password, b2BDomainUrl: 'http://localhost:3000' },
  });
const statement = (token: string) =>
  request(t.app, { method: 'GET', url: '/api/FirmReport/Statement', token });
const adminCall = (token: string) => request(t.app, { method: 'GET', url: '/api/admin/Site', token });
const activeAdmins = async () =>
  t.ctx.db
    .select()
    .from(tenantAdmins)
    .where(and(eq(tenantAdmins.tenantId, admin.tenantId), isNull(tenantAdmins.disabledAt)));

/** A second administrator of tenant A, signed in. */
async function secondAdmin(email: string): Promise<{ user: AdminUser; session: LoginData }> {
  const user = await invitePerson(t, admin.token, { name: 'İkinci Yönetici', email, isAdmin: true }, true);
  return { user, session: await login(t.app, email, NEW_PASSWORD) };
}

beforeAll(async () => {
  t = await buildTestApp();
  api = adminApi(t);
  admin = await login(t.app, DEMO.tenantAdmin.email);
  mainFirm = await firmIdOf(t.ctx.db, DEMO.firms.a.branchNumber);
});
afterAll(async () => t.close());

describe('switching a person off', () => {
  it('ends its live session at once, refuses its sign-in, and lets it back in when switched on', async () => {
    const dealer = await login(t.app, DEMO.subFirmUser.email);
    // A call first, so the session sits in the guard's cache.
    expect((await statement(dealer.token)).statusCode).toBe(200);
    const off = await api(admin.token, 'POST', `/${dealer.firmUserId}/status`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(answerOf<AdminUser>(off).data).toMatchObject({
      status: 'disabled',
      membership: { isActive: false },
    });
    expect((await statement(dealer.token)).statusCode).toBe(401);
    const refused = await signIn(DEMO.subFirmUser.email);
    expect(refused.statusCode).toBe(400);
    expect(answerOf(refused).message).toBe(messages.noTenantForUser);
    const [entry] = await auditEntries(t, dealer.firmUserId, 'admin.user.status');
    expect(entry?.details).toEqual({
      before: { active: true, membershipActive: true },
      after: { active: false, membershipActive: false },
    });
    // Switching off again changes nothing and writes nothing.
    await api(admin.token, 'POST', `/${dealer.firmUserId}/status`, { active: false });
    expect(await auditEntries(t, dealer.firmUserId, 'admin.user.status')).toHaveLength(1);
    const on = await api(admin.token, 'POST', `/${dealer.firmUserId}/status`, { active: true });
    expect(answerOf<AdminUser>(on).data.status).toBe('active');
    expect((await signIn(DEMO.subFirmUser.email)).statusCode).toBe(200);
    expect((await statement(dealer.token)).statusCode).toBe(401);
  });

  it('switches an administrator off in the console at once', async () => {
    const { user, session } = await secondAdmin('kapanan@tahsilat.local');
    expect((await adminCall(session.token)).statusCode).toBe(200);
    const off = await api(admin.token, 'POST', `/${user.id}/status`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await adminCall(session.token)).statusCode).toBe(401);
    expect((await signIn('kapanan@tahsilat.local', NEW_PASSWORD)).statusCode).toBe(400);
    await api(admin.token, 'POST', `/${user.id}/status`, { active: true });
    const back = await login(t.app, 'kapanan@tahsilat.local', NEW_PASSWORD);
    expect(back.isTenantAdmin).toBe(true);
    // Leave a single administrator for the tests below.
    await api(admin.token, 'PUT', `/${user.id}`, { ...asFirmUser(user.name), isAdmin: false });
    expect(await activeAdmins()).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('answers 406 in the catalogue’s format with Turkish messages and writes nothing', async () => {
    const refused = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
      const response = await api(admin.token, method, url, body);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(406);
      const answer = answerOf<string[]>(response);
      expect(answer.success).toBe(false);
      expect(answer.data?.length).toBeGreaterThan(0);
      return answer;
    };
    const noRole = await refused('POST', '', { name: 'Rolsüz', email: 'rolsuz@tahsilat.local' });
    expect(noRole.data).toContain(messages.adminUserRoleRequired);
    const noName = await refused('POST', '', { name: ' ', email: 'x@tahsilat.local', isAdmin: true });
    expect(noName.data).toContain(messages.userNameRequired);
    await refused('POST', '', { name: 'A', email: 'not-an-address', isAdmin: true });
    await refused('POST', '', {
      name: 'A',
      email: 'a@tahsilat.local',
      isAdmin: true,
      tenantId: admin.tenantId,
    });
    await refused('POST', '', { name: 'A', email: 'a@tahsilat.local', membership: { firmId: mainFirm } });
    await refused('PUT', '/not-a-uuid', { name: 'A', isAdmin: true, membership: null });
    await refused('POST', `/${admin.firmUserId}/status`, { active: 'no' });
    await refused('GET', '?role=boss');
    await refused('GET', '?pageSize=7');
    expect(await lastMailTo(t, 'rolsuz@tahsilat.local')).toBeNull();
  });
});

describe('the password e-mail', () => {
  it('sends the reset link to a person with a password and a new invitation to one without', async () => {
    const dealer = (await login(t.app, DEMO.subFirmUser.email)).firmUserId;
    const reset = await api(admin.token, 'POST', `/${dealer}/password-reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(answerOf(reset).message).toBe(messages.adminPasswordResetSent);
    const token = RESET_LINK.exec((await lastMailTo(t, DEMO.subFirmUser.email))?.textBody ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    expect(reset.body).not.toContain(token);
    const link = await request(t.app, { method: 'GET', url: `/api/FirmAuth/IsHavePsrGuid?PsrGuid=${token}` });
    expect(link.statusCode).toBe(200);
    const [entry] = await auditEntries(t, dealer, 'admin.user.reset');
    expect(entry?.details).toEqual({ mail: 'reset' });

    const pending = await invitePerson(t, admin.token, {
      name: 'Bekleyen',
      email: 'bekleyen@tahsilat.local',
      isAdmin: true,
    });
    const first = INVITE_LINK.exec((await lastMailTo(t, pending.email))?.textBody ?? '')?.[1];
    const again = await api(admin.token, 'POST', `/${pending.id}/password-reset`);
    expect(answerOf(again).message).toBe(messages.invitationSent);
    const second = INVITE_LINK.exec((await lastMailTo(t, pending.email))?.textBody ?? '')?.[1];
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    await api(admin.token, 'POST', `/${pending.id}/status`, { active: false });
    const disabled = await api(admin.token, 'POST', `/${pending.id}/password-reset`);
    expect(disabled.statusCode).toBe(400);
    expect(answerOf(disabled).message).toBe(messages.userIsDisabled);
  });
});

describe('the administrators that must remain', () => {
  it('refuses an administrator its own role and its own switching off, writing nothing', async () => {
    const entries = (await t.ctx.db.select().from(auditLog)).length;
    const revoke = await api(admin.token, 'PUT', `/${admin.firmUserId}`, {
      name: DEMO.tenantAdmin.name,
      isAdmin: false,
      membership: { firmId: mainFirm, flags: NO_FLAGS },
    });
    expect(revoke.statusCode).toBe(400);
    expect(answerOf(revoke).message).toBe(messages.adminSelfRoleRevoke);
    const off = await api(admin.token, 'POST', `/${admin.firmUserId}/status`, { active: false });
    expect(off.statusCode).toBe(400);
    expect(answerOf(off).message).toBe(messages.adminSelfDeactivate);
    expect((await t.ctx.db.select().from(auditLog)).length).toBe(entries);
    const self = await findPerson(t.ctx.db, admin.tenantId, admin.firmUserId);
    expect(self).toMatchObject({ isAdmin: true, membershipUserId: null, isActive: true });
  });

  it('refuses taking away the last active administration, whoever asks', async () => {
    const self = await findPerson(t.ctx.db, admin.tenantId, admin.firmUserId);
    const other = {
      jti: '',
      userId: (await login(t.app)).firmUserId,
      userName: '',
      tenantId: admin.tenantId,
    };
    if (!self) {
      throw new Error('the administrator is missing');
    }
    for (const change of ['revoke', 'deactivate'] as const) {
      const refused = t.ctx.db.transaction((tx) => assertAdminRemains(tx, other, self, change));
      await expect(refused).rejects.toThrow(new AppError('BAD_REQUEST', messages.adminLastAdmin));
    }
  });

  it('lets only one of the last two administrators remove the other at the same moment', async () => {
    for (const [index, act] of (['revoke', 'deactivate'] as const).entries()) {
      const { user, session } = await secondAdmin(`yarisan${index}@tahsilat.local`);
      const first = { id: admin.firmUserId, name: DEMO.tenantAdmin.name };
      const second = { id: user.id, name: user.name };
      const remove = (token: string, who: { id: string; name: string }) =>
        act === 'revoke'
          ? api(token, 'PUT', `/${who.id}`, { ...asFirmUser(who.name), isAdmin: false })
          : api(token, 'POST', `/${who.id}/status`, { active: false });
      expect(await activeAdmins()).toHaveLength(2);
      const answers = await Promise.all([remove(admin.token, second), remove(session.token, first)]);
      const codes = answers.map((answer) => answer.statusCode);
      expect(
        codes.filter((code) => code === 200),
        `${act}: ${codes}`,
      ).toHaveLength(1);
      expect(codes.every((code) => code === 200 || (code >= 400 && code < 500))).toBe(true);
      const remaining = await activeAdmins();
      expect(remaining).toHaveLength(1);
      // The survivor restores the other, and the next round starts again from one administrator.
      const [winner, loser] = remaining[0]?.userId === first.id ? [admin, second] : [session, first];
      const restored =
        act === 'revoke'
          ? await api(winner.token, 'PUT', `/${loser.id}`, {
              name: loser.name,
              isAdmin: true,
              membership: null,
            })
          : await api(winner.token, 'POST', `/${loser.id}/status`, { active: true });
      expect(restored.statusCode, restored.body).toBe(200);
      admin = await login(t.app, DEMO.tenantAdmin.email);
      await api(admin.token, 'PUT', `/${second.id}`, { ...asFirmUser(second.name), isAdmin: false });
      expect(await activeAdmins()).toHaveLength(1);
    }
  });
});
