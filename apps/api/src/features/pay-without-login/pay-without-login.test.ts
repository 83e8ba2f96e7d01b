import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { messages } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import { firms, paymentSets, screenSettings, tenants } from '../../db/schema.js';

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

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/PayWithoutLogin/${url}` });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/PayWithoutLogin/${url}`, payload });
const guidA = DEMO.tenantA.paymentGuid;

describe('tenant data for the payment screens', () => {
  it('payment methods and currencies with bank-note selling rates', async () => {
    const methods = answerOf<{ name: string; paymentSetId: string | null }[]>(
      await get(`GetPaymentMethods?tenantId=${tenantA}`),
    ).data;
    expect(methods.map((m) => m.name)).toContain('Sipariş avansı');
    const currencies = answerOf<{ code: string; bankNoteSellValue: number }[]>(
      await get(`GetCurrencies?tenantId=${tenantA}`),
    ).data;
    expect(currencies).toEqual([
      { code: 'TRY', bankNoteSellValue: 1 },
      { code: 'USD', bankNoteSellValue: 34.6964 },
      { code: 'EUR', bankNoteSellValue: 36.6023 },
    ]);
    expect(answerOf<unknown[]>(await get(`GetCurrencies?tenantId=${tenantB}`)).data).toHaveLength(1);
  });

  it('screen settings: stored ones, and the SPEC 3 defaults where none are stored', async () => {
    const six = answerOf<Record<string, boolean>>(
      await get(`TenantScreenSettings?tenantId=${tenantA}&screenId=6`),
    ).data;
    const five = answerOf<Record<string, boolean>>(
      await get(`TenantScreenSettings?tenantId=${tenantA}&screenId=5`),
    ).data;
    expect(six.b2BMobilePhoneVisibility).toBe(true);
    expect(five.b2BMobilePhoneVisibility).toBe(false);
    const defaults = answerOf<Record<string, boolean>>(
      await get(`TenantScreenSettings?tenantId=${tenantB}&screenId=5`),
    ).data;
    expect(defaults).toEqual({
      b2BShowCampaignButton: true,
      b2BViewUsdOnCurrencyDropDown: true,
      b2BViewEuroOnCurrencyDropDown: true,
      b2BCustomerInformationVisibility: true,
      b2BMobilePhoneVisibility: false,
      b2BTcknVisibility: false,
      b2BHideCommissionRateInfo: false,
    });
    expect((await get(`TenantScreenSettings?tenantId=${tenantA}&screenId=4`)).statusCode).toBe(406);
  });

  it('a changed setting shows once the tenant cache is told', async () => {
    await t.ctx.db
      .update(screenSettings)
      .set({ b2bTcknVisibility: true })
      .where(eq(screenSettings.tenantId, tenantA));
    await t.ctx.bus.publish('tenant-config', tenantA);
    const six = answerOf<Record<string, boolean>>(
      await get(`TenantScreenSettings?tenantId=${tenantA}&screenId=6`),
    ).data;
    expect(six.b2BTcknVisibility).toBe(true);
  });

  it('unknown tenants are 404, malformed ids 406', async () => {
    expect((await get(`GetCurrencies?tenantId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('GetCurrencies?tenantId=abc')).statusCode).toBe(406);
  });
});

describe('providers, commission options and instalments', () => {
  it('lists the banks with card programmes, the special providers among them', async () => {
    const providers = answerOf<{ id: number; name: string; threeDDisplay: string }[]>(
      await get(`AvailableProviders?tenantPaymentGuid=${guidA}`),
    ).data;
    expect(providers.map((p) => p.id)).toEqual([46, 62, 64, 67, 889, 856, 32, 205, 15]);
    // QNB is the demo's new-window bank; the others show their page in the modal's iframe.
    expect(providers.filter((p) => p.threeDDisplay === 'window').map((p) => p.id)).toEqual([856]);
  });

  it('commission options go gzipped to a client that takes gzip, the same JSON as plain', async () => {
    const url = `/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${guidA}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const zipped = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toContain('application/json');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length * 4).toBeLessThan(plain.rawPayload.length);
    // Refused gzip (q=0) gets the plain bytes.
    const refused = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip;q=0, br' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('commission options carry every SPEC 3 field and the firm group ceiling', async () => {
    const response = await get(`CommissionOptions?tenantPaymentGuid=${guidA}`);
    const options = answerOf<{
      commissions: Record<string, unknown>[];
      maxInstallment: number | null;
      posCollectionDescription: string;
    }>(response).data;
    expect(options.commissions).toHaveLength(9);
    const axess = options.commissions.find((c) => c.cardName === 'Axess') ?? {};
    for (const key of [
      'bankId',
      'bankName',
      'bankLogo',
      'cardLogoForUseWithBank',
      'isVisaMasterCard',
      'isAgriculturePos',
      'commissionRate1',
      'commissionRate12Enabled',
      'isCommissionIncludedCommissionRate3',
      'extraInstallmentCount',
      'extraInstallmentExpireDate',
      'deferringInstallmentCountRangeStartValue',
      'isCommissionFromDealer',
    ]) {
      expect(axess, key).toHaveProperty(key);
    }
    expect(axess.commissionRate1).toBe(1.79);
    expect(axess.commissionRate11Enabled).toBe(false);
    expect(options.maxInstallment).toBeNull();
    expect(options.posCollectionDescription).toContain('3D Secure');

    const [subFirm] = await t.ctx.db.select().from(firms).where(eq(firms.branchNumber, '1002'));
    const forSubFirm = answerOf<{ maxInstallment: number | null }>(
      await get(`CommissionOptions?tenantPaymentGuid=${guidA}&firmId=${subFirm?.id}`),
    ).data;
    expect(forSubFirm.maxInstallment).toBe(6);
  });

  it('narrows the definitions to a payment set', async () => {
    const [set] = await t.ctx.db.select().from(paymentSets).where(eq(paymentSets.tenantId, tenantA)).limit(1);
    const answer = answerOf<{ commissions: unknown[] }>(
      await get(`CommissionOptions?tenantPaymentGuid=${guidA}&paymentSetId=${set?.id}`),
    ).data;
    expect(answer.commissions).toHaveLength(9);
  });

  it('available instalments of a bank', async () => {
    const answer = answerOf<{ installments: number[]; defaultInstallment: number }>(
      await post('AvailableInstallments', { bankId: 62, tenantPaymentGuid: guidA }),
    ).data;
    expect(answer).toEqual({ installments: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], defaultInstallment: 1 });
    expect(
      answerOf<{ installments: number[] }>(
        await post('AvailableInstallments', { bankId: 1, tenantPaymentGuid: guidA }),
      ).data.installments,
    ).toEqual([]);
  });

  it('a tenant without payment without login refuses these calls; an unknown guid is 404', async () => {
    const refused = await get(`AvailableProviders?tenantPaymentGuid=${DEMO.tenantB.paymentGuid}`);
    expect(refused.statusCode).toBe(400);
    expect(answerOf(refused).message).toBe(messages.tenantPaymentNotAllowed);
    expect((await get(`AvailableProviders?tenantPaymentGuid=${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('firms and exchange amounts', () => {
  it('finds a firm by branch number within the tenant only', async () => {
    const found = await post('GetByFirmBranchNumberWithTenantPaymentGuid', {
      tenantPaymentGuid: guidA,
      firmbranchNumber: '1001',
    });
    expect(answerOf<{ firmName: string }>(found).data.firmName).toBe(DEMO.firms.a.name);
    // Branch 2001 belongs to tenant B.
    expect(
      (
        await post('GetByFirmBranchNumberWithTenantPaymentGuid', {
          tenantPaymentGuid: guidA,
          firmbranchNumber: '2001',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('converts at bank-note selling rates with 4-decimal rates', async () => {
    const usd = answerOf(
      await post('GetPosCollectionTransactionExchangeAmounts', {
        amount: '100.00',
        currencyCode: 'USD',
        tenantId: tenantA,
      }),
    ).data;
    expect(usd).toEqual({
      tlAmount: '3469.64',
      usdAmount: '100.00',
      euroAmount: '94.79',
      usdRate: '34.6964',
      euroRate: '36.6023',
    });
    const tl = answerOf(
      await post('GetPosCollectionTransactionExchangeAmounts', {
        amount: '1000.00',
        currencyCode: 'TRY',
        tenantId: tenantA,
      }),
    ).data;
    expect(tl).toMatchObject({ tlAmount: '1000.00', usdAmount: '28.82', euroAmount: '27.32' });
    expect(
      (
        await post('GetPosCollectionTransactionExchangeAmounts', {
          amount: 100,
          currencyCode: 'USD',
          tenantId: tenantA,
        })
      ).statusCode,
    ).toBe(406);
  });

  it('an unknown transaction is 404', async () => {
    expect((await get(`PosCollectionTransactionGetById/${randomUUID()}`)).statusCode).toBe(404);
  });
});
