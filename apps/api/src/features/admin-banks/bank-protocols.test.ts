import { type AdminBank, type AdminBankForm, messages } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFormOf } from '../../../test/admin-banks.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, posAccounts } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
const ENC_KEY = '10,10,10,10,10,10,10,10';
const KUVEYT_PASSWORD = 'KuveytGizli.2026';
const PAYFLEX_PASSWORD = 'PayflexGizli.2026';
const SECRETS = [ENC_KEY, KUVEYT_PASSWORD, PAYFLEX_PASSWORD];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  request(t.app, { method, url: `/api/admin/${url}`, token: admin.token, ...(payload ? { payload } : {}) });

async function banks(): Promise<AdminBank[]> {
  const response = await call('GET', 'Banks');
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toMatch(/ncrypted|"storeKey"|"apiPassword"|"refundPassword"/);
  return answerOf<AdminBank[]>(response).data;
}

const common = {
  model: '3d' as const,
  threeDDisplay: 'iframe' as const,
  installments: [2, 3, 6],
  defaultInstallment: 1,
  testMode: true,
  isActive: false,
  sortOrder: 50,
};

/** New accounts of the three protocols at the sandbox bank's paths, each with what its bank gives. */
const NEW: Record<'posnet' | 'kuveyt' | 'payflex', AdminBankForm & { bankId: number }> = {
  posnet: {
    ...common,
    bankId: 901,
    name: 'Albaraka PosNet',
    protocol: 'posnet',
    gateUrl: '/sandbox-bank/posnet/3DSWebService/YKBPaymentService',
    apiUrl: '/sandbox-bank/posnet/PosnetWebService/XML',
    storeId: '6706598320',
    terminalId: '67005551',
    apiUser: '27426',
    storeKey: ENC_KEY,
    // A password PosNet has no use for is not kept.
    apiPassword: 'gereksiz',
  },
  kuveyt: {
    ...common,
    bankId: 902,
    name: 'Vakıf Katılım',
    protocol: 'kuveyt',
    gateUrl: '/sandbox-bank/kuveyt/ThreeDModelPayGate',
    apiUrl: '/sandbox-bank/kuveyt/ThreeDModelProvisionGate',
    queryUrl: '/sandbox-bank/kuveyt/VirtualPosService.svc/Basic',
    storeId: '496',
    terminalId: '400235',
    apiUser: 'apitest',
    apiPassword: KUVEYT_PASSWORD,
  },
  payflex: {
    ...common,
    bankId: 903,
    name: 'Ziraat PayFlex',
    protocol: 'payflex',
    gateUrl: '/sandbox-bank/payflex/MPI_Enrollment.aspx',
    apiUrl: '/sandbox-bank/payflex/Vposreq.aspx',
    queryUrl: '/sandbox-bank/payflex/Search.aspx',
    // The bank's published test merchant: Luhn-valid but in no card scheme, so not a card number.
    storeId: '000100000013506',
    terminalId: 'VP000579',
    apiUser: 'kullanilmaz',
    apiPassword: PAYFLEX_PASSWORD,
  },
};

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

