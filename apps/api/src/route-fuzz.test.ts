import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCardDataAtRest } from '../test/card-canary.js';
import { buildTestApp, DEMO, login, type TestApp } from '../test/helpers.js';
import { type JsonSchema, type RouteOperation, routeTable } from '../test/route-table.js';

/**
 * SECURITY.md "Input", over the whole route table: every operation of the OpenAPI document (the portal, the console,
 * the integration API, the public pages) gets bodies, queries and path values generated from its own schema, mixed
 * with arbitrary JSON, edge values, a canary card number and security codes; more than 10,000 requests in all. The answer is
 * always below 500 and in the catalogue's shape, never echoes the canary (but for the 3-D form that carries the card
 * to the bank by design), and afterwards no table and no log line holds a card number.
 */

const TOTAL_REQUESTS = 10_000;
const CANARY_CARD = '4546711234567894';

type Schema = JsonSchema;

interface Operation extends RouteOperation {
  query: Record<string, Schema>;
}

let t: TestApp;
let operations: Operation[] = [];
let tokens: { firm: string; admin: string } = { firm: '', admin: '' };

/** Values the database itself refuses, and the canary. */
const EDGE = fc.constantFrom(
  '\u0000',
  'Fatura\u0000 1',
  '2026-02-30',
  '2026-13-01',
  '-1',
  '0',
  '99999999999999999999.99',
  '1e309',
  '',
  ' ',
  CANARY_CARD,
  `${CANARY_CARD.slice(0, 4)} ${CANARY_CARD.slice(4, 8)} ${CANARY_CARD.slice(8, 12)} ${CANARY_CARD.slice(12)}`,
);
const NOISE = fc.oneof(fc.anything({ maxDepth: 2 }), EDGE);

/** An arbitrary that mostly follows the schema (so requests get past the first field) and sometimes does not. */
function shaped(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) {
    return NOISE;
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    return fc.oneof(...variants.map((variant) => shaped(variant, depth + 1)));
  }
  if (schema.enum?.length) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: NOISE },
    );
  }
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type;
  let typed: fc.Arbitrary<unknown>;
  switch (type) {
    case 'object':
      typed = fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [
            key,
            // A security code goes only where one belongs: the at-rest canary then looks for it beside its key.
            key === 'cvv' ? fc.constantFrom('000', '739', '1234') : shaped(value, depth + 1),
          ]),
        ),
        { requiredKeys: [] },
      );
      break;
    case 'array':
      typed = fc.array(shaped(schema.items, depth + 1), { maxLength: 3 });
      break;
    case 'integer':
      typed = fc.oneof(fc.integer(), fc.integer({ min: 0, max: 20 }));
      break;
    case 'number':
      typed = fc.oneof(fc.integer(), fc.double({ noNaN: true }));
      break;
    case 'boolean':
      typed = fc.boolean();
      break;
    case 'string':
      typed =
        schema.format === 'uuid'
          ? fc.uuid()
          : schema.format === 'date'
            ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
            : fc.oneof(
                fc.string({ maxLength: 40 }),
                fc.constantFrom('1250.50', '1.250,50', 'TRY', '1001'),
                EDGE,
              );
      break;
    default:
      return NOISE;
  }
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: NOISE });
}

const pathValue = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom('1001', '1002', CANARY_CARD, '..%2f..', '%00', 'localhost'),
);

/** One request of an operation, from generated parts. */
function requestOf(operation: Operation) {
  const queryKeys = Object.keys(operation.query);
  return fc.record({
    path: fc.array(pathValue, { minLength: 4, maxLength: 4 }),
    query: fc.record(
      Object.fromEntries(queryKeys.map((key) => [key, shaped(operation.query[key])])) as Record<
        string,
        fc.Arbitrary<unknown>
      >,
      { requiredKeys: [] },
    ),
    body: operation.body ? shaped(operation.body) : NOISE,
  });
}

