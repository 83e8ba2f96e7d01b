import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@tahsilat/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { errorAnswers, type ZodApp } from '../../lib/http.js';
import type { Metrics } from './metrics.js';

const PROMETHEUS_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the metrics token (compared in constant time, whatever its length). */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /api/metrics` in Prometheus' text format, for the operators' scraper only: it answers with METRICS_TOKEN as
 * a bearer token, and not at all (404) while no token is configured. The load balancer also keeps it off the
 * public side (docs/deployment.md).
 */
export function registerMetricsRoutes(app: ZodApp, ctx: AppContext, metrics: Metrics): void {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['Health'],
        summary: 'Prometheus metrics of this instance and the shared figures (METRICS_TOKEN as bearer token)',
        security: [{ metricsToken: [] }],
        response: {
          200: {
            description: 'The Prometheus text exposition format',
            content: { 'text/plain': { schema: z.string() } },
          },
          ...errorAnswers(401, 404),
        },
      },
    },
    async (request, reply) => {
      const token = ctx.config.metricsToken;
      if (!token) {
        throw AppError.notFound(messages.routeNotFound);
      }
      if (!carriesToken(request.headers.authorization, token)) {
        throw AppError.unauthenticated();
      }
      const text = await metrics.render();
      return reply
        .header('content-type', PROMETHEUS_TYPE)
        .header('cache-control', 'no-store')
        .send(text as never);
    },
  );
}
