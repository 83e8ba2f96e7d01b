import {
  CollectionReversalsAnswer,
  EmptyAnswer,
  IdParams,
  parseAmount,
  RefundRequest,
  ReversalAnswer,
  VoidRequest,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { logout } from '../auth/auth.service.js';
import { adminOf } from '../auth/session-guard.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../integration/idempotency.js';
import { collectionReversals, reverseCollection } from './refunds.service.js';

const IDEMPOTENCY_NOTE =
  'Send `Idempotency-Key` so that a retry (a double click, a lost answer) gets the first reversal back instead ' +
  'of asking again. Whatever arrives, one reversal of a collection is at the bank at a time.';

/** The tenant administrator's API (DESIGN 13): refunds and voids of the tenant's card collections. */
export function registerAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/collections/:id/refunds',
    {
      onRequest: guard,
      schema: {
        tags: ['Admin'],
        summary: "A collection's refunds and voids, and what may still be given back",
        operationId: 'adminCollectionReversals',
        security: bearerAuth,
        params: IdParams,
        response: { 200: CollectionReversalsAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await collectionReversals(ctx, adminOf(request), request.params.id)),
  );

  app.post(
    '/admin/collections/:id/void',
    {
      onRequest: guard,
      schema: {
        tags: ['Admin'],
        summary:
          'Voids the whole sale on its own day, before the bank’s end of day (the card is not charged)',
        description: IDEMPOTENCY_NOTE,
        security: bearerAuth,
        params: IdParams,
        body: VoidRequest,
        response: { 200: ReversalAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => {
      const result = await reverseCollection(
        ctx,
        adminOf(request),
        request.params.id,
        { kind: 'void', reason: request.body.reason },
        idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
        clientOf(request),
      );
      return ok({ reversal: result.reversal, collection: result.collection }, result.message);
    },
  );

  app.post(
    '/admin/collections/:id/refunds',
    {
      onRequest: guard,
      schema: {
        tags: ['Admin'],
        summary: 'Refunds all or part of a collection after the bank’s end of day, never more than is left',
        operationId: 'adminCollectionRefund',
        description: IDEMPOTENCY_NOTE,
        security: bearerAuth,
        params: IdParams,
        body: RefundRequest,
        response: { 200: ReversalAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => {
      const { amount, reason } = request.body;
      const result = await reverseCollection(
        ctx,
        adminOf(request),
        request.params.id,
        { kind: 'refund', amount: amount === undefined ? null : parseAmount(amount), reason },
        idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
        clientOf(request),
      );
      return ok({ reversal: result.reversal, collection: result.collection }, result.message);
    },
  );

  app.post(
    '/admin/Logout',
    {
      onRequest: guard,
      schema: {
        tags: ['Admin'],
        summary: "Ends the administrator's session",
        security: bearerAuth,
        response: { 200: EmptyAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      await logout(ctx, admin, clientOf(request));
      return ok(null);
    },
  );
}
