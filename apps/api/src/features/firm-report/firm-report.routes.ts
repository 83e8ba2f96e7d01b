import { ReportFirmsAnswer } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { readableFirms } from './firm-scope.js';

/** The firm selector of the business pages: which firms' reports the user may read. */
export function registerFirmReportRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/FirmReport/Firms',
    {
      onRequest: ctx.guards.requireSession,
      schema: {
        tags: ['FirmReport'],
        summary: "The firms whose reports the user may read: its own and a main firm's sub-firms",
        security: bearerAuth,
        response: { 200: ReportFirmsAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => ok(await readableFirms(ctx.db, sessionOf(request))),
  );
}
