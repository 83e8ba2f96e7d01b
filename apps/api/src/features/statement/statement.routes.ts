import { StatementFilter, StatementPageAnswer, StatementPageQuery } from '@tahsilat/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import { DEFAULT_PAGE_SIZE, type StatementRequest, statementPage } from './statement.service.js';
import { statementWorkbook } from './statement-export.js';

const tags = ['FirmReport'];

/** The account statement (flag firmTransaction): the page and its Excel file. */
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
      return (
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="ekstre-${statement.firm.code}.xlsx"`)
          .header('cache-control', 'no-store')
          // A Buffer is sent as it is, past the JSON answer serializer the route's schema types.
          .send(file as never)
      );
    },
  );
}
