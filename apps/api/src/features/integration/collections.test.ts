import { type Collection, messages } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, POSTGRES_URL, type TestApp } from '../../../test/helpers.js';
import { integrationCall, movement, pushItems } from '../../../test/integration.js';
import { CARDS, postCallback, saleThroughThreeD } from '../../../test/payments.js';
import { type Receiver, startReceiver, verifySignature } from '../../../test/webhook-receiver.js';
import { firms, posTransactions, tenants, webhookDeliveries } from '../../db/schema.js';
import { createIntegrationKey } from './integration-keys.js';

let t: TestApp;
let firmId: string;
let keyB: string;

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    // The tests' receivers listen on this machine.
    env: { SANDBOX_BANK: 'on', WEBHOOK_PRIVATE_TARGETS: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
    webhooks: { retryDelaysSeconds: [0, 0], timeoutMs: 500 },
  });
  const [row] = await t.ctx.db
    .select({ id: firms.id })
    .from(firms)
    .innerJoin(tenants, eq(tenants.id, firms.tenantId))
    .where(and(eq(tenants.paymentGuid, DEMO.tenantA.paymentGuid), eq(firms.branchNumber, '1002')));
  firmId = row?.id ?? '';
  const tenantB = await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid);
  keyB = (await createIntegrationKey(t.ctx.db, tenantB.id, { name: 'B', createdBy: 'test', ip: null })).key;
});
afterAll(async () => t.close());

/** A card payment of firm 1002 through the sandbox bank; answers its transaction id. */
async function collect(net: string, card: string = CARDS.approved): Promise<string> {
  const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, { net, card, extra: { firmId } });
  await postCallback(callback.action, callback.fields);
  return transactionId;
}

async function feed(query = '', key?: string) {
  const response = await integrationCall(t.app, 'GET', `/collections${query}`, { key });
  return {
    status: response.statusCode,
    page: answerOf<{ items: Collection[]; nextCursor: string | null; hasMore: boolean }>(response).data,
  };
}

