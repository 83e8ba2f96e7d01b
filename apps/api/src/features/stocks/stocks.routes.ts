import { StockFilterOptionsAnswer, StockListFilter, StockListQuery, StockPageAnswer } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { stockFilterOptions, stockPage } from './stocks.service.js';
import { stockWorkbook } from './stocks-export.js';

const tags = ['Stock'];

/** Stocks (issue 14, `/stocks`, flag stocks): the tenant's items with the firm's prices and availability. */
export function registerStockRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('stocks');

  app.get(
    '/Stock/List',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "A page of the tenant's stock items in code order, with the signed-in firm's prices",
        security: bearerAuth,
        querystring: StockListQuery,
        response: { 200: StockPageAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await stockPage(ctx, sessionOf(request), request.query)),
  );

  app.get(
    '/Stock/Filters',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The groups, brands and warehouses of the stock items, for the filters',
        security: bearerAuth,
        response: { 200: StockFilterOptionsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await stockFilterOptions(ctx, sessionOf(request))),
  );

  app.get(
    '/Stock/ListExcel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The filtered items as a price list with the firm's prices (.xlsx), in code order",
        security: bearerAuth,
        querystring: StockListFilter,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        XLSX_TYPE,
        'fiyat-listesi.xlsx',
        await stockWorkbook(ctx, sessionOf(request), request.query),
      ),
  );
}
