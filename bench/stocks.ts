import type { StockListFilter } from '@tahsilat/domain';
import {
  countStocks,
  findStockSettings,
  readStocks,
} from '../apps/api/src/features/stocks/stocks.repository.js';
import { STOCK_COUNT_TTL_MS } from '../apps/api/src/features/stocks/stocks.service.js';
import { TtlCache } from '../apps/api/src/lib/ttl-cache.js';
import {
  type DriverTarget,
  findOwnFirmId,
  measureListTargets,
  reportDriverBench,
  withSeededApi,
} from './driver-bench.js';
import type { DriverRows } from './harness.js';

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
  const seed = (tenantId: string) => [
    { sql: SEED, values: [count, tenantId] },
    // A live server's autovacuum has long since visited a table of this size (visibility map, statistics).
    { sql: 'VACUUM (ANALYZE) stock_items' },
  ];
  return withSeededApi(seed, 20, async (api) => {
    const { apiUrl, headers, tenantId, database } = api;
    const firmId = await findOwnFirmId(api);
    const cases: [string, StockListFilter][] = [
      ['first page', {}],
      ['search "led panel"', { search: 'led panel' }],
      ['search "sigorta m4711" (one match)', { search: 'sigorta m4711' }],
      ['search a barcode fragment', { search: '0000791' }],
      ['search "priz", in stock at MRK', { search: 'priz', warehouse: 'MRK', inStockOnly: true }],
    ];
    const targets = cases.map(([label, filter]): DriverTarget => {
      const name = `GET /Stock/List (${count.toLocaleString('en-US')} items): ${label}`;
      const query = Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)]));
      const pageUrl = `${apiUrl}/api/Stock/List?${new URLSearchParams({ ...query, pageSize: String(PAGE_SIZE) })}`;
      // What the service asks: the firm's rule beside the page, then the capped count when the page is full
      // (reused for STOCK_COUNT_TTL_MS, as the service does).
      const counts = new TtlCache<string, number>(STOCK_COUNT_TTL_MS);
      const work = database
        ? async () => {
            const [, rows] = await Promise.all([
              findStockSettings(database.db, tenantId, firmId),
              readStocks(database.db, tenantId, filter, null, PAGE_SIZE + 1),
            ]);
            if (rows.length > PAGE_SIZE) {
              await counts.getOrLoad('count', () => countStocks(database.db, tenantId, filter));
            }
          }
        : null;
      return { name, url: pageUrl, work };
    });
    return measureListTargets(targets, { seconds: options.seconds, headers, p95Ms: P95_MS });
  });
}

export function reportStocks(bench: DriverRows): boolean {
  return reportDriverBench(
    `Stocks (${PAGE_SIZE} rows a page with the firm's prices, the count of a filter reused for 10 s; 100,000 items seeded with INSERT … SELECT, then VACUUM (ANALYZE)) (judged on PostgreSQL; PGlite printed)`,
    bench,
  );
}
