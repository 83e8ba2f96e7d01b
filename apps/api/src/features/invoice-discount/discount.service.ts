import {
  DISCOUNT_STATUS_MOVES,
  type DiscountIneligibility,
  type DiscountInvoiceRow,
  type DiscountInvoices,
  type DiscountPreview,
  type DiscountPreviewView,
  type DiscountRequestSummary,
  type DiscountRequestView,
  type DiscountSelection,
  type DiscountSettings,
  type DiscountStatusChange,
  daysBetween,
  defaultValueDate,
  discountIneligibility,
  discountRequestNo,
  formatAmount,
  formatRate,
  istanbulIsoDate,
  messages,
  parseAmount,
  parseRate,
  previewInvoiceDiscount,
  valueDateProblem,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import type { AdminAuth, SessionAuth } from '../../types.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import {
  type ChosenInvoice,
  type FirmTerms,
  insertRequest,
  type RequestLineRow,
  type RequestRow,
  readChosenInvoices,
  readOpenInvoices,
  readRequest,
  readRequestLines,
  readRequests,
  readTerms,
  writeStatus,
} from './discount.repository.js';

/**
 * Invoice discounting (issue 14): the firm's invoices with why each can or cannot be chosen, a preview the server
 * works out, and a request written with exactly the figures it would preview at that moment.
 */

const INELIGIBLE_MESSAGES: Record<DiscountIneligibility | 'requested', string> = {
  notOpen: messages.discountInvoiceNotOpen,
  notDiscountable: messages.discountInvoiceNotDiscountable,
  due: messages.discountInvoiceDue,
  tooSoon: messages.discountInvoiceTooSoon,
  requested: messages.discountInvoiceRequested,
};

const kurus = (text: string) => parseAmount(text) ?? 0n;
/** "39.5000" as stored → "39.5". */
const rateText = (text: string) => formatRate(parseRate(text) ?? 0n);

function whyNot(invoice: ChosenInvoice, valueDate: string, terms: DiscountSettings) {
  const reason = discountIneligibility(
    {
      openAmount: kurus(invoice.openAmount),
      discountable: invoice.discountable,
      dueDate: invoice.dueDate,
      dbsStatus: invoice.dbsStatus,
    },
    valueDate,
    terms.minDaysToDue,
  );
  return reason ?? (invoice.heldByRequestNo === null ? null : 'requested');
}

async function requireTerms(db: Db, tenantId: string, firmId: string): Promise<FirmTerms> {
  const terms = await readTerms(db, tenantId, firmId);
  if (!terms) {
    throw new AppError('BAD_REQUEST', messages.discountNotOffered);
  }
  return terms;
}

export async function discountInvoices(
  ctx: AppContext,
  auth: SessionAuth,
  firmId: string | undefined,
): Promise<DiscountInvoices> {
  const firm = await resolveFirm(ctx.db, auth, firmId);
  const [firmTerms, rows] = await Promise.all([
    readTerms(ctx.db, auth.tenantId, firm.id),
    readOpenInvoices(ctx.db, auth.tenantId, firm.id, istanbulIsoDate()),
  ]);
  if (!firmTerms) {
    return { firm, terms: null, items: [] };
  }
  const { settings: terms, agreedRate } = firmTerms;
  const valueDate = defaultValueDate();
  const items = rows.map(
    (row): DiscountInvoiceRow => ({
      id: row.id,
      invoiceNo: row.invoiceNo,
      invoiceDate: row.invoiceDate,
      dueDate: row.dueDate,
      currencyCode: row.currencyCode,
      amount: row.amount,
      paidAmount: row.paidAmount,
      openAmount: row.openAmount,
      days: daysBetween(valueDate, row.dueDate),
      ineligible: whyNot(row, valueDate, terms),
      heldByRequestNo: row.heldByRequestNo === null ? null : discountRequestNo(row.heldByRequestNo),
    }),
  );
  const view = {
    method: terms.method,
    annualRate: agreedRate ? rateText(agreedRate) : terms.annualRate,
    isAgreedRate: agreedRate !== null,
    commissionRate: terms.commissionRate,
    commissionMinimum: terms.commissionMinimum,
    feePerInvoice: terms.feePerInvoice,
    feePerRequest: terms.feePerRequest,
    bsmvRate: terms.bsmvRate,
    minDaysToDue: terms.minDaysToDue,
    defaultValueDate: valueDate,
  };
  return { firm, terms: view, items };
}

