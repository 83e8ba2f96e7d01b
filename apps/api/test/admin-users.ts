import { type AdminUser, PERMISSION_KEYS, type PermissionFlags } from '@tahsilat/domain';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, outbox, tenantAdmins, tenants, users } from '../src/db/schema.js';
import { answerOf, DEMO, login, request, type TestApp } from './helpers.js';

/** Helpers of the tenant administrator's users-and-roles tests (issue 15). */

export const NO_FLAGS = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, false])) as PermissionFlags;
export const NEW_PASSWORD = 'Davetli.Sifre2026';
export const INVITE_LINK = /http:\/\/portal\.test\/new-password\/([A-Za-z0-9_-]{43})/;
export const RESET_LINK = /http:\/\/portal\.test\/reset-password\/([A-Za-z0-9_-]{43})/;

type Method = 'GET' | 'POST' | 'PUT';

export function adminApi(t: TestApp) {
  return (token: string | undefined, method: Method, url: string, payload?: object) =>
    request(t.app, {
      method,
      url: `/api/admin/Users${url}`,
      ...(token ? { token } : {}),
      ...(payload ? { payload } : {}),
    });
}

/** The newest e-mail to the address, as the outbox holds it. */
export async function lastMailTo(t: TestApp, email: string) {
  const [mail] = await t.ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail ?? null;
}

/** Invites a person through the API and, with `accept`, creates its password from the e-mailed link. */
export async function invitePerson(
  t: TestApp,
  adminToken: string,
  body: Record<string, unknown>,
  accept = false,
): Promise<AdminUser> {
  const response = await adminApi(t)(adminToken, 'POST', '', body);
  expect(response.statusCode, response.body).toBe(200);
  const user = answerOf<AdminUser>(response).data;
  if (accept) {
    const mail = await lastMailTo(t, user.email);
    const token = INVITE_LINK.exec(mail?.textBody ?? '')?.[1] ?? '';
    const created = await request(t.app, {
      method: 'POST',
      url: '/api/FirmAuth/NewPassword',
      payload: { PsrGuid: token, Password: NEW_PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(200);
  }
  return user;
}

/** Makes demo@ (a firm user of both tenants) an administrator of tenant B too, signed in there. */
export async function adminOfTenantB(t: TestApp) {
  const [demoUser] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.firmUser.email));
  const [tenantB] = await t.ctx.db.select().from(tenants).where(eq(tenants.name, DEMO.tenantB.name));
  await t.ctx.db.insert(tenantAdmins).values({ userId: demoUser?.id ?? '', tenantId: tenantB?.id ?? '' });
  return login(t.app, DEMO.firmUser.email, DEMO.password, 'http://ornek-sanayi.localhost:3000');
}

export async function auditEntries(t: TestApp, objectId: string, event: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, objectId), eq(auditLog.event, event as 'admin.user.update')))
    .orderBy(auditLog.id);
}
