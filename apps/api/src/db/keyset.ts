import { isIsoCalendarDate } from '@tahsilat/domain';
import { and, type Column, gt, lt, or, type SQL, sql } from 'drizzle-orm';

/**
 * Keyset paging for the lists sorted by a column and a uuid id (the link tracking list, the collection history):
 * the cursor is where the previous page ended, as text the database takes back exactly.
 */

export interface Cursor {
  value: string;
  id: string;
}

/** What a cursor's value may be, per kind of sort column. */
export type CursorKind = 'instant' | 'amount' | 'day';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3,6}Z$/;
const VALID: Record<CursorKind, (value: string) => boolean> = {
  instant: (value) => isIsoCalendarDate(INSTANT.exec(value)?.[1] ?? ''),
  amount: (value) => /^\d{1,16}\.\d{2}$/.test(value),
  day: isIsoCalendarDate,
};
const CAST: Record<CursorKind, string> = { instant: 'timestamptz', amount: 'numeric', day: 'date' };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id]), 'utf8').toString('base64url');
}

/** The page of a `pageSize + 1` read: its rows, and the cursor after its last row when more follow. */
export function keysetPage<T>(
  rows: T[],
  pageSize: number,
  cursorOf: (last: T) => Cursor,
): { rows: T[]; nextCursor: string | null } {
  const more = rows.length > pageSize;
  const page = more ? rows.slice(0, pageSize) : rows;
  const last = page.at(-1);
  return { rows: page, nextCursor: more && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}

/** A cursor of this kind, or null when it was not made by encodeCursor for it. */
export function decodeCursor(text: string, kind: CursorKind): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      VALID[kind](parsed[0]) &&
      UUID.test(parsed[1])
    ) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // not JSON: refused below
  }
  return null;
}

/** A timestamp as text with its microseconds (a JS Date would round them and break ties between rows). */
export function instantText(column: Column | SQL): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows past the cursor in (column, id) order, written out so the planner uses a (…, column, id) index. */
export function keysetAfter(
  column: Column | SQL,
  kind: CursorKind,
  dir: 'asc' | 'desc',
  cursor: Cursor,
  idColumn: Column,
): SQL {
  const value = sql`${cursor.value}::${sql.raw(CAST[kind])}`;
  const compare = dir === 'desc' ? lt : gt;
  return or(
    sql`${column} ${sql.raw(dir === 'desc' ? '<' : '>')} ${value}`,
    and(sql`${column} = ${value}`, compare(idColumn, cursor.id)),
  ) as SQL;
}
