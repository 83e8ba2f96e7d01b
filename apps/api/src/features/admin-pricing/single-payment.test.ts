import { type AdminSinglePayment, type CommissionOptions, messages } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, posAccounts, tenants } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
let firmUser: Awaited<ReturnType<typeof login>>;
/** Tenant A's POS account ids by provider (bank) id. */
let accountOf: Map<number, string>;
let accountOfB: string;

const call = (method: 'GET' | 'PUT', token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: '/api/admin/Pricing/SinglePayment',
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

async function setting(token = admin.token): Promise<AdminSinglePayment> {
  const response = await call('GET', token);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<AdminSinglePayment>(response).data;
}

/** The preference as the pay pages read it: without login, and signed in at /pos-collection. */
async function payPagePreference() {
  const open = await request(t.app, {
    method: 'GET',
    url: `/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${DEMO.tenantA.paymentGuid}`,
  });
  const portal = await request(t.app, {
    method: 'GET',
    url: '/api/PosCollection/CommissionOptions',
    token: firmUser.token,
  });
  const pick = (response: typeof open) => {
    expect(response.statusCode, response.body).toBe(200);
    const data = answerOf<CommissionOptions>(response).data;
    // The SPEC 3 answer stays whole: every switched-on programme is there, with its single payment.
    expect(data.commissions.length).toBeGreaterThanOrEqual(8);
    expect(data.commissions.every((c) => c.commissionRate1Enabled)).toBe(true);
    return { pricing: data.singlePaymentPricing, bankId: data.singlePaymentBankId };
  };
  const fromOpen = pick(open);
  expect(pick(portal)).toEqual(fromOpen);
  return fromOpen;
}

async function switchAccount(bankId: number, isActive: boolean) {
  await t.ctx.db
    .update(posAccounts)
    .set({ isActive })
    .where(and(eq(posAccounts.tenantId, admin.tenantId), eq(posAccounts.bankId, bankId)));
  await t.ctx.bus.publish('tenant-config', admin.tenantId);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, 'yonetici@tahsilat.local');
  firmUser = await login(t.app);
  const rows = await t.ctx.db
    .select({ id: posAccounts.id, bankId: posAccounts.bankId, tenantId: posAccounts.tenantId })
    .from(posAccounts);
  accountOf = new Map(rows.filter((r) => r.tenantId === admin.tenantId).map((r) => [r.bankId, r.id]));
  accountOfB = rows.find((r) => r.tenantId !== admin.tenantId)?.id ?? '';
});
afterAll(async () => t.close());

