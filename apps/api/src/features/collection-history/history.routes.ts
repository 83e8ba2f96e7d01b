import {
  CollectionDetailAnswer,
  CollectionHistoryExportQuery,
  CollectionHistoryPageAnswer,
  CollectionHistoryQuery,
  IdParams,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { historyDetail, historyPage } from './history.service.js';
import { historyWorkbook } from './history-export.js';

const tags = ['PosCollection'];

/** The collection history (flag posCollection): pages, one payment with its timeline, and the Excel file. */
export function registerCollectionHistoryRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('posCollection');

  app.get(
    '/PosCollection/History',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "A page of the card payments of the user's firm (and a main firm's dealers), filtered and sorted",
        security: bearerAuth,
        querystring: CollectionHistoryQuery,
        response: { 200: CollectionHistoryPageAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await historyPage(ctx, sessionOf(request), request.query)),
  );

  app.get(
    '/PosCollection/History/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One card payment with its timeline (created, 3-D, outcome, the ERP)',
        // The path without its parameter would repeat the list's operationId.
        operationId: 'posCollectionHistoryDetail',
        security: bearerAuth,
        params: IdParams,
        response: { 200: CollectionDetailAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await historyDetail(ctx, sessionOf(request), request.params.id)),
  );

  app.get(
    '/PosCollection/HistoryExcel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The filtered collection history as an Excel file (.xlsx), in the list’s order',
        security: bearerAuth,
        querystring: CollectionHistoryExportQuery,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        XLSX_TYPE,
        'tahsilat-gecmisi.xlsx',
        await historyWorkbook(ctx, sessionOf(request), request.query),
      ),
  );
}
