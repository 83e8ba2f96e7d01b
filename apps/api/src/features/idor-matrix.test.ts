import { addCalendarDays, istanbulIsoDate, PERMISSION_KEYS, type PermissionFlags } from '@tahsilat/domain';
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type TestApp } from '../../test/helpers.js';
import { type ActorName, buildMatrix, type Matrix, type MatrixObjects } from '../../test/idor-actors.js';
import { buildPaymentApp, saleFields } from '../../test/payments.js';
import { routeTable } from '../../test/route-table.js';
import {
  discountRequests,
  firms,
  invoices,
  paymentRequests,
  posTransactions,
  userTenants,
  webhookEndpoints,
} from '../db/schema.js';

/**
 * SECURITY.md "Tenants and permissions", generated from the route table: every operation of the OpenAPI document
 * outside the console (which admin-access.test.ts covers) that names an object by an id, a firm, a code or a key is
 * called by each of: the main firm's user, the dealer's own user, a sibling dealer's user, a firm user of another
 * tenant, the tenant's administrator and nobody. Everyone but the owners is refused (401 without a session, 403 or 404
 * otherwise) and learns nothing; the owners are let through. Writes are called by the non-owners only (their success
 * is what the feature tests check), and tenant A's rows must be unchanged afterwards. A new operation that names an
 * object fails here until it says how to call it.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  secured: 'bearer' | 'integrationKey' | 'public';
  query: string[];
}

let t: TestApp;
let matrix: Matrix;
let operations: Operation[] = [];
let sale: Record<string, unknown> = {};

/** Names that point at an object. */
const NAMES_OBJECT = /^(id|userId|tenantId|firmId|key|invoiceIds)$/;

/** Public by design: what their id reaches, and why no session is asked for. */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  'GET /api/FirmAuth/GetTenantById/{id}': "a tenant's public branding for its sign-in and pay pages",
  'GET /api/PayWithoutLogin/PosCollectionTransactionGetById/{id}':
    "the payer's own result: a random UUID handed to the payer's browser only, masked card at most",
  'GET /api/PayWithoutLogin/Receipt/{id}': "the payer's receipt, only with the result page's signed link",
  'GET /api/PosCollection/ReceiptCheck/{id}': "a receipt's QR check: confirms what is printed, for anyone",
  'GET /api/Files/{tenantId}/{name}': "a tenant's public logo, banner and agreement files",
};

/** Who may reach a route's objects (tenant A's dealer 1002 and its things). */
function ownersOf(operation: Operation): ActorName[] {
  // Sub-dealers and the collection plan are a main firm's view of its dealers; a dealer is not its own dealer.
  if (
    operation.path.startsWith('/api/SubFirm') ||
    operation.path.startsWith('/api/FirmReport/CollectionPlan')
  ) {
    return ['main'];
  }
  if (operation.path.startsWith('/api/FirmAuth/ChangeTenant')) {
    return ['main', 'dealer', 'sibling'];
  }
  return ['main', 'dealer'];
}

/** The value of a path parameter for an object of tenant A's dealer. */
function pathValue(path: string, name: string, o: MatrixObjects): string {
  if (name === 'userId') {
    return o.dealerUser;
  }
  if (name === 'tenantId') {
    return o.tenantA;
  }
  if (path.includes('/SubFirm/')) {
    return o.dealerFirm;
  }
  if (path.includes('/InvoiceDiscount/Requests/')) {
    return o.discountRequest;
  }
  return o.payment;
}

const FLAGS = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [key, key === 'posCollection']),
) as PermissionFlags;

const future = () => addCalendarDays(istanbulIsoDate(), 40);

