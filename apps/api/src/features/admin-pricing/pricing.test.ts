import {
  type AdminExchangeRate,
  type AdminPaymentMethod,
  type AdminPaymentSet,
  type AdminPricing,
  messages,
} from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, exchangeRates } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
let firmUser: Awaited<ReturnType<typeof login>>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: `/api/admin/Pricing${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

async function pricing(token = admin.token): Promise<AdminPricing> {
  const response = await call('GET', '', token);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<AdminPricing>(response).data;
}

async function lastAudit(event: string, objectId: string) {
  const [entry] = await t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.event, event as 'payment-set.create'), eq(auditLog.objectId, objectId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry ?? null;
}

/** What the public pay page answers for 100 EUR (amounts and rates). */
async function payPageEuro() {
  const response = await request(t.app, {
    method: 'POST',
    url: '/api/PayWithoutLogin/GetPosCollectionTransactionExchangeAmounts',
    payload: { amount: '100', currencyCode: 'EUR', tenantId: admin.tenantId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<{ tlAmount: string; euroRate: string }>(response).data;
}

async function payPageMethods() {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/PayWithoutLogin/GetPaymentMethods?tenantId=${admin.tenantId}`,
  });
  return answerOf<{ id: string; name: string; paymentSetId: string | null }[]>(response).data;
}

async function linkFormSets() {
  const response = await request(t.app, {
    method: 'GET',
    url: '/api/PaymentRequest/CreateOptions',
    token: firmUser.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<{ paymentSets: { id: string; name: string }[] }>(response).data.paymentSets;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, 'yonetici@tahsilat.local');
  firmUser = await login(t.app);
});
afterAll(async () => t.close());

