import { readdirSync, readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../apps/api/src/db/client.js';
import {
  type Position,
  readRows,
  readSums,
  type StatementScope,
  startOfDay,
} from '../apps/api/src/features/statement/statement.repository.js';

/** The statement bench's data, its driver-level reference and its query plans (bench/statement.ts). */

/**
 * Movements i = $3…$4 of $5 for tenant A, straight into account_movements (the statement-level triggers of
 * migration 0008 keep firm_movement_totals). Dates run from $6 over $7 days in the order of i, so the heap
 * follows the date as a live ledger's does; $8 of the $5 rows, evenly spread, belong to firm $2, the rest go
 * round the tenant's other firms, so the firm's rows are interleaved with theirs on disk. About 5 % are in USD
 * with the amount in TRY at a rate moving from 18 to 42, and the FX amount and rate beside.
 */
const SEED_MOVEMENTS = `
INSERT INTO account_movements (
  tenant_id, firm_id, external_id, movement_date, due_date, document_type, document_no, description,
  debit, credit, currency_code, fx_amount, fx_rate
)
SELECT
  $1::uuid,
  CASE WHEN s.is_bench_firm THEN $2::uuid ELSE f.ids[(1 + s.i % cardinality(f.ids))::int] END,
  'BENCH-STM-' || s.i,
  s.day,
  CASE WHEN k.is_debit AND k.type IN ('invoice', 'debit_note') THEN s.day + (30 * (1 + s.i % 3))::int END,
  k.type,
  k.prefix || '-' || to_char(s.day, 'YYYY') || '-' || lpad(s.i::text, 7, '0'),
  k.description,
  CASE WHEN k.is_debit THEN round(s.base * s.rate, 2) ELSE 0 END,
  CASE WHEN k.is_debit THEN 0 ELSE round(s.base * s.rate, 2) END,
  CASE WHEN s.usd THEN 'USD' ELSE 'TRY' END,
  CASE WHEN s.usd THEN s.base END,
  CASE WHEN s.usd THEN s.rate END
FROM (
  SELECT i,
         (i * $8::bigint) / $5::bigint <> ((i - 1) * $8::bigint) / $5::bigint AS is_bench_firm,
         $6::date + ((i - 1) * $7::bigint / $5::bigint)::int AS day,
         round(exp(ln(5) + random() * ln(2000))::numeric, 2) AS base,
         round(18 + 24 * (i - 1)::numeric / $5::bigint, 4) AS rate,
         random() < 0.05 AS usd,
         random() AS kind
    FROM generate_series($3::bigint, $4::bigint) AS i
) AS s
CROSS JOIN (
  SELECT array_agg(id ORDER BY branch_number) AS ids FROM firms WHERE tenant_id = $1::uuid AND id <> $2::uuid
) AS f
JOIN (VALUES
  (0.000, 0.440, 'invoice', 'FTR', 'Satış faturası, irsaliyeli', true),
  (0.440, 0.490, 'return', 'IAD', 'İade faturası', false),
  (0.490, 0.690, 'payment', 'TAH', 'Havale/EFT ile tahsilat', false),
  (0.690, 0.705, 'transfer', 'VRM', 'Cari hesaplar arası virman', true),
  (0.705, 0.720, 'transfer', 'VRM', 'Cari hesaplar arası virman', false),
  (0.720, 0.800, 'card', 'KRT', 'Kredi kartı tahsilatı (mağaza POS)', false),
  (0.800, 0.850, 'cheque', 'CEK', 'Müşteri çeki', false),
  (0.850, 0.880, 'note', 'SNT', 'Senet tahsilatı', false),
  (0.880, 0.920, 'debit_note', 'BDK', 'Vade farkı borç dekontu', true),
  (0.920, 0.960, 'credit_note', 'ADK', 'Fiyat farkı alacak dekontu', false),
  (0.960, 0.999, 'other', 'DGR', 'Diğer hareket', true),
  (0.999, 1.000, 'opening', 'ACL', 'Açılış fişi', true)
) AS k (lo, hi, type, prefix, description, is_debit) ON s.kind >= k.lo AND s.kind < k.hi
ORDER BY s.i`;

const DAY_MS = 86_400_000;

export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The seed for runOnStore: INSERT … SELECT chunks of `chunk` rows, then VACUUM (ANALYZE) and CHECKPOINT. */
export function seedStatements(options: {
  tenantId: string;
  firmId: string;
  total: number;
  firmRows: number;
  firstDay: string;
  days: number;
  chunk: number;
}): { sql: string; values?: unknown[] }[] {
  const statements: { sql: string; values?: unknown[] }[] = [];
  for (let from = 1; from <= options.total; from += options.chunk) {
    statements.push({
      sql: SEED_MOVEMENTS,
      values: [
        options.tenantId,
        options.firmId,
        from,
        Math.min(options.total, from + options.chunk - 1),
        options.total,
        options.firstDay,
        options.days,
        options.firmRows,
      ],
    });
  }
  // Autovacuum would run on a table that just took a million inserts (and set its visibility map), and a
  // checkpoint would write the dirty pages out: both now, not during the measurements (CHECKPOINT: superuser).
  statements.push({ sql: 'VACUUM (ANALYZE) account_movements, firm_movement_totals' }, { sql: 'CHECKPOINT' });
  return statements;
}

interface Session {
  token: string;
  tenantId: string;
}

/** A demo user of tenant A signs in: firm 1001's user unless another e-mail is given. */
export async function signIn(apiUrl: string, email = 'demo@tahsilat.local'): Promise<Session> {
  const response = await fetch(`${apiUrl}/api/FirmAuth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Tahsilat.2026',
      b2BDomainUrl: 'http://localhost:3000',
    }),
  });
  if (!response.ok) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  const { data } = (await response.json()) as { data: { token: string; tenantId: string } };
  return { token: data.token, tenantId: data.tenantId };
}

export async function getData<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) {
    throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

/** Sub-firm 1002, as the business pages' firm selector offers it to firm 1001's user. */
export async function subFirmId(apiUrl: string, token: string): Promise<string> {
  const firms = await getData<{ id: string; code: string; isOwn: boolean }[]>(
    `${apiUrl}/api/FirmReport/Firms`,
    token,
  );
  const sub = firms.find((firm) => firm.code === '1002' && !firm.isOwn);
  if (!sub) {
    throw new Error('sub-firm 1002 is not among the report firms of firm 1001');
  }
  return sub.id;
}

/** The .xlsx answer, read whole; answers its size in bytes. */
export async function downloadWorkbook(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  const file = new Uint8Array(await response.arrayBuffer());
  // An .xlsx is a zip: it starts with PK.
  if (!response.ok || file[0] !== 0x50 || file[1] !== 0x4b) {
    throw new Error(`GET ${url}: ${response.status} ${Buffer.from(file.slice(0, 300)).toString()}`);
  }
  return file.byteLength;
}

/** CPU ticks of a process so far (user + system), 0 once it is gone. */
function processTicks(pid: string): { ticks: number; isPostgres: boolean } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ticks: Number(fields[11]) + Number(fields[12]),
      isPostgres: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres',
    };
  } catch {
    return { ticks: 0, isPostgres: false };
  }
}

/** Busy CPU ticks of the machine, and those of this bench, the server and every PostgreSQL process. */
function cpuTicks(serverPid: number): { busy: number; own: Map<string, number> } {
  const [, ...times] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  // Interrupt time is left out: it is mostly the loopback traffic of the bench itself.
  const [user = 0, nice = 0, system = 0] = times.map(Number);
  const own = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const { ticks, isPostgres } = processTicks(pid);
    if (isPostgres || pid === String(process.pid) || pid === String(serverPid)) {
      own.set(pid, ticks);
    }
  }
  return { busy: user + nice + system, own };
}

/**
 * Starts counting the CPU that other processes use (other work on a shared machine shows in every latency);
 * the answer says how many of the cores they kept busy on average. PostgreSQL counts as the bench's own. Own
 * processes are read every second, so a backend that comes and goes (the driver reference's) is counted too.
 */
export function watchOtherCpu(serverPid: number, cores: number): () => number {
  const started = cpuTicks(serverPid);
  const startedAt = performance.now();
  const lastSeen = new Map(started.own);
  const look = () => {
    for (const [pid, ticks] of cpuTicks(serverPid).own) {
      lastSeen.set(pid, ticks);
    }
  };
  const timer = setInterval(look, 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    look();
    const busy = cpuTicks(serverPid).busy - started.busy;
    let own = 0;
    for (const [pid, ticks] of lastSeen) {
      own += ticks - (started.own.get(pid) ?? 0);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    // /proc counts in USER_HZ, 100 a second on Linux.
    return Math.min(cores, Math.max(0, busy - own) / 100 / seconds);
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Runs `work` sampling the process's RSS every 100 ms: the seconds taken and the peak growth over before. */
export async function withRssSampling<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; growthMb: number }> {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    return { result, seconds, growthMb: Math.max(peak, rssMb(pid)) - before };
  } finally {
    clearInterval(sampler);
  }
}

/** A cursor's position (`<YYYY-MM-DD>.<0|1>.<seq>`), as the service decodes it. */
export function positionOf(cursor: string): Position {
  const [date = '', source, seq] = cursor.split('.');
  return { date, source: source === '1' ? 1 : 0, seq: Number(seq) };
}

export interface PageTarget {
  name: string;
  dateFrom: string;
  dateTo: string;
  /** Absent for the first page (Devir and totals). */
  cursor?: string;
}

/** The reads the service makes for one page (statementPage), in parallel as it makes them. */
export async function readPage(
  db: Db,
  tenantId: string,
  firmId: string,
  target: PageTarget,
  pageSize: number,
): Promise<void> {
  const scope: StatementScope = {
    tenantId,
    firmId,
    documentTypes: undefined,
    currency: undefined,
    search: undefined,
    dateTo: target.dateTo,
  };
  const position = target.cursor ? positionOf(target.cursor) : startOfDay(target.dateFrom);
  const sums: Record<string, Position> = target.cursor
    ? { opening: startOfDay(target.dateFrom), page: position }
    : { opening: startOfDay(target.dateFrom), closing: startOfDay(addDays(target.dateTo, 1)) };
  await Promise.all([readSums(db, scope, sums), readRows(db, scope, position, pageSize + 1)]);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements `read` makes (a page's, the home's), captured from drizzle. */
export async function printPlans(
  pool: pg.Pool,
  title: string,
  read: (db: Db) => Promise<unknown>,
): Promise<void> {
  const sent: { query: string; params: unknown[] }[] = [];
  const capturing = drizzle({
    client: pool,
    logger: { logQuery: (query, params) => sent.push({ query, params }) },
  }) as unknown as Db;
  await read(capturing);
  for (const { query, params } of sent) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
    console.log(`\n-- ${title}: ${query.trim().slice(0, 60).replace(/\s+/g, ' ')}…`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
}
