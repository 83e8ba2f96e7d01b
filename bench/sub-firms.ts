import { istanbulIsoDate, type SubFirmListFilter } from '@tahsilat/domain';
import { countSubFirms, readSubFirmRows } from '../apps/api/src/features/sub-firms/sub-firms.repository.js';
import {
  type DriverTarget,
  findOwnFirmId,
  measureListTargets,
  reportDriverBench,
  withSeededApi,
} from './driver-bench.js';
import type { DriverRows } from './harness.js';

/** Issue 13's budget: a main firm with 10,000 sub-firms; the list page with balances and a text search, p95 ≤ 50 ms. */
const SUB_FIRMS = 10_000;
const P95_MS = 50;

const SEED = `
  INSERT INTO firms (tenant_id, parent_firm_id, branch_number, name, tax_number, city, contact_name, email, phone,
                     risk_limit, managed_by)
  SELECT f.tenant_id, f.id, 'B' || lpad(n::text, 5, '0'),
         (ARRAY['Anadolu','Ege','Marmara','Karadeniz','Akdeniz'])[1 + n % 5] || ' Bayi ' || n || ' Ltd. Şti.',
         lpad((1000000000 + n)::text, 10, '0'), (ARRAY['İstanbul','Ankara','İzmir','Bursa'])[1 + n % 4],
         'Yetkili ' || n, 'finans@bayi' || n || '.com.tr', '0212 555 ' || lpad((n % 10000)::text, 4, '0'),
         100000 + (n % 20) * 25000, 'portal'
    FROM firms f CROSS JOIN generate_series(1, $1::int) AS n
   WHERE f.tenant_id = $2 AND f.branch_number = '1001'`;

/**
 * Every dealer has a balance: 12 monthly movements (invoices, and payments of three in four of them; the
 * totals table fills by its trigger) and 4 open due items, one of them overdue in every third dealer.
 */
const MOVEMENTS = `
  INSERT INTO account_movements (tenant_id, firm_id, external_id, movement_date, due_date, document_type, document_no,
                                 description, debit, credit)
  SELECT f.tenant_id, f.id, 'BENCH-SF-' || f.branch_number || '-' || m, current_date - 30 * m,
         CASE WHEN m % 4 = 0 THEN current_date - 30 * m + 60 END,
         CASE WHEN m % 4 = 0 THEN 'invoice' ELSE 'payment' END, 'SF-' || f.branch_number || '-' || m,
         CASE WHEN m % 4 = 0 THEN 'Satış faturası' ELSE 'Havale/EFT ile tahsilat' END,
         CASE WHEN m % 4 = 0 THEN 12000 + (m * 731) % 5000 ELSE 0 END,
         CASE WHEN m % 4 = 0 THEN 0 ELSE 2500 + (m * 377) % 1500 END
    FROM firms f CROSS JOIN generate_series(1, 12) AS m
   WHERE f.tenant_id = $1 AND f.branch_number LIKE 'B%'`;
const DUE_ITEMS = `
  INSERT INTO due_items (tenant_id, firm_id, external_id, document_no, document_date, due_date, amount, paid_amount)
  SELECT f.tenant_id, f.id, 'BENCH-SF-DUE-' || f.branch_number || '-' || k, 'SF-' || f.branch_number || '-' || k,
         current_date - 30, current_date + 30 * k - CASE WHEN k = 1 AND right(f.branch_number, 1)::int % 3 = 0 THEN 45 ELSE 0 END,
         4000 + k * 250, CASE WHEN k = 2 THEN 1000 ELSE 0 END
    FROM firms f CROSS JOIN generate_series(1, 4) AS k
   WHERE f.tenant_id = $1 AND f.branch_number LIKE 'B%'`;

export async function benchSubFirms(options: { seconds: number }): Promise<DriverRows> {
  const count = Number(process.env.BENCH_SUB_FIRMS ?? SUB_FIRMS);
  const seed = (tenantId: string) => [
    { sql: SEED, values: [count, tenantId] },
    { sql: MOVEMENTS, values: [tenantId] },
    { sql: DUE_ITEMS, values: [tenantId] },
    // A live server's autovacuum has long since visited a table of this size (visibility map, statistics).
    { sql: 'VACUUM (ANALYZE) firms, account_movements, firm_movement_totals, due_items' },
  ];
  return withSeededApi(seed, 20, async (api) => {
    const { apiUrl, headers, tenantId, database } = api;
    const mainFirmId = await findOwnFirmId(api);
    const cases: [string, Record<string, string>, SubFirmListFilter][] = [
      ['first page by code', {}, { sort: 'code', order: 'asc' }],
      ['page 100 by name', { page: '100', sort: 'name' }, { sort: 'name', order: 'asc' }],
      ['search "bayi 4711"', { search: 'bayi 4711' }, { search: 'bayi 4711', sort: 'code', order: 'asc' }],
    ];
    const targets = cases.map(([label, query, filter]): DriverTarget => {
      const name = `GET /SubFirm/List (${count.toLocaleString('en-US')} sub-firms): ${label}`;
      const pageUrl = `${apiUrl}/api/SubFirm/List?${new URLSearchParams(query)}`;
      const scope = { tenantId, mainFirmId, today: istanbulIsoDate() };
      const offset = (Number(query.page ?? 1) - 1) * 20;
      const work = database
        ? async () => {
            await Promise.all([
              readSubFirmRows(database.db, scope, filter, { limit: 20, offset }),
              countSubFirms(database.db, scope, filter),
            ]);
          }
        : null;
      return { name, url: pageUrl, work };
    });
    return measureListTargets(targets, { seconds: options.seconds, headers, p95Ms: P95_MS });
  });
}

export function reportSubFirms(bench: DriverRows): boolean {
  return reportDriverBench(
    'Sub-firm list (20 rows a page, balances of the page; every dealer with 12 movements and 4 open due items, then VACUUM (ANALYZE)) (judged on PostgreSQL; PGlite printed)',
    bench,
  );
}
