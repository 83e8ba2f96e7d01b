import { messages } from '@tahsilat/domain';
import { FormBodyError, parseFormBody } from '@tahsilat/pos';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { clientOf } from '../../lib/http.js';
import { handleBankCallback } from './callback.service.js';
import { openRelay, RELAY_PATH, relayHeaders, relayPage } from './three-d-relay.js';

const Params = z.strictObject({ transactionId: z.uuid() });

/** Where the result panel of the 3-D iframe lives (SPEC 2). */
function resultPath(success: boolean, message: string): string {
  return `/pos-collection-result/${success ? 'true' : 'false'}/${encodeURIComponent(message)}`;
}

/**
 * POST /api/PosCollection/BankCallback/:transactionId — the bank's okUrl and failUrl. It is a
 * cross-site post inside an iframe: no cookie is read, the body is parsed strictly (a duplicate key,
 * an array, a broken escape or charset is a 400), and the iframe is sent on to the result panel.
 */
export async function registerBankCallbackRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: 32 * 1024 },
      (request, body, done) => {
        const charset = /charset=([^;]+)/i.exec(request.headers['content-type'] ?? '')?.[1] ?? null;
        try {
          done(null, parseFormBody(body as Buffer, charset));
        } catch (error) {
          done(
            error instanceof FormBodyError
              ? new AppError('BAD_REQUEST', messages.malformedBody)
              : (error as Error),
            undefined,
          );
        }
      },
    );
    scope.post(
      '/PosCollection/BankCallback/:transactionId',
      { schema: { hide: true } },
      async (request, reply) => {
        const params = Params.safeParse(request.params);
        if (!params.success || !request.body || typeof request.body !== 'object') {
          throw new AppError('BAD_REQUEST', messages.badRequest);
        }
        const outcome = await handleBankCallback(
          ctx,
          params.data.transactionId,
          request.body as Record<string, string>,
          clientOf(request),
        );
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .redirect(resultPath(outcome.success, outcome.message), 303);
      },
    );
    // The payer's browser on its way to a 3-D page the bank's answer named (three-d-relay.ts).
    scope.post(RELAY_PATH.replace('/api', ''), { schema: { hide: true } }, async (request, reply) => {
      const sealed = (request.body as Record<string, string> | undefined)?.relay;
      if (!sealed) {
        throw new AppError('BAD_REQUEST', messages.badRequest);
      }
      const { form, language } = await openRelay(ctx, sealed);
      const page = relayPage(form, language);
      return reply.headers(relayHeaders(form, page.nonce)).type('text/html; charset=utf-8').send(page.html);
    });
  });
}
