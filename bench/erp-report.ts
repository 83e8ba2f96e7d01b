import { loadavg } from 'node:os';
import { istanbulIsoDate } from '@tahsilat/domain';
import type { Database } from '../apps/api/src/db/client.js';
import { queryRows } from '../apps/api/src/db/query.js';
import { agingQuery } from '../apps/api/src/features/erp-report/aging-report.js';
import { erpReportScope } from '../apps/api/src/features/erp-report/erp-report-scope.js';
import { positionReport } from '../apps/api/src/features/erp-report/position-report.js';
import {
  findOwnFirmId,
  measureBesideDriver,
  p95Budget,
  reportDriverBench,
  withSeededApi,
} from './driver-bench.js';
import type { DriverRows } from './harness.js';

/**
 * Issue 14's budget: the aging report over 1,000,000 movements and 10,000 firms ≤ 2 s (or served from a job).
 * Firm 1001 gets 10,000 sub-firms; the movements go round them (100 each over two years, the monthly sums kept
 * by the triggers) and each has 10 plan lines from 130 days overdue to 50 days ahead; then VACUUM (ANALYZE).
 * The report is asked for all of them at once (no firmId), one request at a time, as one finance user does; the
 * position report on the same data is printed beside it for scale (it reads the monthly sums and movements).
 */
const FIRMS = 10_000;
const MOVEMENTS = 1_000_000;
const CHUNK = 100_000;
const BUDGET_MS = 2_000;

const SEED_FIRMS = `
  INSERT INTO firms (tenant_id, parent_firm_id, branch_number, name, risk_limit, managed_by)
  SELECT f.tenant_id, f.id, 'E' || lpad(n::text, 5, '0'), 'Rapor Bayi ' || n || ' Ltd. Şti.', 250000, 'portal'
    FROM firms f CROSS JOIN generate_series(1, $1::int) AS n
   WHERE f.tenant_id = $2 AND f.branch_number = '1001'`;

/** Movements $2…$3, round the bench's dealers, dated over two years; one in three a payment. */
const SEED_MOVEMENTS = `
  INSERT INTO account_movements (tenant_id, firm_id, external_id, movement_date, document_type, document_no,
                                 description, debit, credit)
  SELECT $1::uuid, f.ids[1 + (i % cardinality(f.ids))::int], 'BENCH-ER-' || i, current_date - (i % 730)::int,
         CASE WHEN i % 3 = 0 THEN 'payment' ELSE 'invoice' END, 'ER-' || i, 'Rapor bench hareketi',
         CASE WHEN i % 3 = 0 THEN 0 ELSE 100 + (i * 37) % 5000 END,
         CASE WHEN i % 3 = 0 THEN 150 + (i * 53) % 5000 ELSE 0 END
    FROM generate_series($2::bigint, $3::bigint) AS i
   CROSS JOIN (SELECT array_agg(id ORDER BY branch_number) AS ids
                 FROM firms WHERE tenant_id = $1::uuid AND branch_number LIKE 'E%') AS f`;

const SEED_DUE_ITEMS = `
  INSERT INTO due_items (tenant_id, firm_id, external_id, document_no, document_date, due_date, amount, paid_amount)
  SELECT f.tenant_id, f.id, 'BENCH-ER-DUE-' || f.branch_number || '-' || k, 'ERD-' || f.branch_number || '-' || k,
         current_date - 180 + 20 * k - 30, current_date - 150 + 20 * k, 1000 + k * 100,
         CASE WHEN k % 4 = 0 THEN 500 ELSE 0 END
    FROM firms f CROSS JOIN generate_series(1, 10) AS k
   WHERE f.tenant_id = $1 AND f.branch_number LIKE 'E%'`;

