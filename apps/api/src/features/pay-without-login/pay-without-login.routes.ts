import {
  AvailableInstallmentsAnswer,
  AvailableInstallmentsRequest,
  CommissionOptionsAnswer,
  CommissionOptionsQuery,
  CurrenciesAnswer,
  DecryptedParametersAnswer,
  DecryptParametersRequest,
  ExchangeAmountsAnswer,
  ExchangeAmountsRequest,
  FirmByBranchAnswer,
  FirmByBranchRequest,
  IdParams,
  PaymentMethodsAnswer,
  PosTransactionAnswer,
  ProvidersAnswer,
  SalesAnswer,
  SalesRequest,
  ScreenSettingsAnswer,
  ScreenSettingsQuery,
  TenantIdQuery,
  TenantPaymentGuidQuery,
} from '@tahsilat/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { clientOf, errorAnswers, noAuth, ok, type ZodApp } from '../../lib/http.js';
import { cachedAnswer, type TenantPaymentConfig } from '../payments/payment-config.js';
import { startCardPayment } from '../payments/sales.service.js';
import {
  availableInstallments,
  availableProviders,
  commissionOptions,
  currencies,
  decryptParameters,
  exchangeAmounts,
  findFirm,
  payingTenantConfig,
  saleContextOf,
  transactionById,
} from './pay-without-login.service.js';

const tags = ['PayWithoutLogin'];

/** Whether a client takes gzip (`gzip` listed, and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === 'x-gzip') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * The commission options of a tenant (both payment screens ask on every load). The answer only changes
 * with the configuration, so its bytes are written once per configuration and question.
 */
