import { istanbulIsoDate, type SubFirmListFilter } from '@tahsilat/domain';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { countSubFirms, readSubFirmRows } from '../apps/api/src/features/sub-firms/sub-firms.repository.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { launchServer, prepareStore } from '../e2e/support/server.js';
import { runOnStore } from '../e2e/support/store-sql.js';
import { type DriverRows, judged, measure, printDriverRows } from './harness.js';
import { driverLatencies } from './integration-support.js';
import { getData, signIn } from './statement-support.js';

/** Issue 13's budget: a main firm with 10,000 sub-firms; the list page and a text search, p95 ≤ 50 ms. */
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

export async function benchSubFirms(options: { seconds: number }): Promise<DriverRows> {
  const count = Number(process.env.BENCH_SUB_FIRMS ?? SUB_FIRMS);
  const store = await prepareStore();
  try {
    let server = await launchServer(store, { LOG_LEVEL: 'warn' });
    const { tenantId } = await signIn(`http://127.0.0.1:${server.port}`);
    await server.stop();
    await runOnStore(store, [{ sql: SEED, values: [count, tenantId] }, { sql: 'ANALYZE firms' }]);
    server = await launchServer(store, { LOG_LEVEL: 'warn' });
    const url = store.env.DATABASE_URL;
    const database: Database | null = url
      ? await openDatabase({ kind: 'postgres', url, poolSize: 20 }, createLogger('silent'))
      : null;
    try {
      const apiUrl = `http://127.0.0.1:${server.port}`;
      const { token } = await signIn(apiUrl);
      const own = await getData<{ id: string; isOwn: boolean }[]>(`${apiUrl}/api/FirmReport/Firms`, token);
      const mainFirmId = own.find((firm) => firm.isOwn)?.id ?? '';
      const bench: DriverRows = { rows: [], budgets: new Map() };
      const targets: [string, Record<string, string>, SubFirmListFilter][] = [
        ['first page by code', {}, { sort: 'code', order: 'asc' }],
        ['page 100 by name', { page: '100', sort: 'name' }, { sort: 'name', order: 'asc' }],
        ['search "bayi 4711"', { search: 'bayi 4711' }, { search: 'bayi 4711', sort: 'code', order: 'asc' }],
      ];
      for (const [label, query, filter] of targets) {
        const name = `GET /SubFirm/List (${count.toLocaleString('en-US')} sub-firms): ${label}`;
        const pageUrl = `${apiUrl}/api/SubFirm/List?${new URLSearchParams(query)}`;
        const headers = { authorization: `Bearer ${token}` };
        await measure('warm-up', { url: pageUrl, headers, connections: 10, durationSeconds: 1 });
        const row = await measure(name, {
          url: pageUrl,
          headers,
          connections: 10,
          durationSeconds: options.seconds,
        });
        let driver: DriverRows['rows'][number]['driver'] = null;
        if (database) {
          const scope = { tenantId, mainFirmId, today: istanbulIsoDate() };
          const offset = (Number(query.page ?? 1) - 1) * 20;
          const work = async () => {
            await Promise.all([
              readSubFirmRows(database.db, scope, filter, { limit: 20, offset }),
              countSubFirms(database.db, scope, filter),
            ]);
          };
          await driverLatencies(10, 1000, work);
          const reference = await driverLatencies(10, options.seconds * 1000, work);
          driver = { p95: reference.p95, perSecond: reference.count / options.seconds };
        }
        bench.rows.push({ measurement: row, driver });
        bench.budgets.set(
          name,
          judged(`p95 ≤ ${P95_MS} ms at 10 connections`, row.p95 <= P95_MS && row.non2xx === 0),
        );
      }
      return bench;
    } finally {
      await database?.close();
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

export function reportSubFirms(bench: DriverRows): boolean {
  console.log('Sub-firm list (20 rows a page, balances of the page) (judged on PostgreSQL; PGlite printed)');
  printDriverRows(bench);
  return [...bench.budgets.values()].every((budget) => budget.pass);
}
