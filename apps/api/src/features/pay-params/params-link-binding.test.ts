import { messages } from '@tahsilat/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import {
  loadShopExamples,
  type ShopCredentials,
  type ShopEncrypt,
  type ShopOrder,
  shopCredentials,
  tokensOfPath,
} from '../../../test/params.js';
import { postSale } from '../../../test/payments.js';
import { posTransactions, tenants } from '../../db/schema.js';
import { PARAMS_FIELDS } from './params-crypto.js';

/**
 * Issue 26: a link's tokens are one link's. Tokens of two links never combine, the amount field says the currency
 * and whether the amount is open, and a zero amount opens nothing.
 */

let t: TestApp;
let shop: ShopEncrypt;
let credentials: ShopCredentials;
const guidA = DEMO.tenantA.paymentGuid;
const callback = 'http://localhost:4000/return';

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 }, params: { limit: 10_000, windowMs: 60_000 } },
  });
  shop = (await loadShopExamples()).encrypt;
  credentials = await shopCredentials(t.ctx, guidA);
});
afterAll(async () => t.close());

type Tokens = ReturnType<typeof tokensOfPath>;
const link = (order: ShopOrder, keys = credentials) => tokensOfPath(shop.payLink(keys, order).path);

/** A link whose amount field the shop wrote itself, as it is sealed (no check by the example's amountValue). */
function linkWithAmountField(amountField: string, reference: string): Tokens {
  const linkId = shop.newLinkId();
  const seal = (field: string, value: string) => shop.encryptParam(credentials, linkId, field, value);
  return {
    amount: seal('amount', amountField),
    firmbranchNumber: seal('firmbranchNumber', ''),
    referenceNumber: seal('referenceNumber', reference),
    callbackUrl: seal('callbackUrl', callback),
  };
}

async function decrypt(tokens: Partial<Tokens>, guid: string = guidA) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/PayWithoutLogin/GetDecryptParameters',
    payload: {
      tenantPaymentGuid: guid,
      encryptAmountString: tokens.amount,
      firmbranchNumber: tokens.firmbranchNumber,
      referenceNumber: tokens.referenceNumber,
      callbackUrl: tokens.callbackUrl,
    },
  });
  return { status: response.statusCode, body: response.json() as { message: string; data: unknown } };
}

async function transactionCount(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(posTransactions);
  return Number(row?.n ?? 0);
}

describe('tokens of two links never combine', () => {
  it('the 1.00 link with the reference and callback of the 5,000.00 link: refused, nothing created', async () => {
    const before = await transactionCount();
    const small = link({ amount: '1.00', currency: 'TRY', reference: 'ORD-SMALL', callbackUrl: callback });
    const big = link({
      amount: '5000.00',
      currency: 'TRY',
      reference: 'ORD-BIG',
      branch: '1001',
      callbackUrl: `${callback}?order=big`,
    });
    const attack = { ...big, amount: small.amount };
    expect(await decrypt(attack)).toMatchObject({
      status: 400,
      body: { message: messages.paramsDecryptFailed },
    });
    const sale = await postSale(t.baseUrl, { encryptedParams: attack, net: '1.00' });
    expect(sale).toMatchObject({ status: 400, body: { message: messages.paramsDecryptFailed } });

    // Every other mix of the two links' fields too.
    for (let mask = 1; mask < 2 ** PARAMS_FIELDS.length - 1; mask += 1) {
      const mixed = Object.fromEntries(
        PARAMS_FIELDS.map((field, i) => [field, ((mask >> i) & 1 ? small : big)[field]]),
      ) as Tokens;
      const answer = await decrypt(mixed);
      expect(answer.body.message, `mask ${mask}`).toBe(messages.paramsDecryptFailed);
    }
    expect(await transactionCount()).toBe(before);
    // Each link on its own still opens.
    expect((await decrypt(small)).body.data).toMatchObject({ amount: '1.00', referenceNumber: 'ORD-SMALL' });
    expect((await decrypt(big)).body.data).toMatchObject({ amount: '5000.00', referenceNumber: 'ORD-BIG' });
  });

  it("a token moved into another link under that link's id does not open", async () => {
    const small = link({ amount: '1.00', currency: 'TRY', reference: 'ORD-S2', callbackUrl: callback });
    const big = link({ amount: '5000.00', currency: 'TRY', reference: 'ORD-B2', callbackUrl: callback });
    const bigLinkId = big.amount.split('.')[1] ?? '';
    const smallLinkId = small.amount.split('.')[1] ?? '';
    const relabelled = { ...big, amount: small.amount.replace(`.${smallLinkId}.`, `.${bigLinkId}.`) };
    expect((await decrypt(relabelled)).body.message).toBe(messages.paramsDecryptFailed);
  });

  it("links of another tenant, or sealed for another tenant, do not open (nor does a link at another tenant's page)", async () => {
    const tenantB = await shopCredentials(t.ctx, DEMO.tenantB.paymentGuid);
    const order: ShopOrder = { amount: '10.00', currency: 'TRY', reference: 'ORD-T' };
    const withKeyOfB = link(order, tenantB);
    const forGuidOfB = link(order, { ...credentials, tenantGuid: DEMO.tenantB.paymentGuid });
    for (const tokens of [withKeyOfB, forGuidOfB]) {
      expect(await decrypt(tokens)).toMatchObject({
        status: 400,
        body: { message: messages.paramsDecryptFailed },
      });
    }
    const [rowB] = await t.ctx.db
      .select()
      .from(tenants)
      .where(eq(tenants.paymentGuid, DEMO.tenantB.paymentGuid));
    const idB = rowB?.id ?? '';
    await t.ctx.db
      .update(tenants)
      .set({ isPaymentWithoutLoginAllowed: true, isPaymentWithParams: true })
      .where(eq(tenants.id, idB));
    await t.ctx.bus.publish('tenant-config', idB);
    try {
      const ofA = await decrypt(link(order), DEMO.tenantB.paymentGuid);
      expect(ofA).toMatchObject({ status: 400, body: { message: messages.paramsDecryptFailed } });
      expect((await decrypt(withKeyOfB, DEMO.tenantB.paymentGuid)).status).toBe(200);
    } finally {
      await t.ctx.db
        .update(tenants)
        .set({ isPaymentWithoutLoginAllowed: false, isPaymentWithParams: false })
        .where(eq(tenants.id, idB));
      await t.ctx.bus.publish('tenant-config', idB);
    }
  });
});

