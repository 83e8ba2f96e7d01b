import { Readable } from 'node:stream';
import {
  ImportEntityParam,
  ImportFormatQuery,
  ImportIdParam,
  ImportListAnswer,
  ImportStartedAnswer,
  ImportStatusAnswer,
  ImportUploadQuery,
  type IntegrationEntity,
  messages,
} from '@tahsilat/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { sendFile, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { beginImport, ImportJobs, importOf, importStatus, recentImports } from './import.service.js';
import { errorsFile, templateFile } from './import-files.js';
import { receiveUpload } from './import-upload.js';

const tags = ['Admin'];
const CSV_TYPE = 'text/csv; charset=utf-8';

/** The upload's body is the file itself, streamed to disk by the route (never parsed or buffered by Fastify). */
const UPLOAD_TYPES = [XLSX_TYPE, 'text/csv', 'application/vnd.ms-excel', 'application/octet-stream'];

const SpreadsheetAnswer = {
  description: 'The file: XLSX, or CSV (UTF-8 with BOM, separated by ";")',
  content: {
    [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) },
    'text/csv': { schema: z.string() },
  },
};

const typeOf = (format: 'xlsx' | 'csv') => (format === 'xlsx' ? XLSX_TYPE : CSV_TYPE);

/** The XLSX/CSV import of ERP data for tenants without an integration (issue 15, section 6). */
export async function registerAdminImportRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await api.register(async (scope) => {
    const jobs = new ImportJobs();
    scope.addHook('onClose', () => jobs.stopAll());
    scope.addContentTypeParser(UPLOAD_TYPES, (_request, payload, done) => done(null, payload));
    registerRoutes(scope as unknown as ZodApp, ctx, jobs);
  });
}

function registerRoutes(app: ZodApp, ctx: AppContext, jobs: ImportJobs): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/Import/Template/:entity',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "An entity's import template: the header row (Turkish title [field]) and an example row",
        operationId: 'adminImportTemplate',
        security: bearerAuth,
        params: ImportEntityParam,
        querystring: ImportFormatQuery,
        response: { 200: SpreadsheetAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request, reply) => {
      const { entity } = request.params;
      const { format } = request.query;
      return sendFile(
        reply,
        typeOf(format),
        `sablon-${entity}.${format}`,
        await templateFile(entity, format),
      );
    },
  );

  app.post(
    '/admin/Import/Upload/:entity',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Upload an XLSX or CSV file of firms, movements, due items, invoices or stocks and start its import',
        description:
          'The body is the file itself (`fileName` in the query). Answers at once with the import id; read the ' +
          'progress with `GET /admin/Import/{id}`. Each row is checked and written as the integration API does: a ' +
          'bad row is reported with its row number and changes nothing, the others are written. At most 50 MB; ' +
          'one running import per tenant.',
        operationId: 'adminImportStart',
        security: bearerAuth,
        params: ImportEntityParam,
        querystring: ImportUploadQuery,
        response: { 202: ImportStartedAnswer, ...errorAnswers(400, 401, 403, 406, 413, 415) },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      if (!(request.body instanceof Readable)) {
        // A JSON or form body: the route takes the file itself.
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.importNotSpreadsheet);
      }
      const length = Number(request.headers['content-length']);
      const file = await receiveUpload(
        request.body,
        request.query.fileName,
        Number.isFinite(length) ? length : null,
      );
      const id = await beginImport(
        ctx,
        jobs,
        admin,
        request.params.entity as IntegrationEntity,
        request.query.fileName,
        file,
        clientOf(request),
      );
      return reply.status(202).send(ok({ id }, messages.importStarted));
    },
  );

  app.get(
    '/admin/Import',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The tenant's latest 20 imports, newest first",
        operationId: 'adminImportList',
        security: bearerAuth,
        response: { 200: ImportListAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await recentImports(ctx, adminOf(request))),
  );

  app.get(
    '/admin/Import/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "An import's progress: rows read, written and failed, and the first 50 row errors",
        description:
          'A running import whose server stopped (restart) is answered as failed once its heartbeat is a minute ' +
          'old; the rows it wrote stay, and uploading the file again writes the rest (written rows are unchanged).',
        operationId: 'adminImportStatus',
        security: bearerAuth,
        params: ImportIdParam,
        response: { 200: ImportStatusAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await importStatus(ctx, adminOf(request), request.params.id)),
  );

  app.get(
    '/admin/Import/:id/Errors',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Every row error of an import: row number, key, column and the catalogue's message",
        operationId: 'adminImportErrors',
        security: bearerAuth,
        params: ImportIdParam,
        querystring: ImportFormatQuery,
        response: { 200: SpreadsheetAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const row = await importOf(ctx, adminOf(request), request.params.id);
      const { format } = request.query;
      const file = await errorsFile(ctx.db, row.entity as IntegrationEntity, row.id, format);
      return sendFile(reply, typeOf(format), `ice-aktarma-hatalari.${format}`, file);
    },
  );
}
