import { ErrorAnswer } from '@tahsilat/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ClientInfo } from '../context.js';

/** A Fastify instance whose routes are typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export function ok<T>(data: T, message = ''): { success: true; message: string; data: T } {
  return { success: true, message, data };
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** Error answers for the OpenAPI document, by status. */
export function errorAnswers<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorAnswer])) as {
    [K in S[number]]: typeof ErrorAnswer;
  };
}

/** OpenAPI security of a route that needs a session (the session guard checks the bearer token). */
export const bearerAuth = [{ bearer: [] }];

/** OpenAPI security of a public route: stated, not left out, so an undeclared route fails `lint:openapi`. */
export const noAuth = [] as const;
