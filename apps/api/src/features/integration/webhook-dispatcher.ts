import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { integrationEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import type { DataCipher } from '../../lib/data-cipher.js';
import { findCollection, presentCollection } from './collections.service.js';
import { postJson, SIGNATURE_HEADER, signWebhook } from './webhook-http.js';

export interface WebhookOptions {
  /** Wait before each retry; a delivery fails for good after the last one. */
  retryDelaysSeconds: readonly number[];
  /** How long a receiver may take to answer. */
  timeoutMs: number;
  /** Refuse private and loopback targets (production). */
  publicOnly: boolean;
  pollMs: number;
}

/** About two days of retries, the way payment providers do: 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h. */
export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = {
  retryDelaysSeconds: [30, 120, 600, 1800, 3600, 10_800, 21_600, 43_200, 86_400],
  timeoutMs: 10_000,
  publicOnly: true,
  pollMs: 2_000,
};

const BATCH = 10;
/** At most this many of one endpoint's deliveries in a round: a receiver that hangs holds up its own events only. */
const PER_ENDPOINT = 2;

interface Leased {
  id: string;
  attempts: number;
}

/**
 * Leases a round's deliveries: due ones, oldest first, two per endpoint at most, skipping rows another instance
 * holds; their attempt is counted and they are hidden from other rounds until the lease ends.
 */
function leaseDue(startedAt: Date, leaseSeconds: number) {
  return sql`
    UPDATE webhook_deliveries SET attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
     WHERE id IN (
       SELECT id FROM webhook_deliveries
        WHERE id IN (
          SELECT id FROM (
            SELECT id, next_attempt_at,
                   row_number() OVER (PARTITION BY endpoint_id ORDER BY next_attempt_at) AS place
              FROM webhook_deliveries
             WHERE status = 'pending' AND next_attempt_at <= ${startedAt}
          ) AS due
           WHERE place <= ${PER_ENDPOINT}
           ORDER BY next_attempt_at
           LIMIT ${BATCH * 5}
        )
        ORDER BY next_attempt_at
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
     )
    RETURNING id, attempts`;
}

/**
 * Delivers webhook events from the deliveries table, the way the outbox delivers mail: a round leases due rows
 * (other instances skip them until the lease ends), posts them at once in parallel, and records each answer. A
 * receiver that is down, slow or failing only delays its own deliveries; the API never waits for one.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly cipher: DataCipher,
    private readonly log: Logger,
    private readonly options: WebhookOptions,
  ) {}

  start(): void {
    if (this.timer) {
      return;
    }
    this.timer = setInterval(() => void this.deliverDue(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    await this.running;
  }

  /** One round; rounds never overlap inside a process. */
  deliverDue(): Promise<void> {
    if (!this.running) {
      this.running = this.round()
        .catch((error: unknown) => this.log.warn({ err: error }, 'webhook delivery round failed'))
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  private async round(): Promise<void> {
    const leaseSeconds = Math.ceil((2 * this.options.timeoutMs) / 1000) + 30;
    // Only what was due when the round began, by the database's clock (every instance's leases are set by it): a
    // delivery that fails in this round waits for the next one.
    const [{ startedAt } = { startedAt: new Date() }] = await queryRows<{ startedAt: Date }>(
      this.db,
      sql`SELECT now() AS "startedAt"`,
    );
    for (;;) {
      const due = await queryRows<Leased>(this.db, leaseDue(startedAt, leaseSeconds));
      if (due.length === 0 || this.stopped) {
        return;
      }
      await Promise.all(due.map((delivery) => this.deliverOne(delivery)));
    }
  }

  /** The event as the receiver gets it: the collection as it stands at this attempt. */
  private async render(delivery: Leased) {
    const [row] = await this.db
      .select({ endpoint: webhookEndpoints, event: integrationEvents })
      .from(webhookDeliveries)
      .innerJoin(
        webhookEndpoints,
        and(
          eq(webhookEndpoints.tenantId, webhookDeliveries.tenantId),
          eq(webhookEndpoints.id, webhookDeliveries.endpointId),
        ),
      )
      .innerJoin(
        integrationEvents,
        and(
          eq(integrationEvents.tenantId, webhookDeliveries.tenantId),
          eq(integrationEvents.id, webhookDeliveries.eventId),
        ),
      )
      .where(eq(webhookDeliveries.id, delivery.id));
    if (!row) {
      return null;
    }
    const collection = await findCollection(this.db, row.event.tenantId, row.event.collectionId);
    if (!collection) {
      return null;
    }
    const body = JSON.stringify({
      id: row.event.id,
      type: row.event.type,
      createdAt: row.event.createdAt.toISOString(),
      data: { collection: presentCollection(collection) },
    });
    return { endpoint: row.endpoint, eventId: row.event.id, body };
  }

  private async deliverOne(delivery: Leased): Promise<void> {
    let statusCode: number | null = null;
    let problem: string | null = null;
    try {
      const rendered = await this.render(delivery);
      if (!rendered?.endpoint.isActive) {
        await this.finish(delivery, 'failed', null, 'endpoint or event no longer exists');
        return;
      }
      const secret = this.cipher.decrypt(rendered.endpoint.secretEncrypted);
      const signature = signWebhook(secret, rendered.body, Math.floor(Date.now() / 1000));
      const answer = await postJson(
        rendered.endpoint.url,
        rendered.body,
        {
          [SIGNATURE_HEADER]: signature,
          'tahsilat-event-id': rendered.eventId,
          'user-agent': 'Tahsilat-Webhooks/1',
        },
        { timeoutMs: this.options.timeoutMs, publicOnly: this.options.publicOnly },
      );
      statusCode = answer.status;
      if (answer.status >= 200 && answer.status < 300) {
        await this.finish(delivery, 'delivered', statusCode, null);
        return;
      }
      problem = `HTTP ${answer.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    const delay = this.options.retryDelaysSeconds[delivery.attempts - 1];
    this.log.warn(
      { deliveryId: delivery.id, attempts: delivery.attempts, statusCode, problem },
      'webhook delivery failed',
    );
    if (delay === undefined) {
      await this.finish(delivery, 'failed', statusCode, problem);
    } else {
      await this.db
        .update(webhookDeliveries)
        .set({
          lastStatusCode: statusCode,
          lastError: problem?.slice(0, 500) ?? null,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    }
  }

  private async finish(
    delivery: Leased,
    status: 'delivered' | 'failed',
    statusCode: number | null,
    problem: string | null,
  ): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({
        status,
        lastStatusCode: statusCode,
        lastError: problem?.slice(0, 500) ?? null,
        ...(status === 'delivered' ? { deliveredAt: sql`now()` } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  }
}
