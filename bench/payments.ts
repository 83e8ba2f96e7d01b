import { readForm, walkSandboxThreeD } from '@tahsilat/pos';
import autocannon from 'autocannon';
import { CARDS, commissionOptions, definitionOf, expectedTotal } from '../apps/api/test/payments.js';
import { type Budget, type Measurement, measure, measureAgainstBaseline } from './harness.js';

const GUID = '11111111-1111-4111-8111-111111111111';

/**
 * The card sale the payment screen sends (by default Axess, 3 instalments on 1,000 TL), priced as the screen prices
 * it; another programme's card pays through that programme's bank.
 */
export async function cardSale(
  apiUrl: string,
  programme = { cardName: 'Axess', card: CARDS.approved as string },
) {
  const options = await commissionOptions(apiUrl, GUID);
  const definition = definitionOf(options, programme.cardName);
  return {
    holderName: 'Ayşe Yılmaz',
    cardNumber: programme.card,
    cvv: '000',
    expireMonth: '12',
    expireYear: '30',
    amount: expectedTotal(options, definition.id, 3, '1000.00'),
    netAmount: '1000.00',
    currencyCode: 'TRY',
    bankId: definition.bankId,
    installmentCount: 3,
    mobilePhone: '0532 123 45 67',
    description: 'Benchmark ödemesi',
    posCollectionCommissionDefinitionId: definition.id,
  };
}

/** The public sale: the same card sale for the tenant of the payment guid. */
export async function saleBody(apiUrl: string, programme?: { cardName: string; card: string }) {
  return { ...(await cardSale(apiUrl, programme)), tenantPaymentGuid: GUID };
}

export const SALES_P99_MS = 50;

/** Issue 28: the public hot reads answer at least this share of the bare route's requests/s in the same run. */
export const HOT_READ_SHARE = 0.6;

/**
 * A SalesRequest posted again and again at 20 connections for twice the round's seconds (no bank wait: the answer
 * is the bank's 3-D form); `headers` carry a signed-in user's token.
 */
export function measureSales(
  name: string,
  url: string,
  body: unknown,
  seconds: number,
  headers?: Record<string, string>,
): Promise<Measurement> {
  return measure(name, {
    url,
    method: 'POST',
    body,
    ...(headers ? { headers } : {}),
    connections: 20,
    durationSeconds: seconds * 2,
  });
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (item !== undefined) {
          await work(item);
        }
      }
    }),
  );
}

/**
 * Payments per second through the callback: its check (hash, or the bank's resolve call), authorisation at the
 * sandbox bank, state change. `sale` is the SalesRequest body (by default the NestPay card sale).
 */
