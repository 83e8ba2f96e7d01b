import {
  AvailableInstallmentsAnswer,
  CreatePaymentRequest,
  CurrenciesAnswer,
  ExtendPaymentRequest,
  istanbulIsoDate,
  messages,
  PAYMENT_REQUEST_SORTS,
  PaymentRequestByCodeBody,
  PaymentRequestCommissionAnswer,
  PaymentRequestCommissionQuery,
  PaymentRequestCreateOptionsAnswer,
  PaymentRequestFilter,
  PaymentRequestIdBody,
  PaymentRequestInstallmentsBody,
  PaymentRequestItemAnswer,
  PaymentRequestListQuery,
  PaymentRequestPageAnswer,
  PaymentRequestScreenAnswer,
  PaymentRequestScreenQuery,
  PreAuthActionBody,
  PublicPaymentRequestAnswer,
  SalesAnswer,
  SalesRequestWithCode,
  SendPaymentRequest,
  TenantIdQuery,
} from '@tahsilat/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, clientOf, errorAnswers, noAuth, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { assertReadableFirm } from '../firm-report/firm-scope.js';
import { sendCommissionOptions } from '../pay-without-login/pay-without-login.routes.js';
import { availableInstallments, currencies } from '../pay-without-login/pay-without-login.service.js';
import { exportWorkbook } from './export.js';
import { cancelPaymentRequest, extendPaymentRequest, sendPaymentRequest } from './link-changes.service.js';
import { publicPaymentRequest, startLinkPayment } from './link-payment.service.js';
import { scopeOf } from './link-present.js';
import { createOptions, createPaymentRequest, listPaymentRequests } from './payment-requests.service.js';
import { settlePreAuth } from './pre-auth.service.js';

const tags = ['PaymentRequest'];

const ExportQuery = PaymentRequestFilter.extend({
  sortBy: z.enum(PAYMENT_REQUEST_SORTS).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
});

