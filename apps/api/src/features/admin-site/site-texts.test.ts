import { type CommissionOptions, messages, type SiteSettings, textFor } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { tenantBSession } from '../../../test/sub-firms.js';
import { auditLog, tenants } from '../../db/schema.js';

/** Translations of the tenant's own texts (issue 27): the menu link title and the payment screens' notice. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;

const site = (method: 'GET' | 'PUT', payload?: object) =>
  request(t.app, { method, url: '/api/admin/Site', token: admin.token, ...(payload ? { payload } : {}) });

async function current(): Promise<SiteSettings> {
  return answerOf<SiteSettings>(await site('GET')).data;
}

function formOf(settings: SiteSettings) {
  const { domains: _domains, paymentGuid: _guid, updatedAt: _at, ...form } = settings;
  return form;
}

async function notice(paymentGuid: string): Promise<CommissionOptions> {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${paymentGuid}`,
  });
  expect(response.statusCode).toBe(200);
  return answerOf<CommissionOptions>(response).data;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

describe('translations of the tenant texts', () => {
  it('shows the texts and their stored translations in the settings', async () => {
    const settings = await current();
    expect(settings.b2bMenuLinkItemTitle).toBe('Ürün Kataloğu');
    expect(settings.b2bMenuLinkItemLink).toBe('https://www.demoticaret.com.tr/katalog');
    expect(settings.posCollectionDescription).toContain('3D Secure');
    expect(settings.textTranslations.b2bMenuLinkItemTitle).toEqual({ en: 'Product catalogue' });
  });

  it('saves translations sanitised, audits them, and the menu and the payment screens get them', async () => {
    const before = await current();
    // The payment screens read through a cache: warm it first, the save must reach it at once.
    await notice(DEMO.tenantA.paymentGuid);
    const saved = await site('PUT', {
      ...formOf(before),
      textTranslations: {
        b2bMenuLinkItemTitle: { en: 'Catalogue', fr: 'Catalogue produits', ar: '', zh: null },
        posCollectionDescription: {
          en: '<p onclick="x()">Protected by <b>3D Secure</b><script>alert(1)</script></p>',
          de: undefined,
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const stored = answerOf<SiteSettings>(saved).data.textTranslations;
    expect(stored.b2bMenuLinkItemTitle).toEqual({ en: 'Catalogue', fr: 'Catalogue produits' });
    expect(stored.posCollectionDescription).toEqual({ en: '<p>Protected by <b>3D Secure</b></p>' });

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, admin.tenantId), eq(auditLog.event, 'tenant.settings.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const details = entry?.details as { after?: object } | undefined;
    expect(Object.keys(details?.after ?? {})).toEqual(['textTranslations']);

    // The shell: the login answer carries the title's translations; the web app picks by its language.
    const firmUser = await login(t.app);
    expect(firmUser.b2BMenuLinkItemTitle).toBe('Ürün Kataloğu');
    expect(firmUser.b2BMenuLinkItemTitleTranslations).toEqual({ en: 'Catalogue', fr: 'Catalogue produits' });
    const menuTitle = (language: string) =>
      textFor(firmUser.b2BMenuLinkItemTitle, firmUser.b2BMenuLinkItemTitleTranslations, language);
    expect(menuTitle('en-GB')).toBe('Catalogue');
    expect(menuTitle('it')).toBe('Ürün Kataloğu');

    const options = await notice(DEMO.tenantA.paymentGuid);
    expect(options.posCollectionDescriptionTranslations).toEqual({
      en: '<p>Protected by <b>3D Secure</b></p>',
    });
    expect(options.posCollectionDescription).toContain('korunur');
  });

  it('falls back to the default text for a language without a translation, and after all are removed', async () => {
    const before = await current();
    const saved = await site('PUT', {
      ...formOf(before),
      b2bMenuLinkItemTitle: 'Katalog',
      textTranslations: {},
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, admin.tenantId));
    expect(row?.textTranslations).toBeNull();
    const firmUser = await login(t.app);
    expect(firmUser.b2BMenuLinkItemTitleTranslations).toEqual({});
    expect(textFor(firmUser.b2BMenuLinkItemTitle, firmUser.b2BMenuLinkItemTitleTranslations, 'en')).toBe(
      'Katalog',
    );
    expect((await notice(DEMO.tenantA.paymentGuid)).posCollectionDescriptionTranslations).toEqual({});
  });

  it('keeps the texts of a body without them (an older form)', async () => {
    await site('PUT', {
      ...formOf(await current()),
      textTranslations: { b2bMenuLinkItemTitle: { en: 'Catalogue' } },
    });
    const {
      b2bMenuLinkItemLink: _link,
      b2bMenuLinkItemTitle: _title,
      posCollectionDescription: _notice,
      textTranslations: _translations,
      ...older
    } = formOf(await current());
    expect((await site('PUT', { ...older, phoneNumber: '02125550177' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({
      phoneNumber: '02125550177',
      b2bMenuLinkItemTitle: 'Katalog',
      textTranslations: { b2bMenuLinkItemTitle: { en: 'Catalogue' } },
    });
  });

  it('refuses unknown fields, unknown languages, texts over the limit and a link the browser would run', async () => {
    const settings = await current();
    const refused = async (change: Record<string, unknown>, message?: string) => {
      const response = await site('PUT', { ...formOf(settings), ...change });
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(406);
      if (message) {
        expect(JSON.stringify(response.json())).toContain(message);
      }
    };
    await refused({ textTranslations: { pageTitle: { en: 'Portal' } } });
    await refused({ textTranslations: { b2bMenuLinkItemTitle: { de: 'Katalog' } } });
    await refused({ textTranslations: { b2bMenuLinkItemTitle: { en: 'x'.repeat(61) } } });
    await refused({ textTranslations: { b2bMenuLinkItemTitle: { en: 42 } } });
    await refused({ textTranslations: { b2bMenuLinkItemTitle: { en: 'Kart 4111 1111 1111 1111' } } });
    await refused({ textTranslations: { posCollectionDescription: { en: 'x'.repeat(20_001) } } });
    await refused({ b2bMenuLinkItemLink: 'javascript:alert(1)' }, messages.siteMenuLinkInvalid);
    await refused({ b2bMenuLinkItemTitle: 'x'.repeat(61) });
    expect(await current()).toEqual(settings);
  });

  it("keeps one tenant's translations to itself", async () => {
    await site('PUT', {
      ...formOf(await current()),
      textTranslations: {
        b2bMenuLinkItemTitle: { en: 'Catalogue A' },
        posCollectionDescription: { en: '<p>Tenant A</p>' },
      },
    });
    const [tenantB] = await t.ctx.db.select().from(tenants).where(eq(tenants.name, DEMO.tenantB.name));
    expect(tenantB?.textTranslations).toBeNull();
    const inB = await tenantBSession(t);
    expect(inB.tenantId).toBe(tenantB?.id);
    expect(inB.b2BMenuLinkItemTitleTranslations).toEqual({});
    // Tenant B takes no payments without an account: its signed-in payment screen's options.
    const inBOptions = await request(t.app, {
      method: 'GET',
      url: '/api/PosCollection/CommissionOptions',
      token: inB.token,
    });
    expect(inBOptions.statusCode).toBe(200);
    expect(answerOf<CommissionOptions>(inBOptions).data.posCollectionDescriptionTranslations).toEqual({});
    expect((await notice(DEMO.tenantA.paymentGuid)).posCollectionDescriptionTranslations).toEqual({
      en: '<p>Tenant A</p>',
    });
  });
});