/** A valid body of every write that names an object: refused by rights, never by validation. */
const BODIES: Record<string, (o: MatrixObjects) => object> = {
  'POST /api/PaymentRequest/Create': (o) => ({
    firmId: o.dealerFirm,
    amount: '75.00',
    currencyCode: 'TRY',
    description: 'Matris',
  }),
  'POST /api/PaymentRequest/Cancel': (o) => ({ id: o.link }),
  'POST /api/PaymentRequest/Extend': (o) => ({ id: o.link, validityDate: future() }),
  'POST /api/PaymentRequest/Send': (o) => ({ id: o.link, channel: 'email', to: 'matris@example.com' }),
  'POST /api/PaymentRequest/CapturePreAuth': (o) => ({ id: o.link }),
  'POST /api/PaymentRequest/ReleasePreAuth': (o) => ({ id: o.link }),
  'POST /api/FirmReport/StatementMail': (o) => ({ firmId: o.dealerFirm }),
  'POST /api/FirmReport/CollectionPlan/Remind': (o) => ({ firmId: o.dealerFirm, channel: 'email' }),
  'POST /api/FirmReport/CollectionPlan/RemindPreview': (o) => ({ firmId: o.dealerFirm, channel: 'email' }),
  'POST /api/PosCollection/SalesRequest': (o) => ({ ...sale, firmId: o.dealerFirm }),
  'PUT /api/SubFirm/{id}': () => ({
    name: 'Matris',
    taxNumber: '1234567890',
    email: null,
    phone: null,
    riskLimit: null,
  }),
  'PUT /api/SubFirm/{id}/Status': () => ({ isActive: false }),
  'POST /api/SubFirm/{id}/ActAs': () => ({}),
  'POST /api/SubFirm/{id}/Users': () => ({
    name: 'Matris',
    email: 'matris-davet@example.com',
    mobile: null,
    permissions: FLAGS,
  }),
  'PUT /api/SubFirm/{id}/Users/{userId}': () => ({ name: 'Matris', mobile: null, permissions: FLAGS }),
  'PUT /api/SubFirm/{id}/Users/{userId}/Status': () => ({ isActive: false }),
  'POST /api/SubFirm/{id}/Users/{userId}/ResendInvitation': () => ({}),
  'POST /api/InvoiceDiscount/Preview': (o) => ({ firmId: o.dealerFirm, invoiceIds: [o.invoice] }),
  'POST /api/InvoiceDiscount/Requests': (o) => ({ firmId: o.dealerFirm, invoiceIds: [o.invoice] }),
  'POST /api/PosCollection/Receipt/{id}/Mail': () => ({}),
};

function urlOf(operation: Operation, o: MatrixObjects): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathValue(operation.path, name, o));
  const query = [
    operation.query.includes('firmId') ? `firmId=${o.dealerFirm}` : '',
    operation.query.includes('items') ? `items=${o.dueItem}` : '',
  ].filter(Boolean);
  return `${path}${query.length ? `?${query.join('&')}` : ''}`;
}

/** A call that changes something, or (a tenant switch) replaces the caller's session: owners are not sent it. */
function changesState(operation: Operation): boolean {
  return operation.method !== 'GET' || operation.path.startsWith('/api/FirmAuth/ChangeTenant');
}

function call(operation: Operation, actor: ActorName) {
  const body = BODIES[`${operation.method} ${operation.path}`];
  return request(t.app, {
    method: operation.method,
    url: urlOf(operation, matrix.objects),
    ...(actor === 'none' ? {} : { token: matrix.tokens[actor] }),
    ...(body ? { payload: body(matrix.objects) } : {}),
  });
}

/** Tenant A's rows the matrix's writes could reach. */
async function snapshotOfA(): Promise<string> {
  const rows: InferSelectModel<PgTable>[][] = [];
  for (const table of [
    firms,
    paymentRequests,
    posTransactions,
    discountRequests,
    invoices,
    userTenants,
    webhookEndpoints,
  ]) {
    const scoped = table as unknown as { tenantId: Parameters<typeof eq>[0] };
    rows.push(await t.ctx.db.select().from(table).where(eq(scoped.tenantId, matrix.objects.tenantA)));
  }
  return JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
}

beforeAll(async () => {
  t = await buildPaymentApp();
  matrix = await buildMatrix(t);
  sale = await saleFields(t.baseUrl, {});
  operations = (await routeTable(t.app))
    .filter((operation) => !operation.path.startsWith('/api/admin/'))
    .map((operation) => ({
      method: operation.method as Method,
      path: operation.path,
      secured: (operation.security === 'bearer' || operation.security === 'integrationKey'
        ? operation.security
        : 'public') as Operation['secured'],
      query: operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
      names: [
        ...operation.parameters.map((p) => p.name),
        ...Object.keys(operation.body?.properties ?? {}),
      ].filter((name) => NAMES_OBJECT.test(name)),
    }))
    .filter((operation) => operation.names.length > 0)
    .filter((operation) => `${operation.method} ${operation.path}` !== 'POST /api/SubFirm');
});
afterAll(async () => t.close());

