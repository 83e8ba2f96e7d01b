import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { type CreateWebhookBody, messages } from '@tahsilat/domain';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { DataCipher } from '../../lib/data-cipher.js';
import { isPrivateAddress } from '../../lib/outbound-address.js';

/** A tenant's webhook endpoints (DESIGN 12), managed with its integration key or in the admin console. */

const MAX_ENDPOINTS = 5;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** Who changes an endpoint: the ERP with its key, or an administrator in the console. */
export type WebhookActor = { ip: string } & ({ keyId: string } | { userId: string });

/** The audit row's user and the details that say which key acted (never a secret). */
export function actorAudit(actor: WebhookActor) {
  return 'keyId' in actor
    ? { userId: null, details: { keyId: actor.keyId } }
    : { userId: actor.userId, details: {} };
}

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
  outer: Db,
  cipher: DataCipher,
  tenantId: string,
  input: z.infer<typeof CreateWebhookBody>,
  options: { production: boolean; privateTargets: boolean; actor: WebhookActor },
) {
  // The change and its audit entry are written together, or neither.
  return outer.transaction(async (db) => {
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
    const who = actorAudit(options.actor);
    await recordAudit(db, {
      event: 'webhook.create',
      outcome: 'success',
      tenantId,
      userId: who.userId,
      ip: options.actor.ip,
      objectType: 'webhook_endpoint',
      objectId: row.id,
      details: { url: row.url, events: row.events, ...who.details },
    });
    return { ...presentEndpoint(row), secret };
  });
}

export async function listWebhooks(db: Db, tenantId: string) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(webhookEndpoints.createdAt);
  return rows.map(presentEndpoint);
}

export async function deleteWebhook(
  outer: Db,
  tenantId: string,
  id: string,
  actor: WebhookActor,
): Promise<void> {
  // The change and its audit entry are written together, or neither.
  return outer.transaction(async (db) => {
    const removed = await db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
      .returning({ url: webhookEndpoints.url });
    if (removed.length === 0) {
      throw AppError.notFound(messages.webhookNotFound);
    }
    const who = actorAudit(actor);
    await recordAudit(db, {
      event: 'webhook.delete',
      outcome: 'success',
      tenantId,
      userId: who.userId,
      ip: actor.ip,
      objectType: 'webhook_endpoint',
      objectId: id,
      details: { url: removed[0]?.url, ...who.details },
    });
  });
}
