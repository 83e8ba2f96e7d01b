import { messages, type SiteSettings, type SiteSettingsInput } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, tenantAdmins, tenants, users } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;

const call = (method: 'GET' | 'PUT', token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: '/api/admin/Site',
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

async function current(): Promise<SiteSettings> {
  const response = await call('GET', admin.token);
  expect(response.statusCode).toBe(200);
  return answerOf<SiteSettings>(response).data;
}

/** The form as the page sends it back: every editable field. */
function formOf(settings: SiteSettings): SiteSettingsInput {
  const { domains: _domains, paymentGuid: _guid, updatedAt: _at, ...form } = settings;
  return form;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

describe('brand and site settings', () => {
  it("shows the tenant's stored settings to its administrator only", async () => {
    const settings = await current();
    expect(settings).toMatchObject({
      name: DEMO.tenantA.name,
      phoneNumber: '02125550101',
      paymentWithoutLogin: true,
      paymentGuid: DEMO.tenantA.paymentGuid,
      taxNumber: DEMO.tenantA.taxNumber,
      taxOffice: DEMO.tenantA.taxOffice,
    });
    expect(settings.domains).toContain('localhost');
    expect((await call('GET', undefined)).statusCode).toBe(401);
    const firmUser = await login(t.app);
    expect((await call('GET', firmUser.token)).statusCode).toBe(403);
    expect((await call('PUT', firmUser.token, formOf(settings))).statusCode).toBe(403);
  });

  it('saves a change, audits it with before and after, and the public pages show it at once', async () => {
    const before = await current();
    // The public pages read the tenant through a cache: warm it first.
    const publicTenant = async () =>
      answerOf<{ phoneNumber: string | null; address: string | null }>(
        await request(t.app, { method: 'GET', url: `/api/FirmAuth/GetTenantById/${admin.tenantId}` }),
      ).data;
    expect((await publicTenant()).phoneNumber).toBe('02125550101');
    const saved = await call('PUT', admin.token, {
      ...formOf(before),
      phoneNumber: '0212 555 01 99',
      address: 'Levent Mah. Büyükdere Cad. No: 1, İstanbul',
      payFormMode: 'policy',
      lateInterestMonthlyRate: '2.75',
    });
    expect(saved.statusCode).toBe(200);
    const answer = answerOf<SiteSettings>(saved);
    expect(answer.message).toBe(messages.siteSettingsSaved);
    expect(answer.data).toMatchObject({
      phoneNumber: '0212 555 01 99',
      payFormMode: 'policy',
      lateInterestMonthlyRate: '2.75',
    });
    expect(await publicTenant()).toMatchObject({
      phoneNumber: '0212 555 01 99',
      address: 'Levent Mah. Büyükdere Cad. No: 1, İstanbul',
    });
    const [tenant] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, admin.tenantId));
    expect(tenant).toMatchObject({
      isPosTransactionUseAdditionalField: true,
      b2bIsUseAdditionalFieldForPolicy: true,
    });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, admin.tenantId), eq(auditLog.event, 'tenant.settings.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ userId: admin.firmUserId, objectType: 'tenant', outcome: 'success' });
    expect(entry?.details).toEqual({
      before: {
        phoneNumber: before.phoneNumber,
        address: before.address,
        payFormMode: before.payFormMode,
        lateInterestMonthlyRate: before.lateInterestMonthlyRate,
      },
      after: {
        phoneNumber: '0212 555 01 99',
        address: 'Levent Mah. Büyükdere Cad. No: 1, İstanbul',
        payFormMode: 'policy',
        lateInterestMonthlyRate: '2.75',
      },
    });
  });

  it('writes nothing for an unchanged form', async () => {
    const settings = await current();
    const count = async () =>
      (await t.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'tenant.settings.update'))).length;
    const entries = await count();
    const saved = await call('PUT', admin.token, formOf(settings));
    expect(saved.statusCode).toBe(200);
    expect(answerOf<SiteSettings>(saved).data.updatedAt).toBe(settings.updatedAt);
    expect(await count()).toBe(entries);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const settings = await current();
    const refused = async (change: Record<string, unknown>, message: string) => {
      const response = await call('PUT', admin.token, { ...formOf(settings), ...change });
      expect(response.statusCode).toBe(406);
      expect(JSON.stringify(response.json())).toContain(message);
    };
    await refused({ lateInterestMonthlyRate: '20.01' }, messages.siteLateInterestInvalid);
    await refused({ lateInterestMonthlyRate: '2.755' }, messages.siteLateInterestInvalid);
    await refused({ lateInterestMonthlyRate: '0' }, messages.siteLateInterestInvalid);
    await refused({ loginBannerImageUrl: 'javascript:alert(1)' }, messages.siteBannerUrlInvalid);
    await refused({ email: 'not-an-address' }, messages.customerEmailInvalid);
    await refused({ phoneNumber: '0212<script>' }, messages.phoneInvalid);
    await refused({ address: `Kart 4111 1111 1111 1111` }, messages.cardNumberInText);
    await refused({ taxNumber: '12345' }, messages.taxNumberInvalid);
    const unknown = await call('PUT', admin.token, { ...formOf(settings), logoPath: '/x.png' });
    expect(unknown.statusCode).toBe(406);
    expect((await call('PUT', admin.token, { ...formOf(settings), name: ' ' })).statusCode).toBe(406);
    expect(await current()).toEqual(settings);
  });

  it("keeps the merchant's tax number and office for receipts; a blank one is none", async () => {
    const settings = await current();
    const saved = await call('PUT', admin.token, {
      ...formOf(settings),
      taxNumber: ' 7160048218 ',
      taxOffice: 'Zincirlikuyu',
    });
    expect(answerOf<SiteSettings>(saved).data).toMatchObject({
      taxNumber: '7160048218',
      taxOffice: 'Zincirlikuyu',
    });
    const cleared = await call('PUT', admin.token, { ...formOf(settings), taxNumber: '', taxOffice: '' });
    expect(answerOf<SiteSettings>(cleared).data).toMatchObject({ taxNumber: null, taxOffice: null });
    await call('PUT', admin.token, formOf(settings));
  });

  it("lets an administrator of tenant B change only B's settings", async () => {
    const [demoUser] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.firmUser.email));
    const [tenantB] = await t.ctx.db.select().from(tenants).where(eq(tenants.name, DEMO.tenantB.name));
    await t.ctx.db.insert(tenantAdmins).values({ userId: demoUser?.id ?? '', tenantId: tenantB?.id ?? '' });
    const adminOfB = await login(
      t.app,
      DEMO.firmUser.email,
      DEMO.password,
      'http://ornek-sanayi.localhost:3000',
    );
    expect(adminOfB).toMatchObject({ tenantId: tenantB?.id, isTenantAdmin: true });
    const ofA = await current();
    const ofB = answerOf<SiteSettings>(await call('GET', adminOfB.token)).data;
    expect(ofB.name).toBe(DEMO.tenantB.name);
    expect(ofB.paymentGuid).not.toBe(ofA.paymentGuid);
    const saved = await call('PUT', adminOfB.token, { ...formOf(ofB), pageTitle: 'Örnek Tahsilat' });
    expect(answerOf<SiteSettings>(saved).data.pageTitle).toBe('Örnek Tahsilat');
    expect((await current()).pageTitle).toBe(ofA.pageTitle);
  });
});
