import {
  IdParams,
  messages,
  TenantBankAccountAnswer,
  TenantBankAccountInput,
  TenantBankAccountsAnswer,
  TransferInstructionsAnswer,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf, sessionOf } from '../auth/session-guard.js';
import {
  changeBankAccount,
  createBankAccount,
  listBankAccounts,
  transferInstructions,
} from './bank-accounts.service.js';

/**
 * Bank transfers (issue 29): the tenant's accounts in the console, and what a signed-in firm is told to pay by
 * transfer (DESIGN §14).
 */
export function registerBankTransferRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;
  const tags = ['Admin'];

  app.get(
    '/admin/BankAccounts',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "The tenant's bank accounts for transfers: shown to dealers, and the ones statements come in for",
        operationId: 'adminBankAccounts',
        security: bearerAuth,
        response: { 200: TenantBankAccountsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await listBankAccounts(ctx, adminOf(request))),
  );

  app.post(
    '/admin/BankAccounts',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Adds a bank account (IBAN checked by its layout and check digits; the bank named from its code)',
        operationId: 'adminAddBankAccount',
        security: bearerAuth,
        body: TenantBankAccountInput,
        response: { 200: TenantBankAccountAnswer, ...errorAnswers(400, 401, 403, 406) },
      },
    },
    async (request) =>
      ok(
        await createBankAccount(ctx, adminOf(request), request.body, clientOf(request)),
        messages.bankAccountSaved,
      ),
  );

  app.put(
    '/admin/BankAccounts/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Changes a bank account: its IBAN, name, currency, whether dealers see it, whether it is in use',
        operationId: 'adminChangeBankAccount',
        security: bearerAuth,
        params: IdParams,
        body: TenantBankAccountInput,
        response: { 200: TenantBankAccountAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await changeBankAccount(ctx, adminOf(request), request.params.id, request.body, clientOf(request)),
        messages.bankAccountSaved,
      ),
  );

  app.get(
    '/Transfer/Instructions',
    {
      onRequest: ctx.guards.requireSession,
      schema: {
        tags: ['Transfer'],
        summary:
          "How the signed-in firm pays by transfer: its reference code, the payee and the tenant's accounts",
        operationId: 'transferInstructions',
        security: bearerAuth,
        response: { 200: TransferInstructionsAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => ok(await transferInstructions(ctx, sessionOf(request))),
  );
}
