import { messages } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { CARDS, postCallback, saleThroughThreeD } from '../../../test/payments.js';
import { type Receiver, startReceiver, verifySignature } from '../../../test/webhook-receiver.js';
import { auditLog, firms, tenants } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
let firmUser: Awaited<ReturnType<typeof login>>;
let adminB: Awaited<ReturnType<typeof login>>;
let receiver: Receiver;

type Delivery = { id: string; eventId: string; eventType: string; status: string; attempts: number };
type Endpoint = { id: string; url: string; events: string[]; isActive: boolean; createdAt: string };

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | undefined, payload?: object) =>
  request(t.app, {
    method,
    url: `/api/admin/Integration${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

async function addEndpoint(events: string[] = ['collection.authorised']) {
  const response = await call('POST', '/Webhooks', admin.token, { url: receiver.url, events });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<Endpoint & { secret: string }>(response).data;
}

async function deliveriesOf(endpointId: string, token = admin.token) {
  const response = await call('GET', `/Webhooks/${endpointId}/Deliveries`, token);
  expect(response.statusCode).toBe(200);
  return answerOf<Delivery[]>(response).data;
}

/** A card payment of firm 1002 through the sandbox bank: a collection.authorised event. */
async function collect(): Promise<void> {
  const [row] = await t.ctx.db
    .select({ id: firms.id })
    .from(firms)
    .innerJoin(tenants, eq(tenants.id, firms.tenantId))
    .where(and(eq(tenants.paymentGuid, DEMO.tenantA.paymentGuid), eq(firms.branchNumber, '1002')));
  const sale = await saleThroughThreeD(t.baseUrl, {
    net: '150.00',
    card: CARDS.approved,
    extra: { firmId: row?.id },
  });
  await postCallback(sale.callback.action, sale.callback.fields);
}

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    // The tests' receiver listens on this machine.
    env: { SANDBOX_BANK: 'on', WEBHOOK_PRIVATE_TARGETS: 'on' },
    // One attempt: a failure is final at once, so a retry can be tried.
    webhooks: { retryDelaysSeconds: [], timeoutMs: 500 },
  });
  receiver = await startReceiver();
  admin = await login(t.app, DEMO.tenantAdmin.email);
  firmUser = await login(t.app);
  adminB = await adminOfTenantB(t);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('webhook endpoints in the admin console', () => {
  it('adds an endpoint with its secret shown once, lists it without, and removes it', async () => {
    const created = await call('POST', '/Webhooks', admin.token, {
      url: receiver.url,
      events: ['collection.authorised'],
    });
    expect(created.statusCode).toBe(200);
    expect(answerOf(created).message).toBe(messages.webhookCreated);
    const endpoint = answerOf<Endpoint & { secret: string }>(created).data;
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['collection.authorised'], isActive: true });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const list = await call('GET', '/Webhooks', admin.token);
    expect(answerOf<Endpoint[]>(list).data.map((row) => row.id)).toContain(endpoint.id);
    expect(list.body).not.toContain(endpoint.secret);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'webhook.create'), eq(auditLog.objectId, endpoint.id)));
    expect(entry).toMatchObject({ userId: admin.firmUserId, tenantId: admin.tenantId });
    expect(JSON.stringify(await t.ctx.db.select().from(auditLog))).not.toContain(endpoint.secret);
    expect(t.logs.join('\n')).not.toContain(endpoint.secret);

    expect((await call('DELETE', `/Webhooks/${endpoint.id}`, admin.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/Webhooks/${endpoint.id}`, admin.token)).statusCode).toBe(404);
    const deleted = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'webhook.delete'), eq(auditLog.objectId, endpoint.id)));
    expect(deleted[0]?.userId).toBe(admin.firmUserId);
  });

  it('queues a test delivery that shows in the log and arrives signed', async () => {
    const endpoint = await addEndpoint();
    const none = await call('POST', `/Webhooks/${endpoint.id}/Test`, admin.token);
    expect(none.statusCode).toBe(400);
    expect(answerOf(none).message).toBe(messages.webhookTestNoEvent);
    await collect();
    const [first] = await deliveriesOf(endpoint.id);
    const queued = await call('POST', `/Webhooks/${endpoint.id}/Test`, admin.token);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(answerOf(queued).message).toBe(messages.webhookTestQueued);
    const test = answerOf<Delivery>(queued).data;
    expect(test).toMatchObject({ status: 'pending', attempts: 0, eventId: first?.eventId });
    const log = await deliveriesOf(endpoint.id);
    expect(log.map((row) => row.id)).toEqual([test.id, first?.id]);
    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'webhook.test'), eq(auditLog.objectId, test.id)));
    expect(audited).toMatchObject({ userId: admin.firmUserId, outcome: 'success' });

    receiver.received.length = 0;
    await t.ctx.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(2);
    for (const received of receiver.received) {
      const signature = String(received.headers['tahsilat-signature']);
      expect(verifySignature(endpoint.secret, signature, received.body, Math.floor(Date.now() / 1000))).toBe(
        true,
      );
    }
    expect((await deliveriesOf(endpoint.id)).map((row) => row.status)).toEqual(['delivered', 'delivered']);
    await call('DELETE', `/Webhooks/${endpoint.id}`, admin.token);
  });

  it('retries a failed delivery now, and only a failed one', async () => {
    const endpoint = await addEndpoint();
    receiver.answer.status = 500;
    const test = answerOf<Delivery>(await call('POST', `/Webhooks/${endpoint.id}/Test`, admin.token)).data;
    await t.ctx.webhooks.deliverDue();
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ id: test.id, status: 'failed', attempts: 1, lastError: 'HTTP 500' });

    receiver.answer.status = 200;
    const retried = await call('POST', `/Deliveries/${test.id}/Retry`, admin.token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(answerOf(retried).message).toBe(messages.webhookRetryQueued);
    const pending = answerOf<Delivery & { nextAttemptAt: string }>(retried).data;
    expect(pending).toMatchObject({ id: test.id, status: 'pending', attempts: 1 });
    expect(Date.parse(pending.nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1000);
    const audited = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'webhook.retry'), eq(auditLog.objectId, test.id)));
    expect(audited).toHaveLength(1);
    await t.ctx.webhooks.deliverDue();
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });

    const again = await call('POST', `/Deliveries/${test.id}/Retry`, admin.token);
    expect(again.statusCode).toBe(400);
    expect(answerOf(again).message).toBe(messages.webhookDeliveryNotFailed);
    await call('DELETE', `/Webhooks/${endpoint.id}`, admin.token);
  });

  it("answers only administrators, and never with another tenant's endpoints or deliveries", async () => {
    const endpoint = await addEndpoint();
    const delivery = answerOf<Delivery>(
      await call('POST', `/Webhooks/${endpoint.id}/Test`, admin.token),
    ).data;
    const routes = [
      ['GET', '/Webhooks', undefined],
      ['POST', '/Webhooks', { url: receiver.url }],
      ['DELETE', `/Webhooks/${endpoint.id}`, undefined],
      ['GET', `/Webhooks/${endpoint.id}/Deliveries`, undefined],
      ['POST', `/Webhooks/${endpoint.id}/Test`, undefined],
      ['POST', `/Deliveries/${delivery.id}/Retry`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, firmUser.token, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const listOfB = await call('GET', '/Webhooks', adminB.token);
    expect(listOfB.body).not.toContain(endpoint.id);
    for (const [method, url] of routes.slice(2)) {
      const response = await call(method, url, adminB.token);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain(receiver.url);
    }
    expect((await deliveriesOf(endpoint.id)).map((row) => row.id)).toContain(delivery.id);
    await call('DELETE', `/Webhooks/${endpoint.id}`, admin.token);
  });

  it('refuses bad input in the catalogue format and adds nothing', async () => {
    const count = async () => answerOf<Endpoint[]>(await call('GET', '/Webhooks', admin.token)).data.length;
    const before = await count();
    const refused = async (body: object, message?: string) => {
      const response = await call('POST', '/Webhooks', admin.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(406);
      const answer = answerOf<string[]>(response);
      expect(answer.data).toContain(answer.message);
      if (message) {
        expect(answer.message).toBe(message);
      }
    };
    await refused({ url: 'ftp://erp.example.com/hook' }, messages.webhookUrlInvalid);
    await refused({ url: 'https://user:secret@erp.example.com/hook' }, messages.webhookUrlInvalid);
    await refused({ url: 'not a url' }, messages.webhookUrlInvalid);
    await refused({ url: 'javascript:alert(1)' }, messages.webhookUrlInvalid);
    await refused({ url: 'https://erp.example.com/hook', events: ['collection.unknown'] });
    await refused({ url: 'https://erp.example.com/hook', events: [] });
    await refused({ url: '' });
    await refused({ url: 'https://erp.example.com/hook', tenantId: admin.tenantId });
    expect((await call('GET', '/Webhooks/not-a-uuid/Deliveries', admin.token)).statusCode).toBe(406);
    expect((await call('POST', '/Deliveries/not-a-uuid/Retry', admin.token)).statusCode).toBe(406);
    expect(await count()).toBe(before);
  });
});
