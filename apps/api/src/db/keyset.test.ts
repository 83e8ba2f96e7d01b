import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeKey, encodeCursor, encodeKey, keysetAfterKey } from './keyset.js';

const ID = '0b8a3c1e-1111-4222-8333-444455556666';
/** A two-part cursor as the lists have always written it (one a client may still hold). */
const TWO_PART =
  'WyIyMDI2LTAxLTAyVDAzOjA0OjA1LjEyMzQ1NloiLCIwYjhhM2MxZS0xMTExLTQyMjItODMzMy00NDQ0NTU1NTY2NjYiXQ';
const PLAN = [
  { column: sql`d.due_date`, kind: 'day' },
  { column: sql`f.branch_number`, kind: 'text' },
  { column: sql`d.id`, kind: 'serial' },
] as const;

describe('keyset cursors', () => {
  it('write and read a two-part cursor in the format outstanding cursors have', () => {
    expect(encodeCursor({ value: '2026-01-02T03:04:05.123456Z', id: ID })).toBe(TWO_PART);
    expect(decodeCursor(TWO_PART, 'instant')).toEqual({ value: '2026-01-02T03:04:05.123456Z', id: ID });
    expect(decodeCursor(TWO_PART, 'amount')).toBeNull();
    expect(decodeCursor(encodeKey(['12.50', 'not-a-uuid']), 'amount')).toBeNull();
  });

  it('read an n-part cursor part by part, refusing any other text', () => {
    expect(encodeKey(['2026-03-01', 'B-17', '42'])).toBe('WyIyMDI2LTAzLTAxIiwiQi0xNyIsIjQyIl0');
    expect(decodeKey(encodeKey(['2026-03-01', 'B-17', '42']), PLAN)).toEqual(['2026-03-01', 'B-17', '42']);
    for (const forged of [
      'bm90LWEtY3Vyc29y',
      '',
      encodeKey(['2026-02-30', 'B-17', '42']),
      encodeKey(['2026-03-01', 'B'.repeat(51), '42']),
      encodeKey(['2026-03-01', 'B-17', '4.2']),
      encodeKey(['2026-03-01', 'B-17']),
      Buffer.from(JSON.stringify(['2026-03-01', 17, '42'])).toString('base64url'),
    ]) {
      expect(decodeKey(forged, PLAN)).toBeNull();
    }
  });

  it('write the rows past a cursor column by column', () => {
    const query = new PgDialect().sqlToQuery(keysetAfterKey(PLAN, 'asc', ['2026-03-01', 'B-17', '42']));
    expect(query.sql).toBe(
      '(d.due_date > $1::date or (d.due_date = $2::date and (f.branch_number > $3 or (f.branch_number = $4 and d.id > $5::bigint))))',
    );
    expect(query.params).toEqual(['2026-03-01', '2026-03-01', 'B-17', 'B-17', '42']);
  });
});
