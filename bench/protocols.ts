import { PROTOCOL_CASES } from '../apps/api/test/protocol-cases.js';
import { type Budget, judged, type Measurement, measure, startApi, startBaseline } from './harness.js';
import { callbackThroughput, measureSales, SALES_P99_MS, saleBody } from './payments.js';

/**
 * Issue 16's budgets (and issue 26's, Garanti included), per protocol: the SalesRequest p99 ≤ 50 ms at 20 connections, the sandbox bank's
 * enrolment answer included (PosNet's oosRequestData, KuveytTürk's pay gate, PayFlex's MPI enrolment are server
 * calls before the form), beside the bare route of the same run; and ≥ 200 completed payments/s through the
 * callback on PostgreSQL (PosNet's resolve call, the provision, the state change).
 */
const CALLBACKS_PER_SECOND = 200;

/** The protocols whose 3-D start is a server call to the bank before the browser form. */
const SERVER_STARTS = new Set(['posnet', 'kuveyt', 'payflex']);

export interface ProtocolRow {
  protocol: string;
  sales: Measurement;
  callbacks: { perSecond: number; approved: number; count: number };
}

export interface ProtocolsBench {
  bare: Measurement;
  nestpay: Measurement;
  rows: ProtocolRow[];
  budgets: Map<string, Budget>;
  postgres: boolean;
}

export async function benchProtocols(options: { seconds: number }): Promise<ProtocolsBench> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const baseline = await startBaseline();
  const api = await startApi({ PAYMENT_ATTEMPTS_PER_10_MIN: '1000000' });
  try {
    const bare = await measure('bare Fastify route (same run)', {
      url: `${baseline.url}/bare`,
      connections: 20,
      durationSeconds: options.seconds,
    });
    // NestPay's start has no server call to the bank: the same route without one, for comparison.
    const nestpay = await measureSales(
      'POST /PayWithoutLogin/SalesRequest (nestpay, no enrolment call)',
      `${api.url}/api/PayWithoutLogin/SalesRequest`,
      await saleBody(api.url),
      options.seconds,
    );
    // The first protocol measured paid for the server's warm-up (JIT, the pool's connections): a round first.
    await callbackThroughput(api.url, 200, 20, await saleBody(api.url));
    const rows: ProtocolRow[] = [];
    const budgets = new Map<string, Budget>();
    for (const programme of PROTOCOL_CASES) {
      const body = await saleBody(api.url, programme);
      const start = SERVER_STARTS.has(programme.protocol) ? 'with the enrolment call' : 'browser form only';
      const sales = await measureSales(
        `POST /PayWithoutLogin/SalesRequest (${programme.protocol}, ${start})`,
        `${api.url}/api/PayWithoutLogin/SalesRequest`,
        body,
        options.seconds,
      );
      const callbacks = await callbackThroughput(api.url, postgres ? 1_000 : 300, 20, body);
      rows.push({ protocol: programme.protocol, sales, callbacks });
      // Judged on PostgreSQL like the signed-in SalesRequest: on PGlite even NestPay's start is over 50 ms.
      budgets.set(
        `${programme.protocol} sales`,
        judged(`p99 ≤ ${SALES_P99_MS} ms at 20 connections`, sales.p99 <= SALES_P99_MS && sales.non2xx === 0),
      );
      const complete = callbacks.approved === callbacks.count;
      budgets.set(`${programme.protocol} callbacks`, {
        label: `≥ ${CALLBACKS_PER_SECOND} payments/s on PostgreSQL, all approved`,
        pass: complete && (!postgres || callbacks.perSecond >= CALLBACKS_PER_SECOND),
        ...(postgres ? {} : { notJudged: true }),
      });
    }
    return { bare, nestpay, rows, budgets, postgres };
  } finally {
    await api.stop();
    await baseline.stop();
  }
}

export function reportProtocols(bench: ProtocolsBench): boolean {
  const verdict = (budget: Budget | undefined) =>
    `${budget?.label}: ${budget?.notJudged ? 'not judged (PostgreSQL only)' : budget?.pass ? 'PASS' : 'FAIL'}`;
  console.log(
    `More banks (${bench.postgres ? 'PostgreSQL' : 'embedded PGlite'}; bare route p99 ${bench.bare.p99.toFixed(1)} ms, ${bench.bare.requestsPerSecond.toFixed(0)} req/s at 20 connections)`,
  );
  const { nestpay } = bench;
  console.log(
    `  ${nestpay.name}: p50 ${nestpay.p50.toFixed(1)} ms, p99 ${nestpay.p99.toFixed(1)} ms, ${nestpay.requestsPerSecond.toFixed(0)} req/s (reference)`,
  );
  for (const row of bench.rows) {
    const { sales, callbacks } = row;
    console.log(
      `  ${sales.name}: p50 ${sales.p50.toFixed(1)} ms, p99 ${sales.p99.toFixed(1)} ms, ${sales.requestsPerSecond.toFixed(0)} req/s, non-2xx ${sales.non2xx}; ratio to the bare p99 ${(sales.p99 / Math.max(bench.bare.p99, 0.1)).toFixed(1)}× — ${verdict(bench.budgets.get(`${row.protocol} sales`))}`,
    );
    console.log(
      `  ${row.protocol} callbacks: ${callbacks.perSecond.toFixed(0)} payments/s, ${callbacks.approved}/${callbacks.count} approved — ${verdict(bench.budgets.get(`${row.protocol} callbacks`))}`,
    );
  }
  return [...bench.budgets.values()].every((budget) => budget.pass || budget.notJudged);
}
