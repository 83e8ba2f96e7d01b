import { type AdminBank, type AdminBankTest, messages } from '@tahsilat/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFormOf } from '../../../test/admin-banks.js';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import {
  commissionOptions,
  definitionOf,
  postCallback,
  saleThroughThreeD,
  transactionOf,
} from '../../../test/payments.js';
import { auditLog, posAccounts } from '../../db/schema.js';
import { testOrderId, verdictOf } from './connection-test.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: `/api/admin/${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

/** The bank account the pay page's Axess programme charges (NestPay, the sandbox bank). */
async function axessBank(): Promise<AdminBank> {
  const { bankId } = definitionOf(await commissionOptions(t.baseUrl), 'Axess');
  const list = answerOf<AdminBank[]>(await call('GET', 'Banks', admin.token)).data;
  const bank = list.find((row) => row.bankId === bankId);
  if (!bank) {
    throw new Error('no Axess bank');
  }
  return bank;
}

/** PUT the account back whole with some fields changed (secrets empty keep the stored ones). */
async function change(bank: AdminBank, fields: Record<string, unknown>) {
  const response = await call('PUT', `Banks/${bank.id}`, admin.token, { ...bankFormOf(bank), ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<AdminBank>(response).data;
}

async function testOf(id: string, token = admin.token) {
  return call('POST', `Banks/${id}/Test`, token);
}

/** Short, so that an unreachable bank's answer (held back to the deadline) does not hold up the tests. */
const BANK_TIMEOUT_MS = 2_000;

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on', BANK_TIMEOUT_MS: String(BANK_TIMEOUT_MS) },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
  });
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

describe('test connection', () => {
  it('says the credentials work, then that the bank refused a wrong password or could not be reached', async () => {
    const bank = await axessBank();
    const good = await testOf(bank.id);
    expect(good.statusCode, good.body).toBe(200);
    expect(answerOf<AdminBankTest>(good).data).toMatchObject({ verdict: 'ok', message: messages.bankTestOk });

    const wrongPassword = await change(bank, { apiPassword: 'Yanlis.Sifre.1' });
    const refused = answerOf<AdminBankTest>(await testOf(bank.id)).data;
    expect(refused).toMatchObject({ verdict: 'refused', bankCode: 'CORE-2001' });
    expect(refused.bankMessage).toBe('Kullanıcı adı veya şifre hatalı.');

    await change(wrongPassword, { apiUrl: 'https://127.0.0.1:9/fim/api', apiPassword: 'Yanlis.Sifre.1' });
    const unreachable = answerOf<AdminBankTest>(await testOf(bank.id)).data;
    expect(unreachable).toMatchObject({
      verdict: 'unreachable',
      message: messages.bankTestUnreachable,
      bankCode: null,
      bankMessage: null,
    });
    // "Connection refused" comes back at once; the answer waits for the deadline all the same.
    expect(unreachable.durationMs).toBeGreaterThanOrEqual(BANK_TIMEOUT_MS);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'bank.test'), eq(auditLog.objectId, bank.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ outcome: 'failure', details: { verdict: 'unreachable', bankCode: null } });
    expect(JSON.stringify(entry)).not.toContain('Yanlis');
    // Back to the sandbox for the other tests.
    await change(await axessBank(), { apiUrl: bank.apiUrl, apiPassword: 'DemoApi.2026-01' });
  });

  it.each([
    ['Yapı Kredi', { terminalId: '67009999' }],
    ['KuveytTürk', { apiPassword: 'Yanlis.Sifre-2026' }],
    ['VakıfBank', { apiPassword: 'Yanlis.Sifre-2026' }],
  ])(
    '%s (PosNet, KuveytTürk, PayFlex): the credentials work, then a wrong one is refused',
    async (name, wrong) => {
      const list = answerOf<AdminBank[]>(await call('GET', 'Banks', admin.token)).data;
      const bank = list.find((row) => row.name === name);
      if (!bank) {
        throw new Error(`no ${name}`);
      }
      expect(answerOf<AdminBankTest>(await testOf(bank.id)).data).toMatchObject({ verdict: 'ok' });
      await change(bank, wrong);
      const refused = answerOf<AdminBankTest>(await testOf(bank.id)).data;
      expect(refused.verdict).toBe('refused');
      expect(refused.bankCode).not.toBeNull();
    },
  );

  it('is for the tenant administrator of the account only', async () => {
    const bank = await axessBank();
    const firmUser = await login(t.app, DEMO.firmUser.email);
    expect((await testOf(bank.id, firmUser.token)).statusCode).toBe(403);
    const otherAdmin = await adminOfTenantB(t);
    expect((await testOf(bank.id, otherAdmin.token)).statusCode).toBe(404);
    expect((await call('POST', `Banks/${bank.id}/Test`, undefined)).statusCode).toBe(401);
  });

  it('cannot tell wrong credentials from an unknown order at Garanti, and says only that the bank answered', () => {
    const declined = {
      answered: true,
      state: 'not_found' as const,
      result: {
        outcome: 'declined' as const,
        orderId: 'x',
        authCode: null,
        hostRefNum: null,
        transId: null,
        returnCode: '92',
        errorCode: null,
        message: 'Islem bulunamadi',
      },
    };
    expect(verdictOf('garanti', declined)).toMatchObject({ verdict: 'answered', bankCode: '92' });
    for (const protocol of ['nestpay', 'posnet', 'kuveyt', 'payflex'] as const) {
      expect(verdictOf(protocol, declined)).toMatchObject({ verdict: 'ok', message: messages.bankTestOk });
    }
  });

  it('asks for an order id every protocol accepts: at most 20 letters and digits, never the same', () => {
    const ids = new Set(Array.from({ length: 50 }, () => testOrderId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^TEST[0-9A-F]{12}$/);
    }
  });
});

describe('store key rotation', () => {
  it('accepts a payer already on the bank page after the key changed, only during the grace period', async () => {
    const bank = await axessBank();
    // Two payers reach the bank's 3-D page with the old key; then the administrator replaces it.
    const during = await saleThroughThreeD(t.baseUrl);
    const after = await saleThroughThreeD(t.baseUrl);
    const rotated = await change(bank, { storeKey: 'YeniMagazaAnahtari.2026' });
    expect(rotated.previousStoreKeyUntil).not.toBeNull();
    const graceEnds = Date.parse(rotated.previousStoreKeyUntil ?? '');
    expect(graceEnds - Date.now()).toBeGreaterThan(50 * 60_000);

    await postCallback(during.callback.action, during.callback.fields);
    expect((await transactionOf(t.baseUrl, during.transactionId)).status).toBe('authorised');

    // Past the grace period the old key's signature is a forgery like any other.
    await t.ctx.db
      .update(posAccounts)
      .set({ previousStoreKeyUntil: sql`now() - interval '1 second'` })
      .where(eq(posAccounts.id, bank.id));
    t.ctx.paymentConfig.invalidate();
    t.ctx.paymentAccounts.invalidate();
    await postCallback(after.callback.action, after.callback.fields);
    expect((await transactionOf(t.baseUrl, after.transactionId)).status).not.toBe('authorised');
    expect(
      answerOf<AdminBank[]>(await call('GET', 'Banks', admin.token)).data.find((row) => row.id === bank.id)
        ?.previousStoreKeyUntil,
    ).toBeNull();
  });
});
