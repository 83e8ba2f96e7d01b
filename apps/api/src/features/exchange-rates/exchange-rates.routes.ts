import { EmptyAnswer, messages } from '@tahsilat/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { setTenantRate } from './exchange-rates.service.js';

const SetRateRequest = z.strictObject({
  currencyCode: z.enum(['USD', 'EUR']),
  bankNoteSellValue: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, messages.amountInvalid)
    .describe('TRY per unit, up to 6 decimals'),
});

export function registerExchangeRateRoutes(app: ZodApp, ctx: AppContext): void {
  app.put(
    '/PosCollection/ExchangeRates',
    {
      onRequest: ctx.guards.requirePermission('posCollection'),
      schema: {
        tags: ['PosCollection'],
        summary: "Set the tenant's own bank-note selling rate (firm users)",
        security: bearerAuth,
        body: SetRateRequest,
        response: { 200: EmptyAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => {
      await setTenantRate(ctx, sessionOf(request), request.body, clientOf(request));
      return ok(null, messages.success);
    },
  );
}