const refused = (status: number) => [403, 404].includes(status);

describe('the permission matrix over every route that names an object', () => {
  it('knows every such route: secured, or public by design with a reason', () => {
    expect(operations.length).toBeGreaterThan(60);
    const unexplained = operations
      .filter((operation) => operation.secured === 'public')
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter(
        (name) =>
          !(name in PUBLIC_BY_DESIGN) &&
          !/^(GET|POST) \/api\/(PayWithoutLogin|PaymentRequest|PosCollection|FirmAuth)\//.test(name),
      );
    expect(unexplained).toEqual([]);
    const writes = operations.filter(
      (operation) =>
        operation.secured === 'bearer' &&
        operation.method !== 'GET' &&
        !BODIES[`${operation.method} ${operation.path}`],
    );
    expect(writes.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('lets only the owners reach the dealer’s objects; everyone else is refused and changes nothing', async () => {
    const before = await snapshotOfA();
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.secured === 'bearer')) {
      const owners = ownersOf(operation);
      for (const actor of ['none', 'admin', 'otherTenant', 'sibling', 'dealer', 'main'] as const) {
        const isOwner = owners.includes(actor);
        if (isOwner && changesState(operation)) {
          continue;
        }
        const answer = await call(operation, actor);
        const name = `${actor} ${operation.method} ${operation.path} → ${answer.statusCode}`;
        const ok = isOwner
          ? answer.statusCode < 400
          : actor === 'none'
            ? answer.statusCode === 401
            : refused(answer.statusCode) &&
              !answer.body.includes(matrix.objects.payment) &&
              !answer.body.includes('Yetki matrisi') &&
              !answer.body.includes('MTX000');
        if (!ok) {
          failures.push(`${name} ${answer.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotOfA()).toBe(before);
  });

  it("lets tenant B's integration key reach none of tenant A's records, and none without a key", async () => {
    const created = await request(t.app, {
      method: 'POST',
      url: '/api/admin/Integration/Webhooks',
      token: matrix.tokens.admin,
      payload: { url: 'https://erp.example.com/matris' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const webhook = JSON.parse(created.body).data.id as string;
    const keyOf: Record<string, string> = {
      firms: '1002',
      movements: 'MATRIX-NONE',
      'due-items': 'MATRIX-NONE',
      invoices: 'MATRIX-1',
      stocks: 'MATRIX-NONE',
      collections: matrix.objects.payment,
      webhooks: webhook,
    };
    const before = await snapshotOfA();
    const failures: string[] = [];
    const integration = operations.filter((operation) => operation.secured === 'integrationKey');
    expect(integration.length).toBeGreaterThan(5);
    for (const operation of integration) {
      const entity = /\/api\/integration\/v1\/([\w-]+)\//.exec(operation.path)?.[1] ?? '';
      const url = operation.path.replace(/\{\w+\}/, keyOf[entity] ?? '');
      const payload = operation.path.endsWith('/ack') ? { erpDocumentNo: 'MTX-ACK' } : undefined;
      for (const key of [null, matrix.keys.b, matrix.keys.a]) {
        if (key === matrix.keys.a && operation.method !== 'GET') {
          continue;
        }
        const answer = await t.app.inject({
          method: operation.method,
          url,
          headers: key ? { authorization: `Bearer ${key}` } : {},
          ...(payload ? { payload } : {}),
        });
        const who = key === null ? 'no key' : key === matrix.keys.a ? "tenant A's key" : "tenant B's key";
        const ok =
          key === matrix.keys.a
            ? answer.statusCode === 200
            : key === null
              ? answer.statusCode === 401
              : // A delete in B's own namespace finds nothing to delete ("deleted: false"); anything else is refused.
                (refused(answer.statusCode) || answer.body.includes('"deleted":false')) &&
                !answer.body.includes('Demo Alt Bayi') &&
                !answer.body.includes(matrix.objects.payment.slice(0, 8));
        if (!ok) {
          failures.push(
            `${who} ${operation.method} ${operation.path} → ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotOfA()).toBe(before);
  });
});
