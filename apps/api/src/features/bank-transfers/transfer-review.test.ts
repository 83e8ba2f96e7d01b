import {
  type BankStatementImport,
  type BankTransferPage,
  type BankTransferRow,
  messages,
} from '@tahsilat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { camtStatement, type TestMovement } from '../../../test/statement-files.js';
import { DEMO_BANK_ACCOUNTS } from '../../db/demo-bank-accounts.js';
import { auditLog, firmSenderIbans, firms } from '../../db/schema.js';

let t: TestApp;
let admin: string;
let tenantId: string;
const firmIds: Record<string, string> = {};
const ACCOUNT = DEMO_BANK_ACCOUNTS.tenantA[1].iban;
const SENDER = 'TR330006100519786457841326';
let serial = 0;

const admins = (method: 'GET' | 'POST', url: string, token = admin, payload?: object) =>
  request(t.app, { method, url: `/api/admin${url}`, token, ...(payload ? { payload } : {}) });

async function upload(movements: TestMovement[]) {
  const withRefs = movements.map((movement, index) => ({ reference: `R-${serial + index}`, ...movement }));
  serial += movements.length;
  const response = await admins('POST', '/BankStatements', admin, {
    format: 'camt.053',
    fileName: 'ekstre.xml',
    content: camtStatement(ACCOUNT, withRefs),
  });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<BankStatementImport>(response).data;
}

async function view(name: 'review' | 'matched' | 'other') {
  const response = await admins('GET', `/BankTransfers?view=${name}`);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<BankTransferPage>(response).data;
}

const find = async (name: 'review' | 'matched' | 'other', text: string) =>
  (await view(name)).items.find((item) => item.description === text);

const decide = (id: string, action: 'match' | 'dismiss' | 'undo', firmId?: string, token = admin) =>
  admins('POST', `/BankTransfers/${id}/${action}`, token, firmId ? { firmId } : undefined);

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await login(t.app, DEMO.tenantAdmin.email);
  admin = signedIn.token;
  tenantId = signedIn.tenantId;
  for (const row of await t.ctx.db.select().from(firms).where(eq(firms.tenantId, tenantId))) {
    firmIds[row.branchNumber] = row.id;
  }
});
afterAll(async () => t.close());

