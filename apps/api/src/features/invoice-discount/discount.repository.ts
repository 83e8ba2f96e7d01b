import { type DiscountRequestStatus, DiscountSettings } from '@tahsilat/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import {
  discountRequestInvoices,
  discountRequests,
  discountTerms,
  firmDiscountRates,
} from '../../db/schema.js';

/** Invoice discounting's reads and writes (issue 14): terms, the firm's invoices, requests and their lines. */

/** The tenant's terms, or null when it offers no discounting (no row, or a row that no longer parses). */
export async function readTerms(db: Db, tenantId: string): Promise<DiscountSettings | null> {
  const [row] = await db
    .select({ settings: discountTerms.settings })
    .from(discountTerms)
    .where(eq(discountTerms.tenantId, tenantId))
    .limit(1);
  const parsed = row ? DiscountSettings.safeParse(row.settings) : null;
  return parsed?.success ? parsed.data : null;
}

export async function readAgreedRate(db: Db, tenantId: string, firmId: string): Promise<string | null> {
  const [row] = await db
    .select({ annualRate: firmDiscountRates.annualRate })
    .from(firmDiscountRates)
    .where(and(eq(firmDiscountRates.tenantId, tenantId), eq(firmDiscountRates.firmId, firmId)))
    .limit(1);
  return row?.annualRate ?? null;
}

export interface InvoiceRecord {
  id: string;
  invoiceNo: string;
  invoiceDate: string;
  dueDate: string;
  currencyCode: 'TRY' | 'USD' | 'EUR';
  amount: string;
  paidAmount: string;
  discountable: boolean;
  dbsStatus: number | null;
  heldByRequestNo: number | null;
}

const invoiceColumns = sql`i.id::text AS id, i.invoice_no AS "invoiceNo", i.invoice_date::text AS "invoiceDate",
  i.due_date::text AS "dueDate", i.currency_code AS "currencyCode", i.amount::text AS amount,
  i.paid_amount::text AS "paidAmount", i.discountable, i.dbs_status AS "dbsStatus",
  (SELECT r.request_no FROM discount_request_invoices l JOIN discount_requests r ON r.id = l.request_id
    WHERE l.tenant_id = i.tenant_id AND l.invoice_id = i.id AND l.holds_invoice) AS "heldByRequestNo"`;

/** The firm's open discountable invoices not yet due on `today`, by due date (the partial index's rows). */
export function readOpenInvoices(
  db: Db,
  tenantId: string,
  firmId: string,
  today: string,
): Promise<InvoiceRecord[]> {
  return queryRows<InvoiceRecord>(
    db,
    sql`SELECT ${invoiceColumns} FROM invoices i
         WHERE i.tenant_id = ${tenantId} AND i.firm_id = ${firmId} AND i.discountable
           AND i.amount > i.paid_amount AND i.due_date > ${today}::date
         ORDER BY i.due_date, i.id`,
  );
}

/** The chosen invoices of the firm, locked for the request being written (others' ids are simply absent). */
export function readChosenInvoices(
  db: Db,
  tenantId: string,
  firmId: string,
  ids: readonly string[],
  forUpdate: boolean,
): Promise<InvoiceRecord[]> {
  const lock = forUpdate ? sql`FOR UPDATE OF i` : sql``;
  return queryRows<InvoiceRecord>(
    db,
    sql`SELECT ${invoiceColumns} FROM invoices i
         WHERE i.tenant_id = ${tenantId} AND i.firm_id = ${firmId}
           AND i.id = ANY(${`{${ids.join(',')}}`}::bigint[])
         ORDER BY i.due_date, i.id ${lock}`,
  );
}

export type RequestRow = typeof discountRequests.$inferSelect;
export type RequestLineRow = typeof discountRequestInvoices.$inferSelect;

export async function insertRequest(
  db: Db,
  request: typeof discountRequests.$inferInsert,
  lines: Omit<typeof discountRequestInvoices.$inferInsert, 'requestId'>[],
): Promise<RequestRow> {
  const [row] = await db.insert(discountRequests).values(request).returning();
  if (!row) {
    throw new Error('discount request not written');
  }
  await db.insert(discountRequestInvoices).values(lines.map((line) => ({ ...line, requestId: row.id })));
  return row;
}

export async function readRequests(db: Db, tenantId: string, firmId: string): Promise<RequestRow[]> {
  return db
    .select()
    .from(discountRequests)
    .where(and(eq(discountRequests.tenantId, tenantId), eq(discountRequests.firmId, firmId)))
    .orderBy(desc(discountRequests.createdAt))
    .limit(200);
}

/** One request of the tenant, locked when `forUpdate`; whose firm it is, the caller checks. */
export async function readRequest(
  db: Db,
  tenantId: string,
  id: string,
  forUpdate = false,
): Promise<RequestRow | null> {
  const query = db
    .select()
    .from(discountRequests)
    .where(and(eq(discountRequests.tenantId, tenantId), eq(discountRequests.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function readRequestLines(db: Db, requestId: string): Promise<RequestLineRow[]> {
  return db
    .select()
    .from(discountRequestInvoices)
    .where(eq(discountRequestInvoices.requestId, requestId))
    .orderBy(discountRequestInvoices.dueDate, discountRequestInvoices.invoiceId);
}

export async function writeStatus(
  db: Db,
  id: string,
  change: { status: DiscountRequestStatus; decidedBy: string; note: string | null },
): Promise<void> {
  await db
    .update(discountRequests)
    .set({ ...change, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(discountRequests.id, id));
  if (change.status === 'rejected') {
    // A rejected request lets its invoices go: they may be asked for again.
    await db
      .update(discountRequestInvoices)
      .set({ holdsInvoice: false })
      .where(eq(discountRequestInvoices.requestId, id));
  }
}