export async function callbackThroughput(apiUrl: string, count: number, concurrency: number, sale?: unknown) {
  const body = JSON.stringify(sale ?? (await saleBody(apiUrl)));
  const callbacks: { action: string; fields: Record<string, string>; id: string }[] = [];
  await pool(
    Array.from({ length: count }, (_, i) => i),
    8,
    async () => {
      const response = await fetch(`${apiUrl}/api/PayWithoutLogin/SalesRequest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const started = (await response.json()) as { data: { transactionId: string; content: string } };
      // A relayed form posts to our own path first (three-d-relay.ts).
      const form = readForm(started.data.content);
      const back = await walkSandboxThreeD({ ...form, action: new URL(form.action, apiUrl).toString() });
      callbacks.push({ ...back, id: started.data.transactionId });
    },
  );
  // autocannon posts them (a lighter client than fetch, so the figure is the server's). Timed from the first request
  // to the last answer: autocannon itself ends on its one-second tick, which rounded 1,000 payments in 4.2 s to 5 s.
  let next = 0;
  let started = 0;
  let ended = 0;
  const result = await autocannon({
    url: apiUrl,
    connections: concurrency,
    amount: callbacks.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const callback = callbacks[next % callbacks.length];
          next += 1;
          started ||= performance.now();
          return {
            ...request,
            path: new URL(callback?.action ?? apiUrl).pathname,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(callback?.fields ?? {}).toString(),
          };
        },
        onResponse: () => {
          ended = performance.now();
        },
      },
    ],
  });
  const seconds = (ended - started) / 1000;
  let approved = 0;
  await pool(callbacks, 8, async (callback) => {
    const response = await fetch(
      `${apiUrl}/api/PayWithoutLogin/PosCollectionTransactionGetById/${callback.id}`,
    );
    if (((await response.json()) as { data: { status: string } }).data.status === 'authorised') {
      approved += 1;
    }
  });
  return { perSecond: result['3xx'] / seconds, approved, count };
}

export async function benchPayments(
  apiUrl: string,
  bareUrl: string,
  options: { rounds: number; seconds: number; postgres: boolean },
): Promise<{ rows: Measurement[]; baselines: Measurement[]; budgets: Map<string, Budget>; extra: string[] }> {
  const rows: Measurement[] = [];
  const baselines: Measurement[] = [];
  const budgets = new Map<string, Budget>();
  const bare = { url: bareUrl, connections: 10, durationSeconds: options.seconds };

  const commission = await measureAgainstBaseline(
    options.rounds,
    ['bare Fastify route (baseline)', bare],
    [
      'GET /PayWithoutLogin/CommissionOptions',
      {
        url: `${apiUrl}/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${GUID}`,
        // As a browser asks: the 17 KB answer then travels gzipped (written once per configuration).
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        connections: 10,
        durationSeconds: options.seconds,
      },
    ],
  );
  rows.push(commission.target);
  baselines.push(commission.baseline);
  budgets.set(commission.target.name, {
    label: `≥ ${HOT_READ_SHARE * 100} % of baseline req/s`,
    pass:
      commission.target.requestsPerSecond / commission.baseline.requestsPerSecond >= HOT_READ_SHARE &&
      commission.target.non2xx === 0,
  });

  const installments = await measureAgainstBaseline(
    options.rounds,
    ['bare Fastify route (baseline)', bare],
    [
      'POST /PayWithoutLogin/AvailableInstallments',
      {
        url: `${apiUrl}/api/PayWithoutLogin/AvailableInstallments`,
        method: 'POST',
        body: { bankId: 62, tenantPaymentGuid: GUID },
        connections: 10,
        durationSeconds: options.seconds,
      },
    ],
  );
  rows.push(installments.target);
  baselines.push(installments.baseline);
  budgets.set(installments.target.name, {
    label: `≥ ${HOT_READ_SHARE * 100} % of baseline req/s`,
    pass:
      installments.target.requestsPerSecond / installments.baseline.requestsPerSecond >= HOT_READ_SHARE &&
      installments.target.non2xx === 0,
  });

  const sales = await measureSales(
    'POST /PayWithoutLogin/SalesRequest (no bank wait)',
    `${apiUrl}/api/PayWithoutLogin/SalesRequest`,
    await saleBody(apiUrl),
    options.seconds,
  );
  rows.push(sales);
  budgets.set(sales.name, {
    label: `p99 ≤ ${SALES_P99_MS} ms at 20 connections`,
    pass: sales.p99 <= SALES_P99_MS && sales.non2xx === 0,
  });

  const callbacks = await callbackThroughput(apiUrl, options.postgres ? 1_000 : 400, 20);
  const extra = [
    `bank callbacks (hash, authorisation at the sandbox bank, state change): ${callbacks.perSecond.toFixed(0)} payments/s, ${callbacks.approved}/${callbacks.count} approved — budget ≥ 200/s on PostgreSQL: ${
      options.postgres
        ? callbacks.perSecond >= 200 && callbacks.approved === callbacks.count
          ? 'PASS'
          : 'FAIL'
        : 'not judged on PGlite'
    }`,
  ];
  if (options.postgres) {
    budgets.set('callbacks', {
      label: '≥ 200 payments/s',
      pass: callbacks.perSecond >= 200 && callbacks.approved === callbacks.count,
    });
  }
  return { rows, baselines, budgets, extra };
}
