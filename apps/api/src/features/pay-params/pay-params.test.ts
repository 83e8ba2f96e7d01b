import { execFile } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { messages } from '@tahsilat/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import {
  loadShopExamples,
  type ShopCredentials,
  type ShopEncrypt,
  type ShopOrder,
  shopCredentials,
  tokensOfPath,
} from '../../../test/params.js';
import { posTransactions, tenants } from '../../db/schema.js';
import { splitToken } from './params-crypto.js';

let t: TestApp;
let shop: ShopEncrypt;
let credentials: ShopCredentials;
let tenantA: string;
const guidA = DEMO.tenantA.paymentGuid;
const callback = 'http://localhost:4000/return?cart=7';
const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/examples');

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    throttles: { params: { limit: 10_000, windowMs: 60_000 } },
  });
  shop = (await loadShopExamples()).encrypt;
  credentials = await shopCredentials(t.ctx, guidA);
  const [row] = await t.ctx.db.select().from(tenants).where(eq(tenants.paymentGuid, guidA));
  tenantA = row?.id ?? '';
});
afterAll(async () => t.close());

const link = (order: ShopOrder, keys = credentials) => tokensOfPath(shop.payLink(keys, order).path);

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

/** A token as links were sealed before link ids (v1): `<keyId>.<base64url>`, AAD without a link. */
function v1Token(field: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(credentials.key, 'base64url'), iv);
  cipher.setAAD(Buffer.from(`tahsilat-params|v1|${guidA}|${field}`, 'utf8'));
  const sealed = Buffer.concat([iv, cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${credentials.keyId}.${sealed.toString('base64url')}`;
}

describe('GetDecryptParameters', () => {
  it("opens a link made by the shop's own code (docs/examples/shop-encrypt.mjs)", async () => {
    const tokens = link({
      amount: '250.00',
      currency: 'TRY',
      reference: 'ORD-1',
      branch: '1001',
      callbackUrl: callback,
    });
    const answer = await decrypt(tokens);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      amount: '250.00',
      currencyCode: 'TRY',
      isAmountOpen: false,
      referenceNumber: 'ORD-1',
      firmbranchNumber: '1001',
      callbackUrl: callback,
    });
  });

  it('opens a link printed by `node docs/examples/shop-encrypt.mjs`, run as the documentation runs it', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(examples, 'shop-encrypt.mjs'), '99.90', 'USD', 'ORD-CLI', '1001', callback],
      {
        env: {
          PATH: process.env.PATH ?? '',
          TAHSILAT_TENANT_GUID: credentials.tenantGuid,
          TAHSILAT_PARAMS_KEY_ID: credentials.keyId,
          TAHSILAT_PARAMS_KEY: credentials.key,
          TAHSILAT_PORTAL_URL: 'http://localhost:3000/',
        },
      },
    );
    const [linkLine = '', url = ''] = stdout.trim().split('\n');
    expect(url.startsWith('http://localhost:3000/pay-without-login/')).toBe(true);
    const tokens = tokensOfPath(new URL(url).pathname);
    expect(splitToken(tokens.callbackUrl)?.linkId).toBe(linkLine.replace('link id: ', ''));
    expect((await decrypt(tokens)).body.data).toEqual({
      amount: '99.90',
      currencyCode: 'USD',
      isAmountOpen: false,
      referenceNumber: 'ORD-CLI',
      firmbranchNumber: '1001',
      callbackUrl: callback,
    });
  });

  it('answers the currency of the link, and an open amount only when the link says so', async () => {
    expect((await decrypt(link({ amount: '12.5', currency: 'USD', reference: 'ORD-2' }))).body.data).toEqual({
      amount: '12.50',
      currencyCode: 'USD',
      isAmountOpen: false,
      referenceNumber: 'ORD-2',
      firmbranchNumber: null,
      callbackUrl: null,
    });
    expect((await decrypt(link({ amount: 'open', currency: 'EUR', reference: 'ORD-2' }))).body.data).toEqual({
      amount: null,
      currencyCode: 'EUR',
      isAmountOpen: true,
      referenceNumber: 'ORD-2',
      firmbranchNumber: null,
      callbackUrl: null,
    });
  });

  it('a link without amount or reference is the spec message', async () => {
    const tokens = link({ amount: '10', currency: 'TRY', reference: 'ORD-3' });
    const emptyReference = shop.payLink(credentials, { amount: '10', currency: 'TRY', reference: '' });
    for (const missing of [
      { ...tokens, amount: undefined },
      { ...tokens, referenceNumber: '_' },
      { ...tokens, referenceNumber: '' },
      tokensOfPath(emptyReference.path),
    ]) {
      const answer = await decrypt(missing);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(messages.paramsMissing);
    }
  });

  it('any tampering or truncation is a 400 with the spec message, and nothing is written', async () => {
    const before = await transactionCount();
    const tokens = link({
      amount: '250.00',
      currency: 'TRY',
      reference: 'ORD-4',
      branch: '1001',
      callbackUrl: callback,
    });
    const reference = tokens.referenceNumber;
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
      reference.slice(0, 40),
      `${credentials.keyId}.`,
      tokens.amount, // another field's token of the same link
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
    for (const field of ['amount', 'firmbranchNumber', 'callbackUrl'] as const) {
      const token = tokens[field];
      for (const cut of [token.slice(0, -1), token.slice(0, -8), token.slice(0, 31)]) {
        const answer = await decrypt({ ...tokens, [field]: cut });
        expect(answer.body.message, `${field} ${cut}`).toBe(messages.paramsDecryptFailed);
      }
    }
    const tooLong = await decrypt({ ...tokens, referenceNumber: 'A'.repeat(5 * 1024) });
    expect(tooLong.status).toBe(406);
    expect(tooLong.body).toMatchObject({ success: false, data: expect.any(Array) });
    expect(await transactionCount()).toBe(before);
  });

  it('a link cut short (a branch or callback token left out) is refused', async () => {
    const tokens = link({
      amount: '250.00',
      currency: 'TRY',
      reference: 'ORD-5',
      branch: '1001',
      callbackUrl: callback,
    });
    for (const partial of [
      { ...tokens, callbackUrl: undefined },
      { ...tokens, firmbranchNumber: '_' },
      { ...tokens, firmbranchNumber: '' },
    ]) {
      const answer = await decrypt(partial);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(messages.paramsDecryptFailed);
    }
  });

  it('links made before link ids (v1 tokens) no longer open', async () => {
    const old = {
      amount: v1Token('amount', '250.00'),
      firmbranchNumber: '_',
      referenceNumber: v1Token('referenceNumber', 'ORD-OLD'),
    };
    for (const tokens of [old, { ...old, callbackUrl: v1Token('callbackUrl', callback) }]) {
      const answer = await decrypt(tokens);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(messages.paramsDecryptFailed);
    }
  });

  it('tokens sealed by two different keys are not one link', async () => {
    const tokens = link({ amount: '5', currency: 'TRY', reference: 'ORD-6' });
    const { linkId } = splitToken(tokens.amount) ?? { linkId: '' };
    const rotated = await t.ctx.paramsKeys.rotate(tenantA);
    const newKeys = { tenantGuid: guidA, keyId: rotated.id, key: rotated.secret.toString('base64url') };
    const mixed = { ...tokens, amount: shop.encryptParam(newKeys, linkId, 'amount', 'TRY 5') };
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
      const answer = await decrypt(
        link({ amount: '1', currency: 'TRY', reference: 'ORD-7', callbackUrl: target }),
      );
      expect(answer.status, target).toBe(400);
      expect(answer.body.message).toBe(messages.callbackNotAllowed);
    }
  });

  it('only for tenants that take payments without login and with params', async () => {
    const tenantB = await shopCredentials(t.ctx, DEMO.tenantB.paymentGuid);
    const forB = await decrypt(
      tokensOfPath(shop.payLink(tenantB, { amount: '1', currency: 'TRY', reference: 'B-1' }).path),
      DEMO.tenantB.paymentGuid,
    );
    expect(forB).toMatchObject({ status: 400, body: { message: messages.tenantPaymentNotAllowed } });

    await t.ctx.db.update(tenants).set({ isPaymentWithParams: false }).where(eq(tenants.id, tenantA));
    await t.ctx.bus.publish('tenant-config', tenantA);
    const off = await decrypt(link({ amount: '1', currency: 'TRY', reference: 'ORD-8' }));
    expect(off).toMatchObject({ status: 400, body: { message: messages.paramsNotAllowed } });
    await t.ctx.db.update(tenants).set({ isPaymentWithParams: true }).where(eq(tenants.id, tenantA));
    await t.ctx.bus.publish('tenant-config', tenantA);
    expect((await decrypt(link({ amount: '1', currency: 'TRY', reference: 'ORD-8' }))).status).toBe(200);
  });

  it('rotation: old links still open, new links carry the new key id', async () => {
    const old = link({ amount: '12.34', currency: 'TRY', reference: 'ORD-9' });
    const oldKeyId = credentials.keyId;
    const { shopLink } = await import('./params-admin.service.js');
    const rotated = await t.ctx.paramsKeys.rotate(tenantA);
    expect(rotated.id).not.toBe(oldKeyId);
    expect((await decrypt(old)).body.data).toMatchObject({ amount: '12.34', referenceNumber: 'ORD-9' });
    const fresh = await shopLink(t.ctx, guidA, { amount: '1', currency: 'TRY', reference: 'ORD-10' });
    expect(fresh.keyId).toBe(rotated.id);
    expect(splitToken(fresh.tokens.amount)).toMatchObject({ keyId: rotated.id, linkId: fresh.linkId });
    expect((await decrypt(tokensOfPath(fresh.path))).body.data).toMatchObject({ referenceNumber: 'ORD-10' });
    credentials = await shopCredentials(t.ctx, guidA);
    expect(credentials.keyId).toBe(rotated.id);
  });
});

describe('refused links count against the caller', () => {
  it('after the limit the address gets 429, even with a good link', async () => {
    const small = await buildTestApp({ throttles: { params: { limit: 3, windowMs: 60_000 } } });
    try {
      const keys = await shopCredentials(small.ctx, guidA);
      const good = tokensOfPath(
        shop.payLink(keys, { amount: '1', currency: 'TRY', reference: 'ORD-1' }).path,
      );
      const send = (referenceNumber: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/PayWithoutLogin/GetDecryptParameters',
          payload: {
            tenantPaymentGuid: guidA,
            encryptAmountString: good.amount,
            firmbranchNumber: good.firmbranchNumber,
            referenceNumber,
            callbackUrl: good.callbackUrl,
          },
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
