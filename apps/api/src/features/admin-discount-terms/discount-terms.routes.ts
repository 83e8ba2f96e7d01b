import {
  AdminDiscountTermsAnswer,
  AdminFirmDiscountRateAnswer,
  DiscountTermsInput,
  EmptyAnswer,
  FirmDiscountRateInput,
  FirmIdParams,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import {
  discountTermsOf,
  removeFirmRate,
  saveDiscountTerms,
  saveFirmRate,
  stopDiscountTerms,
} from './discount-terms.service.js';

const tags = ['Admin'];

/** The tenant administrator's invoice-discounting terms and agreed firm rates (issue 15 section 1). */
export function registerAdminDiscountTermsRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/DiscountTerms',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The tenant's discounting terms (null: not offered) and the firms with an agreed rate",
        operationId: 'adminDiscountTerms',
        security: bearerAuth,
        response: { 200: AdminDiscountTermsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await discountTermsOf(ctx, adminOf(request))),
  );

  app.put(
    '/admin/DiscountTerms',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Sets the discounting terms (sent whole); audited, used by the firm pages at once',
        operationId: 'adminSaveDiscountTerms',
        security: bearerAuth,
        body: DiscountTermsInput,
        response: { 200: AdminDiscountTermsAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await saveDiscountTerms(ctx, adminOf(request), request.body, clientOf(request))),
  );

  app.delete(
    '/admin/DiscountTerms',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Stops offering discounting; existing requests keep their own terms; audited',
        operationId: 'adminStopDiscountTerms',
        security: bearerAuth,
        response: { 200: AdminDiscountTermsAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ok(await stopDiscountTerms(ctx, adminOf(request), clientOf(request))),
  );

  app.put(
    '/admin/DiscountTerms/Firms/:firmId',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Sets the annual rate agreed with one of the tenant's firms; audited",
        operationId: 'adminSaveFirmDiscountRate',
        security: bearerAuth,
        params: FirmIdParams,
        body: FirmDiscountRateInput,
        response: { 200: AdminFirmDiscountRateAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(await saveFirmRate(ctx, adminOf(request), request.params.firmId, request.body, clientOf(request))),
  );

  app.delete(
    '/admin/DiscountTerms/Firms/:firmId',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Removes a firm's agreed rate (the terms' annual rate applies again); audited",
        operationId: 'adminRemoveFirmDiscountRate',
        security: bearerAuth,
        params: FirmIdParams,
        response: { 200: EmptyAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => {
      await removeFirmRate(ctx, adminOf(request), request.params.firmId, clientOf(request));
      return ok(null);
    },
  );
}