/** The preview of the chosen invoices, every one checked; any that cannot be chosen refuses the whole call. */
async function workOut(
  db: Db,
  auth: SessionAuth,
  firmId: string,
  selection: DiscountSelection,
  lock: boolean,
) {
  const valueDate = selection.valueDate ?? defaultValueDate();
  const problem = valueDateProblem(valueDate, istanbulIsoDate());
  if (problem) {
    throw new AppError(
      'BAD_REQUEST',
      problem === 'past' ? messages.discountValueDatePast : messages.discountValueDateNotBusinessDay,
    );
  }
  // Two independent reads, sent together (in a transaction the connection still runs them one by one).
  const [{ settings: terms, agreedRate }, rows] = await Promise.all([
    requireTerms(db, auth.tenantId, firmId),
    readChosenInvoices(db, auth.tenantId, firmId, selection.invoiceIds, lock),
  ]);
  if (rows.length !== selection.invoiceIds.length) {
    throw new AppError('BAD_REQUEST', messages.discountInvoiceNotFound);
  }
  for (const row of rows) {
    const reason = whyNot(row, valueDate, terms);
    if (reason) {
      throw new AppError('BAD_REQUEST', INELIGIBLE_MESSAGES[reason]);
    }
  }
  const preview = previewInvoiceDiscount(
    terms,
    rows.map((row) => ({
      id: row.id,
      amount: row.openAmount,
      currencyCode: row.currencyCode,
      dueDate: row.dueDate,
    })),
    { valueDate, agreedRate },
  );
  if (preview.lines.some((line) => line.net <= 0n)) {
    throw new AppError('BAD_REQUEST', messages.discountNetNotPositive);
  }
  return { terms, preview, rows };
}

function previewView(preview: DiscountPreview, rows: readonly ChosenInvoice[]): DiscountPreviewView {
  const numbers = new Map(rows.map((row) => [row.id, row.invoiceNo]));
  return {
    valueDate: preview.valueDate,
    method: preview.method,
    annualRate: preview.annualRate,
    lines: preview.lines.map((line) => ({
      invoiceId: line.id,
      invoiceNo: numbers.get(line.id) ?? '',
      dueDate: line.dueDate,
      currencyCode: line.currencyCode,
      days: line.days,
      ...figures(line),
    })),
    totals: preview.totals.map((total) => ({
      currencyCode: total.currencyCode,
      count: total.count,
      averageDays: total.averageDays.toFixed(2),
      ...figures(total),
    })),
  };
}

function figures(row: Record<'amount' | 'discount' | 'commission' | 'bsmv' | 'fee' | 'net', bigint>) {
  return {
    amount: formatAmount(row.amount),
    discount: formatAmount(row.discount),
    commission: formatAmount(row.commission),
    bsmv: formatAmount(row.bsmv),
    fee: formatAmount(row.fee),
    net: formatAmount(row.net),
  };
}

export async function discountPreview(
  ctx: AppContext,
  auth: SessionAuth,
  selection: DiscountSelection,
): Promise<DiscountPreviewView> {
  const firm = await resolveFirm(ctx.db, auth, selection.firmId);
  const { preview, rows } = await workOut(ctx.db, auth, firm.id, selection, false);
  return previewView(preview, rows);
}

/**
 * Writes a request with the figures worked out inside its transaction (the terms as they are now, whatever the
 * screen previewed). The chosen invoices are locked, and an invoice held by another open request is refused by
 * the check or, when two requests race, by the unique index on held invoices: one of them is written.
 */