describe('the amount field says the currency, and whether the amount is open', () => {
  it('a zero amount is refused, at the page and at the sale, and never made open', async () => {
    const before = await transactionCount();
    for (const field of ['TRY 0', 'TRY 0.00', 'TRY 0,00']) {
      const tokens = linkWithAmountField(field, 'ORD-ZERO');
      expect(await decrypt(tokens)).toMatchObject({
        status: 400,
        body: { message: messages.paramsDecryptFailed },
      });
      const sale = await postSale(t.baseUrl, { encryptedParams: tokens, net: '0.01' });
      expect(sale).toMatchObject({ status: 400, body: { message: messages.paramsDecryptFailed } });
    }
    // The shop's example code seals what it is given; the server is the one that refuses.
    const example = link({ amount: '0', currency: 'TRY', reference: 'ORD-ZERO' });
    expect((await decrypt(example)).body.message).toBe(messages.paramsDecryptFailed);
    expect(await transactionCount()).toBe(before);
  });

  it('an amount without its currency, or with one we do not take, is refused', async () => {
    for (const field of ['250.00', '0', '', 'open', 'GBP 250.00', 'try 250.00', '250.00 TRY']) {
      const answer = await decrypt(linkWithAmountField(field, 'ORD-CUR'));
      expect(answer.status, field).toBe(400);
      expect(answer.body.message).toBe(messages.paramsDecryptFailed);
    }
  });

  it("the sale is charged in the link's currency: another currency is refused and creates nothing", async () => {
    const before = await transactionCount();
    const tokens = link({ amount: '100.00', currency: 'USD', reference: 'ORD-USD', callbackUrl: callback });
    for (const currency of ['TRY', 'EUR'] as const) {
      const sale = await postSale(t.baseUrl, { encryptedParams: tokens, net: '100.00', currency });
      expect(sale, currency).toMatchObject({ status: 400, body: { message: messages.currencyNotAllowed } });
    }
    expect(await transactionCount()).toBe(before);
    const sale = await postSale(t.baseUrl, { encryptedParams: tokens, net: '100.00', currency: 'USD' });
    expect(sale.status).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(posTransactions)
      .where(eq(posTransactions.id, sale.body.data?.transactionId ?? ''));
    expect(row).toMatchObject({ currencyCode: 'USD', amount: '100.00', referenceNumber: 'ORD-USD' });
  });

  it('a fixed amount is locked; an open one lets the payer choose', async () => {
    const before = await transactionCount();
    const fixed = link({ amount: '999.99', currency: 'TRY', reference: 'ORD-FIXED' });
    for (const net of ['37.50', '999.98', '1000.00']) {
      const sale = await postSale(t.baseUrl, { encryptedParams: fixed, net });
      expect(sale, net).toMatchObject({ status: 400, body: { message: messages.amountMismatch } });
    }
    expect(await transactionCount()).toBe(before);
    expect((await postSale(t.baseUrl, { encryptedParams: fixed, net: '999.99' })).status).toBe(200);

    const open = link({ amount: 'open', currency: 'TRY', reference: 'ORD-OPEN' });
    for (const net of ['37.50', '1250.00']) {
      const sale = await postSale(t.baseUrl, { encryptedParams: open, net });
      expect(sale.status, net).toBe(200);
      const [row] = await t.ctx.db
        .select()
        .from(posTransactions)
        .where(eq(posTransactions.id, sale.body.data?.transactionId ?? ''));
      expect(row).toMatchObject({ amount: net, referenceNumber: 'ORD-OPEN' });
    }
    // Open is not free of rules: the payer's amount is still a positive amount.
    const zero = await postSale(t.baseUrl, { encryptedParams: open, net: '0.00' });
    expect(zero.status).toBe(406);
  });
});
