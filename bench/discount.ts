import {
  readChosenInvoices,
  readTerms,
} from '../apps/api/src/features/invoice-discount/discount.repository.js';
import { measureBesideDriver, p95Budget, reportDriverBench, withSeededApi } from './driver-bench.js';
import type { DriverRows } from './harness.js';
import { getData } from './statement-support.js';

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
  const seed = (tenantId: string) => [
    { sql: SEED, values: [tenantId] },
    { sql: 'VACUUM (ANALYZE) invoices' },
  ];
  return withSeededApi(seed, 20, async ({ apiUrl, token, headers, tenantId, database }) => {
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
    const work = database
      ? async () => {
          await Promise.all([
            readTerms(database.db, tenantId, page.firm.id),
            readChosenInvoices(database.db, tenantId, page.firm.id, invoiceIds, false),
          ]);
        }
      : null;
    const row = await measureBesideDriver(
      name,
      { url: `${apiUrl}/api/InvoiceDiscount/Preview`, method: 'POST', body: { invoiceIds }, headers },
      { seconds: options.seconds, connections: 10, work },
    );
    return { rows: [row], budgets: new Map([[name, p95Budget(row.measurement, P95_MS, 10)]]) };
  });
}

export function reportDiscount(bench: DriverRows): boolean {
  return reportDriverBench(
    'Invoice discount preview (500 invoices of one firm checked, worked out per invoice and per currency; the driver reads the terms and the invoices) (judged on PostgreSQL)',
    bench,
  );
}
