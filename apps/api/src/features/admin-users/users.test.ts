import {
  type AdminUser,
  type AdminUserFirm,
  type AdminUserPage,
  type LoginData,
  messages,
} from '@tahsilat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  adminOfTenantB,
  auditEntries,
  INVITE_LINK,
  invitePerson,
  lastMailTo,
  NEW_PASSWORD,
  NO_FLAGS,
} from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, type TestApp } from '../../../test/helpers.js';
import { firmIdOf } from '../../../test/payments.js';

/** The tenant administrator's users and roles (issue 15): who may call what, inviting, editing, bad input. */

let t: TestApp;
let admin: LoginData;
let api: ReturnType<typeof adminApi>;
let mainFirm: string;
let subFirm: string;

const people = async (query = '') => answerOf<AdminUserPage>(await api(admin.token, 'GET', query)).data;

beforeAll(async () => {
  t = await buildTestApp();
  api = adminApi(t);
  admin = await login(t.app, DEMO.tenantAdmin.email);
  mainFirm = await firmIdOf(t.ctx.db, DEMO.firms.a.branchNumber);
  subFirm = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
});
afterAll(async () => t.close());

describe('who may call the users routes', () => {
  it('only an administrator of the tenant, and tenant B’s administrator never reaches A’s people', async () => {
    const dealer = await login(t.app, DEMO.subFirmUser.email);
    const firmUser = await login(t.app);
    const adminB = await adminOfTenantB(t);
    const target = dealer.firmUserId;
    const invite = { name: 'Matris Kişi', email: 'matris@tahsilat.local', isAdmin: false };
    const routes = [
      ['GET', ''],
      ['GET', '/Firms'],
      ['POST', '', { ...invite, membership: { firmId: mainFirm, flags: NO_FLAGS } }],
      ['PUT', `/${target}`, { name: 'X', isAdmin: false, membership: { firmId: subFirm, flags: NO_FLAGS } }],
      ['POST', `/${target}/status`, { active: false }],
      ['POST', `/${target}/password-reset`],
    ] as const;
    for (const [method, url, body] of routes) {
      const payload = body ?? undefined;
      expect((await api(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await api(firmUser.token, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api(dealer.token, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      // B's administrator: A's user ids and A's firm are not found; its lists hold only B.
      const asB = await api(adminB.token, method, url, payload);
      expect(asB.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 404);
      expect(asB.body).not.toContain(target);
      expect(asB.body).not.toContain(mainFirm);
      expect(asB.body).not.toContain(DEMO.tenantAdmin.email);
    }
    const ofB = answerOf<AdminUserPage>(await api(adminB.token, 'GET', '')).data;
    expect(ofB.items.map((u) => u.email)).toEqual([DEMO.firmUser.email]);
    // Nothing of A changed: the dealer still signs in, no invitation went out.
    expect((await login(t.app, DEMO.subFirmUser.email)).tenantId).toBe(admin.tenantId);
    expect(await lastMailTo(t, 'matris@tahsilat.local')).toBeNull();
  });
});

describe('the list', () => {
  it('shows administrators and firm users with firm, flags and status, filtered and paged', async () => {
    const all = await people();
    const self = all.items.find((u) => u.email === DEMO.tenantAdmin.email);
    expect(self).toMatchObject({ isAdmin: true, membership: null, isSelf: true, status: 'active' });
    expect(self?.lastSignInAt).not.toBeNull();
    const dealer = all.items.find((u) => u.email === DEMO.subFirmUser.email);
    expect(dealer).toMatchObject({
      isAdmin: false,
      hasPassword: true,
      membership: {
        firmId: subFirm,
        firmCode: DEMO.firms.aSub.branchNumber,
        isSubFirm: true,
        isActive: true,
      },
    });
    expect(JSON.stringify(all)).not.toMatch(/argon2|passwordHash/);
    expect((await people('?role=admin')).items.map((u) => u.email)).toEqual([DEMO.tenantAdmin.email]);
    expect((await people('?role=firm')).items.every((u) => u.membership !== null)).toBe(true);
    expect((await people(`?search=${DEMO.firms.aSub.branchNumber}`)).items.map((u) => u.email)).toContain(
      DEMO.subFirmUser.email,
    );
    expect((await people('?status=disabled')).total).toBe(0);
    const paged = await people('?pageSize=10&page=100');
    expect(paged).toMatchObject({ items: [], total: all.total, page: 100, pageSize: 10 });
  });

  it('offers the tenant’s active firms for the picker, with their parent', async () => {
    const response = await api(admin.token, 'GET', `/Firms?search=${DEMO.firms.aSub.branchNumber}`);
    const firms = answerOf<AdminUserFirm[]>(response).data;
    expect(firms[0]).toMatchObject({
      id: subFirm,
      parent: { id: mainFirm, code: DEMO.firms.a.branchNumber },
    });
    expect(
      answerOf<AdminUserFirm[]>(await api(admin.token, 'GET', '/Firms')).data.length,
    ).toBeLessThanOrEqual(50);
  });
});

describe('inviting', () => {
  it('mails a new person a password link, audits it, and the person signs in with the flags given', async () => {
    const response = await api(admin.token, 'POST', '', {
      name: 'Ece Davetli',
      email: 'Ece@Firma1001.com.tr',
      mobile: '0532 555 00 11',
      membership: { firmId: mainFirm, flags: { ...NO_FLAGS, paymentPlan: true, stocks: true } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(answerOf(response).message).toBe(messages.adminUserInvited);
    const user = answerOf<AdminUser>(response).data;
    expect(user).toMatchObject({ email: 'ece@firma1001.com.tr', isAdmin: false, hasPassword: false });
    expect(user.invitationExpiresAt).not.toBeNull();
    const mail = await lastMailTo(t, 'ece@firma1001.com.tr');
    const link = INVITE_LINK.exec(mail?.textBody ?? '')?.[1];
    expect(link).toBeDefined();
    expect(response.body).not.toContain(link);
    const [entry] = await auditEntries(t, user.id, 'admin.user.invite');
    expect(entry).toMatchObject({ userId: admin.firmUserId, objectType: 'user', tenantId: admin.tenantId });
    expect(entry?.details).toMatchObject({ before: {}, after: { newUser: true, paymentPlan: true } });
    const accepted = await invitePerson(
      t,
      admin.token,
      {
        name: 'Kabul Eden',
        email: 'kabul@firma1001.com.tr',
        membership: { firmId: subFirm, flags: { ...NO_FLAGS, firmTransaction: true } },
      },
      true,
    );
    const signedIn = await login(t.app, accepted.email, NEW_PASSWORD);
    expect(signedIn).toMatchObject({ subFirmId: subFirm, firmTransaction: true, paymentPlan: false });
  });

  it('adds a person of another tenant with its own password, refuses someone already here', async () => {
    const adminB = await login(
      t.app,
      DEMO.firmUser.email,
      DEMO.password,
      'http://ornek-sanayi.localhost:3000',
    );
    const firmB = await firmIdOf(t.ctx.db, DEMO.firms.b.branchNumber, DEMO.tenantB.name);
    const added = await api(adminB.token, 'POST', '', {
      name: 'Başka Ad',
      email: DEMO.subFirmUser.email,
      membership: { firmId: firmB, flags: { ...NO_FLAGS, firmTransaction: true } },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(answerOf(added).message).toBe(messages.adminUserInvited);
    expect(answerOf<AdminUser>(added).data).toMatchObject({ name: DEMO.subFirmUser.name, hasPassword: true });
    expect(INVITE_LINK.test((await lastMailTo(t, DEMO.subFirmUser.email))?.textBody ?? '')).toBe(false);
    expect((await login(t.app, DEMO.subFirmUser.email)).tenantId).toBe(admin.tenantId);
    const again = await api(admin.token, 'POST', '', {
      name: 'Deniz',
      email: DEMO.firmUser.email.toUpperCase(),
      isAdmin: true,
    });
    expect(again.statusCode).toBe(400);
    expect(answerOf(again).message).toBe(messages.adminUserAlreadyInTenant);
    // Name and mobile belong to the person, who is in two tenants now.
    const shared = (await people(`?search=${DEMO.subFirmUser.email}`)).items[0];
    expect(shared?.profileEditable).toBe(false);
    const renamed = await api(admin.token, 'PUT', `/${shared?.id}`, {
      name: 'Yeni Ad',
      isAdmin: false,
      membership: { firmId: subFirm, flags: shared?.membership?.flags },
    });
    expect(renamed.statusCode).toBe(400);
    expect(answerOf(renamed).message).toBe(messages.adminUserProfileShared);
  });
});

describe('editing', () => {
  it('changes firm and flags, grants the admin role, and audits only what changed', async () => {
    const user = await invitePerson(t, admin.token, {
      name: 'Taşınan Kişi',
      email: 'tasinan@firma1001.com.tr',
      membership: { firmId: mainFirm, flags: { ...NO_FLAGS, paymentPlan: true, addSubFirm: true } },
    });
    const form = { name: user.name, mobile: null, isAdmin: false };
    const level = await api(admin.token, 'PUT', `/${user.id}`, {
      ...form,
      membership: { firmId: subFirm, flags: { ...NO_FLAGS, addSubFirm: true } },
    });
    expect(level.statusCode).toBe(400);
    expect(answerOf(level).message).toBe(messages.subFirmLevelNotAllowed);
    const moved = await api(admin.token, 'PUT', `/${user.id}`, {
      ...form,
      name: 'Taşınan Kişi 2',
      isAdmin: true,
      membership: { firmId: subFirm, flags: { ...NO_FLAGS, paymentPlan: true, stocks: true } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(answerOf<AdminUser>(moved).data).toMatchObject({
      name: 'Taşınan Kişi 2',
      isAdmin: true,
      membership: { firmId: subFirm, flags: { paymentPlan: true, stocks: true, addSubFirm: false } },
    });
    const [update] = await auditEntries(t, user.id, 'admin.user.update');
    expect(update?.details).toEqual({
      before: { name: 'Taşınan Kişi', firmCode: DEMO.firms.a.branchNumber, stocks: false, addSubFirm: true },
      after: {
        name: 'Taşınan Kişi 2',
        firmCode: DEMO.firms.aSub.branchNumber,
        stocks: true,
        addSubFirm: false,
      },
    });
    const [grant] = await auditEntries(t, user.id, 'admin.role.grant');
    expect(grant?.details).toEqual({ before: { isAdmin: false }, after: { isAdmin: true } });
    const unchanged = await api(admin.token, 'PUT', `/${user.id}`, {
      name: 'Taşınan Kişi 2',
      isAdmin: true,
      membership: { firmId: subFirm, flags: { ...NO_FLAGS, paymentPlan: true, stocks: true } },
    });
    expect(unchanged.statusCode).toBe(200);
    expect(await auditEntries(t, user.id, 'admin.user.update')).toHaveLength(1);
  });
});