describe('the review of incoming transfers', () => {
  it('lists what waits for a person, with counts per view and the firms a suggestion names', async () => {
    await t.ctx.db.insert(firmSenderIbans).values([
      { tenantId, iban: 'TR320010009999901234567890', firmId: firmIds['1001'] ?? '', source: 'erp' },
      { tenantId, iban: 'TR320010009999901234567890', firmId: firmIds['1002'] ?? '', source: 'erp' },
    ]);
    const answer = await upload([
      { amount: '10.00', text: 'kim gönderdi', iban: SENDER },
      { amount: '20.00', text: 'ortak hesap', iban: 'TR320010009999901234567890' },
      { amount: '30.00', text: 'kira', direction: 'debit' },
    ]);
    expect(answer).toMatchObject({ imported: 3, unmatched: 1, suggested: 1, ignored: 1 });
    const page = await view('review');
    expect(page.counts).toEqual({ review: 2, matched: 0, other: 1 });
    const shared = page.items.find((item) => item.description === 'ortak hesap');
    expect(shared?.suggestions.map((s) => s.code).sort()).toEqual(['1001', '1002']);
    expect(shared).toMatchObject({ matchState: 'suggested', accountIban: ACCOUNT, amount: '20.00' });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.event, 'bank-statement.import')));
    expect(audit?.details).toMatchObject({ imported: 3, iban: ACCOUNT });
  });

  it('matches to a firm, learns the sender IBAN, and the next transfer from it matches by itself', async () => {
    const item = (await find('review', 'kim gönderdi')) as BankTransferRow;
    const response = await decide(item.id, 'match', firmIds['1003']);
    expect(response.statusCode, response.body).toBe(200);
    expect(answerOf<BankTransferRow>(response).data).toMatchObject({
      matchState: 'matched',
      matchRule: 'manual',
      firm: { id: firmIds['1003'], code: '1003' },
    });
    expect(answerOf(response).message).toBe(messages.transferMatched);
    expect((await upload([{ amount: '11.00', text: 'ikinci', iban: SENDER }])).matched).toBe(1);
    expect(await find('matched', 'ikinci')).toMatchObject({ matchRule: 'iban', firm: { code: '1003' } });
  });

  it('refuses a second decision on a transfer another person just decided', async () => {
    const item = (await find('matched', 'kim gönderdi')) as BankTransferRow;
    const again = await decide(item.id, 'match', firmIds['1001']);
    expect(again.statusCode).toBe(400);
    expect(answerOf(again).message).toBe(messages.transferDecisionStale);
    const twice = await Promise.all([decide(item.id, 'undo'), decide(item.id, 'undo')]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('undoing a person’s match forgets the IBAN it taught; an ERP-pushed IBAN stays', async () => {
    const learnt = await t.ctx.db
      .select()
      .from(firmSenderIbans)
      .where(and(eq(firmSenderIbans.tenantId, tenantId), eq(firmSenderIbans.iban, SENDER)));
    expect(learnt).toEqual([]);
    expect((await upload([{ amount: '12.00', text: 'üçüncü', iban: SENDER }])).unmatched).toBe(1);
    expect(
      await t.ctx.db.$count(firmSenderIbans, inArray(firmSenderIbans.iban, ['TR320010009999901234567890'])),
    ).toBe(2);
  });

  it('marks a transfer as not a collection, and undo brings it back to review as it was', async () => {
    const item = (await find('review', 'ortak hesap')) as BankTransferRow;
    const dismissed = await decide(item.id, 'dismiss');
    expect(answerOf<BankTransferRow>(dismissed).data.matchState).toBe('not_collection');
    expect(await find('other', 'ortak hesap')).toBeDefined();
    const undone = await decide(item.id, 'undo');
    expect(answerOf<BankTransferRow>(undone).data).toMatchObject({ matchState: 'suggested', firm: null });
    expect(answerOf(undone).message).toBe(messages.transferUndone);
  });

  it('refuses to match what another person marked not a collection: it must be undone first', async () => {
    await upload([{ amount: '13.00', text: 'bağış' }]);
    const item = (await find('review', 'bağış')) as BankTransferRow;
    expect((await decide(item.id, 'dismiss')).statusCode).toBe(200);
    const late = await decide(item.id, 'match', firmIds['1001']);
    expect([late.statusCode, answerOf(late).message]).toEqual([400, messages.transferDecisionStale]);
  });

  it('never learns an IBAN a payer only wrote in the description', async () => {
    const victim = 'TR760006200019900006299009';
    await upload([{ amount: '14.00', text: `BAYI 1001 ${victim}` }]);
    const item = (await find('review', `BAYI 1001 ${victim}`)) as BankTransferRow;
    expect(item.counterpartyIban).toBeNull();
    expect((await decide(item.id, 'match', firmIds['1001'])).statusCode).toBe(200);
    expect(await t.ctx.db.$count(firmSenderIbans, eq(firmSenderIbans.iban, victim))).toBe(0);
  });

  it('refuses to match a debit, a firm of another tenant, and another tenant’s transfer', async () => {
    const debit = (await find('other', 'kira')) as BankTransferRow;
    const refused = await decide(debit.id, 'match', firmIds['1001']);
    expect([refused.statusCode, answerOf(refused).message]).toEqual([400, messages.transferNotIncoming]);
    const item = (await find('review', 'ortak hesap')) as BankTransferRow;
    const tenantB = await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid);
    const [firmOfB] = await t.ctx.db.select().from(firms).where(eq(firms.tenantId, tenantB.id)).limit(1);
    const foreign = await decide(item.id, 'match', firmOfB?.id);
    expect([foreign.statusCode, answerOf(foreign).message]).toEqual([404, messages.transferFirmNotFound]);
    const other = await adminOfTenantB(t);
    const asB = await decide(item.id, 'dismiss', undefined, other.token);
    expect([asB.statusCode, answerOf(asB).message]).toEqual([404, messages.transferNotFound]);
    const listB = answerOf<BankTransferPage>(await admins('GET', '/BankTransfers', other.token)).data;
    expect(listB.items).toEqual([]);
  });

  it('audits every decision with who, what and from which state', async () => {
    const events = await t.ctx.db
      .select({ event: auditLog.event, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.objectType, 'bank_transaction')));
    expect(events.map((e) => e.event).slice(0, 4)).toEqual([
      'bank-transfer.match',
      'bank-transfer.undo',
      'bank-transfer.dismiss',
      'bank-transfer.undo',
    ]);
    expect(events[0]?.details).toMatchObject({ amount: '10.00', from: 'unmatched', firmId: firmIds['1003'] });
  });

  it('answers a firm user 403 and a bad cursor 406', async () => {
    const firmUser = (await login(t.app, DEMO.firmUser.email)).token;
    expect((await admins('GET', '/BankTransfers', firmUser)).statusCode).toBe(403);
    expect((await admins('GET', '/BankTransfers?cursor=nonsense')).statusCode).toBe(406);
  });
});
