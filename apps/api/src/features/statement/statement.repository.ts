import type { MovementDocumentType } from '@tahsilat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern, queryRows } from '../../db/query.js';
import {
  IS_PENDING_COLLECTION,
  PENDING_AMOUNT,
  PENDING_RATE_JOIN,
  PENDING_TRY_AMOUNT,
} from '../erp/balance.repository.js';

/**
 * The statement's reads. Rows are the firm's ledger movements and our pending card collections, in one order:
 * key (date, source, seq), movements (source 0, by id) before pending collections (source 1, by feed position) on
 * the same day. A position P splits that order: rows before P, and rows from P on. Paging walks positions
 * (keyset), and a page's running balance starts from the sums of everything before its position, so it is right
 * on every page without reading the pages before.
 *
 * Sums before a position read the monthly totals (firm_movement_totals) up to its month and the rows of that month
 * only, so Devir and a page deep in a 100,000-movement ledger cost the same; with document-type or text filters
 * (which the totals cannot answer) they sum the matching rows.
 */

export interface Position {
  date: string;
  source: 0 | 1;
  seq: number;
}

export interface StatementScope {
  tenantId: string;
  firmId: string;
  documentTypes: MovementDocumentType[] | undefined;
  currency: string | undefined;
  search: string | undefined;
  /** Rows on or before this day (the period's end). */
  dateTo: string;
}

export interface Sums {
  debit: string;
  credit: string;
  fx: string;
  movementCount: number;
  pendingCount: number;
  pendingAmount: string;
}

export interface StatementDbRow {
  source: 0 | 1;
  seq: string;
  id: string;
  date: string;
  due_date: string | null;
  document_type: MovementDocumentType;
  document_no: string | null;
  description: string | null;
  debit: string;
  credit: string;
  currency_code: 'TRY' | 'USD' | 'EUR';
  fx_amount: string | null;
  fx_rate: string | null;
  /** Signed FX effect of the row on the FX balance (debit positive), as the monthly totals count it. */
  fx_signed: string;
}

/** The first position of a day. */
export const startOfDay = (date: string): Position => ({ date, source: 0, seq: 0 });

/** The position just after a row: the next page starts there, and its running balance includes the row. */
export const after = (row: Pick<StatementDbRow, 'date' | 'source' | 'seq'>): Position => ({
  date: row.date,
  source: row.source,
  seq: Number(row.seq) + 1,
});

const PENDING_DATE = sql.raw("(x.collected_at AT TIME ZONE 'Europe/Istanbul')::date");
const FX_SIGNED = sql.raw(
  'CASE WHEN m.debit > 0 THEN coalesce(m.fx_amount, 0) ELSE 0 END - CASE WHEN m.credit > 0 THEN coalesce(m.fx_amount, 0) ELSE 0 END',
);

/** Movements before P, in the statement's order. */
function movementBefore(p: Position): SQL {
  return p.source === 1
    ? sql`m.movement_date <= ${p.date}`
    : sql`(m.movement_date, m.id) < (${p.date}::date, ${p.seq})`;
}

/** Movements from P on (written out, not negated, so the statement index serves it). */
function movementFrom(p: Position): SQL {
  return p.source === 1
    ? sql`m.movement_date > ${p.date}`
    : sql`(m.movement_date, m.id) >= (${p.date}::date, ${p.seq})`;
}

function pendingBefore(p: Position): SQL {
  return p.source === 0
    ? sql`${PENDING_DATE} < ${p.date}`
    : sql`(${PENDING_DATE}, x.feed_seq) < (${p.date}::date, ${p.seq})`;
}

function pendingFrom(p: Position): SQL {
  return p.source === 0
    ? sql`${PENDING_DATE} >= ${p.date}`
    : sql`(${PENDING_DATE}, x.feed_seq) >= (${p.date}::date, ${p.seq})`;
}

/** Whether monthly totals can answer the scope's sums (they know the currency, not types or texts). */
const canUseTotals = (scope: StatementScope) => !scope.documentTypes?.length && !scope.search;

