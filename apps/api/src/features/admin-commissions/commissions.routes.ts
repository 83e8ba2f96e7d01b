import {
  AdminCommissionDefinitionAnswer,
  AdminCommissionsAnswer,
  CommissionDefinitionInput,
  CommissionPreviewAnswer,
  CommissionPreviewRequest,
  IdParams,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import {
  commissionDefinition,
  commissionDefinitions,
  previewCommission,
  saveCommissionDefinition,
} from './commissions.service.js';

const tags = ['Admin'];

/** The tenant administrator's commission definitions (issue 15): list, one, create, change, preview. */
export function registerAdminCommissionRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/Commissions',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The tenant's commission definitions with its bank accounts and payment sets",
        operationId: 'adminCommissions',
        security: bearerAuth,
        response: { 200: AdminCommissionsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await commissionDefinitions(ctx, adminOf(request))),
  );

  app.get(
    '/admin/Commissions/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One commission definition',
        operationId: 'adminCommission',
        security: bearerAuth,
        params: IdParams,
        response: { 200: AdminCommissionDefinitionAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await commissionDefinition(ctx, adminOf(request), request.params.id)),
  );

  app.post(
    '/admin/Commissions',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Adds a commission definition for one of the tenant’s bank accounts; audited',
        operationId: 'adminCreateCommission',
        security: bearerAuth,
        body: CommissionDefinitionInput,
        response: { 200: AdminCommissionDefinitionAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(await saveCommissionDefinition(ctx, adminOf(request), null, request.body, clientOf(request))),
  );

  app.put(
    '/admin/Commissions/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Changes a commission definition (sent whole); audited, priced by every instance at once',
        operationId: 'adminUpdateCommission',
        security: bearerAuth,
        params: IdParams,
        body: CommissionDefinitionInput,
        response: { 200: AdminCommissionDefinitionAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await saveCommissionDefinition(
          ctx,
          adminOf(request),
          request.params.id,
          request.body,
          clientOf(request),
        ),
      ),
  );

  app.post(
    '/admin/Commissions/Preview',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The instalment table of a definition being edited, for an amount, priced as the pay page prices',
        operationId: 'adminCommissionPreview',
        security: bearerAuth,
        body: CommissionPreviewRequest,
        response: { 200: CommissionPreviewAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await previewCommission(ctx, adminOf(request), request.body)),
  );
}