async function refused(body: object, message: string) {
  const response = await call('POST', 'Banks', body);
  expect(response.statusCode, response.body).toBe(406);
  expect(JSON.stringify(response.json())).toContain(message);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

describe('bank accounts of the PosNet, KuveytTürk and PayFlex protocols', () => {
  it('the demo has one of each, the secrets it does not use empty, none answered', async () => {
    const list = await banks();
    const byBank = (bankId: number) => list.find((bank) => bank.bankId === bankId);
    expect(byBank(67)).toMatchObject({
      protocol: 'posnet',
      queryUrl: null,
      hasStoreKey: true,
      hasApiPassword: false,
    });
    expect(byBank(205)).toMatchObject({
      protocol: 'kuveyt',
      queryUrl: '/sandbox-bank/kuveyt/VirtualPosService.svc/Basic',
      hasApiPassword: true,
      hasStoreKey: false,
    });
    expect(byBank(15)).toMatchObject({
      protocol: 'payflex',
      apiUser: '',
      hasApiPassword: true,
      hasStoreKey: false,
    });
    expect(byBank(32)).toMatchObject({ protocol: 'nestpay', model: '3d_pay' });
  });

  it('adds an account of each, keeping only the fields its protocol uses', async () => {
    for (const body of Object.values(NEW)) {
      const response = await call('POST', 'Banks', body);
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of SECRETS) {
        expect(response.body).not.toContain(secret);
      }
    }
    const list = await banks();
    const posnet = list.find((bank) => bank.bankId === 901);
    const kuveyt = list.find((bank) => bank.bankId === 902);
    const payflex = list.find((bank) => bank.bankId === 903);
    expect(posnet).toMatchObject({
      queryUrl: null,
      apiUser: '27426',
      hasStoreKey: true,
      hasApiPassword: false,
    });
    expect(kuveyt).toMatchObject({ terminalId: '400235', hasApiPassword: true, hasStoreKey: false });
    expect(payflex).toMatchObject({ apiUser: '', queryUrl: NEW.payflex.queryUrl, hasApiPassword: true });
    const posnetRow = await rowOf(posnet?.id ?? '');
    expect(posnetRow?.apiPasswordEncrypted).toBe('');
    expect(t.ctx.cipher.decrypt(posnetRow?.storeKeyEncrypted ?? '')).toBe(ENC_KEY);
    expect((await rowOf(kuveyt?.id ?? ''))?.storeKeyEncrypted).toBe('');
    const payflexRow = await rowOf(payflex?.id ?? '');
    expect(t.ctx.cipher.decrypt(payflexRow?.apiPasswordEncrypted ?? '')).toBe(PAYFLEX_PASSWORD);
    expect((await lastAudit(kuveyt?.id ?? ''))?.details).toMatchObject({
      after: { protocol: 'kuveyt', queryUrl: NEW.kuveyt.queryUrl },
    });
    const entries = JSON.stringify(await t.ctx.db.select().from(auditLog));
    for (const text of [entries, JSON.stringify(list), t.logs.join('\n')]) {
      for (const secret of SECRETS) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('refuses an account without the fields, secrets, model or query service its protocol needs', async () => {
    await refused({ ...NEW.kuveyt, bankId: 910, queryUrl: null }, messages.bankFieldRequired);
    await refused({ ...NEW.posnet, bankId: 910, terminalId: '' }, messages.bankFieldRequired);
    await refused({ ...NEW.kuveyt, bankId: 910, apiUser: '  ' }, messages.bankFieldRequired);
    await refused({ ...NEW.posnet, bankId: 910, storeKey: null }, messages.bankSecretsRequiredPosnet);
    await refused({ ...NEW.kuveyt, bankId: 910, apiPassword: '' }, messages.bankSecretsRequiredKuveyt);
    await refused({ ...NEW.payflex, bankId: 910, apiPassword: null }, messages.bankSecretsRequiredPayflex);
    await refused({ ...NEW.payflex, bankId: 910, model: '3d_pay' }, messages.bankModelUnsupported);
    await refused(
      { ...NEW.payflex, bankId: 910, queryUrl: '/sandbox-bank/../journal' },
      messages.bankUrlInvalid,
    );
    expect((await banks()).some((bank) => bank.bankId === 910)).toBe(false);
  });

  it('changes an account: its password follows its addresses, PosNet has none to follow', async () => {
    const list = await banks();
    const kuveyt = list.find((bank) => bank.bankId === 902) as AdminBank;
    const movedQuery = {
      ...bankFormOf(kuveyt),
      queryUrl: 'https://boa.kuveytturk.example/VirtualPosService.svc/Basic',
    };
    const withoutPassword = await call('PUT', `Banks/${kuveyt.id}`, movedQuery);
    expect(withoutPassword.statusCode).toBe(406);
    expect(JSON.stringify(withoutPassword.json())).toContain(messages.bankPasswordForNewAddress);
    const moved = await call('PUT', `Banks/${kuveyt.id}`, { ...movedQuery, apiPassword: KUVEYT_PASSWORD });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await lastAudit(kuveyt.id))?.details).toEqual({
      before: { queryUrl: NEW.kuveyt.queryUrl },
      after: { queryUrl: movedQuery.queryUrl },
      secretsReplaced: ['apiPassword'],
    });

    const posnet = list.find((bank) => bank.bankId === 901) as AdminBank;
    const posnetMoved = await call('PUT', `Banks/${posnet.id}`, {
      ...bankFormOf(posnet),
      apiUrl: 'https://setmpos.ykb.com/PosnetWebService/XML',
    });
    expect(posnetMoved.statusCode, posnetMoved.body).toBe(200);
    expect((await rowOf(posnet.id))?.apiUrl).toBe('https://setmpos.ykb.com/PosnetWebService/XML');
  });

  it('a new protocol takes its own secrets and clears those it has no use for', async () => {
    const isbank = (await banks()).find((bank) => bank.bankId === 64) as AdminBank;
    const toPayflex = {
      ...bankFormOf(isbank),
      ...NEW.payflex,
      isActive: isbank.isActive,
      apiPassword: null,
    };
    const { bankId: _bankId, ...body } = toPayflex;
    const withoutSecret = await call('PUT', `Banks/${isbank.id}`, body);
    expect(withoutSecret.statusCode).toBe(406);
    expect(JSON.stringify(withoutSecret.json())).toContain(messages.bankPasswordForNewAddress);
    const changed = await call('PUT', `Banks/${isbank.id}`, { ...body, apiPassword: PAYFLEX_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(answerOf<AdminBank>(changed).data).toMatchObject({
      protocol: 'payflex',
      apiUser: '',
      hasApiPassword: true,
      hasStoreKey: false,
      previousStoreKeyUntil: null,
    });
    expect((await rowOf(isbank.id))?.storeKeyEncrypted).toBe('');
    expect((await lastAudit(isbank.id))?.details).toMatchObject({
      secretsReplaced: ['apiPassword'],
      secretsCleared: ['storeKey'],
    });
    // Back to NestPay: its store key must be typed again.
    const back = { ...bankFormOf(isbank), apiPassword: 'DemoApi.2026-03' };
    const noKey = await call('PUT', `Banks/${isbank.id}`, back);
    expect(noKey.statusCode).toBe(406);
    expect(JSON.stringify(noKey.json())).toContain(messages.bankSecretsForNewProtocol);
    const restored = await call('PUT', `Banks/${isbank.id}`, { ...back, storeKey: 'SANDBOXKEY03' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(answerOf<AdminBank>(restored).data).toMatchObject({ protocol: 'nestpay', hasStoreKey: true });
  });
});