function movementScope(scope: StatementScope): SQL {
  const parts = [sql`m.tenant_id = ${scope.tenantId}`, sql`m.firm_id = ${scope.firmId}`];
  if (scope.currency) {
    parts.push(sql`m.currency_code = ${scope.currency}`);
  }
  if (scope.documentTypes?.length) {
    parts.push(
      sql`m.document_type IN (${sql.join(
        scope.documentTypes.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  if (scope.search) {
    const pattern = likePattern(scope.search);
    parts.push(sql`(m.document_no ILIKE ${pattern} OR m.description ILIKE ${pattern})`);
  }
  return sql.join(parts, sql` AND `);
}

/** Pending collections belong to the statement unless a type filter leaves out card movements. */
const hasPending = (scope: StatementScope) =>
  !scope.documentTypes?.length || scope.documentTypes.includes('card');

function pendingScope(scope: StatementScope): SQL {
  const parts = [
    sql`x.tenant_id = ${scope.tenantId}`,
    sql`x.firm_id = ${scope.firmId}`,
    IS_PENDING_COLLECTION,
  ];
  if (scope.currency) {
    parts.push(sql`x.currency_code = ${scope.currency}`);
  }
  if (scope.search) {
    const pattern = likePattern(scope.search);
    parts.push(
      sql`(x.reference_number ILIKE ${pattern} OR x.order_id ILIKE ${pattern} OR x.description ILIKE ${pattern})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** One row of sums for everything before P: movements (from the monthly totals where they can) and pending. */
function sumsBefore(scope: StatementScope, p: Position, label: string): SQL {
  const rowSums = (extra: SQL) => sql`
    SELECT sum(m.debit) AS d, sum(m.credit) AS c, sum(${FX_SIGNED}) AS fx, count(*) AS n, 0 AS pn, 0 AS pc
      FROM account_movements m WHERE ${movementScope(scope)} AND ${movementBefore(p)} ${extra}`;
  const parts: SQL[] = [];
  if (canUseTotals(scope)) {
    const month = sql`date_trunc('month', ${p.date}::timestamp)::date`;
    parts.push(sql`
      SELECT sum(t.debit), sum(t.credit), sum(t.fx_debit - t.fx_credit), sum(t.movement_count), 0, 0
        FROM firm_movement_totals t
       WHERE t.tenant_id = ${scope.tenantId} AND t.firm_id = ${scope.firmId}
         ${scope.currency ? sql`AND t.currency_code = ${scope.currency}` : sql``} AND t.month < ${month}`);
    parts.push(rowSums(sql`AND m.movement_date >= ${month}`));
  } else {
    parts.push(rowSums(sql``));
  }
  if (hasPending(scope)) {
    parts.push(sql`
      SELECT 0, sum(${PENDING_TRY_AMOUNT}), sum(-${PENDING_AMOUNT}), 0, count(*), sum(${PENDING_TRY_AMOUNT})
        FROM pos_transactions x ${PENDING_RATE_JOIN}
       WHERE ${pendingScope(scope)} AND ${pendingBefore(p)}`);
  }
  return sql`
    SELECT ${label} AS label, coalesce(sum(d), 0)::text AS debit, coalesce(sum(c), 0)::text AS credit,
           coalesce(sum(fx), 0)::text AS fx, coalesce(sum(n), 0)::int AS movement_count,
           coalesce(sum(pn), 0)::int AS pending_count, coalesce(sum(pc), 0)::text AS pending_amount
      FROM (${sql.join(parts, sql` UNION ALL `)}) AS s (d, c, fx, n, pn, pc)`;
}

/** The sums before each named position, in one round trip. */
export async function readSums(
  db: Db,
  scope: StatementScope,
  positions: Record<string, Position>,
): Promise<Record<string, Sums>> {
  const queries = Object.entries(positions).map(([label, p]) => sumsBefore(scope, p, label));
  const rows = await queryRows<{
    label: string;
    debit: string;
    credit: string;
    fx: string;
    movement_count: number;
    pending_count: number;
    pending_amount: string;
  }>(db, sql.join(queries, sql` UNION ALL `));
  return Object.fromEntries(
    rows.map((row) => [
      row.label,
      {
        debit: row.debit,
        credit: row.credit,
        fx: row.fx,
        movementCount: Number(row.movement_count),
        pendingCount: Number(row.pending_count),
        pendingAmount: row.pending_amount,
      },
    ]),
  );
}

/** Up to `limit` rows from P on, to the period's end, in the statement's order. */
export async function readRows(
  db: Db,
  scope: StatementScope,
  p: Position,
  limit: number,
): Promise<StatementDbRow[]> {
  const movements = sql`
    (SELECT 0 AS source, m.id::text AS seq, m.external_id AS id, m.movement_date::text AS date,
            m.due_date::text AS due_date, m.document_type, m.document_no, m.description,
            m.debit::text AS debit, m.credit::text AS credit, m.currency_code,
            m.fx_amount::text AS fx_amount, m.fx_rate::text AS fx_rate, (${FX_SIGNED})::text AS fx_signed
       FROM account_movements m
      WHERE ${movementScope(scope)} AND ${movementFrom(p)} AND m.movement_date <= ${scope.dateTo}
      ORDER BY m.movement_date, m.id
      LIMIT ${limit})`;
  if (!hasPending(scope)) {
    return queryRows<StatementDbRow>(db, movements);
  }
  const pending = sql`
    (SELECT 1 AS source, x.feed_seq::text AS seq, x.id::text AS id, ${PENDING_DATE}::text AS date,
            NULL::text AS due_date, 'card' AS document_type, coalesce(x.reference_number, x.order_id) AS document_no,
            x.description, '0.00' AS debit, (${PENDING_TRY_AMOUNT})::text AS credit, x.currency_code,
            CASE WHEN x.currency_code <> 'TRY' THEN ${PENDING_AMOUNT}::text END AS fx_amount,
            r.bank_note_sell::text AS fx_rate, (-${PENDING_AMOUNT})::text AS fx_signed
       FROM pos_transactions x ${PENDING_RATE_JOIN}
      WHERE ${pendingScope(scope)} AND ${pendingFrom(p)} AND ${PENDING_DATE} <= ${scope.dateTo}
      ORDER BY ${PENDING_DATE}, x.feed_seq
      LIMIT ${limit})`;
  return queryRows<StatementDbRow>(
    db,
    sql`SELECT * FROM (${movements} UNION ALL ${pending}) AS u ORDER BY date, source, seq::bigint LIMIT ${limit}`,
  );
}
