import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, type TestApp } from '../../../test/helpers.js';
import { startSmtpCapture } from '../../../test/smtp.js';
import { ConfigError, loadConfig } from '../../config.js';
import { outbox } from '../../db/schema.js';
import { HttpSmsSender } from './sms.js';

interface GatewayCall {
  contentType: string | undefined;
  body: { to: string; text: string; sender: string };
}

/** A local HTTP server standing in for the SMS relay; answers with the queued statuses, then 200. */
async function startSmsGateway() {
  const calls: GatewayCall[] = [];
  const statuses: number[] = [];
  let hang = false;
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      calls.push({ contentType: request.headers['content-type'], body: JSON.parse(raw) });
      if (hang) {
        return;
      }
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' });
      response.end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms?key=secret-api-key`,
    calls,
    answerNext: (...next: number[]) => statuses.push(...next),
    setHanging: (value: boolean) => {
      hang = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
beforeAll(async () => {
  gateway = await startSmsGateway();
});
afterAll(async () => {
  await gateway.close();
});
afterEach(() => {
  gateway.calls.length = 0;
  gateway.setHanging(false);
});

describe('configuration', () => {
  // Secrets given, so loadConfig writes nothing into DATA_DIR.
  const configWith = (env: Record<string, string>) =>
    loadConfig({
      DATA_DIR: '/nonexistent/tahsilat-sms-test',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATA_KEY: randomBytes(32).toString('base64'),
      ...env,
    });

  it('accepts an http(s) SMS_URL, defaults SMS_SENDER and refuses anything else', () => {
    const config = configWith({ SMS_URL: 'https://sms.example/send' });
    expect(config.smsUrl).toBe('https://sms.example/send');
    expect(config.smsSender).toBe('TAHSILAT');
    expect(configWith({}).smsUrl).toBeUndefined();
    const badValues: Record<string, string>[] = [
      { SMS_URL: 'ftp://sms.example' },
      { SMS_URL: 'not a url' },
      { SMS_SENDER: 'A'.repeat(12) },
    ];
    for (const bad of badValues) {
      expect(() => configWith(bad)).toThrow(ConfigError);
    }
  });
});

describe('HttpSmsSender', () => {
  it('posts { to, text, sender } as JSON', async () => {
    await new HttpSmsSender({ url: gateway.url, sender: 'DEMO' }).send({
      to: '905321234567',
      text: 'Merhaba',
    });
    expect(gateway.calls).toEqual([
      { contentType: 'application/json', body: { to: '905321234567', text: 'Merhaba', sender: 'DEMO' } },
    ]);
  });

  it('treats a non-2xx answer as failure without putting the URL into the error', async () => {
    gateway.answerNext(503);
    const sending = new HttpSmsSender({ url: gateway.url, sender: 'DEMO' }).send({ to: '1', text: 'x' });
    await expect(sending).rejects.toThrow('SMS gateway answered HTTP 503');
    await expect(sending).rejects.not.toThrow(/secret-api-key/);
  });

  it('gives up after the timeout', async () => {
    gateway.setHanging(true);
    const sender = new HttpSmsSender({ url: gateway.url, sender: 'DEMO', timeoutMs: 200 });
    await expect(sender.send({ to: '1', text: 'x' })).rejects.toThrow();
  });
});

describe('outbox with an SMS relay (no SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMS_URL: gateway.url, SMS_SENDER: 'DEMOTICARET' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const enqueue = (to: string, text: string) =>
    t.ctx.db.transaction((tx) => t.ctx.outbox.enqueueSms(tx, { tenantId: null, to, text }));
  const rowFor = async (to: string) => {
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, to));
    return row;
  };

  it('reports the http provider', () => {
    expect(t.ctx.outbox.smsProvider).toBe('http');
  });

  it('delivers an enqueued SMS to the relay', async () => {
    await enqueue('905320000001', 'Ödeme bağlantınız: http://portal.test/pay/abc');
    await t.ctx.outbox.deliverDue();
    expect(gateway.calls.map((call) => call.body)).toContainEqual({
      to: '905320000001',
      text: 'Ödeme bağlantınız: http://portal.test/pay/abc',
      sender: 'DEMOTICARET',
    });
    const row = await rowFor('905320000001');
    expect(row).toMatchObject({
      channel: 'sms',
      subject: 'SMS',
      status: 'sent',
      attempts: 1,
      htmlBody: null,
    });
  });

  it('retries later after a 500 from the relay', async () => {
    gateway.answerNext(500);
    await enqueue('905320000002', 'ikinci');
    await t.ctx.outbox.deliverDue();
    const failed = await rowFor('905320000002');
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS gateway answered HTTP 500',
    });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    // Not due yet: the next round leaves it alone.
    await t.ctx.outbox.deliverDue();
    expect((await rowFor('905320000002'))?.attempts).toBe(1);
    // The backoff runs out: the next round delivers it.
    await t.ctx.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.recipient, '905320000002'));
    await t.ctx.outbox.deliverDue();
    expect(await rowFor('905320000002')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(gateway.calls.filter((call) => call.body.to === '905320000002')).toHaveLength(2);
  });

  it('never leases e-mail rows when it has no SMTP transport', async () => {
    await t.ctx.db.transaction((tx) =>
      t.ctx.outbox.enqueue(tx, {
        tenantId: null,
        to: 'stored@tahsilat.local',
        subject: 's',
        text: 't',
        html: 'h',
      }),
    );
    // A pending e-mail left by an instance that had SMTP: this one must not touch it.
    await t.ctx.db.insert(outbox).values({
      channel: 'email',
      recipient: 'pending@tahsilat.local',
      subject: 's',
      textBody: 't',
      status: 'pending',
    });
    await t.ctx.outbox.deliverDue();
    expect(await rowFor('stored@tahsilat.local')).toMatchObject({ status: 'stored', attempts: 0 });
    expect(await rowFor('pending@tahsilat.local')).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('outbox with SMTP and an SMS relay', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, SMS_URL: gateway.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers each channel with its own transport in one round', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await t.ctx.outbox.enqueue(tx, {
        tenantId: null,
        to: 'both@tahsilat.local',
        subject: 'Konu',
        text: 'metin',
        html: '<p>metin</p>',
      });
      await t.ctx.outbox.enqueueSms(tx, { tenantId: null, to: '905320000003', text: 'sms metni' });
    });
    await t.ctx.outbox.deliverDue();
    await smtp.waitFor((mail) => mail.to.includes('both@tahsilat.local'));
    expect(smtp.mails.some((mail) => mail.to.includes('905320000003'))).toBe(false);
    expect(gateway.calls.map((call) => call.body.to)).toEqual(['905320000003']);
    const rows = await t.ctx.db.select().from(outbox);
    expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
  });
});

describe('outbox without an SMS relay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the SMS and shows it in the dev mailbox', async () => {
    expect(t.ctx.outbox.smsProvider).toBe('outbox');
    await t.ctx.db.transaction((tx) =>
      t.ctx.outbox.enqueueSms(tx, { tenantId: null, to: '905329999999', text: 'Şimdi öde: http://x.test/p' }),
    );
    await t.ctx.outbox.deliverDue();
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mails?to=905329999999' });
    expect(response.statusCode).toBe(200);
    expect(answerOf(response).data).toEqual([
      expect.objectContaining({
        to: '905329999999',
        subject: 'SMS',
        text: 'Şimdi öde: http://x.test/p',
        html: null,
        status: 'stored',
      }),
    ]);
    expect(gateway.calls).toHaveLength(0);
  });
});
