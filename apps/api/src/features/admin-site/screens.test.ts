import type { AdminScreens, ScreenSettings } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;

const call = (method: 'GET' | 'PUT', url: string, token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: `/api/admin/${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

async function screenOf(id: 5 | 6): Promise<ScreenSettings> {
  const all = answerOf<AdminScreens>(await call('GET', 'ScreenSettings', admin.token)).data;
  const screen = all.find((entry) => entry.screenId === id);
  if (!screen) {
    throw new Error(`no screen ${id}`);
  }
  return screen.settings;
}

/** What the pay page reads for a screen. */
const publicScreen = async (id: 5 | 6) =>
  answerOf<ScreenSettings>(
    await request(t.app, {
      method: 'GET',
      url: `/api/PayWithoutLogin/TenantScreenSettings?tenantId=${admin.tenantId}&screenId=${id}`,
    }),
  ).data;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
});
afterAll(async () => t.close());

describe('payment screen settings', () => {
  it('are the stored ones or SPEC 3 defaults, to the administrator only', async () => {
    expect(await screenOf(6)).toMatchObject({ b2BMobilePhoneVisibility: true, b2BTcknVisibility: false });
    expect(await screenOf(5)).toMatchObject({ b2BMobilePhoneVisibility: false, b2BShowCampaignButton: true });
    const firmUser = await login(t.app);
    const body = await screenOf(6);
    expect((await call('GET', 'ScreenSettings', undefined)).statusCode).toBe(401);
    expect((await call('GET', 'ScreenSettings', firmUser.token)).statusCode).toBe(403);
    expect((await call('PUT', 'ScreenSettings/6', firmUser.token, body)).statusCode).toBe(403);
  });

  it('saves a screen, audits the changed switches, and the pay page follows at once', async () => {
    const before = await screenOf(6);
    expect((await publicScreen(6)).b2BMobilePhoneVisibility).toBe(true);
    const saved = await call('PUT', 'ScreenSettings/6', admin.token, {
      ...before,
      b2BMobilePhoneVisibility: false,
      b2BTcknVisibility: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(await publicScreen(6)).toMatchObject({ b2BMobilePhoneVisibility: false, b2BTcknVisibility: true });
    expect((await publicScreen(5)).b2BTcknVisibility).toBe(false);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'screen.settings.update'), eq(auditLog.tenantId, admin.tenantId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ objectId: '6', userId: admin.firmUserId });
    expect(entry?.details).toEqual({
      before: { b2BMobilePhoneVisibility: true, b2BTcknVisibility: false },
      after: { b2BMobilePhoneVisibility: false, b2BTcknVisibility: true },
    });
  });

  it('refuses an unknown screen, a missing or unknown switch', async () => {
    const body = await screenOf(5);
    expect((await call('PUT', 'ScreenSettings/7', admin.token, body)).statusCode).toBe(406);
    const { b2BTcknVisibility: _left, ...missing } = body;
    expect((await call('PUT', 'ScreenSettings/5', admin.token, missing)).statusCode).toBe(406);
    expect((await call('PUT', 'ScreenSettings/5', admin.token, { ...body, b2BNew: true })).statusCode).toBe(
      406,
    );
    expect(await screenOf(5)).toEqual(body);
  });
});
