import {
  AdminIntegrationKeyAnswer,
  AdminIntegrationKeyCreate,
  AdminIntegrationKeyCreatedAnswer,
  AdminIntegrationKeyIdParam,
  AdminIntegrationKeyListAnswer,
  AdminWebhookDeliveryAnswer,
  AdminWebhookDeliveryIdParam,
  CreateWebhookBody,
  EmptyAnswer,
  messages,
  SyncStateAnswer,
  WebhookCreatedAnswer,
  WebhookDeliveriesAnswer,
  WebhookIdParam,
  WebhookListAnswer,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import {
  addWebhook,
  createKey,
  deliveriesOf,
  listKeys,
  removeWebhook,
  retryWebhookDelivery,
  revokeKey,
  syncStatesOf,
  testWebhook,
  webhooksOf,
} from './integration-admin.service.js';

const tags = ['Admin'];
const base = '/admin/Integration';

/** The tenant administrator's integration keys, webhook endpoints and sync state (issue 15, section 6). */
export function registerAdminIntegrationRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;
  const common = { tags, security: bearerAuth };

  app.get(
    `${base}/Keys`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "The tenant's integration keys: name, first characters, creator, last use, revocation",
        operationId: 'adminListIntegrationKeys',
        response: { 200: AdminIntegrationKeyListAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await listKeys(ctx, adminOf(request))),
  );

  app.post(
    `${base}/Keys`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Creates an integration key; the key (`secret`) is answered this once and never again',
        operationId: 'adminCreateIntegrationKey',
        body: AdminIntegrationKeyCreate,
        response: { 200: AdminIntegrationKeyCreatedAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) =>
      ok(
        await createKey(ctx, adminOf(request), request.body.name, clientOf(request)),
        messages.integrationKeyCreated,
      ),
  );

  app.post(
    `${base}/Keys/:id/revoke`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Revokes an integration key at once on every instance',
        operationId: 'adminRevokeIntegrationKey',
        params: AdminIntegrationKeyIdParam,
        response: { 200: AdminIntegrationKeyAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await revokeKey(ctx, adminOf(request), request.params.id, clientOf(request)),
        messages.integrationKeyRevoked,
      ),
  );

  app.get(
    `${base}/Webhooks`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "The tenant's webhook endpoints (never their secret)",
        operationId: 'adminListWebhooks',
        response: { 200: WebhookListAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await webhooksOf(ctx, adminOf(request))),
  );

  app.post(
    `${base}/Webhooks`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Adds a webhook endpoint; its signing secret is answered this once',
        operationId: 'adminCreateWebhook',
        body: CreateWebhookBody,
        response: { 200: WebhookCreatedAnswer, ...errorAnswers(400, 401, 403, 406) },
      },
    },
    async (request) =>
      ok(await addWebhook(ctx, adminOf(request), request.body, clientOf(request)), messages.webhookCreated),
  );

  app.delete(
    `${base}/Webhooks/:id`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Removes a webhook endpoint and its delivery log',
        operationId: 'adminDeleteWebhook',
        params: WebhookIdParam,
        response: { 200: EmptyAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => {
      await removeWebhook(ctx, adminOf(request), request.params.id, clientOf(request));
      return ok(null, messages.recordDeleted);
    },
  );

  app.get(
    `${base}/Webhooks/:id/Deliveries`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "An endpoint's latest 50 deliveries: event, status, attempts, last error, next attempt",
        operationId: 'adminListWebhookDeliveries',
        params: WebhookIdParam,
        response: { 200: WebhookDeliveriesAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await deliveriesOf(ctx, adminOf(request), request.params.id)),
  );

  app.post(
    `${base}/Webhooks/:id/Test`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary:
          "Queues a test delivery: the tenant's latest event of the endpoint's types, sent again to it",
        description:
          'The receiver gets an event it may have had already (same id), so a deduplicating receiver changes ' +
          'nothing; 400 when no collection event of those types exists yet.',
        operationId: 'adminTestWebhook',
        params: WebhookIdParam,
        response: { 200: AdminWebhookDeliveryAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await testWebhook(ctx, adminOf(request), request.params.id, clientOf(request)),
        messages.webhookTestQueued,
      ),
  );

  app.post(
    `${base}/Deliveries/:id/Retry`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Queues a failed delivery again, due now',
        operationId: 'adminRetryWebhookDelivery',
        params: AdminWebhookDeliveryIdParam,
        response: { 200: AdminWebhookDeliveryAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await retryWebhookDelivery(ctx, adminOf(request), request.params.id, clientOf(request)),
        messages.webhookRetryQueued,
      ),
  );

  app.get(
    `${base}/Sync`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'The last push of each ERP entity: counts and the last failure',
        operationId: 'adminIntegrationSync',
        response: { 200: SyncStateAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await syncStatesOf(ctx, adminOf(request))),
  );
}
