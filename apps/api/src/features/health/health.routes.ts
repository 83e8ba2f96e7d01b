import { HealthAnswer, messages } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { noAuth, ok, type ZodApp } from '../../lib/http.js';

export function registerHealthRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['Health'],
        summary: 'The process answers',
        security: noAuth,
        response: { 200: HealthAnswer },
      },
    },
    async () => ok({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['Health'],
        summary: 'The database takes queries (503 while it does not, and while the instance shuts down)',
        security: noAuth,
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (_request, reply) => {
      const database = ctx.database.kind;
      if (ctx.lifecycle.draining) {
        // Shutting down: the balancer takes this instance out while its requests finish.
        return reply.code(503).send({
          success: false,
          message: messages.serviceUnavailable,
          data: { status: 'draining', database },
        });
      }
      if (await ctx.database.ping()) {
        return ok({ status: 'ready' as const, database });
      }
      return reply.code(503).send({
        success: false,
        message: messages.serviceUnavailable,
        data: { status: 'unavailable', database },
      });
    },
  );
}
