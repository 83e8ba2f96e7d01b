import { randomUUID } from 'node:crypto';
import { messages } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { tenants } from '../../db/schema.js';
import { hostOf } from './tenants.service.js';

let t: TestApp;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.ctx.db.select({ id: tenants.id, guid: tenants.paymentGuid }).from(tenants);
  tenantA = rows.find((r) => r.guid === DEMO.tenantA.paymentGuid)?.id ?? '';
  tenantB = rows.find((r) => r.guid === DEMO.tenantB.paymentGuid)?.id ?? '';
});
afterAll(async () => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  request(t.app, { method: 'GET', url, token, headers });

describe('hostOf', () => {
  it.each([
    ['http://localhost:3000', 'localhost'],
    ['https://Portal.Firma.com.tr:8443/signin', 'portal.firma.com.tr'],
    ['localhost:3000', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['http://', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(hostOf(input)).toBe(expected);
  });
});

describe('GET /FirmAuth/GetLoginEndpoints', () => {
  it("answers tenant A's branding for the page's host, with tenantId and the payment guid", async () => {
    const response = await get(
      `/api/FirmAuth/GetLoginEndpoints?domain=${encodeURIComponent('http://localhost:3000')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(answerOf(response).data).toEqual({
      tenantId: tenantA,
      endpoint: 'http://portal.test/api',
      logoUrl: DEMO.tenantA.logoPath,
      tenantPaymentGuid: DEMO.tenantA.paymentGuid,
      isTenantSelectedFromModal: false,
      b2BPanelLoginBannerImagePath: DEMO.tenantA.bannerPath,
      b2BPanelLoginBannerImageUrl: null,
      pageTitle: DEMO.tenantA.pageTitle,
      email: DEMO.tenantA.email,
      isPaymentWithParams: true,
    });
  });

  it('uses the Host header when no domain is given, and hides the payment guid of a tenant without public payment', async () => {
    const response = await get('/api/FirmAuth/GetLoginEndpoints', undefined, {
      host: 'ornek-sanayi.localhost:3000',
    });
    expect(response.statusCode).toBe(200);
    const data = answerOf<{ tenantId: string; tenantPaymentGuid: string | null }>(response).data;
    expect(data.tenantId).toBe(tenantB);
    expect(data.tenantPaymentGuid).toBeNull();
  });

  it('answers 404 for a host no tenant claims', async () => {
    const response = await get('/api/FirmAuth/GetLoginEndpoints?domain=https://unknown.example.com');
    expect(response.statusCode).toBe(404);
    expect(answerOf(response)).toEqual({
      success: false,
      message: messages.tenantDomainNotFound,
      data: null,
    });
  });

  it('sees a changed setting after the directory is invalidated', async () => {
    await t.ctx.db.update(tenants).set({ pageTitle: 'Yeni Başlık' }).where(eq(tenants.id, tenantA));
    t.ctx.tenants.invalidate();
    const data = answerOf<{ pageTitle: string }>(
      await get('/api/FirmAuth/GetLoginEndpoints?domain=localhost'),
    ).data;
    expect(data.pageTitle).toBe('Yeni Başlık');
    await t.ctx.db.update(tenants).set({ pageTitle: DEMO.tenantA.pageTitle }).where(eq(tenants.id, tenantA));
    t.ctx.tenants.invalidate();
  });
});

describe('GET /FirmAuth/GetTenantById/{id}', () => {
  it('is public and answers exactly the public tenant fields of SPEC 3', async () => {
    const response = await get(`/api/FirmAuth/GetTenantById/${tenantA}`);
    expect(response.statusCode).toBe(200);
    const data = answerOf<Record<string, unknown>>(response).data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'name',
        'b2BFilePath',
        'isPosTransactionUseAdditionalField',
        'isRubikFu',
        'b2BIsUseAdditionalFieldForPolicy',
        'confidentialityAgreementPath',
        'salesAgreementPath',
        'isUseB2BCurrencyExChange',
        'b2BShowCustomFields',
        'showCustomFields',
        'b2BViewCurrencyExchangeRate',
        'b2BPayWithLinkDefaultLanguageOption',
        'phoneNumber',
        'address',
      ].sort(),
    );
    expect(data.phoneNumber).toBe(DEMO.tenantA.phoneNumber);
    expect(data.b2BPayWithLinkDefaultLanguageOption).toBe(0);
    expect(response.body).not.toMatch(/paymentGuid|erpProgram|Key|password/i);
  });

  it('answers 404 for an unknown tenant and 406 for a malformed id', async () => {
    expect((await get(`/api/FirmAuth/GetTenantById/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/FirmAuth/GetTenantById/123')).statusCode).toBe(406);
  });
});

describe('GET /FirmReport/TenantErpProgram', () => {
  it("answers the active tenant's ERP settings and follows a tenant switch", async () => {
    const { token } = await login(t.app);
    const a = answerOf(await get('/api/FirmReport/TenantErpProgram', token)).data;
    expect(a).toEqual({ isB2BFirmTransaction: true, erpProgram: 'Logo Tiger' });
    const switched = answerOf<{ token: string }>(
      await get(`/api/FirmAuth/ChangeTenant/${tenantB}`, token),
    ).data;
    const b = answerOf(await get('/api/FirmReport/TenantErpProgram', switched.token)).data;
    expect(b).toEqual({ isB2BFirmTransaction: false, erpProgram: 'Mikro' });
  });
});
