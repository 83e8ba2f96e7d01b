import {
  DiscountInvoicesAnswer,
  DiscountInvoicesQuery,
  DiscountPreviewAnswer,
  DiscountRequestAnswer,
  DiscountRequestListAnswer,
  DiscountSelection,
  DiscountStatusChange,
  EmptyAnswer,
  IdParams,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { PDF_TYPE, PdfAnswer, sendFile } from '../../lib/file-answers.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { madeAt } from '../../lib/pdf/made-at.js';
import { readTenantLogo } from '../../lib/tenant-logo.js';
import { adminOf, sessionOf } from '../auth/session-guard.js';
import {
  changeDiscountStatus,
  createDiscountRequest,
  discountInvoices,
  discountPreview,
  discountRequest,
  discountRequests,
} from './discount.service.js';
import { discountRequestPdf } from './discount-pdf.js';

const tags = ['InvoiceDiscount'];

/** Invoice discounting (flag invoiceDiscount): the invoices, a preview, requests; the administrator's decision. */
export function registerDiscountRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('invoiceDiscount');

  app.get(
    '/InvoiceDiscount/Invoices',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The firm's open discountable invoices, each with why it cannot be chosen today (or null)",
        operationId: 'discountInvoices',
        security: bearerAuth,
        querystring: DiscountInvoicesQuery,
        response: { 200: DiscountInvoicesAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await discountInvoices(ctx, sessionOf(request), request.query.firmId)),
  );

  app.post(
    '/InvoiceDiscount/Preview',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The figures of discounting the chosen invoices on a value date, per invoice and per currency',
        operationId: 'discountPreview',
        security: bearerAuth,
        body: DiscountSelection,
        response: { 200: DiscountPreviewAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => ok(await discountPreview(ctx, sessionOf(request), request.body)),
  );

  app.post(
    '/InvoiceDiscount/Requests',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Asks for the chosen invoices to be discounted, with the figures the server works out now',
        operationId: 'discountRequestCreate',
        security: bearerAuth,
        body: DiscountSelection,
        response: { 200: DiscountRequestAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(await createDiscountRequest(ctx, sessionOf(request), request.body, clientOf(request).ip)),
  );

  app.get(
    '/InvoiceDiscount/Requests',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The firm's discount requests, newest first",
        operationId: 'discountRequestList',
        security: bearerAuth,
        querystring: DiscountInvoicesQuery,
        response: { 200: DiscountRequestListAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await discountRequests(ctx, sessionOf(request), request.query.firmId)),
  );

  app.get(
    '/InvoiceDiscount/Requests/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One discount request with its invoices and figures',
        operationId: 'discountRequestGet',
        security: bearerAuth,
        params: IdParams,
        response: { 200: DiscountRequestAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await discountRequest(ctx, sessionOf(request), request.params.id)),
  );

  app.get(
    '/InvoiceDiscount/Requests/:id/Pdf',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'One discount request as a PDF: firm, terms, every invoice with its figures, totals per currency',
        operationId: 'discountRequestPdf',
        security: bearerAuth,
        params: IdParams,
        response: { 200: PdfAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const auth = sessionOf(request);
      const view = await discountRequest(ctx, auth, request.params.id);
      const tenant = await ctx.tenants.require(auth.tenantId);
      const file = await discountRequestPdf(view, {
        tenantName: tenant.name,
        logo: await readTenantLogo(tenant.logoPath, ctx.files),
        madeAt: madeAt(),
      });
      return sendFile(reply, PDF_TYPE, `iskonto-talebi-${view.requestNo.replace('İSK', 'ISK')}.pdf`, file);
    },
  );

  app.put(
    '/admin/discount-requests/:id/status',
    {
      onRequest: ctx.guards.requireTenantAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Approves, rejects or marks paid a discount request (a rejected one frees its invoices)',
        operationId: 'adminDiscountStatus',
        security: bearerAuth,
        params: IdParams,
        body: DiscountStatusChange,
        response: { 200: EmptyAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => {
      await changeDiscountStatus(
        ctx,
        adminOf(request),
        request.params.id,
        request.body,
        clientOf(request).ip,
      );
      return ok(null);
    },
  );
}
