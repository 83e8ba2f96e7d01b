import { messages, type SiteFiles } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server.js';
import {
  filesOf,
  jpegSample,
  pdfSample,
  pngOf,
  removeFile,
  SVG_LOGO,
  upload,
} from '../../../test/uploads.js';
import { auditLog, tenants } from '../../db/schema.js';
import { storageKey, storedNameOf } from '../../lib/storage/tenant-files.js';
import { readTenantLogo } from '../../lib/tenant-logo.js';
import { mailBrandingFor } from '../auth/branding.js';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => s3?.close());

const stores = [
  ['on disk', () => ({})],
  ['in the S3 bucket', () => ({ S3_URL: s3.url })],
] as const;

describe.each(stores)('uploads stored %s', (_where, env) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: env() });
    admin = await login(t.app, DEMO.tenantAdmin.email);
  });
  afterAll(async () => t.close());

  const signInBranding = async () =>
    answerOf<{ logoUrl: string | null; b2BPanelLoginBannerImagePath: string | null }>(
      await request(t.app, { method: 'GET', url: '/api/FirmAuth/GetLoginEndpoints?domain=http://localhost' }),
    ).data;

  it('stores a PNG logo under a random name, serves it immutable, and the sign-in page shows it at once', async () => {
    expect((await signInBranding()).logoUrl).toBe(DEMO.tenantA.logoPath);
    const png = pngOf();
    const saved = await upload(t, admin, 'logo', png, 'image/png');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(answerOf(saved).message).toBe(messages.siteFileSaved);
    const logo = filesOf(saved).logo ?? '';
    expect(logo).toMatch(new RegExp(`^/api/Files/${admin.tenantId}/[0-9a-f]{32}\\.png$`));
    expect((await signInBranding()).logoUrl).toBe(logo);
    const served = await request(t.app, { method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    // Documents draw the uploaded raster logo.
    expect((await readTenantLogo(logo, t.ctx.files))?.equals(png)).toBe(true);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, admin.tenantId), eq(auditLog.event, 'tenant.settings.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toEqual({ before: { logo: DEMO.tenantA.logoPath }, after: { logo } });
  });

  it('cleans an SVG, serves it under a sandboxing policy and keeps a PNG twin for documents', async () => {
    const before = filesOf(
      await request(t.app, { method: 'GET', url: '/api/admin/Site/Files', token: admin.token }),
    );
    const saved = await upload(t, admin, 'logo', Buffer.from(SVG_LOGO), 'text/plain');
    expect(saved.statusCode, saved.body).toBe(200);
    const logo = filesOf(saved).logo ?? '';
    expect(logo).toMatch(/\.svg$/);
    const served = await request(t.app, { method: 'GET', url: logo });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.body).toContain('<use xlink:href="#box"');
    expect(served.body).not.toContain('editor note');
    const twin = await readTenantLogo(logo, t.ctx.files);
    expect(twin?.subarray(1, 4).toString()).toBe('PNG');
    // E-mails link the PNG twin, which is served like the SVG.
    const mailLogo = (await mailBrandingFor(t.ctx, admin.tenantId)).logoUrl ?? '';
    expect(mailLogo).toBe(`http://portal.test${logo.replace(/\.svg$/, '.png')}`);
    const twinServed = await request(t.app, { method: 'GET', url: new URL(mailLogo).pathname });
    expect(twinServed.headers['content-type']).toBe('image/png');
    expect(twin && twinServed.rawPayload.equals(twin)).toBe(true);
    // The replaced PNG is gone from the store.
    const old = storedNameOf(before.logo);
    expect(old && (await t.ctx.files.get(storageKey(old)))).toBeNull();
  });

  it('takes a JPEG banner and PDF agreements, which the pay pages then link', async () => {
    expect((await upload(t, admin, 'banner', jpegSample(), 'image/png')).statusCode).toBe(200);
    const privacy = await upload(t, admin, 'privacy', pdfSample(), 'application/pdf');
    expect(privacy.statusCode, privacy.body).toBe(200);
    const files = filesOf(await upload(t, admin, 'salesAgreement', pdfSample()));
    expect(files.banner).toMatch(/\.jpg$/);
    expect(files.privacy).toMatch(/\.pdf$/);
    expect((await signInBranding()).b2BPanelLoginBannerImagePath).toBe(files.banner);
    const publicTenant = answerOf<{ confidentialityAgreementPath: string; salesAgreementPath: string }>(
      await request(t.app, { method: 'GET', url: `/api/FirmAuth/GetTenantById/${admin.tenantId}` }),
    ).data;
    expect(publicTenant).toMatchObject({
      confidentialityAgreementPath: files.privacy,
      salesAgreementPath: files.salesAgreement,
    });
    const pdf = await request(t.app, { method: 'GET', url: files.privacy ?? '' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('removes a file: the column is emptied, the object deleted, the change audited', async () => {
    const before = filesOf(
      await request(t.app, { method: 'GET', url: '/api/admin/Site/Files', token: admin.token }),
    );
    const removed = await removeFile(t, admin, 'banner');
    expect(removed.statusCode).toBe(200);
    expect(filesOf(removed).banner).toBeNull();
    expect((await request(t.app, { method: 'GET', url: before.banner ?? '' })).statusCode).toBe(404);
    expect((await signInBranding()).b2BPanelLoginBannerImagePath).toBeNull();
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tenantId, admin.tenantId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toEqual({ before: { banner: before.banner }, after: { banner: null } });
  });
});

describe('refused uploads', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await login(t.app, DEMO.tenantAdmin.email);
  });
  afterAll(async () => t.close());

  async function expectRefused(kind: string, body: Buffer, status: number, message: string) {
    const [before] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, admin.tenantId));
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, admin.tenantId));
    const response = await upload(t, admin, kind, body, 'image/svg+xml');
    expect(response.statusCode, response.body).toBe(status);
    expect(answerOf(response)).toMatchObject({ success: false, message });
    const [after] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, admin.tenantId));
    expect(after).toEqual(before);
    const auditsAfter = await t.ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, admin.tenantId));
    expect(auditsAfter.length).toBe(audits.length);
  }

  it('refuses oversized files with the limit in the message', async () => {
    const big = Buffer.concat([pngOf(), Buffer.alloc(1024 * 1024)]);
    await expectRefused('logo', big, 413, messages.siteImageTooLarge);
    await expectRefused(
      'privacy',
      Buffer.concat([pdfSample(), Buffer.alloc(5 * 1024 * 1024)]),
      413,
      messages.sitePdfTooLarge,
    );
    await expectRefused('privacy', Buffer.alloc(7 * 1024 * 1024), 413, messages.bodyTooLarge);
    await expectRefused('logo', Buffer.alloc(0), 406, messages.siteFileEmpty);
  });

  it('reads the type from the bytes: a disguised file is refused whatever its name or Content-Type', async () => {
    await expectRefused(
      'logo',
      Buffer.from('<html><script>alert(1)</script></html>'),
      406,
      messages.siteImageTypeInvalid,
    );
    await expectRefused('logo', pdfSample(), 406, messages.siteImageTypeInvalid);
    await expectRefused(
      'logo',
      Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      406,
      messages.siteImageTypeInvalid,
    );
    await expectRefused('privacy', pngOf(), 406, messages.sitePdfTypeInvalid);
    await expectRefused('privacy', Buffer.from('%PDF-1.4 but cut short'), 406, messages.sitePdfTypeInvalid);
    await expectRefused('salesAgreement', Buffer.from(SVG_LOGO), 406, messages.sitePdfTypeInvalid);
    await expectRefused(
      'privacy',
      pdfSample('/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >> '),
      406,
      messages.sitePdfActive,
    );
  });

  it('refuses an SVG carrying script, handlers, javascript: links, foreign objects or external references', async () => {
    const svg = (inner: string, attributes = '') =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attributes}>${inner}</svg>`,
      );
    const unsafe = [
      svg('<script>alert(1)</script>'),
      svg('<rect width="5" height="5"/>', ' onload="alert(1)"'),
      svg('<a xlink:href="java\tscript:alert(1)"><rect width="5" height="5"/></a>'),
      svg('<a href="https://example.com"><rect width="5" height="5"/></a>'),
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      svg('<image href="https://tracker.example/pixel.png" width="5" height="5"/>'),
      svg('<use xlink:href="https://example.com/sprite.svg#a"/>'),
      svg('<style>@import url(https://example.com/x.css);</style>'),
      svg('<rect width="5" height="5" style="fill: url(https://example.com/p.svg#x)"/>'),
      svg('<set attributeName="xlink:href" to="https://example.com"/>'),
      svg('<script href="data:text/javascript,alert(1)"/>'),
    ];
    for (const body of unsafe) {
      await expectRefused('logo', body, 406, messages.siteSvgUnsafe);
    }
    await expectRefused(
      'logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
      406,
      messages.siteSvgInvalid,
    );
    await expectRefused(
      'logo',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      ),
      406,
      messages.siteSvgInvalid,
    );
    await expectRefused('logo', Buffer.from('<svg><rect/></svg>'), 406, messages.siteSvgInvalid);
  });

  it('keeps a file to its own tenant: others are 401, 403, or reach only their own tenant', async () => {
    expect((await upload(t, undefined, 'logo', pngOf())).statusCode).toBe(401);
    const firmUser = await login(t.app);
    expect((await upload(t, firmUser, 'logo', pngOf())).statusCode).toBe(403);
    expect((await removeFile(t, firmUser, 'logo')).statusCode).toBe(403);
    expect(
      (await request(t.app, { method: 'GET', url: '/api/admin/Site/Files', token: firmUser.token }))
        .statusCode,
    ).toBe(403);
    expect((await upload(t, admin, 'favicon', pngOf())).statusCode).toBe(406);

    const adminB = await adminOfTenantB(t);
    const [tenantABefore] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, admin.tenantId));
    const saved = await upload(t, adminB, 'logo', pngOf(10, 10, '#00f'));
    expect(saved.statusCode).toBe(200);
    const logoB = filesOf(saved).logo ?? '';
    expect(logoB).toContain(`/api/Files/${adminB.tenantId}/`);
    expect((await removeFile(t, adminB, 'privacy')).statusCode).toBe(200);
    const [tenantAAfter] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, admin.tenantId));
    expect(tenantAAfter).toEqual(tenantABefore);
    // B's file is not A's: the same name under A's id is unknown.
    const name = logoB.split('/').pop();
    const crossed = await request(t.app, { method: 'GET', url: `/api/Files/${admin.tenantId}/${name}` });
    expect(crossed.statusCode).toBe(404);
    expect(answerOf(crossed).message).toBe(messages.siteFileNotFound);
    expect(
      (await request(t.app, { method: 'GET', url: `/api/Files/${admin.tenantId}/..%2F..%2Fjwt-secret` }))
        .statusCode,
    ).toBe(406);
  });
});

export type { SiteFiles };

describe('two instances on one bucket', () => {
  it('serves from the second instance a file uploaded through the first', async () => {
    const first = await buildTestApp({ env: { S3_URL: s3.url } });
    const second = await buildTestApp({ env: { S3_URL: s3.url } });
    try {
      const admin = await login(first.app, DEMO.tenantAdmin.email);
      const png = pngOf(32, 32, '#393');
      const logo = filesOf(await upload(first, admin, 'logo', png)).logo ?? '';
      const served = await request(second.app, { method: 'GET', url: logo });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
