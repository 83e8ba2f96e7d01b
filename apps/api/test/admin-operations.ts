import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { posTransactions } from '../src/db/schema.js';
import { answerOf, request, type TestApp } from './helpers.js';

/** Helpers of the console's operations tests (issue 15, section 7). */

type Method = 'GET' | 'POST' | 'PUT';

export function adminOps(t: TestApp) {
  return (token: string | undefined, method: Method, url: string, payload?: object) =>
    request(t.app, {
      method,
      url: `/api/admin${url}`,
      ...(token ? { token } : {}),
      ...(payload ? { payload } : {}),
    });
}

/** Every row of a keyset list, page by page (each page checked not to exceed its size). */
export async function walkPages<T>(
  fetchPage: (cursor: string) => Promise<LightMyRequestResponse>,
  pageSize: number,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor = '';
  for (let pages = 0; pages < 200; pages += 1) {
    const response = await fetchPage(cursor);
    expect(response.statusCode, response.body).toBe(200);
    const page = answerOf<{ items: T[]; nextCursor: string | null }>(response).data;
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    rows.push(...page.items);
    if (!page.nextCursor) {
      return rows;
    }
    cursor = `&cursor=${page.nextCursor}`;
  }
  throw new Error('paging never ended');
}

/** Copies of an authorised payment with their own order ids, firms, amounts and times (the list's fixtures). */
export async function clonePayment(
  t: TestApp,
  sourceId: string,
  copies: {
    orderId: string;
    firmId: string;
    amount: string;
    createdAt: string;
    card?: string;
    /** Another tenant's copy: its tenant, bank account and definition. */
    tenant?: {
      tenantId: string;
      posAccountId: string;
      posAccountVersionId: string;
      commissionDefinitionId: string;
    };
  }[],
) {
  const [source] = await t.ctx.db
    .select()
    .from(posTransactions)
    .where(and(eq(posTransactions.id, sourceId)));
  if (!source) {
    throw new Error('no such payment');
  }
  const { id: _id, feedSeq: _feedSeq, ...rest } = source;
  await t.ctx.db.insert(posTransactions).values(
    copies.map((copy) => ({
      ...rest,
      orderId: copy.orderId,
      firmId: copy.firmId,
      amount: copy.amount,
      netAmount: copy.amount,
      totalAmount: copy.amount,
      commissionAmount: '0.00',
      refundedAmount: '0',
      reversalState: null,
      maskedCardNumber: copy.card ?? source.maskedCardNumber,
      createdAt: new Date(copy.createdAt),
      ...copy.tenant,
    })),
  );
}
