import {
  addCalendarDays,
  istanbulIsoDate,
  type PaymentRequestItem,
  type PaymentRequestPage,
} from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOps, walkPages } from '../../../test/admin-operations.js';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { firmIdOf } from '../../../test/payments.js';
import { tenantBSession } from '../../../test/sub-firms.js';
import { auditLog } from '../../db/schema.js';

/** /admin/PaymentLinks: every firm's links of the tenant, cancelled and extended by the link services' rules. */

let t: TestApp;
let call: ReturnType<typeof adminOps>;
let admin: Awaited<ReturnType<typeof login>>;
let demo: Awaited<ReturnType<typeof login>>;
let dealer: string;
const made: PaymentRequestItem[] = [];
let linkB: PaymentRequestItem;

async function createLink(token: string, body: Record<string, unknown>): Promise<PaymentRequestItem> {
  const response = await request(t.app, {
    method: 'POST',
    url: '/api/PaymentRequest/Create',
    token,
    payload: { amount: '1250.00', currencyCode: 'TRY', description: 'Konsol bağlantısı', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<PaymentRequestItem>(response).data;
}

const pageOf = async (query: string, token: string = admin.token) => {
  const response = await call(token, 'GET', `/PaymentLinks?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<PaymentRequestPage>(response).data;
};

beforeAll(async () => {
  t = await buildTestApp();
  call = adminOps(t);
  admin = await login(t.app, DEMO.tenantAdmin.email);
  demo = await login(t.app);
  dealer = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
  for (let i = 0; i < 12; i += 1) {
    made.push(
      await createLink(demo.token, {
        referenceNumber: `OPS-LNK-${i}`,
        amount: `${100 + i}.00`,
        ...(i % 3 === 0 ? { firmId: dealer } : {}),
      }),
    );
  }
  linkB = await createLink((await tenantBSession(t)).token, { referenceNumber: 'OPS-LNK-B' });
});
afterAll(async () => t.close());

describe('who reads and changes the links', () => {
  it('is the tenant administrator; a firm user is refused', async () => {
    const id = made[0]?.id ?? '';
    expect((await call(demo.token, 'GET', '/PaymentLinks')).statusCode).toBe(403);
    expect((await call(demo.token, 'POST', `/PaymentLinks/${id}/Cancel`)).statusCode).toBe(403);
    expect(
      (await call(demo.token, 'POST', `/PaymentLinks/${id}/Extend`, { validityDate: '2099-01-01' }))
        .statusCode,
    ).toBe(403);
    expect((await call(undefined, 'GET', '/PaymentLinks')).statusCode).toBe(401);
  });

  it("lists every firm's links in keyset pages and never another tenant's", async () => {
    const rows = await walkPages<PaymentRequestItem>(
      (cursor) => call(admin.token, 'GET', `/PaymentLinks?search=OPS-LNK&pageSize=10${cursor}`),
      10,
    );
    expect(rows.map((row) => row.referenceNumber).sort()).toEqual(
      made.map((row) => row.referenceNumber).sort(),
    );
    expect(new Set(rows.map((row) => row.firmId)).size).toBe(2);
    expect((await pageOf(`firmId=${dealer}&search=OPS-LNK`)).items).toHaveLength(4);
    expect((await pageOf('search=OPS-LNK&amountMin=110')).items.map((row) => row.referenceNumber)).toEqual([
      'OPS-LNK-11',
      'OPS-LNK-10',
    ]);
    expect((await pageOf('search=OPS-LNK-B')).items).toEqual([]);
    const adminB = await adminOfTenantB(t);
    const seenByB = await pageOf('pageSize=100', adminB.token);
    expect(seenByB.items.map((row) => row.referenceNumber)).toEqual(['OPS-LNK-B']);
    // B's administrator cannot touch A's link, nor A's B's.
    const id = made[1]?.id ?? '';
    expect((await call(adminB.token, 'POST', `/PaymentLinks/${id}/Cancel`)).statusCode).toBe(404);
    expect((await call(admin.token, 'POST', `/PaymentLinks/${linkB.id}/Cancel`)).statusCode).toBe(404);
  });
});

describe('cancel and extend', () => {
  it("extends a dealer's link and then cancels it, each audited with before and after", async () => {
    const link = made[3];
    const day = addCalendarDays(istanbulIsoDate(), 20);
    const extended = await call(admin.token, 'POST', `/PaymentLinks/${link?.id}/Extend`, {
      validityDate: day,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(answerOf<PaymentRequestItem>(extended).data).toMatchObject({
      validityDate: day,
      status: 'waiting',
    });
    const bad = await call(admin.token, 'POST', `/PaymentLinks/${link?.id}/Extend`, {
      validityDate: '2020-01-01',
    });
    expect(bad.statusCode).toBe(406);
    const cancelled = await call(admin.token, 'POST', `/PaymentLinks/${link?.id}/Cancel`);
    expect(answerOf<PaymentRequestItem>(cancelled).data.status).toBe('cancelled');
    // The link service's own rule: a cancelled link is not open any more.
    const again = await call(admin.token, 'POST', `/PaymentLinks/${link?.id}/Cancel`);
    expect(again.statusCode).toBe(400);
    expect((await pageOf('status=cancelled&search=OPS-LNK')).items.map((row) => row.id)).toEqual([link?.id]);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, link?.id ?? ''))
      .orderBy(auditLog.id);
    expect(entries.slice(1).map((entry) => [entry.event, entry.details])).toEqual([
      [
        'payment-link.extend',
        expect.objectContaining({
          before: { validityDate: link?.validityDate },
          after: { validityDate: day },
        }),
      ],
      [
        'payment-link.cancel',
        expect.objectContaining({ before: { state: 'open' }, after: { state: 'cancelled' } }),
      ],
    ]);
  });
});
