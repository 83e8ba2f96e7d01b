import {
  type AdminCommissionDefinition,
  type AdminCommissions,
  buildPaymentOptions,
  type CommissionDefinition,
  type CommissionDefinitionForm,
  type CommissionPreview,
  istanbulIsoDate,
  messages,
} from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, tenantAdmins, tenants, users } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: `/api/admin/${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

async function listed(): Promise<AdminCommissions> {
  const response = await call('GET', 'Commissions', admin.token);
  expect(response.statusCode).toBe(200);
  return answerOf<AdminCommissions>(response).data;
}

/** A stored definition as the form sends it back. */
function formOf(definition: AdminCommissionDefinition): CommissionDefinitionForm {
  const { id: _id, bankId: _bank, bankName: _name, updatedAt: _at, rates, ...form } = definition;
  return { ...form, rates: rates.map(({ rate, enabled, included }) => ({ rate, enabled, included })) };
}

/** The public pay page's definitions of tenant A (what the payment form prices with). */
async function payPageDefinitions(): Promise<CommissionDefinition[]> {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${DEMO.tenantA.paymentGuid}`,
  });
  return answerOf<{ commissions: CommissionDefinition[] }>(response).data.commissions;
}

async function axess() {
  const all = await listed();
  const definition = all.definitions.find((d) => d.cardName === 'Axess' && d.isActive);
  if (!definition) {
    throw new Error('the demo has no Axess definition');
  }
  return definition;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

describe('commission definitions', () => {
  it('lists the definitions with their banks to the administrator only', async () => {
    const all = await listed();
    expect(all.definitions.length).toBeGreaterThanOrEqual(6);
    expect(all.banks.map((bank) => bank.bankId)).toEqual(expect.arrayContaining([46, 62, 64, 67, 889, 856]));
    const definition = await axess();
    expect(definition.rates).toHaveLength(12);
    const firmUser = await login(t.app);
    for (const [method, url, body] of [
      ['GET', 'Commissions', undefined],
      ['GET', `Commissions/${definition.id}`, undefined],
      ['PUT', `Commissions/${definition.id}`, formOf(definition)],
      ['POST', 'Commissions', formOf(definition)],
      ['POST', 'Commissions/Preview', { ...formOf(definition), amount: '100' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, firmUser.token, body)).statusCode).toBe(403);
    }
  });

  it('saves a new rate, audits it, and the pay page prices with it at once', async () => {
    const definition = await axess();
    expect((await payPageDefinitions()).length).toBeGreaterThan(0);
    const form = formOf(definition);
    const rates = form.rates.map((line, index) =>
      index === 2 ? { ...line, rate: '3.33', enabled: true } : line,
    );
    const saved = await call('PUT', `Commissions/${definition.id}`, admin.token, { ...form, rates });
    expect(saved.statusCode).toBe(200);
    expect(answerOf<AdminCommissionDefinition>(saved).data.rates[2]).toMatchObject({
      installment: 3,
      rate: '3.33',
    });
    const onPayPage = (await payPageDefinitions()).find((d) => d.id === definition.id);
    expect(onPayPage?.commissionRate3).toBe(3.33);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'commission.update'), eq(auditLog.objectId, definition.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toEqual({
      before: {
        rate3: definition.rates[2]?.rate,
        ...(definition.rates[2]?.enabled ? {} : { rate3Enabled: false }),
      },
      after: { rate3: '3.33', ...(definition.rates[2]?.enabled ? {} : { rate3Enabled: true }) },
    });
  });

  it('previews the instalment table exactly as the pay page prices the stored definition', async () => {
    const definition = await axess();
    const preview = await call('POST', 'Commissions/Preview', admin.token, {
      posAccountId: definition.posAccountId,
      rates: formOf(definition).rates,
      extraInstallmentCount: definition.extraInstallmentCount,
      extraInstallmentExpireDate: definition.extraInstallmentExpireDate,
      isCommissionFromDealer: definition.isCommissionFromDealer,
      amount: '12.345,67',
    });
    expect(preview.statusCode).toBe(200);
    const lines = answerOf<CommissionPreview>(preview).data.lines;
    const stored = (await payPageDefinitions()).find((d) => d.id === definition.id);
    const tenant = (await t.ctx.db.select().from(tenants).where(eq(tenants.id, admin.tenantId)))[0];
    expect(stored && tenant).toBeTruthy();
    const account = (await listed()).banks.find((bank) => bank.posAccountId === definition.posAccountId);
    expect(account).toBeDefined();
    // The pay page's own pricing of the stored definition (its bank's instalments are in the definitions' hands here).
    expect(tenant?.useCommissionsForAvailableInstallment).toBe(true);
    const options = buildPaymentOptions(stored ? [stored] : [], 1_234_567n, {
      availableInstallments: null,
      maxInstallment: null,
      today: istanbulIsoDate(),
    });
    const offered = [...options.single, ...options.installments].flatMap((bank) => bank.options);
    expect(lines.map((line) => [line.installment, line.total, line.monthly, line.net])).toEqual(
      offered.map((option) => [option.installment, option.total, option.monthly, option.net]),
    );
    expect(lines.length).toBeGreaterThan(1);
  });

  it('adds a definition, switches it off, and refuses bad input with field messages', async () => {
    const base = formOf(await axess());
    const refused = async (change: Partial<CommissionDefinitionForm>, message: string) => {
      const response = await call('POST', 'Commissions', admin.token, { ...base, ...change });
      expect(response.statusCode).toBe(406);
      expect(JSON.stringify(response.json())).toContain(message);
    };
    const withRate = (rate: string) =>
      base.rates.map((line, index) => (index === 0 ? { ...line, rate } : line));
    await refused({ rates: withRate('100') }, messages.commissionRateInvalid);
    await refused({ rates: withRate('2.499') }, messages.commissionRateInvalid);
    await refused({ rates: withRate('-1') }, messages.commissionRateInvalid);
    await refused(
      { rates: base.rates.map((line) => ({ ...line, enabled: false })) },
      messages.commissionNoneEnabled,
    );
    await refused({ deferringRangeStart: 6, deferringRangeEnd: 3 }, messages.commissionDeferralRangeInvalid);
    const count = (await listed()).definitions.length;
    const unknownSet = await call('POST', 'Commissions', admin.token, {
      ...base,
      paymentSetId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownSet.statusCode).toBe(404);
    expect(answerOf(unknownSet).message).toBe(messages.commissionPaymentSetNotFound);
    expect((await listed()).definitions).toHaveLength(count);

    const created = await call('POST', 'Commissions', admin.token, { ...base, cardName: 'Axess Ticari' });
    expect(created.statusCode).toBe(200);
    const id = answerOf<AdminCommissionDefinition>(created).data.id;
    expect((await payPageDefinitions()).some((d) => d.id === id)).toBe(true);
    const off = await call('PUT', `Commissions/${id}`, admin.token, {
      ...base,
      cardName: 'Axess Ticari',
      isActive: false,
    });
    expect(answerOf<AdminCommissionDefinition>(off).data.isActive).toBe(false);
    expect((await payPageDefinitions()).some((d) => d.id === id)).toBe(false);
  });

  it("keeps tenant B's administrator out of A's definitions and banks", async () => {
    const definition = await axess();
    const [demoUser] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.firmUser.email));
    const [tenantB] = await t.ctx.db.select().from(tenants).where(eq(tenants.name, DEMO.tenantB.name));
    await t.ctx.db.insert(tenantAdmins).values({ userId: demoUser?.id ?? '', tenantId: tenantB?.id ?? '' });
    const adminOfB = await login(
      t.app,
      DEMO.firmUser.email,
      DEMO.password,
      'http://ornek-sanayi.localhost:3000',
    );
    const ofB = answerOf<AdminCommissions>(await call('GET', 'Commissions', adminOfB.token)).data;
    expect(ofB.definitions.some((d) => d.id === definition.id)).toBe(false);
    expect((await call('GET', `Commissions/${definition.id}`, adminOfB.token)).statusCode).toBe(404);
    const form = formOf(definition);
    expect((await call('PUT', `Commissions/${definition.id}`, adminOfB.token, form)).statusCode).toBe(404);
    expect((await call('POST', 'Commissions', adminOfB.token, form)).statusCode).toBe(404);
    const preview = await call('POST', 'Commissions/Preview', adminOfB.token, {
      posAccountId: definition.posAccountId,
      rates: form.rates,
      extraInstallmentCount: 0,
      extraInstallmentExpireDate: null,
      isCommissionFromDealer: false,
      amount: '100',
    });
    expect(preview.statusCode).toBe(404);
    expect((await axess()).updatedAt).toBe(definition.updatedAt);
  });
});
