import { PaymentPlanFilter, PaymentPlanPageAnswer, PaymentPlanQuery } from '@tahsilat/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import { DEFAULT_PLAN_PAGE_SIZE, type PlanRequest, paymentPlanPage } from './payment-plan.service.js';
import { paymentPlanWorkbook } from './payment-plan-export.js';

const tags = ['FirmReport'];

/** The payment plan (flag paymentPlan): its pages and its Excel file. */
export function registerPaymentPlanRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('paymentPlan');

  async function planRequest(request: FastifyRequest, filter: PaymentPlanFilter): Promise<PlanRequest> {
    const auth = sessionOf(request);
    const [firm, tenant] = await Promise.all([
      resolveFirm(ctx.db, auth, filter.firmId),
      ctx.tenants.require(auth.tenantId),
    ]);
    return { firm, tenantId: auth.tenantId, interestRate: tenant.lateInterestMonthlyRate, filter };
  }

  app.get(
    '/FirmReport/PaymentPlan',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "A page of the firm's plan lines in due-date order, with totals per currency on the first page",
        security: bearerAuth,
        querystring: PaymentPlanQuery,
        response: { 200: PaymentPlanPageAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => {
      const { cursor, pageSize, ...filter } = request.query;
      return ok(
        await paymentPlanPage(ctx.db, await planRequest(request, filter), {
          cursor,
          pageSize: pageSize ?? DEFAULT_PLAN_PAGE_SIZE,
        }),
      );
    },
  );

  app.get(
    '/FirmReport/PaymentPlanExcel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The filtered payment plan as an Excel file (.xlsx)',
        security: bearerAuth,
        querystring: PaymentPlanFilter,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const plan = await planRequest(request, request.query);
      const file = await paymentPlanWorkbook(ctx.db, plan);
      return sendFile(reply, XLSX_TYPE, `odeme-plani-${plan.firm.code}.xlsx`, file);
    },
  );
}
