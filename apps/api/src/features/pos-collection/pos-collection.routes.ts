import {
  AvailableInstallmentsAnswer,
  CommissionOptionsAnswer,
  PosCollectionCommissionQuery,
  PosCollectionDueItemsAnswer,
  PosCollectionDueItemsQuery,
  PosCollectionInstallmentsBody,
  PosCollectionSalesRequest,
  PosCollectionSetupAnswer,
  SalesAnswer,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import { sendCommissionOptions } from '../pay-without-login/pay-without-login.routes.js';
import { availableInstallments } from '../pay-without-login/pay-without-login.service.js';
import { dueItemsForPayment, posCollectionSetup, startPortalPayment } from './pos-collection.service.js';

const tags = ['PosCollection'];

/**
 * Signed-in card payment (`/pos-collection`, flag posCollection): what the form needs, the lines it pays, and
 * the sale itself. The tenant and the firm come from the session, never from the body.
 */
export function registerPosCollectionRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('posCollection');

  app.get(
    '/PosCollection/Setup',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The payment form's settings, banks, currencies and the firms the user may pay for",
        security: bearerAuth,
        response: { 200: PosCollectionSetupAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await posCollectionSetup(ctx, sessionOf(request))),
  );

  app.get(
    '/PosCollection/CommissionOptions',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Commission definitions and the options that shape the picker, for the paying firm',
        security: bearerAuth,
        querystring: PosCollectionCommissionQuery,
        response: { 200: CommissionOptionsAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const auth = sessionOf(request);
      const firm = await resolveFirm(ctx.db, auth, request.query.firmId);
      return sendCommissionOptions(ctx, reply, await ctx.paymentConfig.get(auth.tenantId), {
        paymentSetId: request.query.paymentSetId,
        firmId: firm.id,
      });
    },
  );

  app.post(
    '/PosCollection/AvailableInstallments',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Instalment counts a bank allows and the default',
        security: bearerAuth,
        body: PosCollectionInstallmentsBody,
        response: { 200: AvailableInstallmentsAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) =>
      ok(
        availableInstallments(await ctx.paymentConfig.get(sessionOf(request).tenantId), request.body.bankId),
      ),
  );

  app.get(
    '/PosCollection/DueItems',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The payment plan lines a prefilled payment pays, and what they leave open together',
        security: bearerAuth,
        querystring: PosCollectionDueItemsQuery,
        response: { 200: PosCollectionDueItemsAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => ok(await dueItemsForPayment(ctx, sessionOf(request), request.query)),
  );

  app.post(
    '/PosCollection/SalesRequest',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Start a card payment for the user's firm (or a sub-firm): answers the bank's 3-D page",
        description:
          'The card data is never stored. With `items`, the net amount is set against those payment plan lines ' +
          '(oldest due first) as the payment is stored; an amount above what they leave open is refused.',
        security: bearerAuth,
        body: PosCollectionSalesRequest,
        response: { 200: SalesAnswer, ...errorAnswers(400, 401, 403, 404, 406, 429) },
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      await ctx.paymentThrottle.refuseIfBlocked(client.ip);
      await ctx.paymentThrottle.record(client.ip);
      const started = await startPortalPayment(ctx, sessionOf(request), request.body, client);
      // The answer carries the card fields inside the bank form: never cached, never logged.
      reply.header('cache-control', 'no-store');
      return ok(started);
    },
  );
}
