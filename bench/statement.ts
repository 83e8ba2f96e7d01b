import { cpus, loadavg } from 'node:os';
import { istanbulIsoDate } from '@tahsilat/domain';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { launchServer, prepareStore } from '../e2e/support/server.js';
import { runOnStore } from '../e2e/support/store-sql.js';
import { type DriverRows, judged, measure, printDriverRows, verdict } from './harness.js';
import { measureHome } from './home.js';
import { driverLatencies } from './integration-support.js';
import {
  addDays,
  downloadWorkbook,
  getData,
  type PageTarget,
  printPlans,
  readPage,
  seedStatements,
  signIn,
  subFirmId,
  watchOtherCpu,
  withRssSampling,
} from './statement-support.js';

const MOVEMENTS = 1_000_000;
const FIRM_MOVEMENTS = 100_000;
/** Five years of ledger, ending today. */
const LEDGER_DAYS = 1826;
const SEED_CHUNK = 100_000;
const PAGE_SIZE = 100;
const PAGE_P95_MS = 50;
const EXCEL_SECONDS = 15;
const EXCEL_RSS_MB = 150;
/** The server's default pool (DATABASE_POOL_SIZE): the driver reference runs a page's two reads in parallel too. */
const REFERENCE_POOL = 20;

/** Rows with the driver's p95 and reads/s for the same reads at the same concurrency (PostgreSQL only). */
export interface StatementBench extends DriverRows {
  extra: string[];
}

/**
 * The account statement on a store of its own: tenant A with 1,000,000 movements, 100,000 of them sub-firm
 * 1002's over five years; its first page and a page deep in the range for this year and for the whole ledger,
 * each beside the same reads run through the driver, the home page's figures on the same data (bench/home.ts), and
 * the Excel file of the whole ledger with the server's memory growth. The embedded database takes one process at a
 * time, so the server is stopped while seeding.
 */
