import { messages } from '@tahsilat/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';

/** A PostgreSQL error as node-postgres and PGlite raise it: a SQLSTATE in `code`. */
function databaseError(sqlState: string): Error {
  return Object.assign(new Error('database said no'), { code: sqlState });
}

async function answerTo(thrown: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw thrown;
  });
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return { status: response.statusCode, body: response.json() as { success: boolean; message: string } };
}

describe('error handler', () => {
  it('answers a value the database refused (SQLSTATE class 22) as the catalogue 400, raw or wrapped', async () => {
    for (const thrown of [
      databaseError('22008'),
      databaseError('22P02'),
      new Error('Failed query: insert …', { cause: databaseError('22021') }),
    ]) {
      expect(await answerTo(thrown)).toEqual({
        status: 400,
        body: { success: false, message: messages.badRequest, data: null },
      });
    }
  });

  it('answers a database that cannot be reached or dropped the connection as a 503 to try again', async () => {
    for (const thrown of [
      databaseError('57P01'),
      databaseError('08006'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Failed query: select …', { cause: new Error('Connection terminated unexpectedly') }),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      const { status, body } = await answerTo(thrown);
      expect(status).toBe(503);
      expect(body.message).toBe(messages.serviceUnavailable);
    }
  });

  it('keeps every other database failure a 500 with the generic text', async () => {
    for (const thrown of [databaseError('23505'), databaseError('40001'), new Error('boom')]) {
      const { status, body } = await answerTo(thrown);
      expect(status).toBe(500);
      expect(body.message).toBe(messages.unexpected);
    }
  });
});
