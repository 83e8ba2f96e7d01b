import { cpus, loadavg } from 'node:os';
import { type CollectionHistoryPage, istanbulIsoDate, LIST_COUNT_CAP } from '@tahsilat/domain';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { launchServer, prepareStore } from '../e2e/support/server.js';
import { runOnStore } from '../e2e/support/store-sql.js';
import { type DriverRows, judged, measure, printDriverRows } from './harness.js';
import { type HistoryTarget, historyReads, seedPayments } from './history-support.js';
import { driverLatencies } from './integration-support.js';
import { measurePortalSale } from './portal-sale.js';
import { addDays, getData, printPlans, signIn, watchOtherCpu } from './statement-support.js';

const PAYMENTS = 1_000_000;
/** Two years of card payments, ending now. */
const DAYS = 730;
const SEED_CHUNK = 100_000;
const PAGE_P95_MS = 50;
/** The deep page: reached by following nextCursor from the first, as the screen's "more" does. */
const DEEP_PAGE = 51;
/** The server's default pool (DATABASE_POOL_SIZE): the reference runs a deep page's two reads in parallel too. */
const REFERENCE_POOL = 20;

const USERS = [
  { email: 'demo@tahsilat.local', who: 'demo@ (main firm 1001 and its 23 dealers)' },
  { email: 'bayi@tahsilat.local', who: 'bayi@ (dealer 1002)' },
];

export interface HistoryBench extends DriverRows {
  extra: string[];
}

/**
 * The collection history (issue 12) on a store of its own: tenant A with 1,000,000 card payments over two years,
 * about 200,000 of them dealer 1002's. For the main firm's user and for the dealer's, the first page of the last
 * 30 days' successful payments, a search for one order id and page 51 of the last 30 days, each beside the same
 * reads through the driver; then the signed-in SalesRequest on the same server (bench/portal-sale.ts). The embedded
 * database takes one process at a time, so the server is stopped while seeding.
 */
