import {
  CreateWebhookBody,
  EmptyAnswer,
  messages,
  WebhookCreatedAnswer,
  WebhookDeliveriesAnswer,
  WebhookIdParam,
  WebhookListAnswer,
} from '@tahsilat/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { INTEGRATION_PREFIX, integrationSecurity, ownerOf } from './integration-guard.js';
import { listDeliveries } from './webhook-deliveries.service.js';
import { createWebhook, deleteWebhook, listWebhooks } from './webhooks.service.js';

const tags = ['Integration'];

/** The tenant's webhook endpoints, managed with its integration key. */
export function registerWebhookRoutes(app: ZodApp, ctx: AppContext, guard: onRequestAsyncHookHandler): void {
  const path = `${INTEGRATION_PREFIX}/webhooks`;

  app.get(
    path,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: 'integrationListWebhooks',
        summary: "The tenant's webhook endpoints",
        security: integrationSecurity,
        response: { 200: WebhookListAnswer, ...errorAnswers(401, 429) },
      },
    },
    async (request) => ok(await listWebhooks(ctx.db, ownerOf(request).tenantId)),
  );

  app.post(
    path,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: 'integrationCreateWebhook',
        summary: 'Add a webhook endpoint; its signing secret is answered once',
        description:
          'Events are POSTed as JSON with `Tahsilat-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of ' +
          '"<t>.<body>">` made with the secret; a non-2xx answer or no answer within 10 s is retried with backoff.',
        security: integrationSecurity,
        body: CreateWebhookBody,
        response: { 200: WebhookCreatedAnswer, ...errorAnswers(400, 401, 406, 429) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const created = await createWebhook(ctx.db, ctx.cipher, owner.tenantId, request.body, {
        production: ctx.config.isProduction,
        privateTargets: ctx.config.webhookPrivateTargets,
        actor: { keyId: owner.keyId, ip: request.ip },
      });
      return ok(created, messages.success);
    },
  );

  app.delete(
    `${path}/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: 'integrationDeleteWebhook',
        summary: 'Remove a webhook endpoint and its delivery log',
        security: integrationSecurity,
        params: WebhookIdParam,
        response: { 200: EmptyAnswer, ...errorAnswers(401, 404, 406, 429) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await deleteWebhook(ctx.db, owner.tenantId, request.params.id, { keyId: owner.keyId, ip: request.ip });
      return ok(null, messages.recordDeleted);
    },
  );

  app.get(
    `${path}/:id/deliveries`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "An endpoint's last 100 deliveries: status, attempts, the receiver's answer, next try",
        security: integrationSecurity,
        params: WebhookIdParam,
        response: { 200: WebhookDeliveriesAnswer, ...errorAnswers(401, 404, 406, 429) },
      },
    },
    async (request) => ok(await listDeliveries(ctx.db, ownerOf(request).tenantId, request.params.id)),
  );
}