describe('GET /collections', () => {
  it('lists approved collections in the order they were taken, by cursor; a declined payment is not one', async () => {
    expect((await feed()).page).toEqual({ items: [], nextCursor: null, hasMore: false });
    const first = await collect('150.00');
    await collect('99.00', CARDS.declined);
    const second = await collect('275.50');
    const third = await collect('1000.00');
    const page1 = (await feed('?limit=2')).page;
    expect(page1.items.map((item) => item.id)).toEqual([first, second]);
    expect(page1.hasMore).toBe(true);
    expect(page1.items[0]).toMatchObject({
      firmCode: '1002',
      amount: '150.00',
      commission: '2.69',
      totalAmount: '152.69',
      currencyCode: 'TRY',
      installmentCount: 1,
      bankName: 'Akbank',
      maskedCardNumber: '435508******4358',
      status: 'authorised',
      erpDocumentNo: null,
    });
    expect(page1.items[0]?.authCode).toMatch(/\S/);
    expect(page1.items[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page2 = (await feed(`?after=${page1.nextCursor}&limit=2`)).page;
    expect(page2.items.map((item) => item.id)).toEqual([third]);
    expect(page2.hasMore).toBe(false);
    // At the end the cursor stays put, ready for the next collection.
    const end = (await feed(`?after=${page2.nextCursor}`)).page;
    expect(end).toEqual({ items: [], nextCursor: page2.nextCursor, hasMore: false });
    const fourth = await collect('10.00');
    expect((await feed(`?after=${end.nextCursor}`)).page.items.map((item) => item.id)).toEqual([fourth]);
  });

  it('refuses a cursor it did not make', async () => {
    const { status } = await feed('?after=bm90LWEtY3Vyc29y');
    expect(status).toBe(406);
  });

  it("another tenant's key sees none of them", async () => {
    expect((await feed('', keyB)).page.items).toEqual([]);
  });
});

describe('POST /collections/:id/ack', () => {
  it('marks a collection posted; the same number again is harmless, another is refused', async () => {
    const id = await collect('42.00');
    const ack = (erpDocumentNo: string, key?: string) =>
      integrationCall(t.app, 'POST', `/collections/${id}/ack`, { key, payload: { erpDocumentNo } });
    const first = await ack('TAH2026000042');
    expect(first.statusCode).toBe(200);
    expect(answerOf<Collection>(first).data).toMatchObject({ id, erpDocumentNo: 'TAH2026000042' });
    expect((await ack('TAH2026000042')).statusCode).toBe(200);
    const other = await ack('TAH2026000043');
    expect(other.statusCode).toBe(400);
    expect(answerOf(other).message).toBe(messages.collectionAlreadyAcknowledged);
    expect((await ack('X', keyB)).statusCode).toBe(404);
    const unknown = await integrationCall(
      t.app,
      'POST',
      '/collections/00000000-0000-4000-8000-000000000000/ack',
      {
        payload: { erpDocumentNo: 'X' },
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('a movement may record only a collection of its own firm, on the credit side', async () => {
    const id = await collect('65.00');
    const { answer } = await pushItems(t.app, 'movements', [
      movement('rec-other', {
        firmCode: '1003',
        documentType: 'card',
        debit: '0',
        credit: '65.00',
        collectionId: id,
      }),
      movement('rec-debit', { documentType: 'card', debit: '65.00', collectionId: id }),
    ]);
    expect(answer.data.results.map((r) => r.errors[0]?.message)).toEqual([
      messages.collectionOtherFirm,
      messages.collectionNeedsCredit,
    ]);
  });

  it('a movement that records the collection marks it posted too', async () => {
    const id = await collect('64.00');
    await pushItems(t.app, 'movements', [
      movement('rec-1', {
        documentType: 'card',
        documentNo: 'KRT-64',
        debit: '0',
        credit: '64.00',
        collectionId: id,
      }),
    ]);
    const page = (await feed('?limit=500')).page;
    expect(page.items.find((item) => item.id === id)).toMatchObject({ erpDocumentNo: 'KRT-64' });
  });
});

describe('a collection recorded once while movements race (PostgreSQL)', () => {
  it.runIf(POSTGRES_URL)(
    'a delete and an insert of its recording movements at once leave it recorded',
    async () => {
      const id = await collect('77.00');
      const recording = (name: string, date: string) =>
        movement(name, { date, documentType: 'card', debit: '0', credit: '77.00', collectionId: id });
      await pushItems(t.app, 'movements', [recording('race-old-0', '2026-01-15')]);
      for (let round = 1; round <= 10; round += 1) {
        const [removed, added] = await Promise.all([
          integrationCall(t.app, 'DELETE', `/movements/T-MOV-race-old-${round - 1}`),
          pushItems(t.app, 'movements', [recording(`race-old-${round}`, '2026-02-15')]),
        ]);
        expect(removed.statusCode).toBe(200);
        expect(added.answer.data.created).toBe(1);
        const [row] = await t.ctx.db
          .select({ recordedAt: posTransactions.erpRecordedAt })
          .from(posTransactions)
          .where(eq(posTransactions.id, id));
        expect(row?.recordedAt, `round ${round}`).not.toBeNull();
      }
    },
  );
});

describe('webhooks', () => {
  let receiver: Receiver;
  let secret: string;
  let endpointId: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    const created = await integrationCall(t.app, 'POST', '/webhooks', {
      payload: { url: receiver.url, description: 'ERP aktarım servisi' },
    });
    expect(created.statusCode).toBe(200);
    const data = answerOf<{ id: string; secret: string; events: string[] }>(created).data;
    expect(data.events).toEqual(['collection.authorised', 'collection.refunded', 'collection.voided']);
    secret = data.secret;
    endpointId = data.id;
    const listed = answerOf<Record<string, unknown>[]>(await integrationCall(t.app, 'GET', '/webhooks')).data;
    expect(JSON.stringify(listed)).not.toContain(secret);
  });
  afterEach(() => {
    receiver.answer.status = 200;
    receiver.answer.delayMs = 0;
  });
  afterAll(async () => receiver.close());

  const deliveriesOf = async () =>
    answerOf<
      {
        eventId: string;
        status: string;
        attempts: number;
        lastStatusCode: number | null;
        lastError: string | null;
      }[]
    >(await integrationCall(t.app, 'GET', `/webhooks/${endpointId}/deliveries`)).data;

  it('posts collection.authorised signed with the endpoint secret', async () => {
    const id = await collect('310.00');
    await t.ctx.webhooks.deliverDue();
    const got = receiver.received.at(-1);
    expect(got).toBeDefined();
    const signature = String(got?.headers['tahsilat-signature']);
    expect(verifySignature(secret, signature, got?.body ?? '', Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifySignature('whsec_wrong', signature, got?.body ?? '', Math.floor(Date.now() / 1000))).toBe(
      false,
    );
    const event = JSON.parse(got?.body ?? '{}');
    expect(event).toMatchObject({
      type: 'collection.authorised',
      data: { collection: { id, amount: '310.00', firmCode: '1002' } },
    });
    expect(got?.headers['tahsilat-event-id']).toBe(event.id);
    expect((await deliveriesOf())[0]).toMatchObject({
      eventId: event.id,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
    });
  });

  it('retries after a failing answer and delivers the same event again', async () => {
    receiver.answer.status = 500;
    await collect('20.00');
    const before = receiver.received.length;
    await t.ctx.webhooks.deliverDue();
    expect((await deliveriesOf())[0]).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    receiver.answer.status = 204;
    await t.ctx.webhooks.deliverDue();
    expect((await deliveriesOf())[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 204,
    });
    const [a, b] = receiver.received.slice(before).map((r) => JSON.parse(r.body).id);
    expect(a).toBe(b);
  });

  it('a slow receiver is cut off and retried; the API does not wait for it', async () => {
    receiver.answer.delayMs = 2_000;
    await collect('21.00');
    const round = t.ctx.webhooks.deliverDue();
    const started = Date.now();
    const push = await pushItems(t.app, 'movements', [movement('while-slow')]);
    expect(push.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_500);
    await round;
    const [latest] = await deliveriesOf();
    expect(latest?.lastError).toContain('no answer within 500 ms');
  });

  it('a receiver that is down fails for good after the last retry', async () => {
    const down = await startReceiver();
    await down.close();
    const created = await integrationCall(t.app, 'POST', '/webhooks', { payload: { url: down.url } });
    const downId = answerOf<{ id: string }>(created).data.id;
    await collect('22.00');
    for (let round = 0; round < 3; round += 1) {
      await t.ctx.webhooks.deliverDue();
    }
    const [row] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, downId));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    expect((await integrationCall(t.app, 'DELETE', `/webhooks/${downId}`)).statusCode).toBe(200);
    expect((await integrationCall(t.app, 'DELETE', `/webhooks/${downId}`)).statusCode).toBe(404);
  });

  it('refuses a URL that is not http(s) or carries credentials', async () => {
    // (With WEBHOOK_PRIVATE_TARGETS off, a private or loopback address is refused too: webhook-http.test.ts.)
    for (const url of ['ftp://erp.example.com/hook', 'https://user:pass@erp.example.com/hook', 'nota url']) {
      const response = await integrationCall(t.app, 'POST', '/webhooks', { payload: { url } });
      expect(response.statusCode, url).toBe(406);
    }
  });
});
