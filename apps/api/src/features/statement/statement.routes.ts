import {
  messages,
  StatementFilter,
  StatementMailAnswer,
  StatementPageAnswer,
  StatementPageQuery,
} from '@tahsilat/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { PDF_TYPE, PdfAnswer, sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { madeAt } from '../../lib/pdf/made-at.js';
import { readTenantLogo } from '../../lib/tenant-logo.js';
import { sessionOf } from '../auth/session-guard.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import { DEFAULT_PAGE_SIZE, type StatementRequest, statementPage } from './statement.service.js';
import { statementWorkbook } from './statement-export.js';
import { sendStatementMail } from './statement-mail.js';
import { statementPdf } from './statement-pdf.js';

const tags = ['FirmReport'];

/** The account statement (flag firmTransaction): the page, its Excel file and its PDF. */
export function registerStatementRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('firmTransaction');

  async function statementRequest(request: FastifyRequest, filter: StatementRequest['filter']) {
    const auth = sessionOf(request);
    return { firm: await resolveFirm(ctx.db, auth, filter.firmId), tenantId: auth.tenantId, filter };
  }

  app.get(
    '/FirmReport/Statement',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'A page of the statement: Devir, movements with the running balance, totals on the first page',
        security: bearerAuth,
        querystring: StatementPageQuery,
        response: { 200: StatementPageAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => {
      const { cursor, pageSize, ...filter } = request.query;
      return ok(
        await statementPage(ctx.db, await statementRequest(request, filter), {
          cursor,
          pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
        }),
      );
    },
  );

  app.get(
    '/FirmReport/StatementExcel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The filtered statement as an Excel file (.xlsx): Devir, every row, totals',
        security: bearerAuth,
        querystring: StatementFilter,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const statement = await statementRequest(request, request.query);
      const file = await statementWorkbook(ctx.db, statement);
      return sendFile(reply, XLSX_TYPE, `ekstre-${statement.firm.code}.xlsx`, file);
    },
  );

  app.get(
    '/FirmReport/StatementPdf',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The filtered statement as a PDF (tenant logo, firm, period, Devir, rows, totals); at most 5,000 rows',
        security: bearerAuth,
        querystring: StatementFilter,
        response: { 200: PdfAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const statement = await statementRequest(request, request.query);
      const tenant = await ctx.tenants.require(statement.tenantId);
      const file = await statementPdf(ctx.db, statement, {
        tenantName: tenant.name,
        logo: await readTenantLogo(tenant.logoPath, ctx.files),
        madeAt: madeAt(),
      });
      return sendFile(reply, PDF_TYPE, `ekstre-${statement.firm.code}.pdf`, file);
    },
  );

  app.post(
    '/FirmReport/StatementMail',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The filtered statement's PDF by e-mail to the firm's own address (10 an hour per user)",
        security: bearerAuth,
        body: StatementFilter,
        response: { 200: StatementMailAnswer, ...errorAnswers(400, 401, 403, 404, 406, 429) },
      },
    },
    async (request) => {
      const statement = await statementRequest(request, request.body);
      const sent = await sendStatementMail(ctx, sessionOf(request), statement, madeAt(), clientOf(request));
      return ok(sent, messages.statementSent);
    },
  );
}
