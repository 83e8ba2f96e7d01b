import { type AdminBank, type AdminBankForm, messages } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFormOf } from '../../../test/admin-banks.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, posAccounts } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
/** The sandbox's Garanti refund user's password (the demo's account 62 is seeded with it). */
const DEMO_REFUND_PASSWORD = 'GarantiRfn.2026';
const REFUND_PASSWORD = 'IadeKullanicisi.Sifre-1';
const NEW_REFUND_PASSWORD = 'IadeKullanicisi.Sifre-2';
const SECRETS = [DEMO_REFUND_PASSWORD, REFUND_PASSWORD, NEW_REFUND_PASSWORD];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  request(t.app, { method, url: `/api/admin/${url}`, token: admin.token, ...(payload ? { payload } : {}) });

async function bankOf(bankId: number): Promise<AdminBank> {
  const response = await call('GET', 'Banks');
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toMatch(/ncrypted|"refundPassword"/);
  const bank = answerOf<AdminBank[]>(response).data.find((row) => row.bankId === bankId);
  if (!bank) {
    throw new Error(`no bank ${bankId}`);
  }
  return bank;
}

const rowOf = async (id: string) =>
  (await t.ctx.db.select().from(posAccounts).where(eq(posAccounts.id, id)))[0];

const lastAudit = async (objectId: string) =>
  (
    await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'pos_account'), eq(auditLog.objectId, objectId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

async function put(bank: AdminBank, fields: Partial<AdminBankForm>) {
  return call('PUT', `Banks/${bank.id}`, { ...bankFormOf(bank), ...fields });
}

async function refusedWith(response: Awaited<ReturnType<typeof call>>, message: string) {
  expect(response.statusCode, response.body).toBe(406);
  expect(JSON.stringify(response.json())).toContain(message);
}

/** No refund password in any answer seen so far, audit row or log line. */
async function expectNoSecretOutsideItsRow(answers: string[]) {
  const entries = JSON.stringify(await t.ctx.db.select().from(auditLog));
  for (const text of [...answers, entries, t.logs.join('\n')]) {
    for (const secret of SECRETS) {
      expect(text).not.toContain(secret);
    }
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

describe("Garanti's refund user (PROVRFN) in the console", () => {
  const answers: string[] = [];
  let created: AdminBank;

  it('is answered with the account, its password only as set or not', async () => {
    const garanti = await bankOf(62);
    expect(garanti).toMatchObject({ protocol: 'garanti', refundUser: 'PROVRFN', hasRefundPassword: true });
    expect(await bankOf(64)).toMatchObject({ protocol: 'nestpay', refundUser: '', hasRefundPassword: false });
  });

  it('a new Garanti account needs it with its password, kept encrypted and audited by name', async () => {
    const base = { ...bankFormOf(await bankOf(62)), bankId: 121, name: 'Garanti BBVA 2' };
    const secrets = { apiPassword: 'Provizyon.Sifre-1', storeKey: 'Magaza.Anahtari-1' };
    await refusedWith(
      await call('POST', 'Banks', { ...base, ...secrets, refundUser: '', refundPassword: REFUND_PASSWORD }),
      messages.bankRefundUserRequired,
    );
    await refusedWith(
      await call('POST', 'Banks', { ...base, ...secrets, refundUser: 'PROVRFN' }),
      messages.bankSecretsRequiredGaranti,
    );
    const response = await call('POST', 'Banks', {
      ...base,
      ...secrets,
      refundUser: 'PROVRFN',
      refundPassword: REFUND_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    answers.push(response.body);
    created = answerOf<AdminBank>(response).data;
    expect(created).toMatchObject({ refundUser: 'PROVRFN', hasRefundPassword: true });
    const row = await rowOf(created.id);
    expect(row?.refundPasswordEncrypted).not.toContain(REFUND_PASSWORD);
    expect(t.ctx.cipher.decrypt(row?.refundPasswordEncrypted ?? '')).toBe(REFUND_PASSWORD);
    expect((await lastAudit(created.id))?.details).toMatchObject({ after: { refundUser: 'PROVRFN' } });
    await expectNoSecretOutsideItsRow(answers);
  });

  it('a change replaces the password or keeps it when none is typed, and never empties a stored user', async () => {
    const replaced = await put(created, { refundPassword: NEW_REFUND_PASSWORD });
    expect(replaced.statusCode, replaced.body).toBe(200);
    answers.push(replaced.body);
    expect((await lastAudit(created.id))?.details).toEqual({
      before: {},
      after: {},
      secretsReplaced: ['refundPassword'],
    });
    const renamed = await put(created, { refundUser: 'PROVRFN2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(answerOf<AdminBank>(renamed).data).toMatchObject({
      refundUser: 'PROVRFN2',
      hasRefundPassword: true,
    });
    expect(t.ctx.cipher.decrypt((await rowOf(created.id))?.refundPasswordEncrypted ?? '')).toBe(
      NEW_REFUND_PASSWORD,
    );
    expect((await lastAudit(created.id))?.details).toEqual({
      before: { refundUser: 'PROVRFN' },
      after: { refundUser: 'PROVRFN2' },
    });
    await refusedWith(await put(created, { refundUser: '' }), messages.bankRefundUserRequired);
    expect((await rowOf(created.id))?.refundUser).toBe('PROVRFN2');
    await expectNoSecretOutsideItsRow(answers);
  });

  it('its password follows the API address like the provision password', async () => {
    const garanti = await bankOf(121);
    const apiUrl = 'https://sanalposprov.garanti.example/VPServlet';
    await refusedWith(await put(garanti, { apiUrl }), messages.bankPasswordForNewAddress);
    await refusedWith(
      await put(garanti, { apiUrl, apiPassword: 'Provizyon.Sifre-2' }),
      messages.bankRefundPasswordForNewAddress,
    );
    expect((await rowOf(garanti.id))?.apiUrl).toBe(garanti.apiUrl);
    const moved = await put(garanti, {
      apiUrl,
      apiPassword: 'Provizyon.Sifre-2',
      refundPassword: REFUND_PASSWORD,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    answers.push(moved.body);
    expect((await lastAudit(garanti.id))?.details).toMatchObject({
      after: { apiUrl },
      secretsReplaced: ['apiPassword', 'refundPassword'],
    });
    // The 3-D address takes no password: it moves freely.
    const gateUrl = 'https://sanalposprov.garanti.example/servlet/gt3dengine';
    expect((await put(await bankOf(121), { gateUrl })).statusCode).toBe(200);
    await expectNoSecretOutsideItsRow(answers);
  });

  it('an older Garanti account without one is saved as it is, and given one only with its password', async () => {
    await t.ctx.db
      .update(posAccounts)
      .set({ refundUser: '', refundPasswordEncrypted: '' })
      .where(eq(posAccounts.id, created.id));
    const older = await bankOf(121);
    expect(older).toMatchObject({ refundUser: '', hasRefundPassword: false });
    const renamed = await put(older, { name: 'Garanti BBVA (eski)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(answerOf<AdminBank>(renamed).data.name).toBe('Garanti BBVA (eski)');
    await refusedWith(await put(older, { refundUser: 'PROVRFN' }), messages.bankRefundPasswordRequired);
    const given = await put(await bankOf(121), { refundUser: 'PROVRFN', refundPassword: REFUND_PASSWORD });
    expect(given.statusCode, given.body).toBe(200);
    expect(answerOf<AdminBank>(given).data).toMatchObject({ refundUser: 'PROVRFN', hasRefundPassword: true });
    expect((await lastAudit(older.id))?.details).toEqual({
      before: { refundUser: '' },
      after: { refundUser: 'PROVRFN' },
      secretsReplaced: ['refundPassword'],
    });
  });

  it('another protocol clears both, named in the audit; back to Garanti they are typed again', async () => {
    const garanti = await bankOf(121);
    const nestpay = {
      protocol: 'nestpay' as const,
      gateUrl: '/sandbox-bank/fim/est3Dgate',
      apiUrl: '/sandbox-bank/fim/api',
      apiPassword: 'NestPay.Sifre-1',
      storeKey: 'NestPay.Anahtar-1',
    };
    // Another protocol's refund user and password, if sent, are not kept.
    const switched = await put(garanti, { ...nestpay, refundPassword: 'Gereksiz.Sifre' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(answerOf<AdminBank>(switched).data).toMatchObject({ refundUser: '', hasRefundPassword: false });
    expect(await rowOf(garanti.id)).toMatchObject({ refundUser: '', refundPasswordEncrypted: '' });
    expect((await lastAudit(garanti.id))?.details).toMatchObject({
      before: { protocol: 'garanti', refundUser: 'PROVRFN' },
      after: { protocol: 'nestpay', refundUser: '' },
      secretsReplaced: ['apiPassword', 'storeKey'],
      secretsCleared: ['refundPassword'],
    });

    const asNestpay = await bankOf(121);
    const back = {
      protocol: 'garanti' as const,
      gateUrl: garanti.gateUrl,
      apiUrl: garanti.apiUrl,
      terminalId: garanti.terminalId,
      apiPassword: 'Provizyon.Sifre-3',
      storeKey: 'Magaza.Anahtari-3',
    };
    await refusedWith(await put(asNestpay, back), messages.bankSecretsForNewProtocol);
    await refusedWith(
      await put(asNestpay, { ...back, refundPassword: REFUND_PASSWORD }),
      messages.bankRefundUserRequired,
    );
    const restored = await put(asNestpay, {
      ...back,
      refundUser: 'PROVRFN',
      refundPassword: REFUND_PASSWORD,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    answers.push(restored.body);
    expect(answerOf<AdminBank>(restored).data).toMatchObject({
      refundUser: 'PROVRFN',
      hasRefundPassword: true,
    });
    await expectNoSecretOutsideItsRow(answers);
  });
});
