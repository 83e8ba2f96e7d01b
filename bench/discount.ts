import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import {
  readChosenInvoices,
  readTerms,
} from '../apps/api/src/features/invoice-discount/discount.repository.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { launchServer, prepareStore } from '../e2e/support/server.js';
import { runOnStore } from '../e2e/support/store-sql.js';
import { type DriverRows, judged, measure, printDriverRows } from './harness.js';
import { driverLatencies } from './integration-support.js';
import { getData, signIn } from './statement-support.js';

/** Issue 14's budget: the discount preview of 500 invoices ≤ 100 ms (p95 at 10 connections, judged on PostgreSQL). */
const INVOICES = 500;
const P95_MS = 100;

/** 600 open discountable invoices of firm 1001, due over the next 30–330 days, amounts 1,000–51,000 TL. */
const SEED = `
  INSERT INTO invoices (tenant_id, firm_id, external_id, invoice_no, invoice_date, due_date, amount, discountable)
  SELECT f.tenant_id, f.id, 'BENCH-ISK-' || n, 'BIS' || lpad(n::text, 6, '0'), current_date - 10,
         current_date + 30 + n % 300, 1000 + (n * 7919) % 50000 + (n % 100) / 100.0, true
    FROM firms f CROSS JOIN generate_series(1, 600) AS n
   WHERE f.tenant_id = $1 AND f.branch_number = '1001'`;

export async function benchDiscount(options: { seconds: number }): Promise<DriverRows> {
  const store = await prepareStore();
  try {
    let server = await launchServer(store, { LOG_LEVEL: 'warn' });
    const { tenantId } = await signIn(`http://127.0.0.1:${server.port}`);
    await server.stop();
    await runOnStore(store, [{ sql: SEED, values: [tenantId] }, { sql: 'VACUUM (ANALYZE) invoices' }]);
    server = await launchServer(store, { LOG_LEVEL: 'warn' });
    const url = store.env.DATABASE_URL;
    const database: Database | null = url
      ? await openDatabase({ kind: 'postgres', url, poolSize: 20 }, createLogger('silent'))
      : null;
    try {
      const apiUrl = `http://127.0.0.1:${server.port}`;
      const { token } = await signIn(apiUrl);
      const headers = { authorization: `Bearer ${token}` };
      const page = await getData<{
        firm: { id: string };
        items: { id: string; ineligible: string | null }[];
      }>(`${apiUrl}/api/InvoiceDiscount/Invoices`, token);
      const invoiceIds = page.items
        .filter((item) => item.ineligible === null)
        .slice(0, INVOICES)
        .map((item) => item.id);
      if (invoiceIds.length !== INVOICES) {
        throw new Error(`only ${invoiceIds.length} eligible invoices were seeded`);
      }
      const name = `POST /InvoiceDiscount/Preview (${INVOICES} invoices)`;
      const row = await measure(name, {
        url: `${apiUrl}/api/InvoiceDiscount/Preview`,
        method: 'POST',
        body: { invoiceIds },
        headers,
        connections: 10,
        durationSeconds: options.seconds,
      });
      let driver: DriverRows['rows'][number]['driver'] = null;
      if (database) {
        const work = async () => {
          await readTerms(database.db, tenantId);
          await readChosenInvoices(database.db, tenantId, page.firm.id, invoiceIds, false);
        };
        await driverLatencies(10, 1000, work);
        const reference = await driverLatencies(10, options.seconds * 1000, work);
        driver = { p95: reference.p95, perSecond: reference.count / options.seconds };
      }
      return {
        rows: [{ measurement: row, driver }],
        budgets: new Map([
          [name, judged(`p95 ≤ ${P95_MS} ms at 10 connections`, row.p95 <= P95_MS && row.non2xx === 0)],
        ]),
      };
    } finally {
      await database?.close();
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

export function reportDiscount(bench: DriverRows): boolean {
  console.log(
    'Invoice discount preview (500 invoices of one firm checked, worked out per invoice and per currency; the driver reads the terms and the invoices) (judged on PostgreSQL)',
  );
  printDriverRows(bench);
  return [...bench.budgets.values()].every((budget) => budget.pass);
}
