import {
  type DbsBankCard,
  type DbsInvoiceFilter,
  type DbsInvoicePage,
  type DbsInvoiceRow,
  dbsBankName,
  formatAmount,
  isDbsOpen,
  istanbulIsoDate,
  messages,
  parseSumAmount,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionAuth } from '../../types.js';
import { historyScope } from '../collection-history/history.service.js';
import {
  type DbsDbRow,
  type DbsPosition,
  type DbsScope,
  readDbsBankSums,
  readDbsLimits,
  readDbsRows,
} from './dbs-invoices.repository.js';

export const DEFAULT_DBS_PAGE_SIZE = 100;

/** The parsed filter the routes pass: the query's strings, with the state already a number. */
export type DbsFilter = Omit<DbsInvoiceFilter, 'status'> & { status?: number | undefined };

function kurus(value: string | null): bigint {
  const parsed = value === null ? 0n : parseSumAmount(value);
  if (parsed === null) {
    throw new Error(`not a money sum: ${value}`);
  }
  return parsed;
}

/** The firms the user reads (one named, or its own and a main firm's dealers) and the list's filters. */
export async function dbsScope(ctx: AppContext, auth: SessionAuth, filter: DbsFilter): Promise<DbsScope> {
  const { tenantId, firmIds } = await historyScope(ctx, auth, filter.firmId);
  return {
    tenantId,
    firmIds,
    bankCode: filter.bankCode,
    status: filter.status,
    dueFrom: filter.dueFrom,
    dueTo: filter.dueTo,
  };
}

export function presentDbsRow(row: DbsDbRow): DbsInvoiceRow {
  const amount = kurus(row.amount);
  const paid = kurus(row.paid_amount);
  const remaining = amount > paid ? amount - paid : 0n;
  return {
    id: row.id,
    firm: { id: row.firm_id, code: row.firm_code, name: row.firm_name },
    invoiceNo: row.invoice_no,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    bankCode: row.bank_code,
    bankName: dbsBankName(row.bank_code),
    amount: formatAmount(amount),
    currencyCode: row.currency_code,
    guaranteedAmount: row.guaranteed_amount === null ? null : formatAmount(kurus(row.guaranteed_amount)),
    paidAmount: formatAmount(paid),
    remaining: formatAmount(remaining),
    status: row.status,
    collectionDate: row.collection_date,
    canPayEarly: isDbsOpen(row.status) && remaining > 0n,
  };
}

/** One card per bank that has a limit or an open invoice: limits summed over the firms in scope. */
export async function dbsBankCards(
  ctx: AppContext,
  scope: Pick<DbsScope, 'tenantId' | 'firmIds'>,
  today: string,
): Promise<DbsBankCard[]> {
  const [limits, sums] = await Promise.all([
    readDbsLimits(ctx.db, scope),
    readDbsBankSums(ctx.db, scope, today),
  ]);
  const limitOf = new Map<string, bigint>();
  for (const row of limits) {
    limitOf.set(row.bank_code, (limitOf.get(row.bank_code) ?? 0n) + kurus(row.limit));
  }
  const sumOf = new Map(sums.map((row) => [row.bank_code, row]));
  const codes = [...new Set([...limitOf.keys(), ...sumOf.keys()])].sort();
  return codes.map((bankCode) => {
    const limit = limitOf.get(bankCode) ?? 0n;
    const sum = sumOf.get(bankCode);
    const used = kurus(sum?.used ?? '0');
    return {
      bankCode,
      bankName: dbsBankName(bankCode),
      limit: formatAmount(limit),
      used: formatAmount(used),
      available: formatAmount(limit - used),
      dueToday: formatAmount(kurus(sum?.due_today ?? '0')),
      dueTodayCount: sum?.due_today_count ?? 0,
      openCount: sum?.open_count ?? 0,
    };
  });
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})\.(\d{1,18})$/;

function decodeCursor(cursor: string): DbsPosition {
  const match = CURSOR.exec(cursor);
  if (!match?.[1] || Number.isNaN(Date.parse(match[1]))) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  return { dueDate: match[1], id: Number(match[2]) };
}

export async function dbsInvoicePage(
  ctx: AppContext,
  auth: SessionAuth,
  filter: DbsFilter,
  options: { cursor?: string | undefined; pageSize: number; today?: string },
): Promise<DbsInvoicePage> {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const today = options.today ?? istanbulIsoDate();
  const scope = await dbsScope(ctx, auth, filter);
  const [rows, banks] = await Promise.all([
    readDbsRows(ctx.db, scope, after, options.pageSize + 1),
    after ? Promise.resolve(null) : dbsBankCards(ctx, scope, today),
  ]);
  const shown = rows.slice(0, options.pageSize);
  const last = shown.at(-1);
  return {
    asOf: today,
    banks,
    items: shown.map(presentDbsRow),
    nextCursor: rows.length > options.pageSize && last ? `${last.due_date}.${last.id}` : null,
  };
}

/** Every matching invoice for the Excel file, a batch at a time, in the list's order. */
export async function* allDbsRows(
  ctx: AppContext,
  auth: SessionAuth,
  filter: DbsFilter,
  batchSize = 2_000,
): AsyncGenerator<DbsInvoiceRow> {
  const scope = await dbsScope(ctx, auth, filter);
  let after: DbsPosition | null = null;
  for (;;) {
    const rows = await readDbsRows(ctx.db, scope, after, batchSize);
    yield* rows.map(presentDbsRow);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) {
      return;
    }
    after = { dueDate: last.due_date, id: Number(last.id) };
  }
}