export async function createDiscountRequest(
  ctx: AppContext,
  auth: SessionAuth,
  selection: DiscountSelection,
  ip: string | null,
): Promise<DiscountRequestView> {
  const firm = await resolveFirm(ctx.db, auth, selection.firmId);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const { terms, preview, rows } = await workOut(tx, auth, firm.id, selection, true);
      const view = previewView(preview, rows);
      const row = await insertRequest(
        tx,
        {
          tenantId: auth.tenantId,
          firmId: firm.id,
          valueDate: preview.valueDate,
          method: preview.method,
          annualRate: preview.annualRate,
          terms,
          totals: view.totals,
          requestedBy: auth.userId,
        },
        view.lines.map((line) => ({
          tenantId: auth.tenantId,
          invoiceId: Number(line.invoiceId),
          invoiceNo: line.invoiceNo,
          dueDate: line.dueDate,
          currencyCode: line.currencyCode,
          days: line.days,
          amount: line.amount,
          discount: line.discount,
          commission: line.commission,
          bsmv: line.bsmv,
          fee: line.fee,
          net: line.net,
        })),
      );
      await recordAudit(tx, {
        event: 'discount.request',
        outcome: 'success',
        tenantId: auth.tenantId,
        userId: auth.userId,
        ip,
        objectType: 'discount_request',
        objectId: row.id,
        details: { firm: firm.code, invoices: view.lines.length, totals: view.totals },
      });
      return row.id;
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505') {
      throw new AppError('BAD_REQUEST', messages.discountInvoiceRequested);
    }
    throw error;
  }
  return requestView(ctx.db, auth.tenantId, id, firm);
}

async function requestView(
  db: Db,
  tenantId: string,
  id: string,
  firm: DiscountRequestView['firm'],
): Promise<DiscountRequestView> {
  const row = await readRequest(db, tenantId, id);
  if (!row) {
    throw AppError.notFound(messages.discountRequestNotFound);
  }
  return withLines(db, row, firm);
}

export async function withLines(
  db: Db,
  row: RequestRow,
  firm: DiscountRequestView['firm'],
): Promise<DiscountRequestView> {
  return { ...summaryOf(row, firm), lines: (await readRequestLines(db, row.id)).map(lineView) };
}

export function summaryOf(row: RequestRow, firm: DiscountRequestView['firm']): DiscountRequestSummary {
  return {
    id: row.id,
    requestNo: discountRequestNo(row.requestNo),
    firm,
    status: row.status,
    valueDate: row.valueDate,
    method: row.method,
    annualRate: rateText(row.annualRate),
    totals: row.totals as DiscountRequestSummary['totals'],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function lineView(line: RequestLineRow): DiscountRequestView['lines'][number] {
  const { invoiceId, invoiceNo, dueDate, currencyCode, days, amount, discount, commission, bsmv, fee, net } =
    line;
  return {
    invoiceId: String(invoiceId),
    ...{ invoiceNo, dueDate, currencyCode, days, amount, discount, commission, bsmv, fee, net },
  };
}

export async function discountRequests(
  ctx: AppContext,
  auth: SessionAuth,
  firmId: string | undefined,
): Promise<DiscountRequestSummary[]> {
  const firm = await resolveFirm(ctx.db, auth, firmId);
  return (await readRequests(ctx.db, auth.tenantId, firm.id)).map((row) => summaryOf(row, firm));
}

/** One request of a firm the user may read; any other is simply not found. */
export async function discountRequest(
  ctx: AppContext,
  auth: SessionAuth,
  id: string,
): Promise<DiscountRequestView> {
  // The request first (one row), then whether its firm is one the user may read: the user's own or, for a main
  // firm's user, one of its dealers. Anything else is simply not found.
  const row = await readRequest(ctx.db, auth.tenantId, id);
  const firm = row ? await resolveFirm(ctx.db, auth, row.firmId).catch(() => null) : null;
  if (!row || !firm) {
    throw AppError.notFound(messages.discountRequestNotFound);
  }
  return withLines(ctx.db, row, firm);
}

/** The tenant administrator moves a request on: requested → approved | rejected, approved → paid | rejected. */
export async function changeDiscountStatus(
  ctx: AppContext,
  admin: AdminAuth,
  id: string,
  change: DiscountStatusChange,
  ip: string | null,
): Promise<DiscountRequestSummary['status']> {
  return ctx.db.transaction(async (tx) => {
    const row = await readRequest(tx, admin.tenantId, id, true);
    if (!row) {
      throw AppError.notFound(messages.discountRequestNotFound);
    }
    if (!DISCOUNT_STATUS_MOVES[row.status].includes(change.status)) {
      throw new AppError('BAD_REQUEST', messages.discountStatusNotAllowed);
    }
    await writeStatus(tx, id, { status: change.status, decidedBy: admin.userId, note: change.note ?? null });
    await recordAudit(tx, {
      event: 'discount.status',
      outcome: 'success',
      tenantId: admin.tenantId,
      userId: admin.userId,
      ip,
      objectType: 'discount_request',
      objectId: id,
      details: { from: row.status, to: change.status },
    });
    return change.status;
  });
}