describe('the single-payment setting (Tek çekim fiyatı)', () => {
  it('is the cheapest for the payer by default, with the tenant’s switched-on accounts to choose from', async () => {
    const view = await setting();
    expect(view).toMatchObject({ pricing: 'cheapest', posAccountId: null, inEffect: 'cheapest' });
    expect(view.accounts.map((a) => a.bankId)).toEqual([46, 62, 64, 67, 889, 856, 32, 205, 15]);
    expect(await payPagePreference()).toEqual({ pricing: 'cheapest', bankId: null });
  });

  it('is for the administrator of the tenant only', async () => {
    const body = { pricing: 'cheapest', posAccountId: null };
    expect((await call('GET', undefined)).statusCode).toBe(401);
    expect((await call('PUT', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', firmUser.token)).statusCode).toBe(403);
    expect((await call('PUT', firmUser.token, body)).statusCode).toBe(403);
  });

  it('refuses a form that does not hold together', async () => {
    const cases: [object, string | null][] = [
      [{ pricing: 'account', posAccountId: null }, messages.singlePaymentAccountRequired],
      [{ pricing: 'account', posAccountId: 'garanti' }, null],
      [{ pricing: 'cheapest-ish', posAccountId: null }, null],
      [{ pricing: 'cheapest' }, null],
      [{ pricing: 'cheapest', posAccountId: null, price: '780.00' }, null],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', admin.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(406);
      if (message) {
        expect(answerOf<string[]>(response).data).toContain(message);
      }
    }
    expect((await setting()).pricing).toBe('cheapest');
  });

  it("refuses another tenant's account, and tenant B never sees tenant A's", async () => {
    const foreign = await call('PUT', admin.token, { pricing: 'account', posAccountId: accountOfB });
    expect(foreign.statusCode).toBe(404);
    expect(answerOf(foreign).message).toBe(messages.singlePaymentAccountNotFound);
    const unknown = await call('PUT', admin.token, {
      pricing: 'account',
      posAccountId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    const adminOfB = await adminOfTenantB(t);
    const ofB = await setting(adminOfB.token);
    expect(ofB.accounts.map((a) => a.id)).toEqual([accountOfB]);
    const intoA = await call('PUT', adminOfB.token, { pricing: 'account', posAccountId: accountOf.get(62) });
    expect(intoA.statusCode).toBe(404);
    expect(await setting()).toMatchObject({ pricing: 'cheapest', posAccountId: null });
  });

  it('sets the chosen bank for the pay pages at once, audited with before and after', async () => {
    const garanti = accountOf.get(62) ?? '';
    const saved = await call('PUT', admin.token, { pricing: 'account', posAccountId: garanti });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(answerOf(saved).message).toBe(messages.singlePaymentSaved);
    expect(answerOf<AdminSinglePayment>(saved).data).toMatchObject({
      pricing: 'account',
      posAccountId: garanti,
      inEffect: 'account',
    });
    expect(await payPagePreference()).toEqual({ pricing: 'account', bankId: 62 });

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'tenant.settings.update'), eq(auditLog.objectId, admin.tenantId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toEqual({
      before: { singlePaymentPricing: 'cheapest', singlePaymentPosAccountId: null },
      after: { singlePaymentPricing: 'account', singlePaymentPosAccountId: garanti },
    });
    // The same form again writes nothing.
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, admin.tenantId));
    expect((await call('PUT', admin.token, { pricing: 'account', posAccountId: garanti })).statusCode).toBe(
      200,
    );
    const after = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, admin.tenantId));
    expect(after).toHaveLength(audits.length);
  });

  it('falls back to the cheapest while the chosen account is switched off, and back once it is on', async () => {
    await switchAccount(62, false);
    expect(await payPagePreference()).toEqual({ pricing: 'cheapest', bankId: null });
    const view = await setting();
    expect(view).toMatchObject({ pricing: 'account', posAccountId: accountOf.get(62), inEffect: 'cheapest' });
    expect(view.accounts.some((a) => a.bankId === 62)).toBe(false);
    // Another switched-off account cannot be chosen; the stored one may be saved again unchanged.
    await switchAccount(67, false);
    const off = await call('PUT', admin.token, { pricing: 'account', posAccountId: accountOf.get(67) });
    expect(off.statusCode).toBe(400);
    expect(answerOf(off).message).toBe(messages.singlePaymentAccountInactive);
    expect(
      (await call('PUT', admin.token, { pricing: 'account', posAccountId: accountOf.get(62) })).statusCode,
    ).toBe(200);
    await switchAccount(67, true);
    await switchAccount(62, true);
    expect(await payPagePreference()).toEqual({ pricing: 'account', bankId: 62 });
  });

  it('back to the cheapest drops the account', async () => {
    const saved = await call('PUT', admin.token, { pricing: 'cheapest', posAccountId: accountOf.get(46) });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.ctx.db
      .select({ pricing: tenants.singlePaymentPricing, account: tenants.singlePaymentPosAccountId })
      .from(tenants)
      .where(eq(tenants.id, admin.tenantId));
    expect(row).toEqual({ pricing: 'cheapest', account: null });
    expect(await payPagePreference()).toEqual({ pricing: 'cheapest', bankId: null });
  });
});
