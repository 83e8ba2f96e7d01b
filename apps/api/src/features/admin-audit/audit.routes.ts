import {
  AUDIT_EXPORT_CAP,
  AuditLogFilter,
  AuditLogFiltersAnswer,
  AuditLogPageAnswer,
  AuditLogQuery,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { auditLogFilters, auditLogPage } from './audit.service.js';
import { auditLogWorkbook } from './audit-export.js';

const tags = ['Admin'];

/** The tenant administrator's audit log viewer (issue 15): the tenant's own entries only, and every read is logged. */
export function registerAdminAuditRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/AuditLog',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "A page of the tenant's audit log, newest first, filtered by who, what and when",
        description:
          'Keyset paging: pass `nextCursor` as `cursor` for older entries; entries written meanwhile never shift ' +
          'a page. `from` and `to` are Istanbul days, both included. Each call is itself an `audit-log.read` entry.',
        operationId: 'adminAuditLog',
        security: bearerAuth,
        querystring: AuditLogQuery,
        response: { 200: AuditLogPageAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await auditLogPage(ctx, adminOf(request), request.query, clientOf(request))),
  );

  app.get(
    '/admin/AuditLog/Filters',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "What the audit log can be filtered by: the users in the tenant's log, the events, the outcomes",
        operationId: 'adminAuditLogFilters',
        security: bearerAuth,
        response: { 200: AuditLogFiltersAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await auditLogFilters(ctx, adminOf(request))),
  );

  app.get(
    '/admin/AuditLog/Excel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The filtered audit log as an Excel file (.xlsx), newest first',
        description:
          `At most ${AUDIT_EXPORT_CAP.toLocaleString('en')} entries, the newest; when there were more, the first ` +
          'row under the titles says so. Times are Istanbul wall time. Logged as `audit-log.export`.',
        operationId: 'adminAuditLogExcel',
        security: bearerAuth,
        querystring: AuditLogFilter,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        XLSX_TYPE,
        'denetim-kaydi.xlsx',
        await auditLogWorkbook(ctx, adminOf(request), request.query, clientOf(request)),
      ),
  );
}
