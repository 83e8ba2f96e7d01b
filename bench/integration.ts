import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { DEMO } from '../apps/api/src/db/demo-data.js';
import { queryRows } from '../apps/api/src/db/query.js';
import { readBalanceFigures } from '../apps/api/src/features/erp/balance.repository.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { launchServer, prepareStore } from '../e2e/support/server.js';
import { type Measurement, measure } from './harness.js';
import { driverLatencies, movementRows, printQueryPlans, rawUpsert } from './integration-support.js';

const MOVEMENTS = 100_000;
const BATCH = 1000;
const PUSH_SECONDS = 20;
const RESEND_SECONDS = 10;
const RAW_RATIO = 0.3;
const RSS_MB = 300;
const BALANCE_P95_MS = 20;

export interface IntegrationBench {
  lines: { name: string; value: string; budget: string; pass: boolean; judged: boolean }[];
  rows: Measurement[];
}

/** The tenant and the two bench firms (API and driver), by their codes. */
async function benchFirmIds(database: Database) {
  const [ids] = await queryRows<{ tenant_id: string; api: string; raw: string }>(
    database.db,
    sql`SELECT t.id AS tenant_id,
               (SELECT id FROM firms WHERE tenant_id = t.id AND branch_number = 'BENCH-API') AS api,
               (SELECT id FROM firms WHERE tenant_id = t.id AND branch_number = 'BENCH-RAW') AS raw
          FROM tenants t WHERE t.payment_guid = ${DEMO.tenantA.paymentGuid}`,
  );
  if (!ids) {
    throw new Error('bench firms not found');
  }
  return ids;
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function put(baseUrl: string, entity: string, body: string) {
  const response = await fetch(`${baseUrl}/api/integration/v1/${entity}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${DEMO.integrationKey}`, 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as {
    data: { created: number; updated: number; unchanged: number; failed: number };
  };
  if (response.status !== 200 || answer.data.failed > 0) {
    throw new Error(`PUT ${entity}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  }
  return answer.data;
}

/** Pushes every batch one after another, as an ERP connector does; answers seconds and the peak RSS growth. */
async function pushAll(baseUrl: string, pid: number, batches: string[]) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const started = performance.now();
  const totals = { created: 0, updated: 0, unchanged: 0 };
  try {
    for (const body of batches) {
      const counts = await put(baseUrl, 'movements', body);
      totals.created += counts.created;
      totals.updated += counts.updated;
      totals.unchanged += counts.unchanged;
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    seconds: (performance.now() - started) / 1000,
    growthMb: Math.max(peak, rssMb(pid)) - before,
    totals,
  };
}

/**
 * The ERP integration budgets on a store of their own: 100,000 movements of one firm pushed through the API in
 * batches of 1,000, the same again unchanged, a plain multi-row INSERT … ON CONFLICT of the same rows through the
 * driver (PostgreSQL), and the firm's balance and aging under load beside the same SQL run through the driver.
 */
export async function benchIntegration(options: { seconds: number }): Promise<IntegrationBench> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const judged = (pass: boolean) => (postgres ? pass : true);
  const store = await prepareStore();
  const server = await launchServer(store, { LOG_LEVEL: 'warn', INTEGRATION_REQUESTS_PER_MINUTE: '1000000' });
  const lines: IntegrationBench['lines'] = [];
  try {
    await put(
      server.baseUrl,
      'firms',
      JSON.stringify({
        items: [
          { code: 'BENCH-API', name: 'Bench bayi (API)', parentCode: '1001' },
          { code: 'BENCH-RAW', name: 'Bench bayi (driver)', parentCode: '1001' },
        ],
      }),
    );
    const rows = movementRows(MOVEMENTS, 'BENCH-API', 'BENCH');
    const batches: string[] = [];
    for (let from = 0; from < rows.length; from += BATCH) {
      batches.push(JSON.stringify({ items: rows.slice(from, from + BATCH) }));
    }
    const push = await pushAll(server.baseUrl, server.pid, batches);
    if (push.totals.created !== MOVEMENTS) {
      throw new Error(`expected ${MOVEMENTS} created, got ${JSON.stringify(push.totals)}`);
    }
    const resend = await pushAll(server.baseUrl, server.pid, batches);
    if (resend.totals.unchanged !== MOVEMENTS) {
      throw new Error(`expected ${MOVEMENTS} unchanged, got ${JSON.stringify(resend.totals)}`);
    }
    const apiRate = MOVEMENTS / push.seconds;
    lines.push(
      {
        name: `push ${MOVEMENTS.toLocaleString('en-US')} movements (100 × PUT of 1,000)`,
        value: `${push.seconds.toFixed(1)} s, ${apiRate.toFixed(0)}/s`,
        budget: `≤ ${PUSH_SECONDS} s`,
        pass: judged(push.seconds <= PUSH_SECONDS),
        judged: postgres,
      },
      {
        name: 'the same 100,000 again, unchanged',
        value: `${resend.seconds.toFixed(1)} s`,
        budget: `≤ ${RESEND_SECONDS} s`,
        pass: judged(resend.seconds <= RESEND_SECONDS),
        judged: postgres,
      },
      {
        name: 'server RSS growth during the push',
        value: `${push.growthMb.toFixed(0)} MB`,
        budget: `≤ ${RSS_MB} MB`,
        pass: push.growthMb <= RSS_MB,
        judged: true,
      },
    );

    // PostgreSQL: the driver's reference for the push, then the tables vacuumed and analysed as autovacuum would
    // have them on a live server, so the balance is not measured against a vacuum running beside it.
    const database = store.env.DATABASE_URL
      ? await openDatabase(
          { kind: 'postgres', url: store.env.DATABASE_URL, poolSize: 10 },
          createLogger('silent'),
        )
      : null;
    try {
      const ids = database ? await benchFirmIds(database) : null;
      if (database && ids) {
        const raw = await rawUpsert(
          database,
          ids.tenant_id,
          ids.raw,
          movementRows(MOVEMENTS, 'BENCH-RAW', 'RAW'),
          BATCH,
        );
        const rawRate = MOVEMENTS / raw;
        lines.push({
          name: 'reference: plain multi-row INSERT … ON CONFLICT of the same rows (driver)',
          value: `${raw.toFixed(1)} s, ${rawRate.toFixed(0)}/s; API at ${((apiRate / rawRate) * 100).toFixed(0)} %`,
          budget: `API ≥ ${RAW_RATIO * 100} %`,
          pass: apiRate / rawRate >= RAW_RATIO,
          judged: true,
        });
        await database.pool?.query(
          'VACUUM (ANALYZE) account_movements, firm_movement_totals, due_items, pos_transactions',
        );
      }

      const url = `${server.baseUrl}/api/integration/v1/firms/BENCH-API/balance`;
      const headers = { authorization: `Bearer ${DEMO.integrationKey}` };
      await measure('warm-up', { url, headers, connections: 10, durationSeconds: 2 });
      const balance = await measure('GET /integration/v1/firms/:code/balance (100,000 movements)', {
        url,
        headers,
        connections: 10,
        durationSeconds: options.seconds,
      });
      lines.push({
        name: 'balance + aging of a firm with 100,000 movements, p95 at 10 connections',
        value: `${balance.p95.toFixed(1)} ms`,
        budget: `≤ ${BALANCE_P95_MS} ms`,
        pass: judged(balance.p95 <= BALANCE_P95_MS && balance.non2xx === 0),
        judged: postgres,
      });
      if (!postgres) {
        // The embedded database runs one statement at a time: its answer time without queueing (not judged).
        const alone = await measure('balance, 1 connection', {
          url,
          headers,
          connections: 1,
          durationSeconds: options.seconds,
        });
        lines.push({
          name: 'balance + aging, p95 at 1 connection (PGlite answer time)',
          value: `${alone.p95.toFixed(1)} ms`,
          budget: '—',
          pass: true,
          judged: false,
        });
      }
      if (database && ids) {
        const today = new Date().toISOString().slice(0, 10);
        const latencies = await driverLatencies(10, options.seconds * 1000, async () => {
          await readBalanceFigures(database.db, ids.tenant_id, 'BENCH-API', today);
        });
        lines.push({
          name: 'reference: the balance SQL through the driver, p95 at 10 workers',
          value: `${latencies.p95.toFixed(2)} ms (API ${(balance.p95 / Math.max(latencies.p95, 0.01)).toFixed(1)}×)`,
          budget: '—',
          pass: true,
          judged: false,
        });
        if (process.env.BENCH_PLANS) {
          await printQueryPlans(database, ids.tenant_id, ids.api);
        }
      }
      return { lines, rows: [balance] };
    } finally {
      await database?.close();
    }
  } finally {
    await server.stop();
    await store.drop();
  }
}

export function reportIntegration(bench: IntegrationBench): boolean {
  const width = Math.max(...bench.lines.map((line) => line.name.length));
  console.log('ERP integration (judged on PostgreSQL; PGlite printed)');
  for (const line of bench.lines) {
    const verdict = line.judged ? (line.pass ? 'PASS' : 'FAIL') : 'printed';
    console.log(
      `${line.name.padEnd(width)}  ${line.value.padEnd(34)}  ${line.budget.padEnd(12)}  ${verdict}`,
    );
  }
  return bench.lines.every((line) => line.pass);
}
