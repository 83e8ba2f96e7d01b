import { type BankStatementImport, messages, type TransferInstructions } from '@tahsilat/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { integrationCall } from '../../../test/integration.js';
import { camtStatement, mt940Statement, type TestMovement } from '../../../test/statement-files.js';
import { DEMO_BANK_ACCOUNTS } from '../../db/demo-bank-accounts.js';
import { bankStatementImports, bankTransactions, firmSenderIbans, firms, tenants } from '../../db/schema.js';
import { createIntegrationKey } from '../integration/integration-keys.js';

let t: TestApp;
let tenantId: string;
let keyB: string;
/** Firm 1001's reference code (the demo firm user's firm), firm 1002 known by a tax number, 1003 by its IBAN. */
let code: string;
const firmIds: Record<string, string> = {};

const GARANTI_TRY = DEMO_BANK_ACCOUNTS.tenantA[0].iban;
const GARANTI_EUR = DEMO_BANK_ACCOUNTS.tenantA[2].iban;
const TENANT_B_TRY = DEMO_BANK_ACCOUNTS.tenantB[0].iban;
const VKN_1002 = '4840012348';
const IBAN_1003 = 'TR330006100519786457841326';

async function push(content: string, options: { key?: string; format?: string; fileName?: string } = {}) {
  const response = await integrationCall(t.app, 'PUT', '/bank-statements', {
    key: options.key,
    payload: { format: options.format ?? 'camt.053', fileName: options.fileName ?? 'ekstre.xml', content },
  });
  return { status: response.statusCode, answer: answerOf<BankStatementImport>(response) };
}

const stored = () =>
  t.ctx.db
    .select()
    .from(bankTransactions)
    .where(eq(bankTransactions.tenantId, tenantId))
    .orderBy(asc(bankTransactions.bookingDate), asc(bankTransactions.amount));

beforeAll(async () => {
  t = await buildTestApp();
  const tenantA = await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid);
  tenantId = tenantA.id;
  const tenantB = await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid);
  keyB = (await createIntegrationKey(t.ctx.db, tenantB.id, { name: 'B', createdBy: 'test', ip: null })).key;
  for (const row of await t.ctx.db.select().from(firms).where(eq(firms.tenantId, tenantId))) {
    firmIds[row.branchNumber] = row.id;
  }
  await t.ctx.db
    .update(firms)
    .set({ taxNumber: VKN_1002 })
    .where(eq(firms.id, firmIds['1002'] ?? ''));
  await t.ctx.db
    .insert(firmSenderIbans)
    .values({ tenantId, iban: IBAN_1003, firmId: firmIds['1003'] ?? '', source: 'erp' });
  const firmUser = (await login(t.app, DEMO.firmUser.email)).token;
  const instructions = await request(t.app, {
    method: 'GET',
    url: '/api/Transfer/Instructions',
    token: firmUser,
  });
  code = answerOf<TransferInstructions>(instructions).data.referenceCode;
});
afterAll(async () => t.close());

const day: TestMovement[] = [];

