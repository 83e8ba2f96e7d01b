import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, login, type TestApp } from '../test/helpers.js';

/** A canary card number and CVV planted in fuzzed input: neither may come back or reach the log. */
const CANARY_CARD = '4546711234567894';
const CANARY_CVV = 'cvv-canary-8143';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({
    throttles: {
      login: { limit: 100_000, windowMs: 60_000 },
      forgot: { limit: 100_000, windowMs: 60_000 },
      params: { limit: 100_000, windowMs: 60_000 },
    },
  });
  token = (await login(t.app)).token;
});
afterAll(async () => t.close());

type Route = { method: 'GET' | 'POST'; url: string; example: Record<string, unknown>; signedIn?: boolean };

const routes: Route[] = [
  {
    method: 'POST',
    url: '/api/FirmAuth/Login',
    example: { email: DEMO.firmUser.email, password: 'Yanlis.Sifre1', b2BDomainUrl: 'http://localhost' },
  },
  {
    method: 'POST',
    url: '/api/FirmAuth/ForgotPassword',
    example: { Email: 'x@tahsilat.local', ScreenOption: 0, TenantUrl: 'http://localhost' },
  },
  {
    method: 'POST',
    url: '/api/FirmAuth/ResetPassword',
    example: { PsrGuid: 'abc', Password: 'Yeni.Sifre2026' },
  },
  {
    method: 'POST',
    url: '/api/FirmAuth/NewPassword',
    example: { PsrGuid: 'abc', Password: 'Yeni.Sifre2026' },
  },
  {
    method: 'POST',
    url: '/api/FirmAuth/ChangePassword',
    example: { currentPassword: 'x', newPassword: 'Yeni.Sifre2026', confirmPassword: 'Yeni.Sifre2026' },
    signedIn: true,
  },
  { method: 'GET', url: '/api/FirmAuth/IsHavePsrGuid', example: { PsrGuid: 'abc' } },
  { method: 'GET', url: '/api/FirmAuth/GetLoginEndpoints', example: { domain: 'http://localhost' } },
  { method: 'GET', url: '/api/dev/mails', example: { limit: 5 } },
  {
    method: 'POST',
    url: '/api/PayWithoutLogin/GetDecryptParameters',
    example: {
      tenantPaymentGuid: DEMO.tenantA.paymentGuid,
      encryptAmountString: 'ABCDEFGH.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      referenceNumber: 'ABCDEFGH.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      callbackUrl: '_',
    },
  },
  {
    method: 'POST',
    url: '/api/PaymentRequest/Create',
    example: { amount: '1250.00', currencyCode: 'TRY', description: 'Fatura', customerEmail: 'a@b.co' },
    signedIn: true,
  },
  {
    method: 'GET',
    url: '/api/PaymentRequest/List',
    example: {
      pageSize: '20',
      sortBy: 'amount',
      sortDir: 'asc',
      search: 'x',
      amountMin: '10',
      cursor: 'abc',
    },
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/api/PaymentRequest/Extend',
    example: { id: '00000000-0000-4000-8000-000000000000', validityDate: '2030-01-01' },
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/api/PaymentRequest/Send',
    example: { id: '00000000-0000-4000-8000-000000000000', channel: 'email', to: 'a@b.co' },
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/api/PaymentRequest/GetByPaymentRequestId',
    example: { PaymentRequestString: 'AAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  {
    method: 'POST',
    url: '/api/PosCollection/SalesRequestWithCode',
    example: {
      paymentCode: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      holderName: 'Ayşe Yılmaz',
      cardNumber: '4355084355084358',
      cvv: '000',
      expireMonth: '12',
      expireYear: '30',
      amount: '1017.90',
      netAmount: '1000.00',
      currencyCode: 'TRY',
      bankId: 46,
      installmentCount: 1,
      posCollectionCommissionDefinitionId: '00000000-0000-4000-8000-000000000000',
    },
  },
];

/** Values the database itself refuses: a NUL character, days and times that do not exist. */
const EDGE_VALUES = fc.constantFrom(
  '\u0000',
  'Fatura\u0000 1',
  '2026-02-30',
  '2026-13-01',
  '2026-12-31T24:00:00.000Z',
  '-1',
  '99999999999999999999.99',
);

/** Valid examples with one field replaced by anything (or an edge value), plus arbitrary JSON. */
function bodies(example: Record<string, unknown>) {
  const keys = Object.keys(example);
  const mutated = fc
    .record({
      key: fc.constantFrom(...keys, 'tenantId', 'cardNumber'),
      value: fc.oneof(fc.anything(), fc.constant(CANARY_CARD), EDGE_VALUES),
    })
    .map(({ key, value }) => ({ ...example, [key]: value }));
  const withCvv = fc.constant({ ...example, cvv: CANARY_CVV, cardNumber: CANARY_CARD });
  return fc.oneof(mutated, withCvv, fc.anything(), fc.object());
}

async function send(app: FastifyInstance, route: Route, body: unknown) {
  const headers = route.signedIn ? { authorization: `Bearer ${token}` } : {};
  if (route.method === 'GET') {
    const query =
      body && typeof body === 'object' && !Array.isArray(body)
        ? Object.fromEntries(
            Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
          )
        : {};
    return app.inject({ method: 'GET', url: route.url, query, headers });
  }
  return app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body) ?? 'null',
  });
}

describe('fuzzed input', () => {
  for (const route of routes) {
    it(`${route.method} ${route.url}: always < 500, always the answer format, never echoes the canary`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(route.example), async (body) => {
          const response = await send(t.app, route, body);
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json() as Record<string, unknown>;
          expect(typeof answer.success).toBe('boolean');
          expect(typeof answer.message).toBe('string');
          expect('data' in answer).toBe(true);
          expect(response.body).not.toContain(CANARY_CARD);
          expect(response.body).not.toContain(CANARY_CVV);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('no canary reached the server log', () => {
    const log = t.logs.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(CANARY_CARD);
    expect(log).not.toMatch(new RegExp(`cvv\\W{1,4}${CANARY_CVV}`, 'i'));
  });
});
