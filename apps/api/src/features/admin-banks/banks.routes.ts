import {
  AdminBankAnswer,
  AdminBankCreate,
  AdminBanksAnswer,
  AdminBankTestAnswer,
  AdminBankUpdate,
  IdParams,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { changeBank, createBank, listBanks } from './banks.service.js';
import { testBankConnection } from './connection-test.js';

const tags = ['Admin'];

/** The tenant administrator's bank accounts (issue 15): list, add, change (secrets replace-only). */
export function registerAdminBankRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/Banks',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The tenant's bank accounts (virtual POS), without their secrets",
        operationId: 'adminBanks',
        security: bearerAuth,
        response: { 200: AdminBanksAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await listBanks(ctx, adminOf(request))),
  );

  app.post(
    '/admin/Banks',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Adds a bank account; its password and store key are kept encrypted and never answered',
        operationId: 'adminCreateBank',
        security: bearerAuth,
        body: AdminBankCreate,
        response: { 200: AdminBankAnswer, ...errorAnswers(400, 401, 403, 406) },
      },
    },
    async (request) => ok(await createBank(ctx, adminOf(request), request.body, clientOf(request))),
  );

  app.put(
    '/admin/Banks/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Changes a bank account (sent whole; an empty secret keeps the stored one); audited',
        description:
          'Switching an account off takes its card programmes off every payment page at once, and its 3-D host ' +
          'out of the pages’ content policy.',
        operationId: 'adminUpdateBank',
        security: bearerAuth,
        params: IdParams,
        body: AdminBankUpdate,
        response: { 200: AdminBankAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(await changeBank(ctx, adminOf(request), request.params.id, request.body, clientOf(request))),
  );

  app.post(
    '/admin/Banks/:id/Test',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Tests the stored credentials with a status query for an order that cannot exist (nothing is charged)',
        operationId: 'adminTestBank',
        security: bearerAuth,
        params: IdParams,
        response: { 200: AdminBankTestAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) =>
      ok(await testBankConnection(ctx, adminOf(request), request.params.id, clientOf(request))),
  );
}