describe('PUT /api/integration/v1/bank-statements', () => {
  it('stores each movement and matches incoming transfers only where it is certain', async () => {
    day.push(
      { amount: '1500.00', reference: 'G-1', name: 'Çağlar Öztürk', text: `Cari ödeme ${code}` },
      { amount: '2750.25', reference: 'G-2', name: 'İnşaat Şti.', text: `VKN ${VKN_1002} kasım` },
      { amount: '99.90', reference: 'G-3', name: 'Ayşe', iban: IBAN_1003, text: 'fatura' },
      { amount: '10.00', reference: null, name: 'Bilinmeyen', text: 'havale' },
      { amount: '400.00', reference: 'G-5', direction: 'debit', name: 'Kira', text: 'kira ödemesi' },
    );
    const { status, answer } = await push(camtStatement(GARANTI_TRY, day));
    expect(status).toBe(200);
    expect(answer.message).toBe(messages.statementImported);
    expect(answer.data).toMatchObject({
      iban: GARANTI_TRY,
      imported: 5,
      duplicates: 0,
      matched: 3,
      suggested: 0,
      unmatched: 1,
      ignored: 1,
      errors: 0,
      problems: [],
    });
    const rows = await stored();
    expect(rows.map((row) => [row.amount, row.matchState, row.matchRule, row.firmId])).toEqual([
      ['10.00', 'unmatched', null, null],
      ['99.90', 'matched', 'iban', firmIds['1003']],
      ['400.00', 'ignored', null, null],
      ['1500.00', 'matched', 'reference', firmIds['1001']],
      ['2750.25', 'matched', 'tax_number', firmIds['1002']],
    ]);
  });

  it('adds nothing for the same statement again, or a statement that overlaps it', async () => {
    const again = await push(camtStatement(GARANTI_TRY, day));
    expect(again.answer.data).toMatchObject({ imported: 0, duplicates: 5, matched: 0 });
    const next = await push(
      camtStatement(GARANTI_TRY, [
        ...day.slice(3),
        { amount: '55.00', reference: 'G-6', date: '2026-11-29', text: 'yeni' },
      ]),
    );
    expect(next.answer.data).toMatchObject({ imported: 1, duplicates: 2, unmatched: 1 });
    expect(await stored()).toHaveLength(6);
  });

  it('stores each movement once when two pushes race', async () => {
    const movements = Array.from({ length: 50 }, (_, i) => ({
      amount: `${i + 1}.00`,
      date: '2026-11-30',
      reference: null,
    }));
    const file = camtStatement(GARANTI_TRY, movements);
    const answers = await Promise.all([push(file), push(file), push(file)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.answer.data.imported, 0)).toBe(50);
    expect(answers.reduce((sum, a) => sum + a.answer.data.duplicates, 0)).toBe(100);
  });

  it('keeps two identical transfers on one day as two, and a second push of them adds nothing', async () => {
    const twins = [1, 2].map(() => ({ amount: '77.00', date: '2026-12-01', reference: null, text: 'aynı' }));
    expect((await push(camtStatement(GARANTI_TRY, twins))).answer.data.imported).toBe(2);
    expect((await push(camtStatement(GARANTI_TRY, twins))).answer.data.duplicates).toBe(2);
  });

  it('refuses a movement in another currency by name, and takes the rest', async () => {
    const { answer } = await push(
      camtStatement(
        GARANTI_EUR,
        [
          { amount: '100.00', currency: 'EUR', date: '2026-12-02' },
          { amount: '200.00', currency: 'TRY', date: '2026-12-02' },
        ],
        'EUR',
      ),
    );
    expect(answer.data).toMatchObject({ imported: 1, errors: 1 });
    expect(answer.data.problems).toEqual([
      { position: 'Ntry 2 (satır 6)', message: messages.statementCurrencyMismatch },
    ]);
  });

  it('reads MT940, and links a reversal to the credit it undoes', async () => {
    const file = mt940Statement(GARANTI_TRY, [
      { amount: '321.00', date: '2026-12-03', reference: 'MT-1', text: `Ödeme ${code}` },
      {
        amount: '321.00',
        date: '2026-12-03',
        reference: 'MT-2',
        direction: 'debit',
        reversal: true,
        text: 'İADE',
      },
    ]);
    const { status, answer } = await push(file, { format: 'mt940', fileName: 'ekstre.sta' });
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({ imported: 2, matched: 1, ignored: 1 });
    const rows = (await stored()).filter((row) => row.bookingDate === '2026-12-03');
    const credit = rows.find((row) => row.direction === 'credit');
    expect(rows.find((row) => row.isReversal)?.reversalOfId).toBe(credit?.id);
  });

  it('refuses a statement of an account that is not the tenant’s, and writes nothing', async () => {
    const before = (await stored()).length;
    const { status, answer } = await push(camtStatement(TENANT_B_TRY, [{ amount: '5.00' }]));
    expect(status).toBe(406);
    expect(answer.message).toBe(messages.statementAccountUnknown);
    expect((await stored()).length).toBe(before);
    // Tenant B's own key imports it into tenant B.
    const own = await push(camtStatement(TENANT_B_TRY, [{ amount: '5.00' }]), { key: keyB });
    expect(own.answer.data).toMatchObject({ iban: TENANT_B_TRY, imported: 1 });
    expect((await stored()).length).toBe(before);
  });

  it.each<[string, { content: string; format?: string }, string]>([
    [
      'a malformed file',
      { content: camtStatement(GARANTI_TRY, [{ amount: '1,5' }]) },
      'Ntry 1 (satır 5) / Amt: tutar okunamadı',
    ],
    ['MT940 named camt', { content: mt940Statement(GARANTI_TRY, [{ amount: '1.00' }]) }, 'satır 1'],
    [
      'camt named MT940',
      { content: camtStatement(GARANTI_TRY, [{ amount: '1.00' }]), format: 'mt940' },
      'satır',
    ],
  ])('refuses %s with the place of the fault, writing nothing', async (_name, input, where) => {
    const imports = await t.ctx.db.$count(bankStatementImports, eq(bankStatementImports.tenantId, tenantId));
    const { status, answer } = await push(input.content, { format: input.format });
    expect(status).toBe(406);
    expect(answer.message).toBe(messages.statementUnreadable);
    expect(JSON.stringify(answer)).toContain(where);
    expect(await t.ctx.db.$count(bankStatementImports, eq(bankStatementImports.tenantId, tenantId))).toBe(
      imports,
    );
  });

  it.each([
    ['an unknown format', { format: 'csv', fileName: 'a', content: 'x' }, messages.statementFormatUnknown],
    ['an empty file', { format: 'mt940', fileName: 'a', content: '' }, messages.statementEmpty],
    ['an unknown field', { format: 'mt940', fileName: 'a', content: 'x', iban: GARANTI_TRY }, ''],
  ])('answers 406 for %s', async (_name, payload, message) => {
    const response = await integrationCall(t.app, 'PUT', '/bank-statements', { payload });
    expect(response.statusCode).toBe(406);
    expect(response.body).toContain(message);
  });

  it('refuses a signed-in user’s token and a missing key', async () => {
    const firmUser = (await login(t.app, DEMO.firmUser.email)).token;
    const payload = { format: 'camt.053', fileName: 'a.xml', content: camtStatement(GARANTI_TRY, []) };
    const asUser = await request(t.app, {
      method: 'PUT',
      url: '/api/integration/v1/bank-statements',
      token: firmUser,
      payload,
    });
    expect(asUser.statusCode).toBe(401);
    const bare = await t.app.inject({ method: 'PUT', url: '/api/integration/v1/bank-statements', payload });
    expect(bare.statusCode).toBe(401);
    const tenantRows = await t.ctx.db.select({ id: tenants.id }).from(tenants);
    expect(tenantRows.length).toBeGreaterThan(1);
  });
});

describe('tenant scoping of what is stored', () => {
  it('never matches a transfer to another tenant’s firm', async () => {
    const rows = await t.ctx.db
      .select({ firmTenant: firms.tenantId })
      .from(bankTransactions)
      .innerJoin(firms, and(eq(firms.id, bankTransactions.firmId)))
      .where(eq(bankTransactions.tenantId, tenantId));
    expect(rows.every((row) => row.firmTenant === tenantId)).toBe(true);
  });
});