export async function benchStatement(options: { seconds: number }): Promise<StatementBench> {
  const env = { LOG_LEVEL: 'warn' };
  const total = Number(process.env.BENCH_STATEMENT_MOVEMENTS ?? MOVEMENTS);
  // Other work on the machine shows in every latency here: say how busy it was.
  const loadAtStart = loadavg()[0] ?? 0;
  const store = await prepareStore();
  try {
    let server = await launchServer(store, env);
    const first = await signIn(`http://127.0.0.1:${server.port}`);
    const firmId = await subFirmId(`http://127.0.0.1:${server.port}`, first.token);
    await server.stop();

    const today = istanbulIsoDate();
    const firstDay = addDays(today, -(LEDGER_DAYS - 1));
    const seedStarted = performance.now();
    await runOnStore(
      store,
      seedStatements({
        tenantId: first.tenantId,
        firmId,
        total,
        firmRows: FIRM_MOVEMENTS,
        firstDay,
        days: LEDGER_DAYS,
        chunk: SEED_CHUNK,
      }),
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    server = await launchServer(store, env);
    try {
      const apiUrl = `http://127.0.0.1:${server.port}`;
      const { token } = await signIn(apiUrl);
      const bench = await measureStatement({
        apiUrl,
        token,
        tenantId: first.tenantId,
        firmId,
        today,
        firstDay,
        seconds: options.seconds,
        pid: server.pid,
        databaseUrl: store.env.DATABASE_URL,
      });
      bench.extra.unshift(
        `${total.toLocaleString('en-US')} movements in tenant A, ${FIRM_MOVEMENTS.toLocaleString('en-US')} of them firm 1002's (${firstDay} to ${today}), written in ${seedSeconds.toFixed(1)} s (INSERT … SELECT of ${SEED_CHUNK.toLocaleString('en-US')} rows each, then VACUUM (ANALYZE) and CHECKPOINT)`,
      );
      bench.extra.push(
        `load average (1 min) when the bench started: ${loadAtStart.toFixed(2)} on ${cpus().length} cores`,
      );
      return bench;
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

type Page = {
  totals: { movementCount: number; pendingCount: number } | null;
  items: unknown[];
  nextCursor: string | null;
};

async function measureStatement(context: {
  apiUrl: string;
  token: string;
  tenantId: string;
  firmId: string;
  today: string;
  firstDay: string;
  seconds: number;
  pid: number;
  databaseUrl: string | undefined;
}): Promise<StatementBench> {
  const { apiUrl, token, firmId, today, firstDay, seconds } = context;
  const headers = { authorization: `Bearer ${token}` };
  const year = today.slice(0, 4);
  const periods = [
    { label: 'this year', dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` },
    { label: 'whole ledger, 5 years', dateFrom: `${firstDay.slice(0, 4)}-01-01`, dateTo: `${year}-12-31` },
  ];
  const pageUrl = (target: PageTarget) =>
    `${apiUrl}/api/FirmReport/Statement?firmId=${firmId}&dateFrom=${target.dateFrom}&dateTo=${target.dateTo}&pageSize=${PAGE_SIZE}${target.cursor ? `&cursor=${target.cursor}` : ''}`;

  const targets: PageTarget[] = [];
  let wholeRows = 0;
  for (const period of periods) {
    const firstPage = await getData<Page>(pageUrl({ name: '', ...period }), token);
    const count = (firstPage.totals?.movementCount ?? 0) + (firstPage.totals?.pendingCount ?? 0);
    if (firstPage.items.length !== PAGE_SIZE || !firstPage.nextCursor) {
      throw new Error(`the ${period.label} statement holds ${count} rows, not pages of them`);
    }
    wholeRows = Math.max(wholeRows, count);
    // A page deep in the range: the one after the page starting on the period's middle day (a real nextCursor).
    const start = period.dateFrom > firstDay ? period.dateFrom : firstDay;
    const middle = addDays(start, Math.floor((Date.parse(today) - Date.parse(start)) / 86_400_000 / 2));
    const middlePage = await getData<Page>(pageUrl({ name: '', ...period, cursor: `${middle}.0.0` }), token);
    if (!middlePage.nextCursor) {
      throw new Error(`no page after ${middle} in the ${period.label} statement`);
    }
    targets.push(
      { name: `first page, ${period.label} (${count.toLocaleString('en-US')} rows)`, ...period },
      { name: `page after ${middle}, ${period.label}`, ...period, cursor: middlePage.nextCursor },
    );
  }
  if (wholeRows < FIRM_MOVEMENTS) {
    throw new Error(
      `firm 1002's whole statement holds ${wholeRows} rows, expected ${FIRM_MOVEMENTS} or more`,
    );
  }

  const database = context.databaseUrl
    ? await openDatabase(
        { kind: 'postgres', url: context.databaseUrl, poolSize: REFERENCE_POOL },
        createLogger('silent'),
      )
    : null;
  const bench: StatementBench = { rows: [], budgets: new Map(), extra: [] };
  const otherCpu = watchOtherCpu(context.pid, cpus().length);
  try {
    // Warm the server first (JIT, query plans, the database's buffers), as a running server is.
    await measure('warm-up', {
      url: pageUrl(targets[0] as PageTarget),
      headers,
      connections: 10,
      durationSeconds: 2,
    });
    const slow: PageTarget[] = [];
    for (const target of targets) {
      const name = `GET /FirmReport/Statement ${target.name}`;
      const row = await measure(name, {
        url: pageUrl(target),
        headers,
        connections: 10,
        durationSeconds: seconds,
      });
      let driver: StatementBench['rows'][number]['driver'] = null;
      if (database) {
        const read = () => readPage(database.db, context.tenantId, firmId, target, PAGE_SIZE);
        await driverLatencies(10, 2000, read);
        const reference = await driverLatencies(10, seconds * 1000, read);
        driver = { p95: reference.p95, perSecond: reference.count / seconds };
      }
      bench.rows.push({ measurement: row, driver });
      const pass = row.p95 <= PAGE_P95_MS && row.non2xx === 0;
      bench.budgets.set(name, judged(`p95 ≤ ${PAGE_P95_MS} ms at 10 connections`, pass));
      if (!pass || process.env.BENCH_PLANS) {
        slow.push(target);
      }
    }
    // One client alone: the answer time without queueing behind other requests (not judged).
    for (const [index, period] of periods.entries()) {
      bench.rows.push({
        measurement: await measure(`GET /FirmReport/Statement first page, ${period.label}, 1 connection`, {
          url: pageUrl(targets[index * 2] as PageTarget),
          headers,
          connections: 1,
          durationSeconds: seconds,
        }),
        driver: null,
      });
    }
    // The home page's figures on the same data (issue 11): a dealer's and the main firm's.
    await measureHome(bench, { apiUrl, tenantId: context.tenantId, database, seconds });
    if (database?.pool) {
      for (const target of slow) {
        await printPlans(database.pool, target.name, (db) =>
          readPage(db, context.tenantId, firmId, target, PAGE_SIZE),
        );
      }
    }
  } finally {
    await database?.close();
  }

  // The Excel file of the whole ledger, with the server's resident memory sampled while it is made.
  const whole = periods[1] ?? periods[0];
  const excelUrl = `${apiUrl}/api/FirmReport/StatementExcel?firmId=${firmId}&dateFrom=${whole?.dateFrom}&dateTo=${whole?.dateTo}`;
  const excel = await withRssSampling(context.pid, () => downloadWorkbook(excelUrl, headers));
  const excelName = `GET /FirmReport/StatementExcel, whole ledger (${wholeRows.toLocaleString('en-US')} rows, ${(excel.result / 1_048_576).toFixed(1)} MB)`;
  bench.extra.push(
    `${excelName}: ${excel.seconds.toFixed(1)} s (budget ≤ ${EXCEL_SECONDS} s), server RSS +${excel.growthMb.toFixed(0)} MB at peak (budget ≤ ${EXCEL_RSS_MB} MB)`,
  );
  bench.extra.push(
    `other processes kept ${otherCpu().toFixed(2)} of the ${cpus().length} cores busy on average while the pages, the home and the Excel file were measured`,
  );
  bench.budgets.set('excel time', judged(`≤ ${EXCEL_SECONDS} s`, excel.seconds <= EXCEL_SECONDS));
  bench.budgets.set('excel rss', judged(`RSS ≤ +${EXCEL_RSS_MB} MB`, excel.growthMb <= EXCEL_RSS_MB));
  return bench;
}

/** The page and home rows with the driver's p95 beside (PostgreSQL), then the Excel figures. */
export function reportStatement(bench: StatementBench): boolean {
  console.log(
    `Account statement (firm 1002, ${PAGE_SIZE} rows a page) and home figures (judged on PostgreSQL; PGlite printed)`,
  );
  printDriverRows(bench);
  for (const line of bench.extra) {
    console.log(line);
  }
  const time = bench.budgets.get('excel time');
  const rss = bench.budgets.get('excel rss');
  console.log(`Excel: time ${verdict(time)}, memory ${verdict(rss)}`);
  return [...bench.budgets.values()].every((budget) => budget.pass);
}
