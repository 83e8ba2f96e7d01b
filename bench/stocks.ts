import type { StockListFilter } from '@tahsilat/domain';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import {
  countStocks,
  findStockSettings,
  readStocks,
} from '../apps/api/src/features/stocks/stocks.repository.js';
import { STOCK_COUNT_TTL_MS } from '../apps/api/src/features/stocks/stocks.service.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { TtlCache } from '../apps/api/src/lib/ttl-cache.js';
import { launchServer, prepareStore } from '../e2e/support/server.js';
import { runOnStore } from '../e2e/support/store-sql.js';
import { type DriverRows, judged, measure, printDriverRows } from './harness.js';
import { driverLatencies } from './integration-support.js';
import { getData, signIn } from './statement-support.js';

/** Issue 14's budget: 100,000 stock items in the tenant; the list with a text search, p95 ≤ 50 ms at 10 connections. */
const STOCK_ITEMS = 100_000;
const P95_MS = 50;
const PAGE_SIZE = 20;

/** Items of an electrical wholesaler: brand, product and a model number in the name, two or three warehouses. */
const SEED = `
  INSERT INTO stock_items (tenant_id, code, name, brand, group_name, unit, barcode, list_price, currency_code,
                           vat_rate, warehouses, available)
  SELECT $2::uuid, 'BS-' || lpad(n::text, 6, '0'),
         (ARRAY['Viko','Legrand','Schneider','Öznur','Prysmian','Philips','Osram','Makel','Ceta Form','İzoly'])[1 + n % 10]
           || ' ' || (ARRAY['NYA Kablo','Topraklı Priz','LED Panel','Otomatik Sigorta','Spiral Boru','Kontrol Kalemi',
                            'LED Ampul','Kaçak Akım Rölesi','Buat','Dimmer','Pense','Kablo Kanalı'])[1 + (n / 10) % 12]
           || ' M' || n,
         (ARRAY['Viko','Legrand','Schneider','Öznur','Prysmian','Philips','Osram','Makel','Ceta Form','İzoly'])[1 + n % 10],
         (ARRAY['Kablolar','Anahtar ve Prizler','Aydınlatma','Sigortalar','Tesisat Boruları','El Aletleri'])[1 + (n / 10) % 6],
         'Adet', '869' || lpad((n * 7919 % 1000000000)::text, 10, '0'),
         round((10 + (n * 37) % 2400)::numeric + (n % 100) / 100.0, 2), 'TRY', 20,
         jsonb_build_array(
           jsonb_build_object('code', 'MRK', 'name', 'Merkez Depo', 'onHand', ((n * 13) % 900)::text || '.000',
                              'reserved', ((n * 3) % 20)::text || '.000'),
           jsonb_build_object('code', 'IZM', 'name', 'İzmir Depo', 'onHand', ((n * 7) % 300)::text || '.000',
                              'reserved', '0.000')),
         greatest(0, (n * 13) % 900 - (n * 3) % 20) + (n * 7) % 300
    FROM generate_series(1, $1::int) AS n`;

export async function benchStocks(options: { seconds: number }): Promise<DriverRows> {
  const count = Number(process.env.BENCH_STOCK_ITEMS ?? STOCK_ITEMS);
  const store = await prepareStore();
  try {
    let server = await launchServer(store, { LOG_LEVEL: 'warn' });
    const { tenantId } = await signIn(`http://127.0.0.1:${server.port}`);
    await server.stop();
    await runOnStore(store, [
      { sql: SEED, values: [count, tenantId] },
      // A live server's autovacuum has long since visited a table of this size (visibility map, statistics).
      { sql: 'VACUUM (ANALYZE) stock_items' },
    ]);
    server = await launchServer(store, { LOG_LEVEL: 'warn' });
    const url = store.env.DATABASE_URL;
    const database: Database | null = url
      ? await openDatabase({ kind: 'postgres', url, poolSize: 20 }, createLogger('silent'))
      : null;
    try {
      const apiUrl = `http://127.0.0.1:${server.port}`;
      const { token } = await signIn(apiUrl);
      const own = await getData<{ id: string; isOwn: boolean }[]>(`${apiUrl}/api/FirmReport/Firms`, token);
      const firmId = own.find((firm) => firm.isOwn)?.id ?? '';
      const bench: DriverRows = { rows: [], budgets: new Map() };
      const targets: [string, StockListFilter][] = [
        ['first page', {}],
        ['search "led panel"', { search: 'led panel' }],
        ['search "sigorta m4711" (one match)', { search: 'sigorta m4711' }],
        ['search a barcode fragment', { search: '0000791' }],
        ['search "priz", in stock at MRK', { search: 'priz', warehouse: 'MRK', inStockOnly: true }],
      ];
      for (const [label, filter] of targets) {
        const name = `GET /Stock/List (${count.toLocaleString('en-US')} items): ${label}`;
        const query = Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)]));
        const pageUrl = `${apiUrl}/api/Stock/List?${new URLSearchParams({ ...query, pageSize: String(PAGE_SIZE) })}`;
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
          // What the service asks: the firm's rule beside the page, then the capped count when the page is full
          // (reused for STOCK_COUNT_TTL_MS, as the service does).
          const counts = new TtlCache<string, number>(STOCK_COUNT_TTL_MS);
          const work = async () => {
            const [, rows] = await Promise.all([
              findStockSettings(database.db, tenantId, firmId),
              readStocks(database.db, tenantId, filter, null, PAGE_SIZE + 1),
            ]);
            if (rows.length > PAGE_SIZE) {
              await counts.getOrLoad('count', () => countStocks(database.db, tenantId, filter));
            }
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

export function reportStocks(bench: DriverRows): boolean {
  console.log(
    `Stocks (${PAGE_SIZE} rows a page with the firm's prices, the count of a filter reused for 10 s; 100,000 items seeded with INSERT … SELECT, then VACUUM (ANALYZE)) (judged on PostgreSQL; PGlite printed)`,
  );
  printDriverRows(bench);
  return [...bench.budgets.values()].every((budget) => budget.pass);
}
