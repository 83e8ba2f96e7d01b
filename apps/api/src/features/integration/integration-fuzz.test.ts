import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import { INTEGRATION, movement } from '../../../test/integration.js';

/** A canary card number planted in fuzzed input: it may come back in no answer and reach no log line. */
const CANARY_CARD = '4546711234567894';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { INTEGRATION_REQUESTS_PER_MINUTE: '1000000' } });
});
afterAll(async () => t.close());

/** Valid items of each entity, mutated field by field. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  firms: {
    code: '6001',
    name: 'Fuzz Bayi',
    parentCode: '1001',
    taxNumber: '1234567808',
    riskLimit: '100.00',
  },
  movements: movement('fuzz'),
  'due-items': { externalId: 'F-DUE', firmCode: '1002', dueDate: '2026-05-01', amount: '10.00' },
  invoices: {
    externalId: 'F-INV',
    firmCode: '1002',
    invoiceNo: 'F1',
    invoiceDate: '2026-01-01',
    dueDate: '2026-02-01',
    amount: '10.00',
    dbs: { bankCode: '0046', status: 3 },
  },
  stocks: { code: 'F-STK', name: 'Fuzz', listPrice: '1.00', warehouses: [{ code: 'MRK', onHand: 1 }] },
};

const EDGE_VALUES = fc.constantFrom(
  '\u0000',
  'Fatura\u0000 1',
  '2026-02-30',
  '2026-13-01',
  '-1',
  '1.005',
  '99999999999999999999.99',
  'x'.repeat(10_000),
  CANARY_CARD,
  `Kart ${CANARY_CARD}`,
);

function items(example: Record<string, unknown>) {
  const mutated = fc
    .record({
      key: fc.constantFrom(...Object.keys(example), 'tenantId', 'id'),
      value: fc.oneof(fc.anything(), EDGE_VALUES),
    })
    .map(({ key, value }) => ({ ...example, [key]: value }));
  return fc.array(fc.oneof(mutated, fc.anything()), { minLength: 1, maxLength: 5 });
}

function expectAnswerShape(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeLessThan(500);
  const answer = response.json() as Record<string, unknown>;
  expect(typeof answer.success).toBe('boolean');
  expect(typeof answer.message).toBe('string');
  expect('data' in answer).toBe(true);
  expect(response.body).not.toContain(CANARY_CARD);
}

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${INTEGRATION}${url}`,
    headers: { authorization: `Bearer ${DEMO.integrationKey}`, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) ?? 'null' }),
  });

describe('fuzzed integration input', () => {
  for (const [entity, example] of Object.entries(EXAMPLES)) {
    it(`PUT /${entity}: mutated items and arbitrary bodies are answered < 500 in the catalogue's shape`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            items(example).map((list) => ({ items: list })),
            fc.anything(),
          ),
          async (body) => {
            expectAnswerShape(await call('PUT', `/${entity}`, body));
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it('DELETE, GET and POST routes take any key, query and body without a 500', async () => {
    const text = fc.oneof(fc.string(), EDGE_VALUES, fc.constant('%00'), fc.constant('..%2F..'));
    await fc.assert(
      fc.asyncProperty(text, fc.anything(), async (key, body) => {
        const encoded = encodeURIComponent(key || 'x');
        expectAnswerShape(await call('DELETE', `/movements/${encoded}`));
        expectAnswerShape(await call('GET', `/firms/${encoded}/balance`));
        expectAnswerShape(await call('GET', `/collections?after=${encoded}&limit=${encoded}`));
        expectAnswerShape(await call('POST', `/collections/${encoded}/ack`, body));
        expectAnswerShape(await call('POST', '/webhooks', body));
      }),
      { numRuns: 40 },
    );
  });

  it('no canary reached the server log', () => {
    expect(t.logs.join('')).not.toContain(CANARY_CARD);
  });
});
