import { messages } from '@tahsilat/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import {
  loadShopExamples,
  type ShopCredentials,
  type ShopEncrypt,
  type ShopVerify,
  shopCredentials,
  tokensOfPath,
} from '../../../test/params.js';
import { CARDS, postCallback, postSale, saleThroughThreeD, transactionOf } from '../../../test/payments.js';
import { firms, posTransactions, tenants } from '../../db/schema.js';
import { splitToken } from './params-crypto.js';

let t: TestApp;
let shop: { encrypt: ShopEncrypt; verify: ShopVerify };
let credentials: ShopCredentials;
let tenantA: string;
const guidA = DEMO.tenantA.paymentGuid;
const callback = 'http://localhost:4000/return?cart=7';

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

const link = (order: Parameters<ShopEncrypt['payLinkPath']>[1], keys = credentials) =>
  tokensOfPath(shop.encrypt.payLinkPath(keys, order));

async function decrypt(tokens: Record<string, string | undefined>, guid: string = guidA) {
  const response = await fetch(`${t.baseUrl}/api/PayWithoutLogin/GetDecryptParameters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      tenantPaymentGuid: guid,
      encryptAmountString: tokens.amount,
      firmbranchNumber: tokens.firmbranchNumber,
      referenceNumber: tokens.referenceNumber,
      callbackUrl: tokens.callbackUrl,
    }),
  });
  return { status: response.status, body: (await response.json()) as { message: string; data: unknown } };
}

async function transactionCount(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(posTransactions);
  return Number(row?.n ?? 0);
}

describe('GetDecryptParameters', () => {
  it("opens a link made by the shop's own code (docs/examples/shop-encrypt.mjs)", async () => {
    const tokens = link({ amount: '250.00', reference: 'ORD-1', branch: '1001', callbackUrl: callback });
    const answer = await decrypt(tokens);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      amount: '250.00',
      referenceNumber: 'ORD-1',
      firmbranchNumber: '1001',
      callbackUrl: callback,
    });
  });

  it('reads 250, 250,00 and 0 as amounts; `_` and missing optional values as none', async () => {
    for (const [typed, read] of [
      ['250', '250.00'],
      ['250,5', '250.50'],
      ['0', '0.00'],
    ]) {
      const answer = await decrypt(link({ amount: typed ?? '', reference: 'ORD-2' }));
      expect(answer.body.data).toEqual({
        amount: read,
        referenceNumber: 'ORD-2',
        firmbranchNumber: null,
        callbackUrl: null,
      });
    }
  });

  it('a link without amount or reference is the spec message', async () => {
    const tokens = link({ amount: '10', reference: 'ORD-3' });
    for (const missing of [
      { ...tokens, amount: undefined },
      { ...tokens, referenceNumber: '_' },
      { ...tokens, referenceNumber: '' },
    ]) {
      const answer = await decrypt(missing);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(messages.paramsMissing);
    }
  });

  it('any tampering is a 400 with the spec message, and nothing is written', async () => {
    const before = await transactionCount();
    const tokens = link({ amount: '250.00', reference: 'ORD-4', branch: '1001', callbackUrl: callback });
    const reference = tokens.referenceNumber;
    const tenantB = await shopCredentials(t.ctx, DEMO.tenantB.paymentGuid);
    const forgedKeyId = reference.replace(
      /^[A-Z2-7]{8}/,
      credentials.keyId === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA',
    );
    const flips = Array.from({ length: 24 }, (_, i) => Math.floor((i * reference.length) / 24)).map(
      (position) => {
        const chars = [...reference];
        chars[position] = String.fromCharCode((chars[position]?.charCodeAt(0) ?? 0) ^ (1 << (position % 7)));
        return chars.join('');
      },
    );
    const tampered = [
      ...flips,
      reference.slice(0, -1),
      reference.slice(0, 20),
      `${credentials.keyId}.`,
      tokens.amount, // another field's token
      shop.encrypt.encryptParam(tenantB, 'referenceNumber', 'ORD-4'), // tenant B's key
      shop.encrypt.encryptParam(
        { ...credentials, tenantGuid: DEMO.tenantB.paymentGuid },
        'referenceNumber',
        'ORD-4',
      ),
      forgedKeyId,
      'garbage',
      `${credentials.keyId}.${'!'.repeat(40)}`,
      `${credentials.keyId}.ığüşöç-ığüşöç-ığüşöç-ığüşöç-ığüşöç`,
      '💳💳💳',
    ];
    for (const candidate of tampered) {
      if (candidate === reference) {
        continue;
      }
      const answer = await decrypt({ ...tokens, referenceNumber: candidate });
      expect(answer.status, candidate).toBe(400);
      expect(answer.body.message).toBe(messages.paramsDecryptFailed);
    }
    const tooLong = await decrypt({ ...tokens, referenceNumber: 'A'.repeat(5 * 1024) });
    expect(tooLong.status).toBe(406);
    expect(tooLong.body).toMatchObject({ success: false, data: expect.any(Array) });
    expect(await transactionCount()).toBe(before);
  });

  it('tokens sealed by two different keys are not one link', async () => {
    const tenantKeys = await t.ctx.paramsKeys.ring(tenantA);
    const current = tenantKeys.current;
    expect(current).not.toBeNull();
    const tokens = link({ amount: '5', reference: 'ORD-5' });
    const rotated = await t.ctx.paramsKeys.rotate(tenantA);
    const mixed = {
      ...tokens,
      amount: shop.encrypt.encryptParam(
        { tenantGuid: guidA, keyId: rotated.id, key: rotated.secret.toString('base64url') },
        'amount',
        '5',
      ),
    };
    expect((await decrypt(mixed)).body.message).toBe(messages.paramsDecryptFailed);
    credentials = await shopCredentials(t.ctx, guidA);
  });

  it('a callback off the allow list is refused when the link is opened', async () => {
    for (const target of [
      '//evil.com',
      'https://good.com@evil.com',
      'javascript:alert(1)',
      'https://localhost.evil.com/',
    ]) {
      const answer = await decrypt(link({ amount: '1', reference: 'ORD-6', callbackUrl: target }));
      expect(answer.status, target).toBe(400);
      expect(answer.body.message).toBe(messages.callbackNotAllowed);
    }
  });

  it('only for tenants that take payments without login and with params', async () => {
    const tenantB = await shopCredentials(t.ctx, DEMO.tenantB.paymentGuid);
    const forB = await decrypt(
      tokensOfPath(shop.encrypt.payLinkPath(tenantB, { amount: '1', reference: 'B-1' })),
      DEMO.tenantB.paymentGuid,
    );
    expect(forB).toMatchObject({ status: 400, body: { message: messages.tenantPaymentNotAllowed } });

    await t.ctx.db.update(tenants).set({ isPaymentWithParams: false }).where(eq(tenants.id, tenantA));
    await t.ctx.bus.publish('tenant-config', tenantA);
    const off = await decrypt(link({ amount: '1', reference: 'ORD-7' }));
    expect(off).toMatchObject({ status: 400, body: { message: messages.paramsNotAllowed } });
    await t.ctx.db.update(tenants).set({ isPaymentWithParams: true }).where(eq(tenants.id, tenantA));
    await t.ctx.bus.publish('tenant-config', tenantA);
    expect((await decrypt(link({ amount: '1', reference: 'ORD-7' }))).status).toBe(200);
  });

  it('rotation: old links still open, new links carry the new key id', async () => {
    const old = link({ amount: '12.34', reference: 'ORD-8' });
    const oldKeyId = credentials.keyId;
    const { shopLink } = await import('./params-admin.service.js');
    const rotated = await t.ctx.paramsKeys.rotate(tenantA);
    expect(rotated.id).not.toBe(oldKeyId);
    expect((await decrypt(old)).body.data).toMatchObject({ amount: '12.34', referenceNumber: 'ORD-8' });
    const fresh = await shopLink(t.ctx, guidA, { amount: '1', reference: 'ORD-9' });
    expect(fresh.keyId).toBe(rotated.id);
    expect(splitToken(fresh.tokens.amount ?? '')?.keyId).toBe(rotated.id);
    expect((await decrypt(tokensOfPath(fresh.path))).body.data).toMatchObject({ referenceNumber: 'ORD-9' });
    credentials = await shopCredentials(t.ctx, guidA);
    expect(credentials.keyId).toBe(rotated.id);
  });
});

describe('a payment with params', () => {
  it('is authorised through 3-D and sends the payer back to the shop, signed', async () => {
    const encryptedParams = link({
      amount: '1000.00',
      reference: 'ORD-100',
      branch: '1001',
      callbackUrl: callback,
    });
    const { transactionId, callback: bank } = await saleThroughThreeD(t.baseUrl, {
      encryptedParams,
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
    });
    expect(
      shop.verify.acceptPayment(redirect, keys, { reference: 'ORD-100', amount: '1000.00', currency: 'TRY' }),
    ).toMatchObject({ ok: true });
    expect(
      shop.verify.acceptPayment(redirect, keys, { reference: 'ORD-101', amount: '1000.00' }),
    ).toMatchObject({
      ok: false,
    });
    const forged = redirect.replace('amount=1000.00', 'amount=1.00');
    expect(shop.verify.verifyRedirect(forged, keys)).toEqual({ ok: false, reason: 'bad signature' });

    const [row] = await t.ctx.db.select().from(posTransactions).where(eq(posTransactions.id, transactionId));
    const [firm] = await t.ctx.db.select().from(firms).where(eq(firms.branchNumber, '1001'));
    expect(row).toMatchObject({
      referenceNumber: 'ORD-100',
      callbackUrl: callback,
      callbackMethod: 'GET',
      paramsKeyId: credentials.keyId,
      firmId: firm?.id,
    });
  });

  it('a payment in flight keeps its key through a rotation', async () => {
    const encryptedParams = link({
      amount: '1000.00',
      reference: 'ORD-102',
      callbackUrl: 'http://127.0.0.1:9/done',
    });
    const oldKeys = { [credentials.keyId]: credentials.key };
    const { transactionId, callback: bank } = await saleThroughThreeD(t.baseUrl, { encryptedParams });
    await t.ctx.paramsKeys.rotate(tenantA);
    await postCallback(bank.action, bank.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(shop.verify.verifyRedirect(String(tx.callbackRedirectUrl), oldKeys)).toMatchObject({ ok: true });
    credentials = await shopCredentials(t.ctx, guidA);
  });

  it('a declined payment has no redirect', async () => {
    const encryptedParams = link({ amount: '1000.00', reference: 'ORD-103', callbackUrl: callback });
    const { transactionId, callback: bank } = await saleThroughThreeD(t.baseUrl, {
      encryptedParams,
      card: CARDS.declined,
    });
    await postCallback(bank.action, bank.fields);
    expect(await transactionOf(t.baseUrl, transactionId)).toMatchObject({
      status: 'failed',
      callbackRedirectUrl: null,
    });
  });

  it('the amount of the link is locked; a zero amount lets the payer choose', async () => {
    const before = await transactionCount();
    const locked = await postSale(t.baseUrl, {
      encryptedParams: link({ amount: '999.99', reference: 'ORD-104' }),
    });
    expect(locked).toMatchObject({ status: 400, body: { message: messages.amountMismatch } });
    expect(await transactionCount()).toBe(before);
    const free = await postSale(t.baseUrl, {
      encryptedParams: link({ amount: '0', reference: 'ORD-105' }),
      net: '37.50',
    });
    expect(free.status).toBe(200);
  });

  it('never takes a return address or a firm the link did not set', async () => {
    const before = await transactionCount();
    const plain = await postSale(t.baseUrl, { extra: { callbackUrl: 'http://localhost:4000/return' } });
    expect(plain).toMatchObject({ status: 400, body: { message: messages.callbackNotAllowed } });
    const other = await postSale(t.baseUrl, {
      encryptedParams: link({ amount: '1000.00', reference: 'ORD-106', callbackUrl: callback }),
      extra: { callbackUrl: 'http://localhost:4000/elsewhere' },
    });
    expect(other).toMatchObject({ status: 400, body: { message: messages.callbackNotAllowed } });
    const [subFirm] = await t.ctx.db.select().from(firms).where(eq(firms.branchNumber, '1002'));
    const firm = await postSale(t.baseUrl, {
      encryptedParams: link({ amount: '1000.00', reference: 'ORD-107', branch: '1001' }),
      extra: { firmId: subFirm?.id },
    });
    expect(firm.status).toBe(400);
    expect(await transactionCount()).toBe(before);
  });

  it('tampered tokens in the sale are refused and create nothing', async () => {
    const before = await transactionCount();
    const tokens = link({ amount: '1000.00', reference: 'ORD-108' });
    for (const encryptedParams of [
      { ...tokens, amount: tokens.referenceNumber },
      { ...tokens, referenceNumber: tamperTail(tokens.referenceNumber) },
      { ...tokens, firmbranchNumber: 'garbage' },
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

describe('refused links count against the caller', () => {
  it('after the limit the address gets 429, even with a good link', async () => {
    const small = await buildTestApp({ throttles: { params: { limit: 3, windowMs: 60_000 } } });
    try {
      const keys = await shopCredentials(small.ctx, guidA);
      const good = tokensOfPath(shop.encrypt.payLinkPath(keys, { amount: '1', reference: 'ORD-1' }));
      const send = (referenceNumber: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/PayWithoutLogin/GetDecryptParameters',
          payload: { tenantPaymentGuid: guidA, encryptAmountString: good.amount, referenceNumber },
        });
      expect((await send(good.referenceNumber)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        expect((await send(`${keys.keyId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(400);
      }
      const blocked = await send(good.referenceNumber);
      expect(blocked.statusCode).toBe(429);
      expect(answerOf(blocked).message).toBe(messages.tooManyFailedAttempts);
    } finally {
      await small.close();
    }
  });
});
