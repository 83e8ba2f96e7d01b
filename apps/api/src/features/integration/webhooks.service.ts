import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { type CreateWebhookBody, messages } from '@tahsilat/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { integrationEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { DataCipher } from '../../lib/data-cipher.js';
import { isPrivateAddress } from './webhook-http.js';

/** A tenant's webhook endpoints (DESIGN 12), managed with its integration key. */

const MAX_ENDPOINTS = 5;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type Actor = { keyId: string; ip: string };

/** https only in production, no credentials in the URL, and not an address of our own network (unless allowed). */
export function webhookUrlProblem(
  raw: string,
  options: { production: boolean; privateTargets: boolean },
): string | null {
  const { production, privateTargets } = options;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return messages.webhookUrlInvalid;
  }
  const allowed = production ? ['https:'] : ['https:', 'http:'];
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed.includes(url.protocol) || url.username || url.password || url.hash) {
    return messages.webhookUrlInvalid;
  }
  if (!privateTargets && (host === 'localhost' || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    return messages.webhookUrlInvalid;
  }
  return null;
}

function presentEndpoint(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events as z.infer<typeof CreateWebhookBody>['events'],
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createWebhook(
  db: Db,
  cipher: DataCipher,
  tenantId: string,
  input: z.infer<typeof CreateWebhookBody>,
  options: { production: boolean; privateTargets: boolean; actor: Actor },
) {
  const problem = webhookUrlProblem(input.url, options);
  if (problem) {
    throw AppError.validation([problem]);
  }
  const [existing] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId));
  if ((existing?.n ?? 0) >= MAX_ENDPOINTS) {
    throw new AppError('BAD_REQUEST', messages.webhookLimit);
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      tenantId,
      url: input.url,
      secretEncrypted: cipher.encrypt(secret),
      events: [...new Set(input.events)],
      description: input.description || null,
    })
    .returning();
  if (!row) {
    throw new Error('webhook endpoint was not stored');
  }
  await recordAudit(db, {
    event: 'webhook.create',
    outcome: 'success',
    tenantId,
    ip: options.actor.ip,
    objectType: 'webhook_endpoint',
    objectId: row.id,
    details: { url: row.url, events: row.events, keyId: options.actor.keyId },
  });
  return { ...presentEndpoint(row), secret };
}

export async function listWebhooks(db: Db, tenantId: string) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(webhookEndpoints.createdAt);
  return rows.map(presentEndpoint);
}

export async function deleteWebhook(db: Db, tenantId: string, id: string, actor: Actor): Promise<void> {
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
    .returning({ url: webhookEndpoints.url });
  if (removed.length === 0) {
    throw AppError.notFound(messages.webhookNotFound);
  }
  await recordAudit(db, {
    event: 'webhook.delete',
    outcome: 'success',
    tenantId,
    ip: actor.ip,
    objectType: 'webhook_endpoint',
    objectId: id,
    details: { url: removed[0]?.url, keyId: actor.keyId },
  });
}

/** The delivery log of one endpoint, newest first. */
export async function listDeliveries(db: Db, tenantId: string, endpointId: string) {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, endpointId)));
  if (!endpoint) {
    throw AppError.notFound(messages.webhookNotFound);
  }
  const rows = await db
    .select({ delivery: webhookDeliveries, event: integrationEvents })
    .from(webhookDeliveries)
    .innerJoin(integrationEvents, eq(integrationEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(100);
  return rows.map(({ delivery, event }) => ({
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
  }));
}
