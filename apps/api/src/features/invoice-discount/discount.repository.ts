import { type DiscountRequestStatus, DiscountSettings } from '@tahsilat/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { discountRequestInvoices, discountRequests } from '../../db/schema.js';

/** Invoice discounting's reads and writes (issue 14): terms, the firm's invoices, requests and their lines. */

/** The tenant's terms and the firm's agreed rate ("39.5000", or null to use the terms' rate). */
export interface FirmTerms {
  settings: DiscountSettings;
  agreedRate: string | null;
}

/** The tenant's terms with the firm's agreed rate, in one read; null when the tenant offers no discounting. */
export async function readTerms(db: Db, tenantId: string, firmId: string): Promise<FirmTerms | null> {
  const [row] = await queryRows<{ settings: unknown; agreedRate: string | null }>(
    db,
    sql`SELECT t.settings,
               (SELECT r.annual_rate::text FROM firm_discount_rates r
                 WHERE r.tenant_id = t.tenant_id AND r.firm_id = ${firmId}) AS "agreedRate"
          FROM discount_terms t WHERE t.tenant_id = ${tenantId} LIMIT 1`,
  );
  // A row that no longer parses offers nothing rather than odd figures.
  const parsed = row ? DiscountSettings.safeParse(row.settings) : null;
  return parsed?.success ? { settings: parsed.data, agreedRate: row?.agreedRate ?? null } : null;
}

/** What the checks and the preview need of a chosen invoice. */
export interface ChosenInvoice {
  id: string;
  invoiceNo: string;
  dueDate: string;
  currencyCode: 'TRY' | 'USD' | 'EUR';
  /** amount − paid, as the database subtracts it. */
  openAmount: string;
  discountable: boolean;
  dbsStatus: number | null;
  heldByRequestNo: number | null;
}

/** An invoice of the list: the chosen invoice's fields with its date and amounts. */
export interface InvoiceRecord extends ChosenInvoice {
  invoiceDate: string;
  amount: string;
  paidAmount: string;
}

const chosenColumns = sql`i.id::text AS id, i.invoice_no AS "invoiceNo", i.due_date::text AS "dueDate",
  i.currency_code AS "currencyCode", (i.amount - i.paid_amount)::text AS "openAmount", i.discountable,
  i.dbs_status AS "dbsStatus",
  (SELECT r.request_no FROM discount_request_invoices l JOIN discount_requests r ON r.id = l.request_id
    WHERE l.tenant_id = i.tenant_id AND l.invoice_id = i.id AND l.holds_invoice) AS "heldByRequestNo"`;

const invoiceColumns = sql`${chosenColumns}, i.invoice_date::text AS "invoiceDate", i.amount::text AS amount,
  i.paid_amount::text AS "paidAmount"`;

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
): Promise<ChosenInvoice[]> {
  const lock = forUpdate ? sql`FOR UPDATE OF i` : sql``;
  return queryRows<ChosenInvoice>(
    db,
    sql`SELECT ${chosenColumns} FROM invoices i
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
