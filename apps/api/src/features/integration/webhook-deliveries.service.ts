import { messages } from '@tahsilat/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { integrationEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { actorAudit, type WebhookActor } from './webhooks.service.js';

/** A webhook endpoint's delivery log, a test delivery and a retry (DESIGN 12), for the ERP and the console. */

async function findEndpoint(db: Db, tenantId: string, endpointId: string) {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, endpointId)));
  if (!endpoint) {
    throw AppError.notFound(messages.webhookNotFound);
  }
  return endpoint;
}

function presentDelivery(
  delivery: typeof webhookDeliveries.$inferSelect,
  event: typeof integrationEvents.$inferSelect,
) {
  return {
    id: delivery.id,
    eventId: event.id,
    eventType: event.type,
    collectionId: event.collectionId,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
  };
}

/** The delivery log of one endpoint, newest first. */
export async function listDeliveries(db: Db, tenantId: string, endpointId: string, limit = 100) {
  await findEndpoint(db, tenantId, endpointId);
  const rows = await db
    .select({ delivery: webhookDeliveries, event: integrationEvents })
    .from(webhookDeliveries)
    .innerJoin(integrationEvents, eq(integrationEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map(({ delivery, event }) => presentDelivery(delivery, event));
}

/**
 * Queues a test delivery: the tenant's latest event of a type the endpoint takes, sent again to this endpoint
 * only. Events are collection events (their row needs a collection), so a test resends a real one; receivers
 * deduplicate on the event id, so it changes nothing there.
 */
export async function queueTestDelivery(
  outer: Db,
  tenantId: string,
  endpointId: string,
  actor: WebhookActor,
) {
  // The change and its audit entry are written together, or neither.
  return outer.transaction(async (db) => {
    const endpoint = await findEndpoint(db, tenantId, endpointId);
    const [event] = await db
      .select()
      .from(integrationEvents)
      .where(
        and(
          eq(integrationEvents.tenantId, tenantId),
          inArray(
            integrationEvents.type,
            endpoint.events as (typeof integrationEvents.$inferSelect)['type'][],
          ),
        ),
      )
      .orderBy(desc(integrationEvents.createdAt), desc(integrationEvents.id))
      .limit(1);
    if (!event) {
      throw new AppError('BAD_REQUEST', messages.webhookTestNoEvent);
    }
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ tenantId, endpointId, eventId: event.id })
      .returning();
    if (!delivery) {
      throw new Error('test delivery was not stored');
    }
    const who = actorAudit(actor);
    await recordAudit(db, {
      event: 'webhook.test',
      outcome: 'success',
      tenantId,
      userId: who.userId,
      ip: actor.ip,
      objectType: 'webhook_delivery',
      objectId: delivery.id,
      details: { endpointId, eventId: event.id, eventType: event.type, ...who.details },
    });
    return presentDelivery(delivery, event);
  });
}

/** Puts a failed delivery back in the queue, due now; it gets one more attempt (its count goes on). */
export async function retryDelivery(outer: Db, tenantId: string, deliveryId: string, actor: WebhookActor) {
  // The change and its audit entry are written together, or neither.
  return outer.transaction(async (db) => {
    const [requeued] = await db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(webhookDeliveries.tenantId, tenantId),
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'failed'),
        ),
      )
      .returning();
    const [row] = await db
      .select({ delivery: webhookDeliveries, event: integrationEvents })
      .from(webhookDeliveries)
      .innerJoin(integrationEvents, eq(integrationEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, deliveryId)));
    if (!row) {
      throw AppError.notFound(messages.webhookDeliveryNotFound);
    }
    if (!requeued) {
      throw new AppError('BAD_REQUEST', messages.webhookDeliveryNotFailed);
    }
    const who = actorAudit(actor);
    await recordAudit(db, {
      event: 'webhook.retry',
      outcome: 'success',
      tenantId,
      userId: who.userId,
      ip: actor.ip,
      objectType: 'webhook_delivery',
      objectId: deliveryId,
      details: { endpointId: row.delivery.endpointId, eventId: row.event.id, ...who.details },
    });
    return presentDelivery(row.delivery, row.event);
  });
}
