import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { queryRows } from '../apps/api/src/db/query.js';

/** The ERP bench's data and its driver-level references (bench/integration.ts). */

const DAY_MS = 86_400_000;

/** n movements of one firm over two years: invoices owed, payments credited; ids `<prefix>-<n>`. */
export function movementRows(n: number, firmCode: string, prefix: string): Record<string, unknown>[] {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => {
    const invoice = i % 3 !== 2;
    const kurus = 10_000 + ((i * 7919) % 5_000_000);
    const amount = `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
    return {
      externalId: `${prefix}-${i}`,
      firmCode,
      date: new Date(now - (i % 730) * DAY_MS).toISOString().slice(0, 10),
      dueDate: invoice ? new Date(now - ((i % 730) - 30) * DAY_MS).toISOString().slice(0, 10) : null,
      documentType: invoice ? 'invoice' : 'payment',
      documentNo: `${invoice ? 'FTR' : 'TAH'}-${prefix}-${i}`,
      description: invoice ? 'Satış faturası, irsaliyeli' : 'Havale/EFT ile tahsilat',
      ...(invoice ? { debit: amount } : { credit: amount }),
    };
  });
}

const COLUMNS = [
  'tenant_id',
  'firm_id',
  'external_id',
  'movement_date',
  'due_date',
  'document_type',
  'document_no',
  'description',
  'debit',
  'credit',
  'currency_code',
] as const;

/**
 * The reference the push is judged against: the same rows as plain multi-row `INSERT … ON CONFLICT DO UPDATE`
 * statements of 1,000 rows, sent straight through node-postgres (same table, same indexes and triggers).
 */
export async function rawUpsert(
  database: Database,
  tenantId: string,
  firmId: string,
  rows: Record<string, unknown>[],
  batch: number,
): Promise<number> {
  const pool = database.pool;
  if (!pool) {
    throw new Error('the driver reference needs PostgreSQL');
  }
  const started = performance.now();
  for (let from = 0; from < rows.length; from += batch) {
    const slice = rows.slice(from, from + batch);
    const values: unknown[] = [];
    const tuples = slice.map((row) => {
      const base = values.length;
      values.push(
        tenantId,
        firmId,
        row.externalId,
        row.date,
        row.dueDate ?? null,
        row.documentType,
        row.documentNo,
        row.description,
        row.debit ?? '0',
        row.credit ?? '0',
        'TRY',
      );
      return `(${COLUMNS.map((_, i) => `$${base + i + 1}`).join(', ')})`;
    });
    const updates = COLUMNS.slice(3)
      .map((column) => `${column} = excluded.${column}`)
      .join(', ');
    await pool.query(
      `INSERT INTO account_movements (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (tenant_id, external_id) DO UPDATE SET ${updates}, updated_at = now()`,
      values,
    );
  }
  return (performance.now() - started) / 1000;
}

/** Runs `work` from `workers` loops for `durationMs`; answers the p95 and p99 of its latencies in ms. */
export async function driverLatencies(
  workers: number,
  durationMs: number,
  work: () => Promise<void>,
): Promise<{ p95: number; p99: number; count: number }> {
  const latencies: number[] = [];
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (rank: number) => latencies[Math.ceil(latencies.length * rank) - 1] ?? 0;
  return { p95: at(0.95), p99: at(0.99), count: latencies.length };
}

/** EXPLAIN ANALYZE of the queries the business pages will make, for docs/erp-data.md (BENCH_PLANS=1). */
export async function printQueryPlans(database: Database, tenantId: string, firmId: string): Promise<void> {
  for (let from = 1; from <= 100_000; from += 10_000) {
    await database.db.execute(sql`
      INSERT INTO stock_items (tenant_id, code, name, brand, group_name, unit, barcode, list_price, vat_rate, warehouses, available)
      SELECT ${tenantId}, 'PLN-' || i, (ARRAY['Topraklı Priz', 'LED Ampul', 'NYM Kablo', 'Otomatik Sigorta'])[1 + i % 4] || ' ' || i,
             'Marka ' || (i % 40), 'Grup ' || (i % 12), 'Adet', '869' || lpad(i::text, 10, '0'), 10 + i % 500, 20,
             '[]'::jsonb, i % 50
        FROM generate_series(${from}::int, ${from + 9_999}::int) AS i
      ON CONFLICT DO NOTHING`);
  }
  // VACUUM also moves the search index's pending list into the index, as autovacuum does on a live server.
  await database.db.execute(sql`VACUUM ANALYZE`);
  const plans: [string, SQL][] = [
    [
      'statement page: a firm’s movements in a date range, in date order',
      sql`SELECT id, movement_date, document_type, document_no, debit, credit FROM account_movements
           WHERE tenant_id = ${tenantId} AND firm_id = ${firmId} AND movement_date >= '2026-01-01'
           ORDER BY movement_date, id LIMIT 50`,
    ],
    [
      'carried-forward (Devir): the monthly sums before the start month',
      sql`SELECT sum(debit - credit) FROM firm_movement_totals
           WHERE tenant_id = ${tenantId} AND firm_id = ${firmId} AND month < '2026-01-01'`,
    ],
    [
      'payment plan: a firm’s open due items by due date',
      sql`SELECT id, due_date, amount, paid_amount FROM due_items
           WHERE tenant_id = ${tenantId} AND firm_id = ${firmId} AND amount > paid_amount ORDER BY due_date LIMIT 50`,
    ],
    [
      'DBS invoices: a firm’s unpaid DBS invoices at one bank by due date',
      sql`SELECT id, invoice_no, due_date, amount FROM invoices
           WHERE tenant_id = ${tenantId} AND firm_id = ${firmId} AND dbs_bank_code = '0046' AND dbs_status = 3
           ORDER BY due_date LIMIT 50`,
    ],
    [
      'stocks: search by code, name or barcode (100,000 items)',
      sql`SELECT id, code, name FROM stock_items
           WHERE tenant_id = ${tenantId} AND (code ILIKE '%priz 4711%' OR name ILIKE '%priz 4711%' OR barcode ILIKE '%priz 4711%')
           LIMIT 50`,
    ],
    [
      'collections feed: the next page after a cursor',
      sql`SELECT id FROM pos_transactions WHERE tenant_id = ${tenantId} AND feed_seq > 0 ORDER BY feed_seq LIMIT 100`,
    ],
    [
      'balance: the monthly sums of a firm with 100,000 movements',
      sql`SELECT currency_code, sum(debit), sum(credit) FROM firm_movement_totals
           WHERE tenant_id = ${tenantId} AND firm_id = ${firmId} GROUP BY currency_code`,
    ],
    [
      'balance: pending collections of a firm',
      sql`SELECT count(*) FROM pos_transactions
           WHERE tenant_id = ${tenantId} AND firm_id = ${firmId} AND feed_seq IS NOT NULL AND erp_recorded_at IS NULL`,
    ],
  ];
  for (const [title, query] of plans) {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) ${query}`,
    );
    console.log(`\n-- ${title}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}