/** Pay by link: the firm's screens (createPaymentLink) and the customer's public link page. */
export function registerPaymentRequestRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('createPaymentLink');
  const configByGuid = async (paymentGuid: string) =>
    ctx.paymentConfig.get((await ctx.tenants.requireByPaymentGuid(paymentGuid)).id);

  app.get(
    '/PaymentRequest/CreateOptions',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Firms, currencies, payment sets and defaults the create form offers',
        security: bearerAuth,
        response: { 200: PaymentRequestCreateOptionsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await createOptions(ctx, sessionOf(request))),
  );

  app.post(
    '/PaymentRequest/Create',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Create a payment link (and send it by e-mail or SMS)',
        security: bearerAuth,
        body: CreatePaymentRequest,
        response: { 200: PaymentRequestItemAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await createPaymentRequest(ctx, sessionOf(request), request.body, clientOf(request)),
        messages.success,
      ),
  );

  app.get(
    '/PaymentRequest/List',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Link tracking: the firm's (and its sub-firms') links, filtered, sorted, keyset-paged",
        security: bearerAuth,
        querystring: PaymentRequestListQuery,
        response: { 200: PaymentRequestPageAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      // Filtering by a firm the user may not read is refused, as on every report (a sibling's or another tenant's).
      await assertReadableFirm(ctx.db, auth, request.query.firmId);
      return ok(await listPaymentRequests(ctx, scopeOf(auth), request.query));
    },
  );

  app.get(
    '/PaymentRequest/Export',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The filtered tracking list as an Excel file (.xlsx)',
        security: bearerAuth,
        querystring: ExportQuery,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request, reply) => {
      const file = await exportWorkbook(ctx, sessionOf(request), request.query);
      return sendFile(reply, XLSX_TYPE, `odeme-linkleri-${istanbulIsoDate()}.xlsx`, file);
    },
  );

  app.post(
    '/PaymentRequest/Cancel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Cancel a waiting link (audit-logged)',
        security: bearerAuth,
        body: PaymentRequestIdBody,
        response: { 200: PaymentRequestItemAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await cancelPaymentRequest(
          ctx,
          sessionOf(request),
          request.body.id,
          clientOf(request),
          scopeOf(sessionOf(request)),
        ),
        messages.paymentRequestCancelledDone,
      ),
  );

  app.post(
    '/PaymentRequest/Extend',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Give a waiting or expired link a new last day',
        security: bearerAuth,
        body: ExtendPaymentRequest,
        response: { 200: PaymentRequestItemAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await extendPaymentRequest(
          ctx,
          sessionOf(request),
          request.body,
          clientOf(request),
          scopeOf(sessionOf(request)),
        ),
        messages.paymentRequestExtended,
      ),
  );

  app.post(
    '/PaymentRequest/Send',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Send a waiting link again by e-mail or SMS',
        security: bearerAuth,
        body: SendPaymentRequest,
        response: { 200: PaymentRequestItemAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(await sendPaymentRequest(ctx, sessionOf(request), request.body), messages.paymentRequestSent),
  );

  for (const [path, settlement] of [
    ['/PaymentRequest/CapturePreAuth', 'capture'],
    ['/PaymentRequest/ReleasePreAuth', 'release'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: guard,
        schema: {
          tags,
          summary:
            settlement === 'capture'
              ? "Take the amount a link's pre-authorisation holds (PostAuth)"
              : "Release a link's pre-authorisation (Void)",
          security: bearerAuth,
          body: PreAuthActionBody,
          response: { 200: PaymentRequestItemAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
        },
      },
      async (request) => {
        const settled = await settlePreAuth(
          ctx,
          sessionOf(request),
          request.body.id,
          settlement,
          clientOf(request),
        );
        return ok(settled.item, settled.message);
      },
    );
  }

  // The customer's side: no session (SPEC 4: /PaymentRequest and /PosCollection/SalesRequestWith need none).

  app.post(
    '/PaymentRequest/GetByPaymentRequestId',
    {
      schema: {
        tags,
        summary: 'The link behind a code, for the payment page (paid, expired and cancelled links too)',
        security: noAuth,
        body: PaymentRequestByCodeBody,
        response: { 200: PublicPaymentRequestAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await publicPaymentRequest(ctx, request.body.PaymentRequestString));
    },
  );

  app.get(
    '/PaymentRequest/CommissionOptions',
    {
      schema: {
        tags,
        summary: 'Commission options for a link payment',
        security: noAuth,
        querystring: PaymentRequestCommissionQuery,
        response: { 200: PaymentRequestCommissionAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request, reply) =>
      sendCommissionOptions(ctx, reply, await configByGuid(request.query.paymentGuid), request.query),
  );

  app.get(
    '/PaymentRequest/TenantScreenSettings',
    {
      schema: {
        tags,
        summary: 'Visibility settings of the payment page (screen 5)',
        security: noAuth,
        querystring: PaymentRequestScreenQuery,
        response: { 200: PaymentRequestScreenAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) =>
      ok((await ctx.paymentConfig.get((await ctx.tenants.require(request.query.tenantId)).id)).screens[5]),
  );

  app.post(
    '/PaymentRequest/AvailableInstallments',
    {
      schema: {
        tags,
        summary: 'Instalment counts a bank allows and the default',
        security: noAuth,
        body: PaymentRequestInstallmentsBody,
        response: { 200: AvailableInstallmentsAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) =>
      ok(availableInstallments(await configByGuid(request.body.paymentGuid), request.body.bankId)),
  );

  app.get(
    '/PosCollection/GetCurrencies',
    {
      schema: {
        tags: ['PosCollection'],
        summary: 'Currencies with bank-note selling rates',
        security: noAuth,
        querystring: TenantIdQuery,
        response: { 200: CurrenciesAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) =>
      ok(currencies(await ctx.paymentConfig.get((await ctx.tenants.require(request.query.tenantId)).id))),
  );

  app.post(
    '/PosCollection/SalesRequestWithCode',
    {
      schema: {
        tags: ['PosCollection'],
        summary: "Pay a link by card: answers the bank's 3-D page (the card data is never stored)",
        security: noAuth,
        body: SalesRequestWithCode,
        response: { 200: SalesAnswer, ...errorAnswers(400, 404, 406, 429) },
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      await ctx.paymentThrottle.refuseIfBlocked(client.ip);
      await ctx.paymentThrottle.record(client.ip);
      const started = await startLinkPayment(ctx, request.body, client);
      // The answer carries the card fields inside the bank form: never cached, never logged.
      reply.header('cache-control', 'no-store');
      return ok(started);
    },
  );
}
