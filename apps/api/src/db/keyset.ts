import { isIsoCalendarDate } from '@tahsilat/domain';
import { and, type Column, or, type SQL, sql } from 'drizzle-orm';

/**
 * Keyset paging: a list sorted by some columns (the last one unique) is paged from where the previous page ended.
 * The cursor is that row's values of the sort columns, as text the database takes back exactly: the base64url of
 * their JSON array. The link tracking list and the collection history sort by a column and a uuid id (a `Cursor`),
 * the collection plan by due date, dealer code and line id.
 */

/** What a cursor part may be, per kind of sort column. */
export type KeyKind = 'instant' | 'amount' | 'day' | 'uuid' | 'serial' | 'text';

/** The kinds of sort column a two-part cursor's value may be of (its second part is a uuid id). */
export type CursorKind = 'instant' | 'amount' | 'day';

/** A sort column (or expression of the query) and the kind of its cursor part. */
export interface KeyPart {
  column: Column | SQL;
  kind: KeyKind;
}

/** A cursor's values, one per sort column. */
export type KeyValues<P extends readonly unknown[]> = { [I in keyof P]: string };

/** A two-part cursor: the sort column's value and the row's uuid id. */
export interface Cursor {
  value: string;
  id: string;
}

/** The longest text part (a dealer code: the domain's branch number has at most 50 characters). */
const TEXT_MAX = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3,6}Z$/;
const VALID: Record<KeyKind, (value: string) => boolean> = {
  instant: (value) => isIsoCalendarDate(INSTANT.exec(value)?.[1] ?? ''),
  amount: (value) => /^\d{1,16}\.\d{2}$/.test(value),
  day: isIsoCalendarDate,
  uuid: (value) => UUID.test(value),
  serial: (value) => /^\d{1,18}$/.test(value),
  text: (value) => value.length <= TEXT_MAX,
};
/** The cast of a value in SQL (uuid and text compare as sent, the column gives the parameter its type). */
const CAST: Record<KeyKind, string | null> = {
  instant: 'timestamptz',
  amount: 'numeric',
  day: 'date',
  uuid: null,
  serial: 'bigint',
  text: null,
};

export function encodeKey(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** A cursor of these parts, or null when it was not made by encodeKey for them. */
export function decodeKey<P extends readonly { kind: KeyKind }[]>(
  text: string,
  parts: P,
): KeyValues<P> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === parts.length &&
      parts.every((part, i) => typeof parsed[i] === 'string' && VALID[part.kind](parsed[i]))
    ) {
      return parsed as KeyValues<P>;
    }
  } catch {
    // not JSON: refused below
  }
  return null;
}

/**
 * Rows past the cursor in the parts' order (all ascending or all descending), written out column by column
 * (`a > x OR (a = x AND (b > y OR …))`) so the planner uses a (…, a, b, …) index.
 */
export function keysetAfterKey<P extends readonly KeyPart[]>(
  parts: P,
  dir: 'asc' | 'desc',
  values: KeyValues<P>,
): SQL {
  const past = sql.raw(dir === 'desc' ? '<' : '>');
  const after = parts.reduceRight<SQL | undefined>((inner, { column, kind }, i) => {
    const cast = CAST[kind];
    const value = cast === null ? sql`${values[i]}` : sql`${values[i]}::${sql.raw(cast)}`;
    const beyond = sql`${column} ${past} ${value}`;
    return inner === undefined ? beyond : or(beyond, and(sql`${column} = ${value}`, inner));
  }, undefined);
  if (after === undefined) {
    throw new Error('keysetAfterKey: no sort column');
  }
  return after;
}

const cursorParts = (kind: CursorKind) => [{ kind }, { kind: 'uuid' }] as const;

export function encodeCursor(cursor: Cursor): string {
  return encodeKey([cursor.value, cursor.id]);
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

/** A two-part cursor of this kind, or null when it was not made by encodeCursor for it. */
export function decodeCursor(text: string, kind: CursorKind): Cursor | null {
  const key = decodeKey(text, cursorParts(kind));
  return key && { value: key[0], id: key[1] };
}

/** A timestamp as text with its microseconds (a JS Date would round them and break ties between rows). */
export function instantText(column: Column | SQL): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows past a two-part cursor in (column, id) order. */
export function keysetAfter(
  column: Column | SQL,
  kind: CursorKind,
  dir: 'asc' | 'desc',
  cursor: Cursor,
  idColumn: Column,
): SQL {
  return keysetAfterKey(
    [
      { column, kind },
      { column: idColumn, kind: 'uuid' },
    ] as const,
    dir,
    [cursor.value, cursor.id],
  );
}
