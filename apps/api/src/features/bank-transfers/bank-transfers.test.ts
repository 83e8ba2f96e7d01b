import {
  findTransferReferences,
  messages,
  parseIban,
  parseTransferReference,
  type TenantBankAccount,
  type TransferInstructions,
} from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { DEMO_BANK_ACCOUNTS } from '../../db/demo-bank-accounts.js';
import { auditLog, tenantBankAccounts } from '../../db/schema.js';

let t: TestApp;
let admin: string;
let dealer: string;
let firm: string;

/** A Turkish IBAN with its check digits (ISO 7064 MOD 97-10): bank code, reserve digit 0, 16-digit account. */
function turkishIban(bankCode: string, account: string): string {
  const bban = `${bankCode}0${account.padStart(16, '0')}`;
  const check = 98n - (BigInt(`${bban}292700`) % 97n);
  return `TR${check.toString().padStart(2, '0')}${bban}`;
}
/** Garanti BBVA (00062): a TRY and a EUR account; and a Turkish IBAN whose bank code we do not list. */
const KNOWN = turkishIban('00062', '6299001');
const GARANTI_TRY = KNOWN.replace(/(.{4})(?=.)/g, '$1 ');
const GARANTI_EUR = turkishIban('00062', '6299002');
const UNKNOWN_BANK = turkishIban('00999', '1234567');

const admins = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  request(t.app, { method, url: `/api/admin/BankAccounts${url}`, token, ...(payload ? { payload } : {}) });

const instructions = async (token: string) =>
  answerOf<TransferInstructions>(
    await request(t.app, { method: 'GET', url: '/api/Transfer/Instructions', token }),
  );

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await login(t.app, DEMO.tenantAdmin.email)).token;
  dealer = (await login(t.app, DEMO.subFirmUser.email)).token;
  firm = (await login(t.app, DEMO.firmUser.email)).token;
});
afterAll(async () => {
  await t.close();
});

