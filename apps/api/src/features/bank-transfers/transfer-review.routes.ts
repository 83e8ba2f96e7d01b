import {
  BankStatementImportAnswer,
  BankStatementPush,
  BankTransferAnswer,
  BankTransferMatchInput,
  BankTransferPageAnswer,
  BankTransferQuery,
  IdParams,
  messages,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { adminAuditRow } from '../../lib/audit.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { importStatement } from './statement-import.service.js';
import { STATEMENT_BODY_LIMIT } from './statements.routes.js';
import {
  dismissTransfer,
  listTransfers,
  matchTransferToFirm,
  undoTransferDecision,
} from './transfer-review.service.js';

/** The console's statement upload and the review of incoming transfers (issue 29, `/admin/bank-transfers`). */
export function registerTransferReviewRoutes(app: ZodApp, ctx: AppContext): void {
  const onRequest = ctx.guards.requireTenantAdmin;
  const base = { tags: ['Admin'], security: bearerAuth };

  app.post(
    '/admin/BankStatements',
    {
      onRequest,
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        ...base,
        summary: 'Uploads a bank statement (camt.053, camt.054 or MT940) of one of the tenant’s accounts',
        description: 'The same import as `PUT /api/integration/v1/bank-statements`, by a console user.',
        operationId: 'adminImportBankStatement',
        body: BankStatementPush,
        response: { 200: BankStatementImportAnswer, ...errorAnswers(400, 401, 403, 406, 413) },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const result = await importStatement(ctx.db, admin.tenantId, request.body, {
        source: 'upload',
        userId: admin.userId,
      });
      const { importId, iban, imported, duplicates, matched, errors } = result;
      await ctx.db.insert(auditLog).values(
        adminAuditRow(admin, clientOf(request), {
          event: 'bank-statement.import',
          objectType: 'bank_statement_import',
          objectId: importId,
          details: { fileName: request.body.fileName, iban, imported, duplicates, matched, errors },
        }),
      );
      return ok(result, messages.statementImported);
    },
  );

  app.get(
    '/admin/BankTransfers',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Incoming transfers by view (to review, matched, other), newest first, with the count of each view',
        operationId: 'adminBankTransfers',
        querystring: BankTransferQuery,
        response: { 200: BankTransferPageAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await listTransfers(ctx, adminOf(request), request.query)),
  );

  app.post(
    '/admin/BankTransfers/:id/match',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Matches an incoming transfer to a firm; the sender IBAN is learnt for the next ones',
        operationId: 'adminMatchBankTransfer',
        params: IdParams,
        body: BankTransferMatchInput,
        response: { 200: BankTransferAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await matchTransferToFirm(
          ctx,
          adminOf(request),
          request.params.id,
          request.body.firmId,
          clientOf(request),
        ),
        messages.transferMatched,
      ),
  );

  app.post(
    '/admin/BankTransfers/:id/dismiss',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Marks an incoming transfer as not a collection (a refund to us, a transfer between own accounts)',
        operationId: 'adminDismissBankTransfer',
        params: IdParams,
        response: { 200: BankTransferAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await dismissTransfer(ctx, adminOf(request), request.params.id, clientOf(request)),
        messages.transferDismissed,
      ),
  );

  app.post(
    '/admin/BankTransfers/:id/undo',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Undoes a match or a “not a collection”: the transfer goes back to review',
        operationId: 'adminUndoBankTransfer',
        params: IdParams,
        response: { 200: BankTransferAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await undoTransferDecision(ctx, adminOf(request), request.params.id, clientOf(request)),
        messages.transferUndone,
      ),
  );
}
