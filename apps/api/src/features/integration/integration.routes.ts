import {
  AckBody,
  BATCH_BODIES,
  BatchAnswer,
  type BatchResult,
  CollectionAnswer,
  CollectionIdParam,
  CollectionsAnswer,
  CollectionsQuery,
  DeleteAnswer,
  FirmBalanceAnswer,
  INTEGRATION_ENTITIES,
  type IntegrationEntity,
  KeyParam,
  messages,
  SyncStateAnswer,
} from '@tahsilat/domain';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { validateItemsInService } from '../../plugins/zod-compilers.js';
import { registerStatementPushRoute } from '../bank-transfers/statements.routes.js';
import { firmBalance } from '../erp/balance.service.js';
import { deleteRecord, pushBatch } from './batch.service.js';
import { acknowledgeCollection, listCollections } from './collections.service.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, runIdempotent } from './idempotency.js';
import { auditDetails, auditEveryCall } from './integration-audit.js';
import {
  createIntegrationGuard,
  INTEGRATION_PREFIX,
  integrationSecurity,
  ownerOf,
} from './integration-guard.js';
import { listSyncStates, presentSyncStates } from './sync-state.repository.js';
import { registerWebhookRoutes } from './webhooks.routes.js';

/** 1,000 movements are about 250 KB; room for long descriptions, while every other route keeps 64 KB. */
export const INTEGRATION_BODY_LIMIT = 2 * 1024 * 1024;

const tags = ['Integration'];

const ENTITY_NAMES: Record<IntegrationEntity, string> = {
  firms: 'firms (cari hesaplar)',
  movements: 'account movements (cari hareketler)',
  'due-items': 'due items (payment-plan lines)',
  invoices: 'invoices (with their DBS part)',
  stocks: 'stock items with warehouse quantities',
};

/** `due-items` → `DueItems`, for operationIds. */
const pascalCaseOf = (entity: IntegrationEntity) =>
  entity.replace(/(^|-)(\w)/g, (_m, _dash: string, c: string) => c.toUpperCase());

/**
 * The ERP integration API (DESIGN 12) under /api/integration/v1, authenticated by the tenant's integration key, in
 * a scope of its own so that its audit hook sees its calls only.
 */
export async function registerIntegrationRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await api.register(async (scope) => {
    const app = scope as unknown as ZodApp;
    auditEveryCall(app, ctx);
    registerRoutes(app, ctx, createIntegrationGuard(ctx));
  });
}

function registerRoutes(app: ZodApp, ctx: AppContext, guard: onRequestAsyncHookHandler): void {
  for (const entity of INTEGRATION_ENTITIES) {
    const body = BATCH_BODIES[entity];
    validateItemsInService(body);
    app.put(
      `${INTEGRATION_PREFIX}/${entity}`,
      {
        onRequest: guard,
        bodyLimit: INTEGRATION_BODY_LIMIT,
        schema: {
          tags,
          operationId: `integrationPut${pascalCaseOf(entity)}`,
          summary: `Create or update up to 1,000 ${ENTITY_NAMES[entity]}`,
          description:
            'Idempotent on the natural key. Each item stands alone: a bad item is answered `failed` with its ' +
            'Turkish messages and changes nothing; the others are written. An item equal to the stored one is ' +
            '`unchanged`. Send `Idempotency-Key` to have a retry answered with the first answer.',
          security: integrationSecurity,
          body,
          response: { 200: BatchAnswer, ...errorAnswers(400, 401, 406, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        const items = (request.body as { items: unknown[] }).items;
        const result = await runIdempotent<BatchResult>(
          ctx.db,
          owner.tenantId,
          idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
          { method: 'PUT', path: request.url, body: request.body },
          (tx) => pushBatch(tx, owner.tenantId, entity, items, { keyId: owner.keyId, ip: request.ip }),
        );
        if (result.replayed) {
          reply.header('idempotent-replayed', 'true');
        }
        return ok(result.answer);
      },
    );

    app.delete(
      `${INTEGRATION_PREFIX}/${entity}/:key`,
      {
        onRequest: guard,
        schema: {
          tags,
          operationId: `integrationDelete${pascalCaseOf(entity)}`,
          summary: `Delete one of the ${ENTITY_NAMES[entity]} by its key`,
          description:
            'Answers `deleted: false` when there was no such record (a retried delete is harmless).',
          security: integrationSecurity,
          params: KeyParam,
          response: { 200: DeleteAnswer, ...errorAnswers(400, 401, 406, 429) },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        const { key } = request.params;
        const deleted = await runIdempotent(
          ctx.db,
          owner.tenantId,
          idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
          { method: 'DELETE', path: request.url, body: null },
          (tx) => deleteRecord(tx, owner.tenantId, entity, key, { keyId: owner.keyId, ip: request.ip }),
        );
        if (deleted.replayed) {
          reply.header('idempotent-replayed', 'true');
        }
        return ok(
          { key, deleted: deleted.answer },
          deleted.answer ? messages.recordDeleted : messages.recordAbsent,
        );
      },
    );
  }

  app.get(
    `${INTEGRATION_PREFIX}/firms/:key/balance`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "A firm's balance, pending collections and aging, as the portal shows them",
        description:
          'For reconciliation: the portal balance should equal the ERP balance less pending collections.',
        security: integrationSecurity,
        params: KeyParam,
        response: { 200: FirmBalanceAnswer, ...errorAnswers(401, 404, 406, 429) },
      },
    },
    async (request) => {
      const balance = await firmBalance(ctx.db, ownerOf(request).tenantId, request.params.key);
      if (!balance) {
        throw AppError.notFound(messages.firmNotFound);
      }
      return ok(balance);
    },
  );

  app.get(
    `${INTEGRATION_PREFIX}/collections`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Our card collections for the ERP, oldest first, by cursor',
        description:
          'Every approved card payment (and captured pre-authorisation) of the tenant in the order it was ' +
          'committed. Keep `nextCursor` and pass it as `after` next time; a collection is never skipped.',
        security: integrationSecurity,
        querystring: CollectionsQuery,
        response: { 200: CollectionsAnswer, ...errorAnswers(401, 406, 429) },
      },
    },
    async (request) => {
      const page = await listCollections(ctx.db, ownerOf(request).tenantId, request.query);
      auditDetails.set(request, { count: page.items.length });
      return ok(page);
    },
  );

  app.post(
    `${INTEGRATION_PREFIX}/collections/:id/ack`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Mark a collection as posted in the ERP under its document number',
        security: integrationSecurity,
        params: CollectionIdParam,
        body: AckBody,
        response: { 200: CollectionAnswer, ...errorAnswers(400, 401, 404, 406, 429) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const collection = await acknowledgeCollection(
        ctx.db,
        owner.tenantId,
        request.params.id,
        request.body.erpDocumentNo,
        { keyId: owner.keyId, ip: request.ip },
      );
      return ok(collection, messages.collectionAcknowledged);
    },
  );

  app.get(
    `${INTEGRATION_PREFIX}/sync`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The last push of each entity: counts and the last failure',
        security: integrationSecurity,
        response: { 200: SyncStateAnswer, ...errorAnswers(401, 429) },
      },
    },
    async (request) => {
      const rows = await listSyncStates(ctx.db, ownerOf(request).tenantId);
      return ok(presentSyncStates(rows));
    },
  );

  registerWebhookRoutes(app, ctx, guard);
  registerStatementPushRoute(app, ctx, guard);
}
