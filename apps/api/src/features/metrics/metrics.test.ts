import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, request, type TestApp } from '../../../test/helpers.js';
import { auditLog, outbox } from '../../db/schema.js';
import { recordJobRun } from '../../jobs/job-runs.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';

let t: TestApp;
let closed: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '127.0.0.1' } });
  closed = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closed.close();
});

const scrape = (app = t.app, authorization = `Bearer ${TOKEN}`) =>
  request(app, { method: 'GET', url: '/api/metrics', headers: { authorization } });

/** The value of one series in the exposition text (the line that starts with it). */
function seriesValue(text: string, series: string): number | null {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('GET /api/metrics (Prometheus)', () => {
  it("reports the fleet's figures: payments by state, the outbox depth and each job's lag", async () => {
    await t.ctx.db.insert(outbox).values({
      tenantId: null,
      channel: 'sms',
      recipient: '+905321234567',
      subject: 'SMS',
      textBody: 'Ödeme bağlantınız',
      status: 'pending',
    });
    await recordJobRun(t.ctx.db, 'reconcile', { startedAt: new Date(), error: null });
    await recordJobRun(t.ctx.db, 'exchange-rates', { startedAt: new Date(), error: 'unreachable' });
    // The first scrape of this app: the figures are read now (then reused for five seconds).
    const text = (await scrape()).body;
    expect(seriesValue(text, 'tahsilat_outbox_pending{channel="sms"}')).toBe(1);
    expect(seriesValue(text, 'tahsilat_outbox_pending{channel="email"}')).toBe(0);
    expect(seriesValue(text, 'tahsilat_payments_24h{state="authorised"}')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'tahsilat_payments_24h{state="awaiting_3d"}')).not.toBeNull();
    expect(seriesValue(text, 'tahsilat_job_lag_seconds{job="reconcile"}')).toBeLessThan(60);
    expect(text).not.toContain('tahsilat_job_lag_seconds{job="exchange-rates"}');
    expect(seriesValue(text, 'tahsilat_job_failed_rounds{job="exchange-rates"}')).toBe(1);
    expect(seriesValue(text, 'tahsilat_database_up')).toBe(1);
  });

  it('answers only the bearer of METRICS_TOKEN, and is off (404) without one', async () => {
    expect((await scrape(closed.app)).statusCode).toBe(404);
    expect((await scrape(t.app, '')).statusCode).toBe(401);
    expect((await scrape(t.app, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t.app, `Bearer ${TOKEN.slice(1)}`)).statusCode).toBe(401);
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const id = '0b7e5f0e-3a7b-4c55-9a57-1d8f0f6f0c11';
    await request(t.app, { method: 'GET', url: '/api/health/live' });
    await request(t.app, {
      method: 'GET',
      url: `/api/PayWithoutLogin/PosCollectionTransactionGetById/${id}`,
    });
    const text = (await scrape()).body;
    expect(
      seriesValue(
        text,
        'tahsilat_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/PayWithoutLogin/PosCollectionTransactionGetById/:id",status="4xx"');
    expect(text).not.toContain(id);
    expect(text).toContain('tahsilat_process_resident_memory_bytes');
  });
});

describe('TRUST_PROXY', () => {
  it("takes the client's address from the trusted balancer's X-Forwarded-For (audit, rate limits)", async () => {
    const failedSignIn = (app: TestApp) =>
      request(app.app, {
        method: 'POST',
        url: '/api/FirmAuth/Login',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: {
          email: DEMO.firmUser.email,
          password: 'Yanlis.Sifre1',
          b2BDomainUrl: 'http://localhost:3000',
        },
      });
    await failedSignIn(t);
    await failedSignIn(closed);
    const ipOf = async (app: TestApp) =>
      (await app.ctx.db.select({ ip: auditLog.ip }).from(auditLog).where(eq(auditLog.event, 'login'))).map(
        (row) => row.ip,
      );
    expect(await ipOf(t)).toContain('203.0.113.9');
    // Without TRUST_PROXY the header is anybody's to write: the connection's own address counts.
    expect(await ipOf(closed)).not.toContain('203.0.113.9');
  });
});