export async function sendCommissionOptions(
  ctx: AppContext,
  reply: FastifyReply,
  config: TenantPaymentConfig,
  query: { paymentSetId?: string | undefined; firmId?: string | undefined },
): Promise<z.infer<typeof CommissionOptionsAnswer>> {
  const { paymentSetId, firmId } = query;
  const answer = await cachedAnswer(config, `commission|${paymentSetId ?? ''}|${firmId ?? ''}`, async () =>
    String(reply.serialize(ok(await commissionOptions(ctx, config, query)))),
  );
  // The bytes were written by the route's own answer serializer; Fastify sends a buffer as it is.
  const gzip = acceptsGzip(reply.request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (gzip) {
    reply.header('content-encoding', 'gzip');
  }
  const body = gzip ? answer.gzipped : answer.plain;
  return reply.send(body as unknown as z.infer<typeof CommissionOptionsAnswer>) as unknown as z.infer<
    typeof CommissionOptionsAnswer
  >;
}

export function registerPayWithoutLoginRoutes(app: ZodApp, ctx: AppContext): void {
  const configById = async (tenantId: string) =>
    ctx.paymentConfig.get((await ctx.tenants.require(tenantId)).id);

  app.get(
    '/PayWithoutLogin/GetPaymentMethods',
    {
      schema: {
        tags,
        summary: "The tenant's payment methods",
        security: noAuth,
        querystring: TenantIdQuery,
        response: { 200: PaymentMethodsAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) => ok((await configById(request.query.tenantId)).paymentMethods),
  );

  app.get(
    '/PayWithoutLogin/GetCurrencies',
    {
      schema: {
        tags,
        summary: 'Currencies with bank-note selling rates',
        security: noAuth,
        querystring: TenantIdQuery,
        response: { 200: CurrenciesAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) => ok(currencies(await configById(request.query.tenantId))),
  );

  app.get(
    '/PayWithoutLogin/TenantScreenSettings',
    {
      schema: {
        tags,
        summary: 'Visibility settings of screen 6 (pay without login) or 5 (payment page)',
        security: noAuth,
        querystring: ScreenSettingsQuery,
        response: { 200: ScreenSettingsAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) => ok((await configById(request.query.tenantId)).screens[request.query.screenId]),
  );

  app.post(
    '/PayWithoutLogin/GetByFirmBranchNumberWithTenantPaymentGuid',
    {
      schema: {
        tags,
        summary: 'The firm of a branch number',
        security: noAuth,
        body: FirmByBranchRequest,
        response: { 200: FirmByBranchAnswer, ...errorAnswers(400, 404, 406) },
      },
    },
    async (request) => {
      const config = await payingTenantConfig(ctx, request.body.tenantPaymentGuid);
      const firm = await findFirm(ctx, config.tenant.id, { branchNumber: request.body.firmbranchNumber });
      return ok({ firmId: firm.id, firmName: firm.name });
    },
  );

  app.get(
    '/PayWithoutLogin/AvailableProviders',
    {
      schema: {
        tags,
        summary: 'Banks (providers) the tenant takes cards through',
        security: noAuth,
        querystring: TenantPaymentGuidQuery,
        response: { 200: ProvidersAnswer, ...errorAnswers(400, 404, 406) },
      },
    },
    async (request) => ok(availableProviders(await payingTenantConfig(ctx, request.query.tenantPaymentGuid))),
  );

  app.get(
    '/PayWithoutLogin/CommissionOptions',
    {
      schema: {
        tags,
        summary: 'Commission definitions and the options that shape the picker',
        security: noAuth,
        querystring: CommissionOptionsQuery,
        response: { 200: CommissionOptionsAnswer, ...errorAnswers(400, 404, 406) },
      },
    },
    async (request, reply) =>
      sendCommissionOptions(
        ctx,
        reply,
        await payingTenantConfig(ctx, request.query.tenantPaymentGuid),
        request.query,
      ),
  );

  app.post(
    '/PayWithoutLogin/AvailableInstallments',
    {
      schema: {
        tags,
        summary: 'Instalment counts a bank allows and the default',
        security: noAuth,
        body: AvailableInstallmentsRequest,
        response: { 200: AvailableInstallmentsAnswer, ...errorAnswers(400, 404, 406) },
      },
    },
    async (request) =>
      ok(
        availableInstallments(
          await payingTenantConfig(ctx, request.body.tenantPaymentGuid),
          request.body.bankId,
        ),
      ),
  );

  app.post(
    '/PayWithoutLogin/GetDecryptParameters',
    {
      schema: {
        tags,
        summary: "A pay-with-params link's values (each path segment a token sealed with the tenant's key)",
        security: noAuth,
        description:
          'Tokens are `<keyId>.<linkId>.<base64url>`, all four sealed for one link id (a value the link leaves ' +
          'out is sealed empty). Refused links (a token missing, changed or from another link) answer 400 with ' +
          'the SPEC 8 message and count against the caller address.',
        body: DecryptParametersRequest,
        response: { 200: DecryptedParametersAnswer, ...errorAnswers(400, 404, 406, 429) },
      },
    },
    async (request) => ok(await decryptParameters(ctx, request.body, clientOf(request).ip)),
  );

  app.post(
    '/PayWithoutLogin/GetPosCollectionTransactionExchangeAmounts',
    {
      schema: {
        tags,
        summary: 'An amount in TL, USD and EUR at bank-note selling rates',
        security: noAuth,
        body: ExchangeAmountsRequest,
        response: { 200: ExchangeAmountsAnswer, ...errorAnswers(400, 404, 406) },
      },
    },
    async (request) =>
      ok(
        exchangeAmounts(
          await configById(request.body.tenantId),
          request.body.amount,
          request.body.currencyCode,
        ),
      ),
  );

  app.post(
    '/PayWithoutLogin/SalesRequest',
    {
      schema: {
        tags,
        summary: "Start a card payment: answers the bank's 3-D page (the card data is never stored)",
        security: noAuth,
        body: SalesRequest,
        response: { 200: SalesAnswer, ...errorAnswers(400, 404, 406, 429) },
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      await ctx.paymentThrottle.refuseIfBlocked(client.ip);
      await ctx.paymentThrottle.record(client.ip);
      const { tenantPaymentGuid, ...sale } = request.body;
      const config = await payingTenantConfig(ctx, tenantPaymentGuid);
      const saleContext = await saleContextOf(ctx, config, sale, client.ip);
      const started = await startCardPayment(ctx, config, sale, saleContext, client);
      // The answer carries the card fields inside the bank form: never cached, never logged.
      reply.header('cache-control', 'no-store');
      return ok(started);
    },
  );

  app.get(
    '/PayWithoutLogin/PosCollectionTransactionGetById/:id',
    {
      schema: {
        tags,
        summary: 'A card payment and its result',
        security: noAuth,
        params: IdParams,
        response: { 200: PosTransactionAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) => ok(await transactionById(ctx, request.params.id)),
  );
}
