import {
  type AdminIntegrationKey,
  type AdminIntegrationKeyCreated,
  type CreateWebhookBody,
  messages,
} from '@tahsilat/domain';
import type { z } from 'zod';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminAuth } from '../../types.js';
import {
  createIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
} from '../integration/integration-keys.js';
import { listSyncStates, presentSyncStates } from '../integration/sync-state.repository.js';
import {
  listDeliveries,
  queueTestDelivery,
  retryDelivery,
} from '../integration/webhook-deliveries.service.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  type WebhookActor,
} from '../integration/webhooks.service.js';

/**
 * The administrator's side of the integration (issue 15, section 6) over the functions the CLI and the
 * integration API use: the same key table and cache, the same endpoints, delivery queue and sync state.
 */

/** The console's delivery log is a screen, not an export: the latest 50. */
const CONSOLE_DELIVERIES = 50;

type KeyRow = Awaited<ReturnType<typeof listIntegrationKeys>>[number];

function presentKey(row: KeyRow): AdminIntegrationKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const actorOf = (auth: AdminAuth, client: ClientInfo): WebhookActor => ({
  userId: auth.userId,
  ip: client.ip,
});

export async function listKeys(ctx: AppContext, auth: AdminAuth): Promise<AdminIntegrationKey[]> {
  return (await listIntegrationKeys(ctx.db, auth.tenantId)).map(presentKey);
}

export async function createKey(
  ctx: AppContext,
  auth: AdminAuth,
  name: string,
  client: ClientInfo,
): Promise<AdminIntegrationKeyCreated> {
  const created = await createIntegrationKey(ctx.db, auth.tenantId, {
    name,
    createdBy: auth.userId,
    userId: auth.userId,
    ip: client.ip,
  });
  return {
    id: created.id,
    name: created.name,
    prefix: created.prefix,
    createdBy: auth.userName,
    createdAt: created.createdAt,
    lastUsedAt: null,
    revokedAt: null,
    secret: created.key,
  };
}

/** Revokes at once on every instance; revoking a revoked key again answers it as it is. */
export async function revokeKey(
  ctx: AppContext,
  auth: AdminAuth,
  id: string,
  client: ClientInfo,
): Promise<AdminIntegrationKey> {
  await revokeIntegrationKey(ctx.db, ctx.bus, auth.tenantId, id, client.ip, auth.userId);
  const [row] = await listIntegrationKeys(ctx.db, auth.tenantId, id);
  if (!row) {
    throw AppError.notFound(messages.integrationKeyNotFound);
  }
  return presentKey(row);
}

export const webhooksOf = (ctx: AppContext, auth: AdminAuth) => listWebhooks(ctx.db, auth.tenantId);

export function addWebhook(
  ctx: AppContext,
  auth: AdminAuth,
  input: z.infer<typeof CreateWebhookBody>,
  client: ClientInfo,
) {
  return createWebhook(ctx.db, ctx.cipher, auth.tenantId, input, {
    production: ctx.config.isProduction,
    privateTargets: ctx.config.webhookPrivateTargets,
    actor: actorOf(auth, client),
  });
}

export const removeWebhook = (ctx: AppContext, auth: AdminAuth, id: string, client: ClientInfo) =>
  deleteWebhook(ctx.db, auth.tenantId, id, actorOf(auth, client));

export const deliveriesOf = (ctx: AppContext, auth: AdminAuth, endpointId: string) =>
  listDeliveries(ctx.db, auth.tenantId, endpointId, CONSOLE_DELIVERIES);

export const testWebhook = (ctx: AppContext, auth: AdminAuth, endpointId: string, client: ClientInfo) =>
  queueTestDelivery(ctx.db, auth.tenantId, endpointId, actorOf(auth, client));

export const retryWebhookDelivery = (ctx: AppContext, auth: AdminAuth, id: string, client: ClientInfo) =>
  retryDelivery(ctx.db, auth.tenantId, id, actorOf(auth, client));

export async function syncStatesOf(ctx: AppContext, auth: AdminAuth) {
  return presentSyncStates(await listSyncStates(ctx.db, auth.tenantId));
}