describe("the tenant's bank accounts", () => {
  it('adds an account from an IBAN as printed: stored electronic, the bank named from its code, audited', async () => {
    expect(GARANTI_TRY.replace(/ /g, '')).toBe(KNOWN);
    const added = await admins('POST', '', admin, {
      iban: GARANTI_TRY.toLowerCase(),
      accountName: 'Demo Ticaret A.Ş.',
      currencyCode: 'TRY',
    });
    expect(added.statusCode).toBe(200);
    const account = answerOf<TenantBankAccount>(added).data;
    expect(account).toMatchObject({
      iban: KNOWN,
      bankCode: '00062',
      bankName: 'Garanti BBVA',
      isShownToDealers: true,
      isActive: true,
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'tenant_bank_account'), eq(auditLog.objectId, account.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.event).toBe('bank-account.create');
  });

  it('refuses a bad IBAN with the reason, a second account with the same IBAN, and an unknown bank without a name', async () => {
    const typo = `${KNOWN.slice(0, 25)}${(Number(KNOWN[25]) + 1) % 10}`;
    const cases: [object, string, number][] = [
      [{ iban: typo, accountName: 'Demo', currencyCode: 'TRY' }, messages.bankAccountIbanCheckDigits, 406],
      [{ iban: 'TR12 3456', accountName: 'Demo', currencyCode: 'TRY' }, messages.bankAccountIbanFormat, 406],
      [
        { iban: UNKNOWN_BANK, accountName: 'Demo', currencyCode: 'TRY' },
        messages.bankAccountBankNameRequired,
        406,
      ],
      [{ iban: KNOWN, accountName: 'Demo', currencyCode: 'TRY' }, messages.bankAccountTaken, 400],
    ];
    for (const [payload, message, status] of cases) {
      const answer = await admins('POST', '', admin, payload);
      expect(answer.statusCode).toBe(status);
      expect(JSON.stringify(answer.json())).toContain(message);
    }
    const named = await admins('POST', '', admin, {
      iban: UNKNOWN_BANK,
      accountName: 'Demo Ticaret A.Ş.',
      currencyCode: 'TRY',
      bankName: 'Yeni Dijital Bank',
      isShownToDealers: false,
    });
    expect(answerOf<TenantBankAccount>(named).data).toMatchObject({
      bankCode: '00999',
      bankName: 'Yeni Dijital Bank',
    });
  });

  it('changes an account, and an IBAN already in use by another of its accounts is refused', async () => {
    const eur = answerOf<TenantBankAccount>(
      await admins('POST', '', admin, {
        iban: GARANTI_EUR,
        accountName: 'Demo Ticaret A.Ş.',
        currencyCode: 'EUR',
      }),
    ).data;
    const taken = await admins('PUT', `/${eur.id}`, admin, {
      iban: KNOWN,
      accountName: 'Demo Ticaret A.Ş.',
      currencyCode: 'EUR',
    });
    expect(taken.statusCode).toBe(400);
    expect(JSON.stringify(taken.json())).toContain(messages.bankAccountTaken);
    const changed = await admins('PUT', `/${eur.id}`, admin, {
      iban: GARANTI_EUR,
      accountName: 'Demo Ticaret Anonim Şirketi',
      currencyCode: 'EUR',
      isActive: false,
    });
    expect(answerOf<TenantBankAccount>(changed).data).toMatchObject({
      accountName: 'Demo Ticaret Anonim Şirketi',
      isActive: false,
    });
  });

  it('belongs to its tenant: another tenant’s administrator neither lists nor changes it, a firm user gets 403', async () => {
    const other = (await adminOfTenantB(t)).token;
    const list = answerOf<TenantBankAccount[]>(await admins('GET', '', other)).data;
    expect(list.map((account) => account.iban)).toEqual(
      DEMO_BANK_ACCOUNTS.tenantB.map((account) => account.iban),
    );
    const [row] = await t.ctx.db.select().from(tenantBankAccounts).where(eq(tenantBankAccounts.iban, KNOWN));
    const change = await admins('PUT', `/${row?.id}`, other, {
      iban: KNOWN,
      accountName: 'Başkası',
      currencyCode: 'TRY',
    });
    expect(change.statusCode).toBe(404);
    expect((await admins('GET', '', firm)).statusCode).toBe(403);
  });
});

describe('pay by transfer: the instructions a firm reads', () => {
  it('lists only the active accounts shown to dealers, with the payee and a checked reference code of its own', async () => {
    const mine = (await instructions(dealer)).data;
    expect(mine.payee).toBe(DEMO.tenantA.name);
    // The demo's three accounts and the one added above; not the hidden one, not the one switched off.
    expect(mine.accounts).toContainEqual({
      iban: KNOWN,
      bankName: 'Garanti BBVA',
      currency: 'TRY',
      accountName: 'Demo Ticaret A.Ş.',
    });
    expect(mine.accounts.map((account) => account.iban).sort()).toEqual(
      [KNOWN, ...DEMO_BANK_ACCOUNTS.tenantA.map((account) => account.iban)].sort(),
    );
    expect(mine.accounts.map((account) => account.currency)).toEqual(['TRY', 'TRY', 'TRY', 'EUR']);
    for (const account of mine.accounts) {
      expect(parseIban(account.iban)).toMatchObject({ ok: true, value: { bankName: account.bankName } });
    }
    expect(parseTransferReference(mine.referenceCode)).toBe(mine.referenceCode);
    expect(findTransferReferences(`FAST ${mine.referenceCode.toLowerCase()} ODEME`)).toEqual([
      mine.referenceCode,
    ]);
  });

  it('gives each firm its own code, the same on every read, also when asked twice at once', async () => {
    const [first, second] = await Promise.all([instructions(firm), instructions(firm)]);
    expect(first.data.referenceCode).toBe(second.data.referenceCode);
    expect((await instructions(firm)).data.referenceCode).toBe(first.data.referenceCode);
    expect((await instructions(dealer)).data.referenceCode).not.toBe(first.data.referenceCode);
  });

  it('is for signed-in users only', async () => {
    expect((await request(t.app, { method: 'GET', url: '/api/Transfer/Instructions' })).statusCode).toBe(401);
  });
});
