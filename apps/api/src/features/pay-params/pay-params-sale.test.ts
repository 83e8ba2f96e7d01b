import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { messages } from '@tahsilat/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import {
  loadShopExamples,
  type ShopCredentials,
  type ShopEncrypt,
  type ShopOrder,
  type ShopVerify,
  shopCredentials,
  tokensOfPath,
} from '../../../test/params.js';
import { CARDS, postCallback, postSale, saleThroughThreeD, transactionOf } from '../../../test/payments.js';
import { firms, posTransactions, tenants } from '../../db/schema.js';

/** A payment with params, end to end: the shop's example scripts make the link and check the redirect. */

let t: TestApp;
let shop: { encrypt: ShopEncrypt; verify: ShopVerify };
let credentials: ShopCredentials;
let tenantA: string;
const guidA = DEMO.tenantA.paymentGuid;
const callback = 'http://localhost:4000/return?cart=7';
const verifyScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/examples/shop-verify.mjs',
);

/** `node docs/examples/shop-verify.mjs '<return URL>'` as the documentation runs it: its exit code. */
async function runVerifyScript(returnUrl: string): Promise<number> {
  try {
    await promisify(execFile)(process.execPath, [verifyScript, returnUrl], {
      env: {
        PATH: process.env.PATH ?? '',
        TAHSILAT_PARAMS_KEY_ID: credentials.keyId,
        TAHSILAT_PARAMS_KEY: credentials.key,
      },
    });
    return 0;
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  }
}

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 }, params: { limit: 10_000, windowMs: 60_000 } },
  });
  shop = await loadShopExamples();
  credentials = await shopCredentials(t.ctx, guidA);
  const [row] = await t.ctx.db.select().from(tenants).where(eq(tenants.paymentGuid, guidA));
  tenantA = row?.id ?? '';
});
afterAll(async () => t.close());

/** A link as the shop makes it, and what the shop keeps of it to check the redirect. */
function shopLink(order: ShopOrder) {
  const made = shop.encrypt.payLink(credentials, order);
  const record = {
    linkId: made.linkId,
    reference: order.reference,
    currency: order.currency,
    amount: order.amount,
  };
  return { tokens: tokensOfPath(made.path), record };
}

async function paidRedirect(order: ShopOrder, net = order.amount) {
  const { tokens, record } = shopLink(order);
  const { transactionId, callback: bank } = await saleThroughThreeD(t.baseUrl, {
    encryptedParams: tokens,
    net,
    currency: order.currency,
    extra: { description: undefined },
  });
  await postCallback(bank.action, bank.fields);
  const tx = await transactionOf(t.baseUrl, transactionId);
  return { transactionId, redirect: String(tx.callbackRedirectUrl), record, tx };
}

async function transactionCount(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(posTransactions);
  return Number(row?.n ?? 0);
}

