import type { PaymentRequestItem, PaymentRequestPage, PublicPaymentRequest } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { firms, tenants, users, userTenants } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { type Answer, answerOf, buildTestApp, DEMO, login, request, type TestApp } from './helpers.js';

/** The test app the payment link suites share: sandbox bank on, the payment throttle out of the way. */
export async function startLinkApp(): Promise<{ t: TestApp; firmToken: string; tenantAId: string }> {
  const t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
  });
  const session = await login(t.app);
  return { t, firmToken: session.token, tenantAId: session.tenantId };
}

/** The payment link routes as a test calls them; `t` is read at each call (the app starts in `beforeAll`). */
export function linkApi(t: () => TestApp) {
  /** A sub-firm user with every flag, under firm 1001 (a sibling of the seeded 1002). */
  async function addSubFirmUser(branchNumber: string, email: string) {
    const db = t().ctx.db;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.paymentGuid, DEMO.tenantA.paymentGuid));
    const [parent] = await db
      .select()
      .from(firms)
      .where(and(eq(firms.tenantId, tenant?.id ?? ''), eq(firms.branchNumber, '1001')));
    const [firm] = await db
      .insert(firms)
      .values({
        tenantId: tenant?.id ?? '',
        parentFirmId: parent?.id ?? null,
        branchNumber,
        name: `Bayi ${branchNumber}`,
      })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        email,
        name: `Kullanıcı ${branchNumber}`,
        passwordHash: await hashPassword(DEMO.password),
        passwordChangedAt: new Date(),
      })
      .returning();
    await db.insert(userTenants).values({
      userId: user?.id ?? '',
      tenantId: tenant?.id ?? '',
      firmId: firm?.id ?? '',
      posCollection: true,
      createPaymentLink: true,
    });
    return { firmId: firm?.id ?? '', token: (await login(t().app, email)).token };
  }

  async function create(token: string, body: Record<string, unknown>) {
    const response = await request(t().app, {
      method: 'POST',
      url: '/api/PaymentRequest/Create',
      token,
      payload: { amount: '1250.00', currencyCode: 'TRY', description: 'Fatura 2026-204', ...body },
    });
    return { status: response.statusCode, answer: answerOf<PaymentRequestItem>(response) };
  }

  async function created(token: string, body: Record<string, unknown> = {}): Promise<PaymentRequestItem> {
    const { status, answer } = await create(token, body);
    expect(status, JSON.stringify(answer)).toBe(200);
    return answer.data;
  }

  async function list(token: string, query: Record<string, string> = {}) {
    const response = await request(t().app, {
      method: 'GET',
      url: `/api/PaymentRequest/List?${new URLSearchParams(query).toString()}`,
      token,
    });
    return { status: response.statusCode, answer: answerOf<PaymentRequestPage>(response) };
  }

  async function post(path: string, token: string, payload: Record<string, unknown>) {
    const response = await request(t().app, {
      method: 'POST',
      url: `/api/PaymentRequest/${path}`,
      token,
      payload,
    });
    return { status: response.statusCode, answer: answerOf<PaymentRequestItem>(response) };
  }

  async function byCode(code: string) {
    const response = await fetch(`${t().baseUrl}/api/PaymentRequest/GetByPaymentRequestId`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ PaymentRequestString: code }),
    });
    return { status: response.status, answer: (await response.json()) as Answer<PublicPaymentRequest> };
  }

  function journal(orderId: string) {
    return t().sandbox?.journal.list(orderId) ?? [];
  }

  return { addSubFirmUser, create, created, list, post, byCode, journal };
}
