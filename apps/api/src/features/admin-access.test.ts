import { asc, eq, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished, upload } from '../../test/admin-import.js';
import { adminOfTenantB } from '../../test/admin-users.js';
import { discountRequestFor } from '../../test/discount-requests.js';
import { answerOf, DEMO, login, request, type TestApp } from '../../test/helpers.js';
import { buildPaymentApp, firmIdOf, paidPortalSale } from '../../test/payments.js';
import { camtStatement } from '../../test/statement-files.js';
import { DEMO_BANK_ACCOUNTS } from '../db/demo-bank-accounts.js';
import {
  adminImports,
  bankTransactions,
  commissionDefinitions,
  discountRequests,
  discountTerms,
  firmDiscountRates,
  integrationKeys,
  paymentMethods,
  paymentRequests,
  paymentSets,
  posAccounts,
  posTransactions,
  tenantBankAccounts,
  tenantDomains,
  users,
  userTenants,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema.js';

/**
 * The console's permission matrix (issue 15), generated from the route table: every `/api/admin` operation in the
 * OpenAPI document answers 401 without a session and 403 to a firm user; and tenant B's administrator, given the ids
 * of tenant A's objects, neither reads them (never 2xx) nor changes anything of A's. A new route whose path names an
 * object must say here how to find one of A's, or this test fails.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
}

let t: TestApp;
let tenantA: string;
let admin: Awaited<ReturnType<typeof login>>;
let firmUser: Awaited<ReturnType<typeof login>>;
let otherAdmin: Awaited<ReturnType<typeof login>>;
let operations: Operation[] = [];

/** Path parameters that name no object: the session's own tenant scopes them. */
const SESSION_SCOPED = [
  /^\/api\/admin\/Site\/Files\/\{kind\}$/,
  /^\/api\/admin\/ScreenSettings\/\{screenId\}$/,
  /^\/api\/admin\/Import\/Template\/\{entity\}$/,
  /^\/api\/admin\/Import\/(Upload\/)?\{entity\}$/,
  /^\/api\/admin\/Pricing\/Rates\/\{code\}$/,
];

/** One of tenant A's rows of a table with a tenant column, by its first id. */
async function firstOfA<T extends PgTable>(table: T & { tenantId: unknown; id: unknown }): Promise<string> {
  const columns = table as unknown as { tenantId: Parameters<typeof eq>[0]; id: Parameters<typeof asc>[0] };
  const [row] = (await t.ctx.db
    .select()
    .from(table as PgTable)
    .where(eq(columns.tenantId, tenantA))
    .orderBy(asc(columns.id))
    .limit(1)) as { id: string }[];
  if (!row) {
    throw new Error(
      `tenant A has no row in ${String((table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')])}`,
    );
  }
  return String(row.id);
}

/** Where each object-naming path finds an id of tenant A's. */
const OBJECTS: [RegExp, () => Promise<string>][] = [
  [/^\/api\/admin\/Banks\/\{id\}/, () => firstOfA(posAccounts)],
  [/^\/api\/admin\/BankAccounts\/\{id\}/, () => firstOfA(tenantBankAccounts)],
  [/^\/api\/admin\/BankTransfers\/\{id\}/, () => firstOfA(bankTransactions)],
  [/^\/api\/admin\/Commissions\/\{id\}/, () => firstOfA(commissionDefinitions)],
  [/^\/api\/admin\/Domains\/\{host\}/, async () => 'localhost'],
  [/^\/api\/admin\/Integration\/Keys\/\{id\}/, () => firstOfA(integrationKeys)],
  [/^\/api\/admin\/Integration\/Webhooks\/\{id\}/, () => firstOfA(webhookEndpoints)],
  [/^\/api\/admin\/Integration\/Deliveries\/\{id\}/, () => firstOfA(webhookDeliveries)],
  [/^\/api\/admin\/collections\/\{id\}/, () => firstOfA(posTransactions)],
  [/^\/api\/admin\/PaymentLinks\/\{id\}/, () => firstOfA(paymentRequests)],
  [/^\/api\/admin\/(DiscountRequests|discount-requests)\/\{id\}/, () => firstOfA(discountRequests)],
  [/^\/api\/admin\/Import\/\{id\}/, () => firstOfA(adminImports)],
  [/^\/api\/admin\/Pricing\/PaymentSets\/\{id\}/, () => firstOfA(paymentSets)],
  [/^\/api\/admin\/Pricing\/PaymentMethods\/\{id\}/, () => firstOfA(paymentMethods)],
  [/^\/api\/admin\/DiscountTerms\/Firms\/\{firmId\}/, () => firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber)],
  [
    /^\/api\/admin\/Users\/\{id\}/,
    async () => {
      // A person of tenant A only (demo@ belongs to both tenants, so B's administrator may manage them).
      const [row] = await t.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO.subFirmUser.email));
      return row?.id ?? '';
    },
  ],
];

