import { messages } from '@tahsilat/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable, sqlStateOf } from '../lib/sql-state.js';

type Answer = { success: false; message: string; data: string[] | null };

function answer(message: string, data: string[] | null = null): Answer {
  return { success: false, message, data };
}

/** Fastify's own request errors and the catalogue answer each gets. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.malformedBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.malformedBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.malformedBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: messages.unsupportedMediaType },
};

/**
 * Errors the router raises before any route runs (a malformed URL, a path segment over maxParamLength): the
 * catalogue's 400, as for any other malformed request.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'malformed request URL');
  void reply.code(400).send(answer(messages.badRequest));
}

/**
 * One place turns every failure into the catalogue's answer (SPEC 8, DESIGN 5): AppError by its code,
 * framework errors by their status, anything else a 500 with the generic text and details in the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: error.code, status: error.status }, 'request refused');
      }
      return reply.code(error.status).headers(error.headers).send(answer(error.message, error.fieldMessages));
    }
    const known = FRAMEWORK_ERRORS[error.code];
    if (known) {
      request.log.info({ code: error.code }, 'malformed request');
      return reply.code(known.status).send(answer(known.message));
    }
    if (error.validation) {
      return reply.code(406).send(answer(messages.badRequest, [messages.badRequest]));
    }
    const sqlState = sqlStateOf(error);
    // Class 22: a data exception (a date out of range, a bad number, a NUL byte), raw or wrapped by drizzle.
    if (sqlState?.startsWith('22')) {
      // The edge schemas should have refused this value; the database did. Nothing was written (the
      // statement failed), and the caller sent the value, so it is their 400, logged to be looked at.
      request.log.warn({ sqlState, route: request.routeOptions.url }, 'database refused a value');
      return reply.code(400).send(answer(messages.badRequest));
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarts or fails over: nothing was decided, the client may try again shortly.
      request.log.warn({ err: error, route: request.routeOptions.url }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(answer(messages.serviceUnavailable));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request refused by the framework');
      return reply.code(status).send(answer(messages.badRequest));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(answer(messages.unexpected));
  });
}
