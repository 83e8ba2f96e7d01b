import { type IntegrationEntity, type ItemError, messages } from '@tahsilat/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import { type UpsertRow, type UpsertSpec, upsertRows } from './upsert.js';

/** An item of a batch with its place in the request and its natural key. */
export interface Indexed<T> {
  index: number;
  key: string;
  item: T;
}

export type ItemOutcome =
  | { status: 'created' | 'updated' | 'unchanged' }
  | { status: 'failed'; errors: ItemError[] };

export type Outcomes = Map<number, ItemOutcome>;

/** How one entity of the integration API is validated, keyed, written and deleted. */
export interface EntityWriter<T> {
  entity: IntegrationEntity;
  /** The item's natural key field: `code` or `externalId`. */
  keyField: 'code' | 'externalId';
  schema: z.ZodType<T>;
  spec: UpsertSpec;
  /** Writes valid, de-duplicated items (on the caller's transaction) and answers each one's outcome. */
  write(db: Db, tenantId: string, items: Indexed<T>[]): Promise<Outcomes>;
  /** Refuses a delete that would break a reference (null when the row may go). */
  deleteRefusal?(db: Db, tenantId: string, key: string): Promise<string | null>;
}

export const failure = (message: string, field = ''): ItemOutcome => ({
  status: 'failed',
  errors: [{ field, message }],
});

/** The message for a row the database refused although the item passed our checks (a race with a delete). */
function refusalOf(error: unknown): string | null {
  const code = sqlStateOf(error);
  if (code === '23503') {
    return messages.firmNotInTenant;
  }
  if (code?.startsWith('23') || code?.startsWith('22')) {
    return messages.badRequest;
  }
  return null;
}

/**
 * Writes prepared rows in one statement. Should the database refuse the statement (a firm deleted since the
 * batch looked it up), each row is written on its own, so only the rows it refuses fail.
 */
export async function writeRows(
  db: Db,
  spec: UpsertSpec,
  tenantId: string,
  rows: Indexed<UpsertRow>[],
): Promise<Outcomes> {
  const outcomes: Outcomes = new Map();
  const record = (indexed: Indexed<UpsertRow>[], written: Map<string, boolean>) => {
    for (const { index, key } of indexed) {
      const inserted = written.get(key);
      outcomes.set(index, {
        status: inserted === undefined ? 'unchanged' : inserted ? 'created' : 'updated',
      });
    }
  };
  try {
    record(
      rows,
      await db.transaction((sp) =>
        upsertRows(
          sp as Db,
          spec,
          tenantId,
          rows.map((r) => r.item),
        ),
      ),
    );
    return outcomes;
  } catch (error) {
    if (refusalOf(error) === null) {
      throw error;
    }
  }
  for (const row of rows) {
    try {
      record([row], await db.transaction((sp) => upsertRows(sp as Db, spec, tenantId, [row.item])));
    } catch (error) {
      const message = refusalOf(error);
      if (message === null) {
        throw error;
      }
      outcomes.set(row.index, failure(message));
    }
  }
  return outcomes;
}