const call = (operation: Operation, path: string, token?: string) =>
  request(t.app, {
    method: operation.method,
    url: path,
    ...(token ? { token } : {}),
    ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
  });

/** A's rows in every table the console writes, to prove B's calls changed none of them. */
async function snapshotOfA(): Promise<string> {
  const tables = [
    posAccounts,
    commissionDefinitions,
    tenantDomains,
    tenantBankAccounts,
    bankTransactions,
    integrationKeys,
    webhookEndpoints,
    webhookDeliveries,
    posTransactions,
    paymentRequests,
    paymentSets,
    paymentMethods,
    discountRequests,
    discountTerms,
    firmDiscountRates,
    adminImports,
    userTenants,
  ] as const;
  const rows: InferSelectModel<PgTable>[][] = [];
  for (const table of tables) {
    const scoped = table as unknown as { tenantId: Parameters<typeof eq>[0] };
    rows.push(await t.ctx.db.select().from(table).where(eq(scoped.tenantId, tenantA)));
  }
  return JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
}

beforeAll(async () => {
  t = await buildPaymentApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
  firmUser = await login(t.app);
  tenantA = admin.tenantId;
  otherAdmin = await adminOfTenantB(t);
  const asAdmin = (method: Method, url: string, payload: object) =>
    request(t.app, { method, url: `/api/admin${url}`, token: admin.token, payload });
  // One of each object tenant A's administrator sees: a payment, a link, a discount request, an import, a webhook.
  const dealer = await login(t.app, DEMO.subFirmUser.email);
  await paidPortalSale(t.baseUrl, dealer.token, { net: '150.00' });
  const link = await request(t.app, {
    method: 'POST',
    url: '/api/PaymentRequest/Create',
    token: firmUser.token,
    payload: { amount: '90.00', currencyCode: 'TRY', description: 'Yetki matrisi' },
  });
  expect(link.statusCode, link.body).toBe(200);
  const dealerFirm = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
  await discountRequestFor(t, firmUser.token, { tenantId: tenantA, firmId: dealerFirm });
  const webhook = await asAdmin('POST', '/Integration/Webhooks', { url: 'https://erp.example.com/hook' });
  expect(webhook.statusCode, webhook.body).toBe(200);
  const endpoint = answerOf<{ id: string }>(webhook).data.id;
  const delivery = await asAdmin('POST', `/Integration/Webhooks/${endpoint}/Test`, {});
  expect(delivery.statusCode, delivery.body).toBe(200);
  // The template itself, with its example row, is a file the import takes.
  const template = await request(t.app, {
    method: 'GET',
    url: '/api/admin/Import/Template/firms?format=csv',
    token: admin.token,
  });
  const imported = await upload(t, admin.token, 'firms', template.rawPayload, 'firmalar.csv');
  expect(imported.statusCode, imported.body).toBe(202);
  await finished(t, admin.token, answerOf<{ id: string }>(imported).data.id);
  const statement = await asAdmin('POST', '/BankStatements', {
    format: 'camt.053',
    fileName: 'ekstre.xml',
    content: camtStatement(DEMO_BANK_ACCOUNTS.tenantA[0].iban, [{ amount: '120.00', text: 'havale' }]),
  });
  expect(statement.statusCode, statement.body).toBe(200);

  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/Logout')
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
});
afterAll(async () => t.close());

describe('the admin console permission matrix', () => {
  it('covers every admin route, and knows how to name an object of each route that names one', () => {
    expect(operations.length).toBeGreaterThan(40);
    const unknown = operations.filter(
      (operation) =>
        operation.path.includes('{') &&
        !SESSION_SCOPED.some((pattern) => pattern.test(operation.path)) &&
        !OBJECTS.some(([pattern]) => pattern.test(operation.path)),
    );
    expect(unknown.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('answers 401 without a session and 403 to a firm user, on every route', async () => {
    for (const operation of operations) {
      const path = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const anonymous = await call(operation, path);
      expect(anonymous.statusCode, `${operation.method} ${operation.path}`).toBe(401);
      const firm = await call(operation, path, firmUser.token);
      expect(firm.statusCode, `${operation.method} ${operation.path}`).toBe(403);
    }
  });

  it("lets tenant B's administrator neither read nor change any of tenant A's objects", async () => {
    const before = await snapshotOfA();
    let checked = 0;
    for (const operation of operations) {
      const found = OBJECTS.find(([pattern]) => pattern.test(operation.path));
      if (!found) {
        continue;
      }
      const id = await found[1]();
      expect(id, operation.path).not.toBe('');
      const path = operation.path.replace(/\{[^}]+\}/, encodeURIComponent(id));
      const answer = await call(operation, path, otherAdmin.token);
      expect([403, 404, 406], `${operation.method} ${operation.path}: ${answer.body}`).toContain(
        answer.statusCode,
      );
      expect(answer.body).not.toContain(id === 'localhost' ? '"host":"localhost"' : id);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(15);
    expect(await snapshotOfA()).toBe(before);
  });
});
