import {
  AdminDiscountPageAnswer,
  AdminDiscountQuery,
  DiscountRequestAnswer,
  IdParams,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { PDF_TYPE, PdfAnswer, sendFile } from '../../lib/file-answers.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { madeAt } from '../../lib/pdf/made-at.js';
import { readTenantLogo } from '../../lib/tenant-logo.js';
import { adminOf } from '../auth/session-guard.js';
import { discountRequestPdf } from '../invoice-discount/discount-pdf.js';
import { adminDiscountPage, adminDiscountRequest } from './discounts.service.js';

const tags = ['Admin'];

/** The tenant's invoice-discount requests; the decision is `PUT /admin/discount-requests/:id/status`. */
export function registerAdminDiscountRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/DiscountRequests',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "A page of the tenant's discount requests, every firm, newest first",
        operationId: 'adminDiscountRequests',
        security: bearerAuth,
        querystring: AdminDiscountQuery,
        response: { 200: AdminDiscountPageAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await adminDiscountPage(ctx, adminOf(request), request.query)),
  );

  app.get(
    '/admin/DiscountRequests/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One discount request with its invoices and figures',
        operationId: 'adminDiscountRequest',
        security: bearerAuth,
        params: IdParams,
        response: { 200: DiscountRequestAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await adminDiscountRequest(ctx, adminOf(request), request.params.id)),
  );

  app.get(
    '/admin/DiscountRequests/:id/Pdf',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One discount request as the PDF its firm gets',
        operationId: 'adminDiscountRequestPdf',
        security: bearerAuth,
        params: IdParams,
        response: { 200: PdfAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const view = await adminDiscountRequest(ctx, admin, request.params.id);
      const tenant = await ctx.tenants.require(admin.tenantId);
      const file = await discountRequestPdf(view, {
        tenantName: tenant.name,
        logo: await readTenantLogo(tenant.logoPath, ctx.files),
        madeAt: madeAt(),
      });
      return sendFile(reply, PDF_TYPE, `iskonto-talebi-${view.requestNo.replace('İSK', 'ISK')}.pdf`, file);
    },
  );
}
