import {
  IdParams,
  ReceiptCheckAnswer,
  ReceiptCheckQuery,
  ReceiptLinkQuery,
  ReceiptMailAnswer,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { PDF_TYPE, PdfAnswer, sendFile } from '../../lib/file-answers.js';
import { bearerAuth, clientOf, errorAnswers, noAuth, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { checkReceipt, receiptBySignedLink, receiptFileName, receiptForUser } from './receipt.service.js';
import { sendReceiptMail } from './receipt-mail.js';

/** Receipts (dekont): for the signed-in payer's firm and its main firm, by a signed link, and their QR check. */
export function registerReceiptRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('posCollection');

  app.get(
    '/PosCollection/Receipt/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['PosCollection'],
        summary: "A successful payment's receipt (PDF): the payer's firm and its main firm only",
        security: bearerAuth,
        params: IdParams,
        response: { 200: PdfAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const { row, file } = await receiptForUser(ctx, sessionOf(request), request.params.id);
      return sendFile(reply, PDF_TYPE, receiptFileName(row), file);
    },
  );

  app.post(
    '/PosCollection/Receipt/:id/Mail',
    {
      onRequest: guard,
      schema: {
        tags: ['PosCollection'],
        summary: "E-mails the receipt to the payment's e-mail address (else the paying firm's)",
        security: bearerAuth,
        params: IdParams,
        response: { 200: ReceiptMailAnswer, ...errorAnswers(400, 401, 403, 404, 406, 429) },
      },
    },
    async (request) =>
      ok(await sendReceiptMail(ctx, sessionOf(request), request.params.id, clientOf(request))),
  );

  app.get(
    '/PayWithoutLogin/Receipt/:id',
    {
      schema: {
        tags: ['PayWithoutLogin'],
        summary: "The payer's receipt from the payment result (a signed link that works for an hour)",
        security: noAuth,
        params: IdParams,
        querystring: ReceiptLinkQuery,
        response: { 200: PdfAnswer, ...errorAnswers(400, 404, 406) },
      },
    },
    async (request, reply) => {
      const { row, file } = await receiptBySignedLink(
        ctx,
        request.params.id,
        request.query.expires,
        request.query.s,
      );
      return sendFile(reply, PDF_TYPE, receiptFileName(row), file);
    },
  );

  app.get(
    '/PosCollection/ReceiptCheck/:id',
    {
      schema: {
        tags: ['PosCollection'],
        summary: "What a receipt's QR code confirms: the payment is ours, with its main facts",
        security: noAuth,
        params: IdParams,
        querystring: ReceiptCheckQuery,
        response: { 200: ReceiptCheckAnswer, ...errorAnswers(400, 404, 406) },
      },
    },
    async (request) => ok(await checkReceipt(ctx, request.params.id, request.query.s)),
  );
}
