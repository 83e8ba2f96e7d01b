import { type AdminDomain, domainTxtName, messages } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { startDnsServer } from '../../../test/dns-server.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let admin: Awaited<ReturnType<typeof login>>;
const HOST = 'odeme.demo-ticaret.com.tr';

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
  host?: string,
) =>
  request(t.app, {
    method,
    url: `/api/admin/Domains${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
    ...(host ? { headers: { host } } : {}),
  });

const signInPageOf = (host: string) =>
  request(t.app, {
    method: 'GET',
    url: `/api/FirmAuth/GetLoginEndpoints?domain=${encodeURIComponent(host)}`,
  });

const domains = async (token = admin.token) => answerOf<AdminDomain[]>(await call('GET', '', token)).data;

const lastAudit = async (host: string) =>
  (
    await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'tenant_domain'), eq(auditLog.objectId, host)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  dns = await startDnsServer();
  t = await buildTestApp({ env: { DNS_SERVERS: dns.address } });
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('domains', () => {
  it('lists the verified demo hosts, the one in use marked', async () => {
    const list = await domains();
    expect(list.map((row) => row.host)).toEqual(['127.0.0.1', 'localhost']);
    expect(list.every((row) => row.verified && row.txtName === null)).toBe(true);
    expect(list.find((row) => row.host === 'localhost')?.current).toBe(true);
  });

  it('adds a host as typed or pasted, which works on the sign-in page only once its TXT record is seen', async () => {
    const added = await call('POST', '', admin.token, { host: `  https://${HOST.toUpperCase()}/giris ` });
    expect(added.statusCode, added.body).toBe(200);
    const pending = answerOf<AdminDomain>(added).data;
    expect(pending).toMatchObject({ host: HOST, verified: false, txtName: domainTxtName(HOST) });
    expect(pending.txtValue).toMatch(/^tahsilat-verification=[0-9a-f]{32}$/);
    expect((await lastAudit(HOST))?.event).toBe('domain.add');
    expect((await signInPageOf(HOST)).statusCode).toBe(404);

    const missing = await call('POST', `/${HOST}/Verify`, admin.token);
    expect(missing.statusCode).toBe(400);
    expect(answerOf(missing).message).toBe(messages.domainRecordMissing);
    expect(await lastAudit(HOST)).toMatchObject({ event: 'domain.verify', outcome: 'failure' });

    dns.records.set(domainTxtName(HOST), ['v=spf1 -all', 'tahsilat-verification=0000']);
    expect((await call('POST', `/${HOST}/Verify`, admin.token)).statusCode).toBe(400);

    dns.records.set(domainTxtName(HOST), ['v=spf1 -all', pending.txtValue ?? '']);
    const verified = await call('POST', `/${HOST}/Verify`, admin.token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(answerOf<AdminDomain>(verified).data).toMatchObject({ verified: true, txtValue: null });
    expect(await lastAudit(HOST)).toMatchObject({ event: 'domain.verify', outcome: 'success' });
    const page = await signInPageOf(HOST);
    expect(page.statusCode).toBe(200);
    expect(answerOf<{ tenantPaymentGuid: string }>(page).data.tenantPaymentGuid).toBe(
      DEMO.tenantA.paymentGuid,
    );
  });

  it('refuses a malformed host, an IP address, a port, and a host any tenant already has', async () => {
    for (const host of [
      '',
      'nodot',
      '1.2.3.4',
      'portal.firma.com:8443',
      'bad_host.com',
      '-a.com',
      'a..com',
    ]) {
      const response = await call('POST', '', admin.token, { host });
      expect(response.statusCode, host).toBe(406);
    }
    for (const host of ['localhost.localdomain', 'ornek-sanayi.localhost']) {
      const response = await call('POST', '', admin.token, { host });
      if (host === 'ornek-sanayi.localhost') {
        expect(response.statusCode).toBe(400);
        expect(answerOf(response).message).toBe(messages.domainTaken);
      } else {
        expect(response.statusCode).toBe(200);
      }
    }
  });

  it("keeps other tenants' administrators and firm users out", async () => {
    const other = await adminOfTenantB(t);
    expect((await domains(other.token)).map((row) => row.host)).toEqual(['ornek-sanayi.localhost']);
    expect((await call('POST', `/${HOST}/Verify`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/${HOST}`, other.token)).statusCode).toBe(404);
    const firmUser = await login(t.app, DEMO.firmUser.email);
    expect((await call('GET', '', firmUser.token)).statusCode).toBe(403);
    expect((await call('GET', '', undefined)).statusCode).toBe(401);
    // Tenant B's only verified host cannot go: its sign-in page would be gone.
    const last = await call('DELETE', '/ornek-sanayi.localhost', other.token, undefined, 'localhost');
    expect(last.statusCode).toBe(400);
    expect(answerOf(last).message).toBe(messages.domainLastVerified);
  });

  it('removes a host, not the one in use; the sign-in page no longer finds it', async () => {
    const inUse = await call('DELETE', '/localhost', admin.token);
    expect(inUse.statusCode).toBe(400);
    expect(answerOf(inUse).message).toBe(messages.domainInUse);
    const removed = await call('DELETE', `/${HOST}`, admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await lastAudit(HOST))?.event).toBe('domain.remove');
    expect((await signInPageOf(HOST)).statusCode).toBe(404);
    expect((await call('DELETE', `/${HOST}`, admin.token)).statusCode).toBe(404);
  });

  it('says so when no name server answers', async () => {
    const added = answerOf<AdminDomain>(
      await call('POST', '', admin.token, { host: 'tahsilat.firma.com.tr' }),
    ).data;
    await dns.close();
    const response = await call('POST', `/${added.host}/Verify`, admin.token);
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).message).toBe(messages.domainDnsUnavailable);
  });
});
