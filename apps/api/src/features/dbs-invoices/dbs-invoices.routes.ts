import { DbsInvoiceFilter, DbsInvoicePageAnswer, DbsInvoiceQuery } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { DEFAULT_DBS_PAGE_SIZE, dbsInvoicePage } from './dbs-invoices.service.js';
import { dbsInvoiceWorkbook } from './dbs-invoices-export.js';

const tags = ['DbsInvoice'];

/** The DBS invoices (flag dbsInvoices): the bank cards with the first page, further pages, and the Excel file. */
export function registerDbsInvoiceRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('dbsInvoices');

  app.get(
    '/DbsInvoice/List',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "A page of the DBS invoices of the user's firm (and a main firm's dealers), latest due first, with the cards per bank on the first page",
        security: bearerAuth,
        querystring: DbsInvoiceQuery,
        response: { 200: DbsInvoicePageAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => {
      const { cursor, pageSize, ...filter } = request.query;
      return ok(
        await dbsInvoicePage(ctx, sessionOf(request), filter, {
          cursor,
          pageSize: pageSize ?? DEFAULT_DBS_PAGE_SIZE,
        }),
      );
    },
  );

  app.get(
    '/DbsInvoice/Excel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The filtered DBS invoices as an Excel file (.xlsx), in the list’s order',
        security: bearerAuth,
        querystring: DbsInvoiceFilter,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        XLSX_TYPE,
        'dbs-faturalari.xlsx',
        await dbsInvoiceWorkbook(ctx, sessionOf(request), request.query),
      ),
  );
}
