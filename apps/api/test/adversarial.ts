import type { AdminBank, AdminBankForm } from '@tahsilat/domain';
import { readForm, type SandboxBank } from '@tahsilat/pos';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog, posTransactions } from '../src/db/schema.js';
import { bankFormOf } from './admin-banks.js';
import { BankLine } from './bank-line.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from './helpers.js';
import { postCallback, postSale, saleThroughThreeD, transactionOf } from './payments.js';
import type { ProtocolCase } from './protocol-cases.js';

/**
 * The suites' server: card payments through the sandbox bank over a line the tests can spoil, and the tenant
 * administrator's token for console changes. Built before the file's tests, closed after them.
 */
export function useAdversarialApp() {
  const line = new BankLine();
  let app: TestApp | undefined;
  let adminToken = '';
  beforeAll(async () => {
    app = await buildTestApp({
      listen: true,
      env: { SANDBOX_BANK: 'on' },
      throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
      bankHttp: line.http,
    });
    adminToken = (await login(app.app, DEMO.tenantAdmin.email)).token;
  });
  afterAll(async () => app?.close());
  const t = () => {
    if (!app) {
      throw new Error('the test app is not built yet');
    }
    return app;
  };
  const token = () => adminToken;
  return { line, t, adminToken: token, adversaryOf: (c: ProtocolCase) => adversary(t, token, c) };
}

/**
 * What the adversarial suite does to a payment, whatever its protocol: start it, walk its 3-D page, post what an
 * attacker would, change its account in the console meanwhile; and what it reads back: the payment's state, the
 * sandbox bank's journal, the audit log.
 */
export function adversary(t: () => TestApp, adminToken: () => string, c: ProtocolCase) {
  const sandbox = () => {
    const bank = t().sandbox;
    if (!bank) {
      throw new Error('the sandbox bank is off');
    }
    return bank;
  };
  const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    request(t().app, {
      method,
      url: `/api/admin/${url}`,
      token: adminToken(),
      ...(payload ? { payload } : {}),
    });

  const account = async (): Promise<AdminBank> => {
    const banks = answerOf<AdminBank[]>(await admin('GET', 'Banks')).data;
    const found = banks.find((bank) => bank.bankId === c.bankId);
    if (!found) {
      throw new Error(`no bank ${c.bankId}`);
    }
    return found;
  };

  return {
    sale: (input: { net?: string; cancel?: boolean; card?: string } = {}) =>
      saleThroughThreeD(t().baseUrl, { cardName: c.cardName, card: c.card, ...input }),

    /** The 3-D form our SalesRequest answered, card fields and all; the caller strips what it wants. */
    async ownForm(): Promise<{ transactionId: string; fields: Record<string, string> }> {
      const sale = await postSale(t().baseUrl, { cardName: c.cardName, card: c.card });
      if (!sale.body.data) {
        throw new Error(`sale refused: ${JSON.stringify(sale.body)}`);
      }
      return { transactionId: sale.body.data.transactionId, fields: readForm(sale.body.data.content).fields };
    },

    callbackUrl: (transactionId: string) => `${t().baseUrl}/api/PosCollection/BankCallback/${transactionId}`,
    post: postCallback,
    state: (transactionId: string) => transactionOf(t().baseUrl, transactionId),

    async row(transactionId: string) {
      const [row] = await t()
        .ctx.db.select()
        .from(posTransactions)
        .where(eq(posTransactions.id, transactionId));
      if (!row) {
        throw new Error('no such payment');
      }
      return row;
    },

    /** Moves a payment as our own side might have (a timeout, a crash, the reconciler), for the late-word tests. */
    async force(transactionId: string, change: PgUpdateSetSource<typeof posTransactions>) {
      await t().ctx.db.update(posTransactions).set(change).where(eq(posTransactions.id, transactionId));
    },

    /** Approved money movements of the order at the bank, of the given journal types. */
    approvals: (orderId: string, ...types: string[]) =>
      sandbox()
        .journal.list(orderId)
        .filter(
          (entry) => entry.outcome === 'approved' && (types.length === 0 || types.includes(entry.type)),
        ),

    async audits(transactionId: string): Promise<string[]> {
      const rows = await t().ctx.db.select().from(auditLog).where(eq(auditLog.objectId, transactionId));
      return rows.map((row) => row.event);
    },

    account,

    /** A console change of the case's account, as an administrator makes it (new version, every instance told). */
    async change(patch: Partial<AdminBankForm>): Promise<AdminBank> {
      const current = await account();
      const changed = await admin('PUT', `Banks/${current.id}`, { ...bankFormOf(current), ...patch });
      expect(changed.statusCode, changed.body).toBe(200);
      return answerOf<AdminBank>(changed).data;
    },

    closeDay: () => sandbox().api.closeDay(),
    dropNextAnswer: (type: Parameters<SandboxBank['api']['dropNextAnswer']>[0]) =>
      sandbox().api.dropNextAnswer(type),
  };
}

export type Adversary = ReturnType<typeof adversary>;

/** The payer's result panel for a refused post. */
export const REFUSED_PANEL = /^\/pos-collection-result\/false\//;
