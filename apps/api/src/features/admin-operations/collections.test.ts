import { type AdminCollectionPage, type AdminCollectionRow, messages } from '@tahsilat/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOps, clonePayment, walkPages } from '../../../test/admin-operations.js';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, DEMO, login, POSTGRES_URL, type TestApp } from '../../../test/helpers.js';
import { buildPaymentApp, firmIdOf, paidPortalSale } from '../../../test/payments.js';
import { commissionDefinitions, posAccounts, posTransactions } from '../../db/schema.js';

/** GET /admin/Collections: every firm's collections of the administrator's tenant, never another's. */

let t: TestApp;
let call: ReturnType<typeof adminOps>;
let admin: Awaited<ReturnType<typeof login>>;
let demo: Awaited<ReturnType<typeof login>>;
/** Tenant B's own administrator (made once: the helper grants the role). */
let adminB: Awaited<ReturnType<typeof login>>;
let saleId: string;
let firmA: string;
let dealer: string;

const TIE = '2025-06-10T09:00:00.000Z';
const list = (query: string, token: string = admin.token) => call(token, 'GET', `/Collections?${query}`);
const pageOf = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<AdminCollectionPage>(response).data;
};
const orders = (rows: AdminCollectionRow[]) => rows.map((row) => row.orderId);

beforeAll(async () => {
  t = await buildPaymentApp();
  call = adminOps(t);
  admin = await login(t.app, DEMO.tenantAdmin.email);
  demo = await login(t.app);
  adminB = await adminOfTenantB(t);
  const bayi = await login(t.app, DEMO.subFirmUser.email);
  saleId = await paidPortalSale(t.baseUrl, bayi.token, { net: '40.00' });
  firmA = await firmIdOf(t.ctx.db, DEMO.firms.a.branchNumber);
  dealer = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
  const tenantB = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid)).id;
  const [accountB] = await t.ctx.db.select().from(posAccounts).where(eq(posAccounts.tenantId, tenantB));
  const [definitionB] = await t.ctx.db
    .select()
    .from(commissionDefinitions)
    .where(eq(commissionDefinitions.tenantId, tenantB));
  const firmB = await firmIdOf(t.ctx.db, DEMO.firms.b.branchNumber, DEMO.tenantB.name);
  await clonePayment(t, saleId, [
    // 23 of one instant: keyset paging must neither lose nor repeat them.
    ...Array.from({ length: 23 }, (_, i) => ({
      orderId: `OPS-TIE-${i}`,
      firmId: i % 2 ? dealer : firmA,
      amount: `${100 + i}.00`,
      createdAt: TIE,
    })),
    {
      orderId: 'OPS-JUNE-1',
      firmId: firmA,
      amount: '1500.00',
      createdAt: '2025-06-01T08:00:00Z',
      card: '540667******7777',
    },
    { orderId: 'OPS-MAY', firmId: dealer, amount: '2500.00', createdAt: '2025-05-20T08:00:00Z' },
    {
      orderId: 'OPS-B-SECRET',
      firmId: firmB,
      amount: '999.00',
      createdAt: TIE,
      tenant: {
        tenantId: tenantB,
        posAccountId: accountB?.id ?? '',
        posAccountVersionId: accountB?.currentVersionId ?? '',
        commissionDefinitionId: definitionB?.id ?? '',
      },
    },
  ]);
});
afterAll(async () => t.close());