export async function benchHistory(options: { seconds: number }): Promise<HistoryBench> {
  // The bench starts thousands of payments from one address.
  const env = { LOG_LEVEL: 'warn', PAYMENT_ATTEMPTS_PER_10_MIN: '1000000' };
  const total = Number(process.env.BENCH_HISTORY_PAYMENTS ?? PAYMENTS);
  const loadAtStart = loadavg()[0] ?? 0;
  const store = await prepareStore();
  try {
    let server = await launchServer(store, env);
    const { tenantId } = await signIn(`http://127.0.0.1:${server.port}`);
    await server.stop();

    const seedStarted = performance.now();
    const firstInstant = new Date(Date.now() - DAYS * 86_400_000).toISOString();
    await runOnStore(
      store,
      seedPayments({ tenantId, total, chunk: SEED_CHUNK, firstInstant, seconds: DAYS * 86_400 }),
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    server = await launchServer(store, env);
    const url = store.env.DATABASE_URL;
    const database = url
      ? await openDatabase({ kind: 'postgres', url, poolSize: REFERENCE_POOL }, createLogger('silent'))
      : null;
    try {
      const apiUrl = `http://127.0.0.1:${server.port}`;
      const otherCpu = watchOtherCpu(server.pid, cpus().length);
      const bench: HistoryBench = { rows: [], budgets: new Map(), extra: [] };
      await measureHistory(bench, { apiUrl, tenantId, database, seconds: options.seconds });
      await measurePortalSale(bench, { apiUrl, database, seconds: options.seconds });
      bench.extra.push(
        `${total.toLocaleString('en-US')} card payments in tenant A over ${DAYS} days, written in ${seedSeconds.toFixed(1)} s (INSERT … SELECT of ${SEED_CHUNK.toLocaleString('en-US')} rows each, then VACUUM (ANALYZE) and CHECKPOINT)`,
        `load average (1 min) when the bench started: ${loadAtStart.toFixed(2)} on ${cpus().length} cores; other processes kept ${otherCpu().toFixed(2)} of them busy on average during the measurements`,
      );
      return bench;
    } finally {
      await database?.close();
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

type Session = {
  who: string;
  headers: Record<string, string>;
  scope: { tenantId: string; firmIds: string[] };
};

/** The three pages of one user: their queries, checked against what the list answers. */
async function targetsOf(apiUrl: string, token: string): Promise<HistoryTarget[]> {
  const list = `${apiUrl}/api/PosCollection/History`;
  const page = (query: Record<string, string>) =>
    getData<CollectionHistoryPage>(`${list}?${new URLSearchParams(query)}`, token);
  const today = istanbulIsoDate();
  // The screen opens on the last 30 days (Istanbul), today included.
  const month = { dateFrom: addDays(today, -29), dateTo: today };
  const success = await page({ ...month, status: 'success' });
  // One payment of a year ago, looked up by its order id with the dates cleared, as for a customer's call.
  const yearAgo = addDays(today, -365);
  const wanted = (await page({ dateFrom: yearAgo, dateTo: yearAgo })).items[3]?.orderId;
  if (!wanted || success.items.length !== 20) {
    throw new Error(`the seeded history is missing: ${success.total} successful payments in 30 days`);
  }
  const found = await page({ search: wanted });
  if (found.items[0]?.orderId !== wanted || found.total !== 1) {
    throw new Error(`the search for ${wanted} found ${found.total} payments`);
  }
  let cursor = (await page(month)).nextCursor;
  for (let n = 2; n < DEEP_PAGE && cursor; n += 1) {
    cursor = (await page({ ...month, cursor })).nextCursor;
  }
  if (!cursor) {
    throw new Error(`the last 30 days end before page ${DEEP_PAGE}`);
  }
  return [
    {
      name: `status=success, last 30 days (${success.total > LIST_COUNT_CAP ? `${LIST_COUNT_CAP.toLocaleString('en-US')}+` : success.total.toLocaleString('en-US')})`,
      query: { ...month, status: 'success' },
    },
    { name: `search one order id (${yearAgo}), any date`, query: { search: wanted } },
    { name: `page ${DEEP_PAGE} by cursor, last 30 days`, query: { ...month, cursor } },
  ];
}

/**
 * GET /PosCollection/History for each user and page at 10 connections, beside the same reads run from 10 workers
 * through drizzle over a pool of 20 (PostgreSQL); then each user's first page at 1 connection (its answer time).
 * Query plans are printed for a page that misses its budget on PostgreSQL (or with BENCH_PLANS).
 */
async function measureHistory(
  bench: HistoryBench,
  context: { apiUrl: string; tenantId: string; database: Database | null; seconds: number },
): Promise<void> {
  const { apiUrl, tenantId, database, seconds } = context;
  const pageUrl = (target: HistoryTarget) =>
    `${apiUrl}/api/PosCollection/History?${new URLSearchParams(target.query)}`;
  const plans: { title: string; read: ReturnType<typeof historyReads> }[] = [];
  const sessions: (Session & { targets: HistoryTarget[] })[] = [];
  for (const user of USERS) {
    const { token } = await signIn(apiUrl, user.email);
    // The firms the user reads, as the history's scope takes them (readableFirms).
    const firms = await getData<{ id: string }[]>(`${apiUrl}/api/FirmReport/Firms`, token);
    sessions.push({
      who: user.who,
      headers: { authorization: `Bearer ${token}` },
      scope: { tenantId, firmIds: firms.map((firm) => firm.id) },
      targets: await targetsOf(apiUrl, token),
    });
  }
  const [first] = sessions;
  // Warm the server first (JIT, query plans, the database's buffers), as a running server is.
  if (first?.targets[0]) {
    const url = pageUrl(first.targets[0]);
    await measure('warm-up', { url, headers: first.headers, connections: 10, durationSeconds: 2 });
  }
  for (const session of sessions) {
    for (const target of session.targets) {
      const name = `GET /PosCollection/History ${session.who}: ${target.name}`;
      const row = await measure(name, {
        url: pageUrl(target),
        headers: session.headers,
        connections: 10,
        durationSeconds: seconds,
      });
      const read = historyReads(session.scope, target);
      let driver: HistoryBench['rows'][number]['driver'] = null;
      if (database) {
        const work = async () => {
          await read(database.db);
        };
        await driverLatencies(10, 2000, work);
        const reference = await driverLatencies(10, seconds * 1000, work);
        driver = { p95: reference.p95, perSecond: reference.count / seconds };
      }
      bench.rows.push({ measurement: row, driver });
      const pass = row.p95 <= PAGE_P95_MS && row.non2xx === 0;
      bench.budgets.set(name, judged(`p95 ≤ ${PAGE_P95_MS} ms at 10 connections`, pass));
      if (!pass || process.env.BENCH_PLANS) {
        plans.push({ title: name, read });
      }
    }
  }
  for (const session of sessions) {
    const target = session.targets[0];
    if (target) {
      const measurement = await measure(
        `GET /PosCollection/History ${session.who}: ${target.name}, 1 connection`,
        {
          url: pageUrl(target),
          headers: session.headers,
          connections: 1,
          durationSeconds: seconds,
        },
      );
      bench.rows.push({ measurement, driver: null });
    }
  }
  if (database?.pool) {
    for (const plan of plans) {
      await printPlans(database.pool, plan.title, plan.read);
    }
  }
}

/** The history and sale rows with the driver's p95 beside (PostgreSQL), then the store and the machine. */
export function reportHistory(bench: HistoryBench): boolean {
  console.log(
    'Collection history (20 rows a page) and the signed-in SalesRequest (judged on PostgreSQL; PGlite printed)',
  );
  printDriverRows(bench);
  for (const line of bench.extra) {
    console.log(line);
  }
  return [...bench.budgets.values()].every((budget) => budget.pass);
}
