import {
  AdminLinkExtend,
  IdParams,
  PaymentRequestItemAnswer,
  PaymentRequestListQuery,
  PaymentRequestPageAnswer,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { adminCancelLink, adminExtendLink, adminLinkPage } from './links.service.js';

const tags = ['Admin'];

/** The tenant's payment links across its firms: the list, and cancel or extend by the link services' rules. */
export function registerAdminLinkRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/PaymentLinks',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "A page of the tenant's payment links, every firm, with the tracking list's filters",
        operationId: 'adminPaymentLinks',
        security: bearerAuth,
        querystring: PaymentRequestListQuery,
        response: { 200: PaymentRequestPageAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await adminLinkPage(ctx, adminOf(request), request.query)),
  );

  app.post(
    '/admin/PaymentLinks/:id/Cancel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Cancels a waiting link with no payment at the bank (audited)',
        operationId: 'adminPaymentLinkCancel',
        security: bearerAuth,
        params: IdParams,
        response: { 200: PaymentRequestItemAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => ok(await adminCancelLink(ctx, adminOf(request), request.params.id, clientOf(request))),
  );

  app.post(
    '/admin/PaymentLinks/:id/Extend',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Gives a waiting or expired link a new last day (audited)',
        operationId: 'adminPaymentLinkExtend',
        security: bearerAuth,
        params: IdParams,
        body: AdminLinkExtend,
        response: { 200: PaymentRequestItemAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await adminExtendLink(
          ctx,
          adminOf(request),
          request.params.id,
          request.body.validityDate,
          clientOf(request),
        ),
      ),
  );
}