describe('who reads the collections', () => {
  it('is the tenant administrator: a firm user is refused, no session is 401', async () => {
    expect((await list('', demo.token)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/Collections')).statusCode).toBe(401);
  });

  it("shows every firm of the tenant and never another tenant's collections", async () => {
    const all = await walkPages<AdminCollectionRow>((cursor) => list(`pageSize=100${cursor}`), 100);
    expect(orders(all)).not.toContain('OPS-B-SECRET');
    expect(new Set(all.map((row) => row.firm?.id))).toEqual(new Set([firmA, dealer]));
    expect((await pageOf('search=OPS-B-SECRET')).items).toEqual([]);
    const seenByB = await walkPages<AdminCollectionRow>(
      (cursor) => list(`pageSize=100${cursor}`, adminB.token),
      100,
    );
    expect(orders(seenByB)).toEqual(['OPS-B-SECRET']);
    // Naming A's firm from B matches nothing.
    expect((await list(`firmId=${firmA}`, adminB.token)).statusCode).toBe(200);
    expect(answerOf<AdminCollectionPage>(await list(`firmId=${firmA}`, adminB.token)).data.items).toEqual([]);
  });
});

describe('paging, filters and what was refunded', () => {
  it('returns every collection once, newest first, across pages of one instant', async () => {
    const ties = await walkPages<AdminCollectionRow>(
      (cursor) => list(`search=OPS-TIE&pageSize=10${cursor}`),
      10,
    );
    expect(ties).toHaveLength(23);
    expect(new Set(ties.map((row) => row.id)).size).toBe(23);
    const first = await pageOf('search=OPS-&pageSize=10');
    expect(first.total).toBe(25);
    expect(first.items[0]?.createdAt).toBe(TIE.replace('.000Z', '.000000Z'));
    expect(first.nextCursor).not.toBeNull();
    expect((await list('cursor=not-a-cursor')).statusCode).toBe(406);
    expect(answerOf(await list('cursor=not-a-cursor')).message).toContain(messages.cursorInvalid);
  });

  it('filters by firm, day, amount, status and the card’s last digits', async () => {
    expect(orders((await pageOf(`search=OPS-&firmId=${dealer}&amountMin=1000`)).items)).toEqual(['OPS-MAY']);
    expect(orders((await pageOf('search=OPS-&dateFrom=2025-06-01&dateTo=2025-06-01')).items)).toEqual([
      'OPS-JUNE-1',
    ]);
    expect(orders((await pageOf('search=7777')).items)).toEqual(['OPS-JUNE-1']);
    expect(orders((await pageOf('search=OPS-&amountMin=105&amountMax=106.00')).items).sort()).toEqual([
      'OPS-TIE-5',
      'OPS-TIE-6',
    ]);
    expect((await pageOf('search=OPS-&status=failed')).items).toEqual([]);
    expect((await list('dateFrom=2025-06-02&dateTo=2025-06-01')).statusCode).toBe(406);
  });

  it('shows what a partial refund gave back', async () => {
    await t.ctx.db
      .update(posTransactions)
      .set({ collectedAt: sql`now() - interval '1 day'` })
      .where(eq(posTransactions.id, saleId));
    t.sandbox?.api.closeDay();
    const refund = await call(admin.token, 'POST', `/collections/${saleId}/refunds`, {
      amount: '15.00',
      reason: 'Kısmi iade',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [row] = (await pageOf('status=partially_refunded')).items;
    expect(row).toMatchObject({ id: saleId, refundedAmount: '15.00', status: 'partially_refunded' });
    expect(row?.firm?.id).toBe(dealer);
  });
});

describe('late charges: the bank took the money after the payer was told the payment failed', () => {
  const LATE = { 'OPS-JUNE-1': '2025-06-01T08:40:00.000Z', 'OPS-MAY': '2025-05-20T08:35:00.000Z' };
  const stamp = (orderIds: string[], at: Date) =>
    t.ctx.db
      .update(posTransactions)
      .set({ lateChargeAt: at })
      .where(inArray(posTransactions.orderId, orderIds));

  it('carries the late charge’s time, is found by late=true, and never shows another tenant’s', async () => {
    expect((await pageOf('search=OPS-JUNE-1')).items[0]?.lateChargeAt).toBeNull();
    for (const [orderId, at] of Object.entries(LATE)) {
      await stamp([orderId], new Date(at));
    }
    await stamp(['OPS-B-SECRET'], new Date('2025-06-10T09:40:00Z'));
    await t.ctx.db
      .update(posTransactions)
      .set({ lateChargeAt: new Date() })
      .where(eq(posTransactions.id, saleId));

    const late = await pageOf('late=true');
    expect(orders(late.items)).toEqual([expect.any(String), 'OPS-JUNE-1', 'OPS-MAY']);
    expect(late.items[0]?.id).toBe(saleId);
    expect(late.total).toBe(3);
    expect(late.items.slice(1).map((row) => row.lateChargeAt)).toEqual(Object.values(LATE));
    expect(
      (await pageOf('search=OPS-TIE-1&pageSize=100')).items.every((row) => row.lateChargeAt === null),
    ).toBe(true);
    // Not yet refunded: the partly refunded one drops out of the successful ones.
    expect(orders((await pageOf('late=true&status=success')).items)).toEqual(['OPS-JUNE-1', 'OPS-MAY']);
    expect(orders((await pageOf(`late=true&firmId=${dealer}&search=OPS-`)).items)).toEqual(['OPS-MAY']);

    const seenByB = answerOf<AdminCollectionPage>(await list('late=true', adminB.token)).data;
    expect(orders(seenByB.items)).toEqual(['OPS-B-SECRET']);
    expect(seenByB.items[0]?.lateChargeAt).toBe('2025-06-10T09:40:00.000Z');
  });

  it('accepts only late=true', async () => {
    for (const query of ['late=false', 'late=1', 'late=']) {
      expect((await list(query)).statusCode, query).toBe(406);
    }
  });
});

describe.runIf(POSTGRES_URL)('on a large table', () => {
  it("reads the tenant's newest page through the (tenant_id, created_at) index", async () => {
    const plan = await t.ctx.db.transaction(async (tx) => {
      // A test table is small enough for a scan; the question is whether an index serves the order at all.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(
        sql`EXPLAIN SELECT id FROM pos_transactions WHERE tenant_id = ${admin.tenantId} ORDER BY created_at DESC, id DESC LIMIT 21`,
      );
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('pos_transactions_tenant_created_idx');
  });
});