/** The bench's data for runOnStore: the dealers, the movements in chunks, the plan lines, then VACUUM (ANALYZE). */
export function erpReportSeed(tenantId: string, firmCount: number, movementCount: number) {
  const statements: { sql: string; values?: unknown[] }[] = [
    { sql: SEED_FIRMS, values: [firmCount, tenantId] },
  ];
  for (let from = 1; from <= movementCount; from += CHUNK) {
    statements.push({
      sql: SEED_MOVEMENTS,
      values: [tenantId, from, Math.min(movementCount, from + CHUNK - 1)],
    });
  }
  statements.push(
    { sql: SEED_DUE_ITEMS, values: [tenantId] },
    // What autovacuum would long since have done on a live server (visibility map, statistics).
    { sql: 'VACUUM (ANALYZE) firms, account_movements, firm_movement_totals, due_items, pos_transactions' },
  );
  return statements;
}

export interface ErpReportBench extends DriverRows {
  extra: string[];
}

export async function benchErpReport(options: { seconds: number }): Promise<ErpReportBench> {
  const firmCount = Number(process.env.BENCH_ERP_FIRMS ?? FIRMS);
  const movementCount = Number(process.env.BENCH_ERP_MOVEMENTS ?? MOVEMENTS);
  const loadAtStart = loadavg()[0] ?? 0;
  const seed = (tenantId: string) => erpReportSeed(tenantId, firmCount, movementCount);
  return withSeededApi(seed, 5, async (api) => {
    const { apiUrl, headers, tenantId, database } = api;
    const mainFirmId = await findOwnFirmId(api);
    const reportUrl = `${apiUrl}/api/ErpReport/Aging`;
    const answer = await fetch(reportUrl, { headers });
    const body = await answer.text();
    const rows = (JSON.parse(body) as { data: { rows: unknown[] } }).data.rows.length;
    const name = `GET /ErpReport/Aging (${firmCount.toLocaleString('en-US')} sub-firms, ${movementCount.toLocaleString('en-US')} movements)`;
    // Not budgeted, for scale: the position reads the monthly sums and, for part-months, the movements.
    const period = { dateFrom: `${istanbulIsoDate().slice(0, 4)}-01-15`, dateTo: istanbulIsoDate() };
    const positionName = `GET /ErpReport/Position (same data, ${period.dateFrom} – ${period.dateTo})`;
    const auth = { tenantId, firmId: mainFirmId, isSubFirm: false };
    const scope = database
      ? await erpReportScope(database.db, auth as Parameters<typeof erpReportScope>[1], undefined)
      : null;
    const targets = [
      {
        name,
        url: reportUrl,
        // The same SQL through the driver.
        work: async (db: Database['db'], s: NonNullable<typeof scope>) => {
          await queryRows(db, agingQuery(s, istanbulIsoDate()));
        },
      },
      {
        name: positionName,
        url: `${apiUrl}/api/ErpReport/Position?${new URLSearchParams(period)}`,
        // The report's function (its one query and the arithmetic) without HTTP.
        work: async (db: Database['db'], s: NonNullable<typeof scope>) => {
          await positionReport(db, s, period);
        },
      },
    ];
    const bench: ErpReportBench = { rows: [], budgets: new Map(), extra: [] };
    for (const target of targets) {
      const work = database && scope ? () => target.work(database.db, scope) : null;
      bench.rows.push(
        await measureBesideDriver(
          target.name,
          { url: target.url, headers },
          { seconds: options.seconds, connections: 1, work },
        ),
      );
    }
    bench.budgets.set(name, p95Budget(bench.rows[0]?.measurement, BUDGET_MS, 1));
    bench.extra.push(
      `answer: ${rows.toLocaleString('en-US')} rows, ${(body.length / 1e6).toFixed(1)} MB of JSON; seeding took ${api.seedSeconds.toFixed(0)} s`,
      `load average (1 min) at start ${loadAtStart.toFixed(2)}, at end ${(loadavg()[0] ?? 0).toFixed(2)}`,
    );
    return bench;
  });
}

export function reportErpReport(bench: ErpReportBench): boolean {
  const pass = reportDriverBench(
    "ERP report of a main firm over all its sub-firms, one request at a time (judged on PostgreSQL; driver column: the aging's same SQL, the position's report function without HTTP)",
    bench,
  );
  for (const line of bench.extra) {
    console.log(`  ${line}`);
  }
  return pass;
}
