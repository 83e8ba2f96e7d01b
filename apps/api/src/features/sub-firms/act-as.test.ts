import { type LoginData, messages, PERMISSION_KEYS, type StatementPage } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { firmIdOf } from '../../../test/payments.js';
import { auditLog, firms, tenantAdmins, users } from '../../db/schema.js';

/** Act as dealer (issue 13): a read-only view of a sub-firm, refused every write. */

let t: TestApp;
let dealerFirm: string;

const call = (token: string, method: string, url: string, payload?: object) =>
  request(t.app, {
    method: method as 'GET',
    url: url.startsWith('/api') ? url : `/api${url}`,
    token,
    ...(payload ? { payload } : {}),
  });

async function startActing(): Promise<{ own: LoginData; acting: LoginData }> {
  const own = await login(t.app);
  const response = await call(own.token, 'POST', `/SubFirm/${dealerFirm}/ActAs`);
  expect(response.statusCode).toBe(200);
  return { own, acting: answerOf<LoginData>(response).data };
}

beforeAll(async () => {
  t = await buildTestApp();
  dealerFirm = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
});
afterAll(async () => {
  await t.close();
});

describe('acting as a dealer', () => {
  it("is never an administrator's session, even for a user who administers the tenant", async () => {
    const [own] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.firmUser.email));
    const tenantId = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
    await t.ctx.db.insert(tenantAdmins).values({ userId: own?.id ?? '', tenantId });
    try {
      const { own: session, acting } = await startActing();
      expect((await call(session.token, 'GET', '/admin/Site')).statusCode).toBe(200);
      expect((await call(acting.token, 'GET', '/admin/Site')).statusCode).toBe(403);
      expect((await call(acting.token, 'PUT', '/admin/Site', {})).statusCode).toBe(403);
      await call(acting.token, 'POST', '/SubFirm/ActAs/End');
    } finally {
      await t.ctx.db
        .delete(tenantAdmins)
        .where(and(eq(tenantAdmins.userId, own?.id ?? ''), eq(tenantAdmins.tenantId, tenantId)));
    }
  });

  it("shows the dealer's statement with only the read-only flags, audited at start and end", async () => {
    const { own, acting } = await startActing();
    expect(acting.actingAs).toMatchObject({ id: dealerFirm, code: DEMO.firms.aSub.branchNumber });
    expect(acting.firmId).toBe(dealerFirm);
    expect(PERMISSION_KEYS.filter((key) => acting[key])).toEqual([
      'paymentPlan',
      'collectionPlan',
      'posCollection',
      'firmTransaction',
    ]);
    const statement = await call(acting.token, 'GET', '/FirmReport/Statement');
    expect(statement.statusCode).toBe(200);
    expect(answerOf<StatementPage>(statement).data.firm.code).toBe(DEMO.firms.aSub.branchNumber);
    // The dealer's view has no sub-firms, no links.
    expect((await call(acting.token, 'GET', '/SubFirm/List')).statusCode).toBe(403);
    expect((await call(acting.token, 'GET', '/PaymentRequest/List')).statusCode).toBe(403);

    expect((await call(acting.token, 'POST', '/SubFirm/ActAs/End')).statusCode).toBe(200);
    expect((await call(acting.token, 'GET', '/FirmReport/Statement')).statusCode).toBe(401);
    const mine = await call(own.token, 'GET', '/FirmReport/Statement');
    expect(answerOf<StatementPage>(mine).data.firm.code).toBe(DEMO.firms.a.branchNumber);
    const events = await t.ctx.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(and(eq(auditLog.objectId, dealerFirm), eq(auditLog.userId, own.firmUserId)));
    expect(events.map((row) => row.event)).toEqual(
      expect.arrayContaining(['subfirm.act-as.start', 'subfirm.act-as.end']),
    );
  });

  it('refuses every signed-in call that writes (403) and the tenant switch, and writes nothing', async () => {
    const { acting } = await startActing();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: { bearer?: string[] }[] }>>;
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const signedIn = operation.security?.some((entry) => entry.bearer !== undefined);
        if (!signedIn || method === 'get' || path.startsWith('/api/admin')) {
          continue;
        }
        if (path === '/api/SubFirm/ActAs/End' || path === '/api/FirmAuth/Logout') {
          continue;
        }
        const url = path
          .replace('{id}', dealerFirm)
          .replace(/\{[^}]+\}/g, '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b');
        const response = await call(acting.token, method.toUpperCase(), url, {});
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(answerOf(response).message, `${method} ${path}`).toBe(messages.actingReadOnly);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(15);
    const tenantB = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid)).id;
    const switched = await call(acting.token, 'GET', `/FirmAuth/ChangeTenant/${tenantB}`);
    expect(switched.statusCode).toBe(403);
    // Still acting: the refusals did not end it.
    expect((await call(acting.token, 'GET', '/FirmReport/Statement')).statusCode).toBe(200);
  });

  it('ends with its parent session, and when the user loses addSubFirm', async () => {
    const first = await startActing();
    expect((await call(first.own.token, 'POST', '/FirmAuth/Logout')).statusCode).toBe(200);
    expect((await call(first.acting.token, 'GET', '/FirmReport/Statement')).statusCode).toBe(401);

    const second = await startActing();
    const satis = await login(t.app, DEMO.salesUser.email);
    const satisActing = answerOf<LoginData>(
      await call(satis.token, 'POST', `/SubFirm/${dealerFirm}/ActAs`),
    ).data;
    expect(PERMISSION_KEYS.filter((key) => satisActing[key])).toEqual(['posCollection', 'firmTransaction']);
    await t.ctx.db.execute(
      sql`UPDATE user_tenants SET add_sub_firm = false WHERE user_id = ${satis.firmUserId}`,
    );
    await t.ctx.guards.sessionsRevoked();
    expect((await call(satisActing.token, 'GET', '/FirmReport/Statement')).statusCode).toBe(401);
    expect((await call(satis.token, 'GET', '/FirmReport/Statement')).statusCode).toBe(200);
    // Signing out of the dealer's view signs the user out.
    expect((await call(second.acting.token, 'POST', '/FirmAuth/Logout')).statusCode).toBe(200);
    expect((await call(second.own.token, 'GET', '/FirmReport/Statement')).statusCode).toBe(401);
  });

  it("a sub-firm user, another tenant's firm and an unknown firm cannot be acted as", async () => {
    const bayi = await login(t.app, DEMO.subFirmUser.email);
    expect((await call(bayi.token, 'POST', `/SubFirm/${dealerFirm}/ActAs`)).statusCode).toBe(403);
    const own = await login(t.app);
    const mainFirm = (
      await t.ctx.db
        .select({ id: firms.id })
        .from(firms)
        .where(eq(firms.id, own.firmId ?? ''))
    )[0]?.id;
    expect((await call(own.token, 'POST', `/SubFirm/${mainFirm}/ActAs`)).statusCode).toBe(404);
  });
});
