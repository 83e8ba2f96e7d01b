import {
  type BalanceSide,
  formatAmount,
  istanbulDay,
  messages,
  parseSumAmount,
  type ReportFirm,
  type StatementFilterParsed,
  type StatementPage,
  type StatementRow,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  after,
  type Position,
  readRows,
  readSums,
  type StatementDbRow,
  type StatementScope,
  type Sums,
  startOfDay,
} from './statement.repository.js';

/** The statement (DESIGN 13): Devir, the rows with their running balance, totals; for the page, Excel and PDF. */

export const DEFAULT_PAGE_SIZE = 100;

/** A sum from the database in kuruş; anything else is a fault, never a silent zero. */
function kurus(value: string | null | undefined): bigint {
  const parsed = parseSumAmount(value ?? '0');
  if (parsed === null) {
    throw new Error(`not a money sum: ${String(value)}`);
  }
  return parsed;
}

const sideOf = (balance: bigint): BalanceSide => (balance > 0n ? 'B' : balance < 0n ? 'A' : '');
const abs = (value: bigint) => (value < 0n ? -value : value);

export interface StatementRequest {
  firm: ReportFirm;
  tenantId: string;
  filter: StatementFilterParsed;
}

/** The period and scope a filter means: this year (Istanbul) unless it names days. */
export function scopeOf({ firm, tenantId, filter }: StatementRequest) {
  const { year } = istanbulDay();
  const dateFrom = filter.dateFrom ?? `${year}-01-01`;
  const dateTo = filter.dateTo ?? `${year}-12-31`;
  const scope: StatementScope = {
    tenantId,
    firmId: firm.id,
    documentTypes: filter.documentTypes,
    currency: filter.currency,
    search: filter.search || undefined,
    dateTo,
  };
  return { scope, dateFrom, dateTo };
}

/** The day after an ISO day (the position after the period). */
function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})\.([01])\.(\d{1,18})$/;

export const encodeCursor = (p: Position) => `${p.date}.${p.source}.${p.seq}`;

/** A cursor of this statement's period, or a 406: a forged or stale one never reads outside it. */
export function decodeCursor(cursor: string, dateFrom: string, dateTo: string): Position {
  const match = CURSOR.exec(cursor);
  const date = match?.[1];
  if (!match || !date || date < dateFrom || date > dateTo || Number.isNaN(Date.parse(date))) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  return { date, source: match[2] === '1' ? 1 : 0, seq: Number(match[3]) };
}

/** Running balance state: TRY and FX (signed, debit positive). */
export interface Running {
  balance: bigint;
  fx: bigint;
}

export const runningOf = (sums: Sums): Running => ({
  balance: kurus(sums.debit) - kurus(sums.credit),
  fx: kurus(sums.fx),
});

export function presentBalance(running: Running, showFx: boolean) {
  return {
    balance: formatAmount(abs(running.balance)),
    side: sideOf(running.balance),
    fxBalance: showFx ? formatAmount(running.fx) : null,
  };
}

/** One row with the running balance after it; `running` moves on. */
export function presentRow(row: StatementDbRow, running: Running, showFx: boolean): StatementRow {
  running.balance += kurus(row.debit) - kurus(row.credit);
  running.fx += kurus(row.fx_signed);
  return {
    kind: row.source === 1 ? 'pending' : 'movement',
    id: row.id,
    date: row.date,
    dueDate: row.due_date,
    documentType: row.document_type,
    documentNo: row.document_no,
    description: row.description,
    debit: formatAmount(kurus(row.debit)),
    credit: formatAmount(kurus(row.credit)),
    ...presentBalance(running, showFx),
    currencyCode: row.currency_code,
    fxAmount: row.fx_amount === null ? null : formatAmount(kurus(row.fx_amount)),
    fxRate: row.fx_rate,
  };
}

/** The statement's header figures: Devir and totals of the period (sums before its start and after its end). */
export async function readHeader(db: Db, request: StatementRequest) {
  const { scope, dateFrom, dateTo } = scopeOf(request);
  const sums = await readSums(db, scope, {
    opening: startOfDay(dateFrom),
    closing: startOfDay(nextDay(dateTo)),
  });
  const opening = sums.opening;
  const closing = sums.closing;
  if (!opening || !closing) {
    throw new Error('statement sums missing');
  }
  const showFx = Boolean(request.filter.currency && request.filter.currency !== 'TRY');
  const start = runningOf(opening);
  const end = runningOf(closing);
  return {
    dateFrom,
    dateTo,
    showFx,
    start,
    totals: {
      debit: formatAmount(kurus(closing.debit) - kurus(opening.debit)),
      credit: formatAmount(kurus(closing.credit) - kurus(opening.credit)),
      closing: presentBalance(end, showFx),
      movementCount: closing.movementCount - opening.movementCount,
      pendingCount: closing.pendingCount - opening.pendingCount,
      pendingAmount: formatAmount(kurus(closing.pendingAmount) - kurus(opening.pendingAmount)),
    },
  };
}

/** One page: Devir always, totals on the first page, rows from the cursor with the running balance. */
export async function statementPage(
  db: Db,
  request: StatementRequest,
  options: { cursor?: string | undefined; pageSize: number },
): Promise<StatementPage> {
  const { scope, dateFrom, dateTo } = scopeOf(request);
  const showFx = Boolean(request.filter.currency && request.filter.currency !== 'TRY');
  const position = options.cursor ? decodeCursor(options.cursor, dateFrom, dateTo) : startOfDay(dateFrom);
  const [header, rows] = await Promise.all([
    options.cursor
      ? readSums(db, scope, { opening: startOfDay(dateFrom), page: position }).then((sums) => ({ sums }))
      : readHeader(db, request).then((head) => ({ head })),
    readRows(db, scope, position, options.pageSize + 1),
  ]);
  let opening: Running;
  let running: Running;
  let totals: StatementPage['totals'] = null;
  if ('head' in header) {
    opening = header.head.start;
    running = { ...opening };
    totals = header.head.totals;
  } else {
    const { opening: before, page } = header.sums;
    if (!before || !page) {
      throw new Error('statement sums missing');
    }
    opening = runningOf(before);
    running = runningOf(page);
  }
  const shown = rows.slice(0, options.pageSize);
  const items = shown.map((row) => presentRow(row, running, showFx));
  const last = shown.at(-1);
  return {
    firm: request.firm,
    dateFrom,
    dateTo,
    currency: request.filter.currency ?? null,
    partial: Boolean(request.filter.documentTypes?.length || request.filter.search),
    opening: presentBalance(opening, showFx),
    totals,
    items,
    nextCursor: rows.length > options.pageSize && last ? encodeCursor(after(last)) : null,
  };
}

/** Every row of the period for the exports, read a page at a time (memory stays flat however long). */
export async function* allRows(
  db: Db,
  request: StatementRequest,
  start: Running,
  showFx: boolean,
  batchSize = 2_000,
): AsyncGenerator<StatementRow> {
  const { scope, dateFrom } = scopeOf(request);
  const running = { ...start };
  let position: Position | null = startOfDay(dateFrom);
  while (position) {
    const rows = await readRows(db, scope, position, batchSize);
    for (const row of rows) {
      yield presentRow(row, running, showFx);
    }
    const last = rows.at(-1);
    position = rows.length === batchSize && last ? after(last) : null;
  }
}
