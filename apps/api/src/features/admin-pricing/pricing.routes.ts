import {
  AdminExchangeRateAnswer,
  AdminPaymentMethodAnswer,
  AdminPaymentSetAnswer,
  AdminPricingAnswer,
  AdminSinglePaymentAnswer,
  ExchangeRateOverrideInput,
  IdParams,
  messages,
  PaymentMethodInput,
  PaymentSetInput,
  RateCurrencyParams,
  SinglePaymentSettingsInput,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { pricing, savePaymentMethod, savePaymentSet } from './pricing.service.js';
import { clearOwnRate, setOwnRate } from './rates.service.js';
import { saveSinglePaymentSettings, singlePaymentSettings } from './single-payment.service.js';

const tags = ['Admin'];

/** The tenant administrator's payment sets, payment methods and exchange-rate override (issue 15 section 4). */
export function registerAdminPricingRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;
  const common = { onRequest: guard };
  const writeErrors = errorAnswers(400, 401, 403, 404, 406);

  app.get(
    '/admin/Pricing',
    {
      ...common,
      schema: {
        tags,
        summary:
          "The tenant's payment sets and methods, and the USD/EUR rates: central, own and the one in use",
        operationId: 'adminPricing',
        security: bearerAuth,
        response: { 200: AdminPricingAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await pricing(ctx, adminOf(request))),
  );

  app.post(
    '/admin/Pricing/PaymentSets',
    {
      ...common,
      schema: {
        tags,
        summary: 'Adds a payment set; audited',
        operationId: 'adminCreatePaymentSet',
        security: bearerAuth,
        body: PaymentSetInput,
        response: { 200: AdminPaymentSetAnswer, ...writeErrors },
      },
    },
    async (request) => ok(await savePaymentSet(ctx, adminOf(request), null, request.body, clientOf(request))),
  );

  app.put(
    '/admin/Pricing/PaymentSets/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Renames or switches a payment set on or off (never deleted); audited',
        operationId: 'adminUpdatePaymentSet',
        security: bearerAuth,
        params: IdParams,
        body: PaymentSetInput,
        response: { 200: AdminPaymentSetAnswer, ...writeErrors },
      },
    },
    async (request) =>
      ok(await savePaymentSet(ctx, adminOf(request), request.params.id, request.body, clientOf(request))),
  );

  app.post(
    '/admin/Pricing/PaymentMethods',
    {
      ...common,
      schema: {
        tags,
        summary: 'Adds a payment method, in a payment set or none; audited',
        operationId: 'adminCreatePaymentMethod',
        security: bearerAuth,
        body: PaymentMethodInput,
        response: { 200: AdminPaymentMethodAnswer, ...writeErrors },
      },
    },
    async (request) =>
      ok(await savePaymentMethod(ctx, adminOf(request), null, request.body, clientOf(request))),
  );

  app.put(
    '/admin/Pricing/PaymentMethods/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Renames, moves or switches a payment method on or off (never deleted); audited',
        operationId: 'adminUpdatePaymentMethod',
        security: bearerAuth,
        params: IdParams,
        body: PaymentMethodInput,
        response: { 200: AdminPaymentMethodAnswer, ...writeErrors },
      },
    },
    async (request) =>
      ok(await savePaymentMethod(ctx, adminOf(request), request.params.id, request.body, clientOf(request))),
  );

  app.get(
    '/admin/Pricing/SinglePayment',
    {
      ...common,
      schema: {
        tags,
        summary:
          "Which account prices the single payment the pay pages show first, and the tenant's switched-on accounts",
        operationId: 'adminSinglePayment',
        security: bearerAuth,
        response: { 200: AdminSinglePaymentAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await singlePaymentSettings(ctx, adminOf(request))),
  );

  app.put(
    '/admin/Pricing/SinglePayment',
    {
      ...common,
      schema: {
        tags,
        summary:
          "Sets the single payment shown first: the cheapest for the payer, or one of the tenant's switched-on " +
          'accounts; the other banks stay offered, folded; audited',
        operationId: 'adminSetSinglePayment',
        security: bearerAuth,
        body: SinglePaymentSettingsInput,
        response: { 200: AdminSinglePaymentAnswer, ...writeErrors },
      },
    },
    async (request) =>
      ok(
        await saveSinglePaymentSettings(ctx, adminOf(request), request.body, clientOf(request)),
        messages.singlePaymentSaved,
      ),
  );

  app.put(
    '/admin/Pricing/Rates/:code',
    {
      ...common,
      schema: {
        tags,
        summary:
          "Sets the tenant's own bank-note selling rate (4 decimals); every pay page uses it at once; audited",
        operationId: 'adminSetExchangeRate',
        security: bearerAuth,
        params: RateCurrencyParams,
        body: ExchangeRateOverrideInput,
        response: { 200: AdminExchangeRateAnswer, ...writeErrors },
      },
    },
    async (request) =>
      ok(
        await setOwnRate(
          ctx,
          adminOf(request),
          request.params.code,
          request.body.bankNoteSell,
          clientOf(request),
        ),
        messages.pricingRateSet,
      ),
  );

  app.delete(
    '/admin/Pricing/Rates/:code',
    {
      ...common,
      schema: {
        tags,
        summary: "Clears the tenant's own rate: the central bank's applies again; audited",
        operationId: 'adminClearExchangeRate',
        security: bearerAuth,
        params: RateCurrencyParams,
        response: { 200: AdminExchangeRateAnswer, ...writeErrors },
      },
    },
    async (request) =>
      ok(
        await clearOwnRate(ctx, adminOf(request), request.params.code, clientOf(request)),
        messages.pricingRateCleared,
      ),
  );
}
