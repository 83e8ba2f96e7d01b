import {
  type FirmBalance,
  type LoginData,
  messages,
  type SubFirmDetail,
  type SubFirmPage,
} from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { integrationCall, pushItems } from '../../../test/integration.js';
import { firmIdOf } from '../../../test/payments.js';
import { tenantBSession } from '../../../test/sub-firms.js';
import { auditLog, firms } from '../../db/schema.js';

/** Sub-dealers (issue 13): the list, a sub-firm's data and status; users and act-as have their own files. */

let t: TestApp;
let demo: LoginData;
let bayi: LoginData;
let demoB: LoginData;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  request(t.app, { method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });

const NEW_FIRM = {
  code: 'P-2001',
  name: 'Portal Yapı Market Ltd. Şti.',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  city: 'İstanbul',
  address: 'Moda Cad. 1',
  contactName: 'Ece Demir',
  email: 'ece@portalyapi.com.tr',
  phone: '0216 555 20 01',
  riskLimit: '150000.00',
};

beforeAll(async () => {
  t = await buildTestApp();
  demo = await login(t.app);
  bayi = await login(t.app, DEMO.subFirmUser.email);
  demoB = await tenantBSession(t);
});
afterAll(async () => {
  await t.close();
});

describe('the sub-firm list', () => {
  it("pages a main firm's sub-firms with the balance the balance function gives", async () => {
    const response = await call(demo.token, 'GET', '/SubFirm/List?pageSize=10');
    expect(response.statusCode).toBe(200);
    const page = answerOf<SubFirmPage>(response).data;
    expect(page.total).toBe(23);
    expect(page.items).toHaveLength(10);
    expect(page.items.map((row) => row.code)).toEqual([...page.items.map((row) => row.code)].sort());
    const dealer = page.items.find((row) => row.code === DEMO.firms.aSub.branchNumber);
    expect(dealer).toMatchObject({ status: 'active', source: 'erp', userCount: 1 });
    expect(dealer?.lastSignInAt).not.toBeNull();
    const balance = await integrationCall(t.app, 'GET', `/firms/${DEMO.firms.aSub.branchNumber}/balance`);
    const figures = answerOf<FirmBalance>(balance).data;
    expect(`${dealer?.balance}${dealer?.side}`).toBe(`${figures.balance.replace('-', '')}${figures.side}`);

    const second = answerOf<SubFirmPage>(
      await call(demo.token, 'GET', '/SubFirm/List?pageSize=10&page=3'),
    ).data;
    expect(second.items).toHaveLength(3);
  });

  it('searches, filters by status and overdue, sorts by name', async () => {
    const search = answerOf<SubFirmPage>(
      await call(
        demo.token,
        'GET',
        `/SubFirm/List?search=${encodeURIComponent(DEMO.firms.aSub.name.slice(0, 6))}`,
      ),
    ).data;
    expect(search.items.map((row) => row.code)).toContain(DEMO.firms.aSub.branchNumber);
    const passive = answerOf<SubFirmPage>(await call(demo.token, 'GET', '/SubFirm/List?status=passive')).data;
    expect(passive.items.every((row) => row.status === 'passive' && row.passiveReason === 'erp')).toBe(true);
    expect(passive.total).toBe(1);
    const overdue = answerOf<SubFirmPage>(
      await call(demo.token, 'GET', '/SubFirm/List?overdueOnly=true&pageSize=100'),
    ).data;
    expect(overdue.total).toBeGreaterThan(0);
    const byName = answerOf<SubFirmPage>(
      await call(demo.token, 'GET', '/SubFirm/List?sort=name&order=desc&pageSize=100'),
    ).data;
    const names = byName.items.map((row) => row.name);
    expect(names[0]?.localeCompare(names.at(-1) ?? '') ?? 0).not.toBe(0);
  });

  it('refuses a sub-firm user (403), a user without addSubFirm and bad filters (406)', async () => {
    expect((await call(bayi.token, 'GET', '/SubFirm/List')).statusCode).toBe(403);
    expect((await call(demo.token, 'GET', '/SubFirm/List?pageSize=7')).statusCode).toBe(406);
    expect((await call(demo.token, 'GET', '/SubFirm/List?tenantId=x')).statusCode).toBe(406);
  });

  it('sends the filtered list as an Excel file', async () => {
    const response = await call(demo.token, 'GET', '/SubFirm/ListExcel?status=active');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('a sub-firm of the portal', () => {
  let created: SubFirmDetail;

  it('is created with a unique code and a checked tax number, and audited', async () => {
    const response = await call(demo.token, 'POST', '/SubFirm', NEW_FIRM);
    expect(response.statusCode).toBe(200);
    created = answerOf<SubFirmDetail>(response).data;
    expect(created).toMatchObject({ code: 'P-2001', source: 'portal', editable: true, status: 'active' });
    expect(created.balance).toBe('0.00');
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'subfirm.create'), eq(auditLog.objectId, created.id)));
    expect(audit?.outcome).toBe('success');
    // It has no plan lines: not among the overdue ones.
    const overdue = answerOf<SubFirmPage>(
      await call(demo.token, 'GET', '/SubFirm/List?overdueOnly=true&pageSize=100'),
    ).data;
    const all = answerOf<SubFirmPage>(await call(demo.token, 'GET', '/SubFirm/List?pageSize=100')).data;
    expect(all.items.map((row) => row.code)).toContain('P-2001');
    expect(overdue.items.map((row) => row.code)).not.toContain('P-2001');

    const again = await call(demo.token, 'POST', '/SubFirm', NEW_FIRM);
    expect(again.statusCode).toBe(400);
    expect(answerOf(again).message).toBe(messages.firmCodeTaken);
    const badTax = await call(demo.token, 'POST', '/SubFirm', {
      ...NEW_FIRM,
      code: 'P-2002',
      taxNumber: '1234567891',
    });
    expect(badTax.statusCode).toBe(406);
    expect(answerOf<string[]>(badTax).data).toContain(messages.taxNumberInvalid);
    const noTax = await call(demo.token, 'POST', '/SubFirm', { ...NEW_FIRM, code: 'P-2003', taxNumber: '' });
    expect(answerOf<string[]>(noTax).data).toContain(messages.taxNumberRequired);
    const mass = await call(demo.token, 'POST', '/SubFirm', {
      ...NEW_FIRM,
      code: 'P-2004',
      tenantId: demoB.tenantId,
    });
    expect(mass.statusCode).toBe(406);
  });

  it('is edited with the change audited; an ERP-kept firm is refused', async () => {
    const { code: _code, ...fields } = NEW_FIRM;
    const response = await call(demo.token, 'PUT', `/SubFirm/${created.id}`, { ...fields, city: 'Ankara' });
    expect(response.statusCode).toBe(200);
    expect(answerOf<SubFirmDetail>(response).data.city).toBe('Ankara');
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'subfirm.update'), eq(auditLog.objectId, created.id)));
    expect(audit?.details).toMatchObject({ changed: { city: { before: 'İstanbul', after: 'Ankara' } } });

    const erpFirm = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
    const refused = await call(demo.token, 'PUT', `/SubFirm/${erpFirm}`, fields);
    expect(refused.statusCode).toBe(400);
    expect(answerOf(refused).message).toBe(messages.firmManagedByErp);
  });

  it('answers 404 for the main firm itself, another tenant and a made-up id', async () => {
    const mainFirm = await firmIdOf(t.ctx.db, DEMO.firms.a.branchNumber);
    for (const id of [mainFirm, created.id, '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b']) {
      const token = id === created.id ? demoB.token : demo.token;
      for (const [method, url, body] of [
        ['GET', `/SubFirm/${id}`, undefined],
        ['PUT', `/SubFirm/${id}/Status`, { isActive: false }],
        ['GET', `/SubFirm/${id}/Users`, undefined],
        ['POST', `/SubFirm/${id}/ActAs`, undefined],
      ] as const) {
        const response = await call(token, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const [row] = await t.ctx.db.select().from(firms).where(eq(firms.id, created.id));
    expect(row?.isActive).toBe(true);
  });
});

describe('switching a sub-firm off', () => {
  it('signs its users out within one request, refuses their sign-in, and an ERP push cannot switch it on', async () => {
    const dealer = await login(t.app, DEMO.subFirmUser.email);
    expect((await call(dealer.token, 'GET', '/FirmReport/Firms')).statusCode).toBe(200);
    const id = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
    const off = await call(demo.token, 'PUT', `/SubFirm/${id}/Status`, { isActive: false });
    expect(answerOf<SubFirmDetail>(off).data).toMatchObject({ status: 'passive', passiveReason: 'portal' });
    expect((await call(dealer.token, 'GET', '/FirmReport/Firms')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/FirmAuth/Login',
      payload: {
        email: DEMO.subFirmUser.email,
        password: DEMO.password,
        b2BDomainUrl: 'http://localhost:3000',
      },
    });
    expect(signIn.statusCode).toBe(400);
    expect(answerOf(signIn).message).toBe(messages.noTenantForUser);

    // The ERP pushes the firm as active: it stays off in the portal.
    const [row] = await t.ctx.db.select().from(firms).where(eq(firms.id, id));
    const push = await pushItems(t.app, 'firms', [
      { code: row?.branchNumber, name: row?.name, parentCode: DEMO.firms.a.branchNumber, isActive: true },
    ]);
    expect(push.status).toBe(200);
    const [after] = await t.ctx.db.select().from(firms).where(eq(firms.id, id));
    expect(after).toMatchObject({ isActive: false, sourceActive: true });

    const on = await call(demo.token, 'PUT', `/SubFirm/${id}/Status`, { isActive: true });
    expect(answerOf<SubFirmDetail>(on).data.status).toBe('active');
    await login(t.app, DEMO.subFirmUser.email);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'subfirm.status'), eq(auditLog.objectId, id)));
    expect(audits).toHaveLength(2);
  });
});
