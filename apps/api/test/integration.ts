import type { BatchResult } from '@tahsilat/domain';
import type { FastifyInstance } from 'fastify';
import { type Answer, answerOf, DEMO } from './helpers.js';

/** Calls of the ERP integration API (DESIGN 12) for the tests. */

export const INTEGRATION = '/api/integration/v1';

export function integrationCall(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  options: { key?: string; payload?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: `${INTEGRATION}${path}`,
    headers: {
      authorization: `Bearer ${options.key ?? DEMO.integrationKey}`,
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** PUTs a batch and answers the status and the batch result. */
export async function pushItems(
  app: FastifyInstance,
  entity: string,
  items: unknown[],
  options: { key?: string; headers?: Record<string, string> } = {},
) {
  const response = await integrationCall(app, 'PUT', `/${entity}`, { ...options, payload: { items } });
  return { status: response.statusCode, headers: response.headers, answer: answerOf<BatchResult>(response) };
}

/** The statuses of a batch's items, in order. */
export function statusesOf(answer: Answer<BatchResult>): string[] {
  return answer.data.results.map((result) => result.status);
}

/** A valid movement of firm 1002; `n` makes its externalId. */
export function movement(n: number | string, fields: Record<string, unknown> = {}) {
  return {
    externalId: `T-MOV-${n}`,
    firmCode: '1002',
    date: '2026-03-10',
    documentType: 'invoice',
    documentNo: `F-${n}`,
    description: 'Satış faturası',
    debit: '100.00',
    ...fields,
  };
}
