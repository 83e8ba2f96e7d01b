import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { type OperationalFigures, readOperationalFigures } from './operational-figures.js';

/** Several scrapers (or a scraper per instance) within this window share one read of the database. */
const FIGURES_TTL_MS = 5_000;

/**
 * Prometheus metrics of one instance: request rates and latencies per route (this process), and the fleet's
 * shared figures (payments by state, outbox depth, job lag) read from the database on each scrape.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly figures = new TtlCache<'all', OperationalFigures>(FIGURES_TTL_MS);
  private readonly requests = new Histogram({
    name: 'tahsilat_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly payments = this.gauge(
    'tahsilat_payments_24h',
    'Payments created in the last 24 hours by state',
    ['state'],
  );
  private readonly outboxPending = this.gauge('tahsilat_outbox_pending', 'E-mails and SMS waiting to leave', [
    'channel',
  ]);
  private readonly outboxOldest = this.gauge(
    'tahsilat_outbox_oldest_pending_seconds',
    'How long the oldest waiting message of each channel has waited',
    ['channel'],
  );
  private readonly webhookPending = this.gauge('tahsilat_webhooks_pending', 'Webhook deliveries waiting', []);
  private readonly webhookOldest = this.gauge(
    'tahsilat_webhooks_oldest_pending_seconds',
    'How long the oldest waiting webhook delivery has waited',
    [],
  );
  private readonly jobLag = this.gauge(
    'tahsilat_job_lag_seconds',
    'Seconds since the last successful round of each background job (any instance)',
    ['job'],
  );
  private readonly jobFailures = this.gauge(
    'tahsilat_job_failed_rounds',
    'Failed rounds of each background job since the database was created',
    ['job'],
  );

  private readonly databaseUp = this.gauge(
    'tahsilat_database_up',
    'Whether the last read of the shared figures reached the database (1) or not (0)',
    [],
  );

  private readonly limitsShared = this.gauge(
    'tahsilat_rate_limits_shared',
    "Whether this instance's rate limits are the fleet's (1: Redis answers) or its own (0: Redis is down); absent without Redis",
    [],
  );

  constructor(
    private readonly db: Db,
    /** Whether rate limits are shared right now; null when there is no Redis to share them. */
    private readonly sharedLimits: () => boolean | null = () => null,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'tahsilat_' });
  }

  private gauge(name: string, help: string, labelNames: string[]): Gauge<string> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  /** Counts every answer by the route's pattern (never the raw URL: ids would make endless series). */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = `${Math.floor(reply.statusCode / 100)}xx`;
      this.requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    });
  }

  private setFigures(figures: OperationalFigures): void {
    for (const [state, count] of Object.entries(figures.paymentsByState)) {
      this.payments.set({ state }, count);
    }
    this.outboxPending.reset();
    this.outboxOldest.reset();
    for (const channel of ['email', 'sms']) {
      const row = figures.outbox.find((entry) => entry.channel === channel);
      this.outboxPending.set({ channel }, row?.pending ?? 0);
      this.outboxOldest.set({ channel }, row?.oldestSeconds ?? 0);
    }
    this.webhookPending.set(figures.webhooks.pending);
    this.webhookOldest.set(figures.webhooks.oldestSeconds);
    for (const job of figures.jobs) {
      // A job that never succeeded has no lag to report; its failures say why.
      if (job.lagSeconds !== null) {
        this.jobLag.set({ job: job.name }, job.lagSeconds);
      }
      this.jobFailures.set({ job: job.name }, job.failures);
    }
  }

  /** The exposition text; while the database is down the shared figures keep their last values and say so. */
  async render(): Promise<string> {
    const shared = this.sharedLimits();
    if (shared !== null) {
      this.limitsShared.set(shared ? 1 : 0);
    }
    try {
      this.setFigures(await this.figures.getOrLoad('all', () => readOperationalFigures(this.db)));
      this.databaseUp.set(1);
    } catch {
      this.databaseUp.set(0);
    }
    return this.registry.metrics();
  }
}
