import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { launchServer, prepareStore } from '../e2e/support/server.js';
import { runOnStore } from '../e2e/support/store-sql.js';
import {
  type Budget,
  type DriverRows,
  judged,
  type Measurement,
  measure,
  printDriverRows,
} from './harness.js';
import { driverLatencies } from './integration-support.js';
import { getData, signIn } from './statement-support.js';

/** What a bench works with once its data is in: the signed-in API and, on PostgreSQL, the driver. */
export interface SeededApi {
  apiUrl: string;
  token: string;
  headers: Record<string, string>;
  tenantId: string;
  /** Null on PGlite: the driver reference is taken on PostgreSQL only. */
  database: Database | null;
  seedSeconds: number;
}

/**
 * A fresh store with the demo tenant, the bench's statements run on it while no server holds it (the embedded
 * database takes one process at a time), then a server on it and `run`; everything is dropped afterwards.
 */
export async function withSeededApi<T>(
  seed: (tenantId: string) => readonly { sql: string; values?: unknown[] }[],
  poolSize: number,
  run: (api: SeededApi) => Promise<T>,
): Promise<T> {
  const store = await prepareStore();
  try {
    let server = await launchServer(store, { LOG_LEVEL: 'warn' });
    const { tenantId } = await signIn(`http://127.0.0.1:${server.port}`);
    await server.stop();
    const seedStarted = performance.now();
    await runOnStore(store, seed(tenantId));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    server = await launchServer(store, { LOG_LEVEL: 'warn' });
    const url = store.env.DATABASE_URL;
    const database = url
      ? await openDatabase({ kind: 'postgres', url, poolSize }, createLogger('silent'))
      : null;
    try {
      const apiUrl = `http://127.0.0.1:${server.port}`;
      const { token } = await signIn(apiUrl);
      const headers = { authorization: `Bearer ${token}` };
      return await run({ apiUrl, token, headers, tenantId, database, seedSeconds });
    } finally {
      await database?.close();
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

/** The signed-in user's own firm, as the business pages' firm selector lists it. */
export async function findOwnFirmId(api: SeededApi): Promise<string> {
  const firms = await getData<{ id: string; isOwn: boolean }[]>(
    `${api.apiUrl}/api/FirmReport/Firms`,
    api.token,
  );
  return firms.find((firm) => firm.isOwn)?.id ?? '';
}

/**
 * One target measured through the API at `connections`, then the same reads straight through the driver from as
 * many loops (`work`, null without PostgreSQL) for the same time, after a second's warm-up: the reference row.
 */
export async function measureBesideDriver(
  name: string,
  request: Omit<Parameters<typeof measure>[1], 'connections' | 'durationSeconds'>,
  options: {
    seconds: number;
    connections: number;
    /** A second's extra load before the measured run (the measure's own warm-up aside). */
    warmUp?: boolean;
    work: (() => Promise<void>) | null;
  },
): Promise<DriverRows['rows'][number]> {
  const { seconds, connections, work } = options;
  if (options.warmUp) {
    await measure('warm-up', { ...request, connections, durationSeconds: 1 });
  }
  const measurement = await measure(name, { ...request, connections, durationSeconds: seconds });
  if (!work) {
    return { measurement, driver: null };
  }
  await driverLatencies(connections, 1000, work);
  const reference = await driverLatencies(connections, seconds * 1000, work);
  return { measurement, driver: { p95: reference.p95, perSecond: reference.count / seconds } };
}

/** A target of a list bench: its API request and the driver's reads of the same page (null without PostgreSQL). */
export interface DriverTarget {
  name: string;
  url: string;
  work: (() => Promise<void>) | null;
}

/** The GET targets one after the other at 10 connections with a warm-up, each judged on its p95. */
export async function measureListTargets(
  targets: DriverTarget[],
  options: { seconds: number; headers: Record<string, string>; p95Ms: number },
): Promise<DriverRows> {
  const bench: DriverRows = { rows: [], budgets: new Map() };
  for (const { name, url, work } of targets) {
    const row = await measureBesideDriver(
      name,
      { url, headers: options.headers },
      { seconds: options.seconds, connections: 10, warmUp: true, work },
    );
    bench.rows.push(row);
    bench.budgets.set(name, p95Budget(row.measurement, options.p95Ms, 10));
  }
  return bench;
}

/** The budgets' usual verdict: p95 within `p95Ms` and no failed request. */
export function p95Budget(measurement: Measurement | undefined, p95Ms: number, connections: number): Budget {
  const how = connections === 1 ? ', one at a time' : ` at ${connections} connections`;
  return judged(
    `p95 ≤ ${p95Ms} ms${how}`,
    !!measurement && measurement.p95 <= p95Ms && measurement.non2xx === 0,
  );
}

/** The bench's title, its rows beside the driver's; whether every budget passed. */
export function reportDriverBench(title: string, bench: DriverRows): boolean {
  console.log(title);
  printDriverRows(bench);
  return [...bench.budgets.values()].every((budget) => budget.pass);
}
