import { HomeSummaryAnswer } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import { homeSummary } from './home.service.js';

/** The home page's figures: every signed-in user; the parts its flags do not open come back null. */
export function registerHomeRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/FirmReport/Home',
    {
      onRequest: ctx.guards.requireSession,
      schema: {
        tags: ['FirmReport'],
        summary: "The home page's figures: balance, overdue, due this month, risk, aging, next due dates, …",
        security: bearerAuth,
        response: { 200: HomeSummaryAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      return ok(await homeSummary(ctx.db, auth, await resolveFirm(ctx.db, auth, undefined)));
    },
  );
}