describe('payment sets and methods', () => {
  it('is for the administrator of the tenant only', async () => {
    const before = await pricing();
    const { paymentSets, paymentMethods } = before;
    const set = paymentSets[0];
    const method = paymentMethods[0];
    expect(set && method).toBeTruthy();
    const setBody = { name: 'X', isActive: true };
    const methodBody = { name: 'Y', paymentSetId: null, isActive: true };
    const writes = [
      ['POST', '/PaymentSets', setBody],
      ['PUT', `/PaymentSets/${set?.id}`, setBody],
      ['POST', '/PaymentMethods', methodBody],
      ['PUT', `/PaymentMethods/${method?.id}`, methodBody],
      ['PUT', '/Rates/EUR', { bankNoteSell: '40' }],
      ['DELETE', '/Rates/EUR', undefined],
    ] as const;
    for (const [verb, url, body] of [['GET', '', undefined] as const, ...writes]) {
      expect((await call(verb, url, undefined, body)).statusCode).toBe(401);
      expect((await call(verb, url, firmUser.token, body)).statusCode).toBe(403);
    }
    const adminOfB = await adminOfTenantB(t);
    const ofB = await pricing(adminOfB.token);
    expect(ofB.paymentSets.some((s) => s.id === set?.id)).toBe(false);
    expect((await call('PUT', `/PaymentSets/${set?.id}`, adminOfB.token, setBody)).statusCode).toBe(404);
    expect((await call('PUT', `/PaymentMethods/${method?.id}`, adminOfB.token, methodBody)).statusCode).toBe(
      404,
    );
    const intoForeignSet = { ...methodBody, paymentSetId: set?.id ?? null };
    expect((await call('POST', '/PaymentMethods', adminOfB.token, intoForeignSet)).statusCode).toBe(404);
    expect(await pricing()).toEqual(before);
  });

  it('adds a set and a method that the link form and the pay page offer at once, audited', async () => {
    const created = await call('POST', '/PaymentSets', admin.token, {
      name: '  Kampanya ödemesi ',
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const set = answerOf<AdminPaymentSet>(created).data;
    expect(set).toMatchObject({
      name: 'Kampanya ödemesi',
      isActive: true,
      definitionCount: 0,
      openLinkCount: 0,
    });
    expect((await lastAudit('payment-set.create', set.id))?.details).toEqual({
      after: { name: 'Kampanya ödemesi', isActive: true },
    });
    expect((await linkFormSets()).map((s) => s.id)).toContain(set.id);

    const body = { name: 'Kampanya peşinatı', paymentSetId: set.id, isActive: true };
    const added = await call('POST', '/PaymentMethods', admin.token, body);
    expect(added.statusCode, added.body).toBe(200);
    const method = answerOf<AdminPaymentMethod>(added).data;
    expect(await payPageMethods()).toContainEqual({ id: method.id, name: body.name, paymentSetId: set.id });

    const renamed = await call('PUT', `/PaymentSets/${set.id}`, admin.token, {
      name: 'Kampanya',
      isActive: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await lastAudit('payment-set.update', set.id))?.details).toEqual({
      before: { name: 'Kampanya ödemesi' },
      after: { name: 'Kampanya' },
    });

    // A set with a switched-on method stays on; the method first, then the set.
    const off = await call('PUT', `/PaymentSets/${set.id}`, admin.token, {
      name: 'Kampanya',
      isActive: false,
    });
    expect(off.statusCode).toBe(400);
    expect(off.body).toContain(messages.pricingSetHasMethods);
    const methodOff = await call('PUT', `/PaymentMethods/${method.id}`, admin.token, {
      ...body,
      isActive: false,
    });
    expect(methodOff.statusCode).toBe(200);
    expect((await lastAudit('payment-method.update', method.id))?.details).toEqual({
      before: { isActive: true },
      after: { isActive: false },
    });
    expect((await payPageMethods()).some((m) => m.id === method.id)).toBe(false);
    const setOff = await call('PUT', `/PaymentSets/${set.id}`, admin.token, {
      name: 'Kampanya',
      isActive: false,
    });
    expect(setOff.statusCode).toBe(200);
    expect((await linkFormSets()).some((s) => s.id === set.id)).toBe(false);
    const intoOff = await call('PUT', `/PaymentMethods/${method.id}`, admin.token, body);
    expect(intoOff.statusCode).toBe(400);
    expect(intoOff.body).toContain(messages.pricingSetInactive);
  });

  it('refuses a blank or repeated name with its field message, writing nothing', async () => {
    const before = await pricing();
    const blank = await call('POST', '/PaymentSets', admin.token, { name: '   ', isActive: true });
    expect(blank.statusCode).toBe(406);
    expect(blank.body).toContain(messages.pricingNameInvalid);
    const taken = before.paymentSets[0]?.name.toLocaleUpperCase('tr') ?? '';
    const repeated = await call('POST', '/PaymentSets', admin.token, { name: taken, isActive: true });
    expect(repeated.statusCode).toBe(406);
    expect(repeated.body).toContain(messages.pricingNameTaken);
    const unchanged = before.paymentSets[0];
    const same = await call('PUT', `/PaymentSets/${unchanged?.id}`, admin.token, {
      name: unchanged?.name,
      isActive: unchanged?.isActive,
    });
    expect(same.statusCode).toBe(200);
    expect(await lastAudit('payment-set.update', unchanged?.id ?? '')).toBeNull();
    expect(await pricing()).toEqual(before);
  });
});

describe("the tenant's exchange-rate override", () => {
  const euro = async () => (await pricing()).rates.find((rate) => rate.code === 'EUR');

  it('refuses a rate that is not positive with at most 4 decimals', async () => {
    for (const value of ['0', '0,0000', '-1', '36.12345', 'abc', '']) {
      const response = await call('PUT', '/Rates/EUR', admin.token, { bankNoteSell: value });
      expect(response.statusCode, value).toBe(406);
      expect(response.body).toContain(messages.pricingRateInvalid);
    }
    expect((await call('PUT', '/Rates/GBP', admin.token, { bankNoteSell: '40' })).statusCode).toBe(406);
    expect((await euro())?.own).toBeNull();
  });

  it('is used by the pay page at once, audited, and the central rate returns when cleared', async () => {
    const central = (await euro())?.central;
    expect(central?.value).toMatch(/^\d+\.\d{4}$/);
    expect((await payPageEuro()).euroRate).toBe(central?.value);

    const set = await call('PUT', '/Rates/EUR', admin.token, { bankNoteSell: '40,5' });
    expect(set.statusCode, set.body).toBe(200);
    expect(answerOf<AdminExchangeRate>(set).data).toMatchObject({
      code: 'EUR',
      central,
      own: { value: '40.5000', source: 'tenant' },
      effective: '40.5000',
    });
    expect(await payPageEuro()).toMatchObject({ tlAmount: '4050.00', euroRate: '40.5000' });
    expect((await lastAudit('exchange-rate.set', 'EUR'))?.details).toEqual({
      before: { bankNoteSell: null },
      after: { bankNoteSell: '40.5000' },
    });

    // A later central bulletin does not crowd the tenant's rate out.
    for (let day = 1; day <= 12; day += 1) {
      await t.ctx.db.insert(exchangeRates).values(
        (['USD', 'EUR'] as const).map((currencyCode) => ({
          tenantId: null,
          currencyCode,
          bankNoteSell: currencyCode === 'USD' ? '35.000000' : '37.000000',
          rateDate: `2030-01-${String(day).padStart(2, '0')}`,
          source: 'tcmb' as const,
        })),
      );
    }
    await t.ctx.bus.publish('exchange-rates', '');
    expect((await payPageEuro()).euroRate).toBe('40.5000');
    expect((await euro())?.central?.value).toBe('37.0000');

    const cleared = await call('DELETE', '/Rates/EUR', admin.token);
    expect(cleared.statusCode).toBe(200);
    expect(answerOf<AdminExchangeRate>(cleared).data).toMatchObject({ own: null, effective: '37.0000' });
    expect(await payPageEuro()).toMatchObject({ tlAmount: '3700.00', euroRate: '37.0000' });
    expect((await lastAudit('exchange-rate.clear', 'EUR'))?.details).toEqual({
      before: { bankNoteSell: '40.5000' },
      after: { bankNoteSell: null },
    });
    // Clearing again changes nothing and writes no entry.
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'exchange-rate.clear'));
    expect((await call('DELETE', '/Rates/EUR', admin.token)).statusCode).toBe(200);
    const after = await t.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'exchange-rate.clear'));
    expect(after).toHaveLength(entries.length);
  });
});
