import { DevMailsAnswer, DevMailsQuery } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { errorAnswers, noAuth, ok, type ZodApp } from '../../lib/http.js';

/** The dev mailbox: what the outbox holds, for demos and tests without an SMTP server. Never in production. */
export function registerDevMailboxRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/dev/mails',
    {
      schema: {
        tags: ['Development'],
        summary: 'Latest e-mails in the outbox (not available in production)',
        security: noAuth,
        querystring: DevMailsQuery,
        response: { 200: DevMailsAnswer, ...errorAnswers(406) },
      },
    },
    async (request) => {
      const rows = await ctx.outbox.latest(request.query.limit, request.query.to);
      return ok(
        rows.map((row) => ({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          status: row.status,
          attachments: row.attachments,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );
}