function headersOf(operation: Operation): Record<string, string> {
  if (operation.security === 'bearer') {
    return {
      authorization: `Bearer ${operation.path.startsWith('/api/admin/') ? tokens.admin : tokens.firm}`,
    };
  }
  if (operation.security === 'integrationKey') {
    return { authorization: `Bearer ${DEMO.integrationKey}` };
  }
  return {};
}

beforeAll(async () => {
  const high = { limit: 1_000_000, windowMs: 60_000 };
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on', INTEGRATION_REQUESTS_PER_MINUTE: '1000000' },
    throttles: { login: high, forgot: high, params: high, payment: high, mail: high, integrationAuth: high },
  });
  operations = (await routeTable(t.app))
    // Signing out would end the session the rest of the run uses; its 401s are checked elsewhere.
    .filter((operation) => !operation.path.endsWith('/Logout'))
    .map((operation) => ({
      ...operation,
      query: Object.fromEntries(
        operation.parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [parameter.name, parameter.schema ?? {}]),
      ),
    }));
});
afterAll(async () => t.close());

interface Generated {
  path: unknown[];
  query: unknown;
  body: unknown;
}

/** Sends one generated request; answers what is wrong with its answer (nothing, mostly). */
async function sendFuzzed(operation: Operation, { path, query, body }: Generated): Promise<string[]> {
  let index = 0;
  const url = operation.path.replace(/\{\w+\}/g, () => encodeURIComponent(String(path[index++] ?? 'x')));
  const answer = await t.app.inject({
    method: operation.method,
    url,
    query: Object.fromEntries(
      Object.entries(query as Record<string, unknown>).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ]),
    ),
    headers: { ...headersOf(operation), 'content-type': 'application/json' },
    ...(operation.method === 'GET' || operation.method === 'DELETE'
      ? {}
      : { payload: JSON.stringify(body) ?? 'null' }),
  });
  const where = `${operation.method} ${operation.path} → ${answer.statusCode}`;
  const problems: string[] = [];
  if (answer.statusCode >= 500) {
    problems.push(`${where}: ${answer.body.slice(0, 200)}`);
  }
  if (String(answer.headers['content-type'] ?? '').includes('application/json') && answer.statusCode >= 400) {
    const parsed = answer.json() as { success?: unknown; message?: unknown };
    if (parsed.success !== false || typeof parsed.message !== 'string') {
      problems.push(`${where}: not the catalogue's shape ${answer.body.slice(0, 120)}`);
    }
  }
  // The 3-D form carries the card to the bank by design; no other answer may hold it.
  if (!/\/SalesRequest(WithCode)?$/.test(operation.path) && answer.body.includes(CANARY_CARD)) {
    problems.push(`${where}: echoed the canary ${answer.body.slice(0, 400)}`);
  }
  return problems;
}

describe('fuzzed requests over the whole route table', () => {
  it(`more than ${TOTAL_REQUESTS.toLocaleString('en')} requests: never a 500, always the answer format, no card data kept`, async () => {
    expect(operations.length).toBeGreaterThan(150);
    const runs = Math.ceil(TOTAL_REQUESTS / operations.length);
    // Printed with any failure, so the same requests can be made again (FUZZ_SEED=…).
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
    let sent = 0;
    const failures: string[] = [];
    for (const operation of operations) {
      // A fresh session per operation: a fuzzed request may have changed the user's tenant or flags.
      tokens = {
        firm: (await login(t.app)).token,
        admin: (await login(t.app, DEMO.tenantAdmin.email)).token,
      };
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async (generated) => {
          sent += 1;
          try {
            failures.push(...(await sendFuzzed(operation, generated)));
          } catch (error) {
            failures.push(`${operation.method} ${operation.path}: threw ${String(error).slice(0, 200)}`);
          }
        }),
        { numRuns: runs, seed },
      );
    }
    expect(failures.slice(0, 20), `FUZZ_SEED=${seed}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    try {
      await expectNoCardDataAtRest(t);
    } catch (error) {
      // The seed makes the same requests again; the canary's own message says where the card was found.
      if (error instanceof Error) {
        error.message = `FUZZ_SEED=${seed}: ${error.message}`;
      }
      throw error;
    }
  }, 600_000);
});
