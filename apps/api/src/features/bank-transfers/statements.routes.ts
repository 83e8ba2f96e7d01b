import {
  BankStatementImportAnswer,
  BankStatementPush,
  MAX_STATEMENT_CHARS,
  messages,
} from '@tahsilat/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { auditDetails } from '../integration/integration-audit.js';
import { INTEGRATION_PREFIX, integrationSecurity, ownerOf } from '../integration/integration-guard.js';
import { importStatement } from './statement-import.service.js';

/** The file's text in JSON (Turkish letters take two bytes, escapes more), with room for the envelope. */
export const STATEMENT_BODY_LIMIT = MAX_STATEMENT_CHARS * 2 + 64 * 1024;

/**
 * `PUT /api/integration/v1/bank-statements` (DESIGN §14): an ERP or a bank connector pushes a statement. Registered
 * in the integration API's scope, so its key guard and audit apply.
 */
export function registerStatementPushRoute(
  app: ZodApp,
  ctx: AppContext,
  guard: onRequestAsyncHookHandler,
): void {
  app.put(
    `${INTEGRATION_PREFIX}/bank-statements`,
    {
      onRequest: guard,
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        tags: ['Integration'],
        operationId: 'integrationPutBankStatement',
        summary: 'Import a bank statement (camt.053, camt.054 or MT940) of one of the tenant’s accounts',
        description:
          'Each movement is stored once, by the bank’s reference or a digest of what the bank wrote: a statement ' +
          'pushed again, or one that overlaps an earlier one, adds nothing (`duplicates`). A file that cannot be ' +
          'read writes nothing and is answered 406 with the line or element at fault; a statement of an account ' +
          'that is not the tenant’s is refused. Incoming transfers are matched to firms where it is certain ' +
          '(reference code, a known sender IBAN, a tax number); the rest wait for review in the console.',
        security: integrationSecurity,
        body: BankStatementPush,
        response: { 200: BankStatementImportAnswer, ...errorAnswers(400, 401, 406, 413, 415, 429) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const result = await importStatement(ctx.db, owner.tenantId, request.body, {
        source: 'api',
        userId: null,
      });
      const { importId, imported, duplicates, matched, errors } = result;
      auditDetails.set(request, { importId, imported, duplicates, matched, errors });
      return ok(result, messages.statementImported);
    },
  );
}