describe('a payment with params', () => {
  it('is authorised through 3-D and sends the payer back to the shop, signed with the link id', async () => {
    const { tokens, record } = shopLink({
      amount: '1000.00',
      currency: 'TRY',
      reference: 'ORD-100',
      branch: '1001',
      callbackUrl: callback,
    });
    const { transactionId, callback: bank } = await saleThroughThreeD(t.baseUrl, {
      encryptedParams: tokens,
      extra: { description: undefined, callbackUrl: callback },
    });
    const waiting = await transactionOf(t.baseUrl, transactionId);
    expect(waiting).toMatchObject({
      status: 'awaiting_3d',
      callbackRedirectUrl: null,
      referenceNumber: 'ORD-100',
    });

    await postCallback(bank.action, bank.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx.status).toBe('authorised');
    const redirect = String(tx.callbackRedirectUrl);
    expect(redirect.startsWith('http://localhost:4000/return?cart=7&')).toBe(true);

    const keys = { [credentials.keyId]: credentials.key };
    expect(shop.verify.verifyRedirect(redirect, keys)).toEqual({
      ok: true,
      referenceNumber: 'ORD-100',
      status: 'authorised',
      amount: '1000.00',
      currency: 'TRY',
      transactionId,
      linkId: record.linkId,
    });
    expect(shop.verify.acceptPayment(redirect, keys, record)).toMatchObject({ ok: true });
    expect(shop.verify.acceptPayment(redirect, keys, { ...record, reference: 'ORD-101' })).toMatchObject({
      ok: false,
    });
    // Another link of the same order (a shop that made two) is not this one.
    expect(
      shop.verify.acceptPayment(redirect, keys, { ...record, linkId: shop.encrypt.newLinkId() }),
    ).toEqual({
      ok: false,
      reason: 'not this order',
    });

    const [row] = await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, transactionId));
    const [firm] = await t.ctx.db.select().from(firms).where(eq(firms.branchNumber, '1001'));
    expect(row).toMatchObject({
      referenceNumber: 'ORD-100',
      callbackUrl: callback,
      callbackMethod: 'GET',
      paramsKeyId: credentials.keyId,
      paramsLinkId: record.linkId,
      firmId: firm?.id,
    });
  });

  it("the shop's verify script rejects a redirect whose amount, currency, link id or reference was altered", async () => {
    const { redirect, record } = await paidRedirect({
      amount: '250.00',
      currency: 'EUR',
      reference: 'ORD-200',
      callbackUrl: callback,
    });
    const keys = { [credentials.keyId]: credentials.key };
    expect(shop.verify.acceptPayment(redirect, keys, record)).toMatchObject({ ok: true, currency: 'EUR' });
    const altered = (name: string, value: string) => {
      const url = new URL(redirect);
      url.searchParams.set(name, value);
      return url.toString();
    };
    for (const [name, value] of [
      ['amount', '2500.00'],
      ['amount', '25.00'],
      ['currency', 'TRY'],
      ['currency', 'USD'],
      ['linkId', shop.encrypt.newLinkId()],
      ['referenceNumber', 'ORD-201'],
    ] as const) {
      const forged = altered(name, value);
      expect(shop.verify.verifyRedirect(forged, keys), `${name}=${value}`).toEqual({
        ok: false,
        reason: 'bad signature',
      });
      expect(shop.verify.acceptPayment(forged, keys, record).ok).toBe(false);
    }
    // The script itself, as a command: valid, then forged once the currency is changed.
    expect(await runVerifyScript(redirect)).toBe(0);
    expect(await runVerifyScript(altered('currency', 'TRY'))).toBe(1);
    const withoutLink = new URL(redirect);
    withoutLink.searchParams.delete('linkId');
    expect(shop.verify.verifyRedirect(withoutLink.toString(), keys).ok).toBe(false);
    // Signed, but not what this order asked for: the order check catches it.
    expect(shop.verify.acceptPayment(redirect, keys, { ...record, currency: 'TRY' })).toEqual({
      ok: false,
      reason: 'not this currency',
    });
    expect(shop.verify.acceptPayment(redirect, keys, { ...record, amount: '2500.00' })).toEqual({
      ok: false,
      reason: 'not this amount',
    });
  });

  it('an open-amount link reports what the payer chose, and the shop accepts it as open', async () => {
    const { redirect, record } = await paidRedirect(
      { amount: 'open', currency: 'TRY', reference: 'ORD-300', callbackUrl: callback },
      '37.50',
    );
    const keys = { [credentials.keyId]: credentials.key };
    expect(shop.verify.acceptPayment(redirect, keys, record)).toMatchObject({
      ok: true,
      amount: '37.50',
      linkId: record.linkId,
    });
  });

  it('a payment in flight keeps its key through a rotation', async () => {
    const { tokens } = shopLink({
      amount: '1000.00',
      currency: 'TRY',
      reference: 'ORD-102',
      callbackUrl: 'http://127.0.0.1:9/done',
    });
    const oldKeys = { [credentials.keyId]: credentials.key };
    const { transactionId, callback: bank } = await saleThroughThreeD(t.baseUrl, { encryptedParams: tokens });
    await t.ctx.paramsKeys.rotate(tenantA);
    await postCallback(bank.action, bank.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(shop.verify.verifyRedirect(String(tx.callbackRedirectUrl), oldKeys)).toMatchObject({ ok: true });
    credentials = await shopCredentials(t.ctx, guidA);
  });

  it('a declined payment has no redirect', async () => {
    const { tokens } = shopLink({
      amount: '1000.00',
      currency: 'TRY',
      reference: 'ORD-103',
      callbackUrl: callback,
    });
    const { transactionId, callback: bank } = await saleThroughThreeD(t.baseUrl, {
      encryptedParams: tokens,
      card: CARDS.declined,
    });
    await postCallback(bank.action, bank.fields);
    expect(await transactionOf(t.baseUrl, transactionId)).toMatchObject({
      status: 'failed',
      callbackRedirectUrl: null,
    });
  });

  it('an authorised payment without a link id (made before link ids) is not redirected', async () => {
    const { transactionId } = await paidRedirect({
      amount: '10.00',
      currency: 'TRY',
      reference: 'ORD-104',
      callbackUrl: callback,
    });
    await t.ctx.db
      .update(posTransactions)
      .set({ paramsLinkId: null })
      .where(eq(posTransactions.id, transactionId));
    expect(await transactionOf(t.baseUrl, transactionId)).toMatchObject({
      status: 'authorised',
      callbackRedirectUrl: null,
    });
  });

  it('never takes a return address or a firm the link did not set', async () => {
    const before = await transactionCount();
    const plain = await postSale(t.baseUrl, { extra: { callbackUrl: 'http://localhost:4000/return' } });
    expect(plain).toMatchObject({ status: 400, body: { message: messages.callbackNotAllowed } });
    const other = await postSale(t.baseUrl, {
      encryptedParams: shopLink({
        amount: '1000.00',
        currency: 'TRY',
        reference: 'ORD-106',
        callbackUrl: callback,
      }).tokens,
      extra: { callbackUrl: 'http://localhost:4000/elsewhere' },
    });
    expect(other).toMatchObject({ status: 400, body: { message: messages.callbackNotAllowed } });
    const [subFirm] = await t.ctx.db.select().from(firms).where(eq(firms.branchNumber, '1002'));
    const firm = await postSale(t.baseUrl, {
      encryptedParams: shopLink({ amount: '1000.00', currency: 'TRY', reference: 'ORD-107', branch: '1001' })
        .tokens,
      extra: { firmId: subFirm?.id },
    });
    expect(firm.status).toBe(400);
    expect(await transactionCount()).toBe(before);
  });

  it('tampered or incomplete tokens in the sale are refused and create nothing', async () => {
    const before = await transactionCount();
    const { tokens } = shopLink({ amount: '1000.00', currency: 'TRY', reference: 'ORD-108' });
    for (const encryptedParams of [
      { ...tokens, amount: tokens.referenceNumber },
      { ...tokens, referenceNumber: tamperTail(tokens.referenceNumber) },
      { ...tokens, firmbranchNumber: 'garbage' },
      { amount: tokens.amount, referenceNumber: tokens.referenceNumber },
    ]) {
      const sale = await postSale(t.baseUrl, { encryptedParams });
      expect(sale).toMatchObject({ status: 400, body: { message: messages.paramsDecryptFailed } });
    }
    expect(await transactionCount()).toBe(before);
  });
});

/**
 * The token with its last two characters changed for certain: a fixed replacement is a no-op on the 1 in 256
 * tokens that already end in it (the last character of a canonical spelling is one of four).
 */
function tamperTail(token: string): string {
  const tail = token.endsWith('AA') ? 'BA' : 'AA';
  return `${token.slice(0, -2)}${tail}`;
}
