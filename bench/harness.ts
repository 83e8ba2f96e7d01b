import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../e2e/support/net.js';
import { prepareStore, type ServerStore } from '../e2e/support/server.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Child {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`process exited:\n${output.join('')}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not yet
    }
    if (Date.now() > deadline) {
      throw new Error(`not ready: ${url}\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function spawnNode(args: string[], env: Record<string, string>): { child: ChildProcess; output: string[] } {
  const output: string[] = [];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
  return { child, output };
}

function stopper(child: ChildProcess, cleanup: () => void | Promise<void> = () => undefined) {
  return () =>
    new Promise<void>((resolve, reject) => {
      child.once('exit', () => {
        Promise.resolve(cleanup()).then(resolve, reject);
      });
      child.kill('SIGTERM');
    });
}

/** The bare-route baseline server. */
export async function startBaseline(): Promise<Child> {
  const port = await freePort();
  const { child, output } = spawnNode(['--conditions=source', '--import', 'tsx', 'bench/bare-server.ts'], {
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, child, output);
  return { url, stop: stopper(child) };
}

/** The real server as `npm start` runs it (built), on a fresh demo database. */
/** The built server on a fresh store of its own: a new data directory and, on PostgreSQL, a new database. */
export async function startApi(env: Record<string, string> = {}): Promise<Child> {
  const store = await prepareStore();
  return launchApi(store, env, () => store.drop());
}

/** The built server on a store already prepared (seeded on its first start); `cleanup` runs once it has exited. */
export async function launchApi(
  store: ServerStore,
  env: Record<string, string>,
  cleanup: () => void | Promise<void> = () => undefined,
): Promise<Child> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (node --cpu-prof), to see where a
  // measured route spends its time.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const { child, output } = spawnNode([...profile, 'apps/api/dist/server.js'], {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...store.env,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health/ready`, child, output);
  return { url, stop: stopper(child, cleanup) };
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

/** Nearest-rank percentile of unsorted samples (autocannon's summary has no p95). */
function percentile(samples: number[], rank: number): number {
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1)] ?? 0;
}

export async function measure(
  name: string,
  options: {
    url: string;
    connections: number;
    durationSeconds: number;
    method?: 'GET' | 'POST';
    body?: unknown;
    headers?: Record<string, string>;
  },
): Promise<Measurement> {
  const common = {
    url: options.url,
    connections: options.connections,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ ...common, duration: 2 });
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...common, duration: options.durationSeconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: percentile(latencies, 95),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Runs the baseline and a target in alternating rounds and keeps the median of each, so a noisy
 * moment on a two-core machine does not decide a ratio.
 */
export async function measureAgainstBaseline(
  rounds: number,
  baseline: Parameters<typeof measure>,
  target: Parameters<typeof measure>,
): Promise<{ baseline: Measurement; target: Measurement }> {
  const base: Measurement[] = [];
  const tried: Measurement[] = [];
  for (let round = 0; round < rounds; round += 1) {
    base.push(await measure(...baseline));
    tried.push(await measure(...target));
  }
  const combine = (list: Measurement[]): Measurement => ({
    name: list[0]?.name ?? '',
    requestsPerSecond: median(list.map((m) => m.requestsPerSecond)),
    p50: median(list.map((m) => m.p50)),
    p95: median(list.map((m) => m.p95)),
    p99: median(list.map((m) => m.p99)),
    non2xx: list.reduce((sum, m) => sum + m.non2xx, 0),
  });
  return { baseline: combine(base), target: combine(tried) };
}

export interface Budget {
  label: string;
  pass: boolean;
  /** Printed for information only (a figure the budget does not judge on this database). */
  notJudged?: boolean;
}

/** Printed for PGlite, judged on PostgreSQL (the system of record), as for the link list. */
export function judged(label: string, pass: boolean): Budget {
  return process.env.DATABASE_URL
    ? { label, pass }
    : { label: `${label} on PostgreSQL`, pass: true, notJudged: true };
}

export function report(rows: Measurement[], baseline: Measurement, budgets: Map<string, Budget>): boolean {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'non-2xx', 'budget', 'result'];
  const lines = rows.map((row) => {
    const budget = budgets.get(row.name);
    return [
      row.name,
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      `${((row.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)} %`,
      String(row.non2xx),
      budget?.label ?? '—',
      budget ? (budget.pass ? 'PASS' : 'FAIL') : '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(format(header));
  for (const line of lines) {
    console.log(format(line));
  }
  return [...budgets.values()].every((b) => b.pass);
}

/** Measured rows, each with the same reads run straight through the driver beside it (PostgreSQL), and budgets. */
export interface DriverRows {
  rows: { measurement: Measurement; driver: { p95: number; perSecond: number } | null }[];
  budgets: Map<string, Budget>;
}

export const verdict = (budget: Budget | undefined) =>
  budget ? (budget.notJudged ? 'not judged' : budget.pass ? 'PASS' : 'FAIL') : '';

/** The rows with p95 beside p50 and p99, the driver's p95 and the API's multiple of it. */
export function printDriverRows(bench: DriverRows): void {
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    'driver p95 ms (reads/s)',
    'API/driver p95',
    'budget',
    'result',
  ];
  const lines = bench.rows.map(({ measurement: row, driver }) => {
    const budget = bench.budgets.get(row.name);
    return [
      row.name,
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.p99.toFixed(1),
      String(row.non2xx),
      driver ? `${driver.p95.toFixed(1)} (${driver.perSecond.toFixed(0)}/s)` : '—',
      driver ? `${(row.p95 / Math.max(driver.p95, 0.01)).toFixed(1)}×` : '—',
      budget?.label ?? '—',
      verdict(budget),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(format(header));
  for (const line of lines) {
    console.log(format(line));
  }
}
