import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';

/**
 * One statement writes a whole batch: the rows travel as one JSON parameter (jsonb_to_recordset), are inserted in
 * key order (two batches lock rows in the same order, so they do not deadlock), and a row whose values are all
 * equal to the stored ones is left alone (`WHERE … IS DISTINCT FROM`), so it is neither rewritten nor returned.
 */

export interface ColumnSpec {
  /** Column name in the table and in the JSON rows. */
  name: string;
  /** Its SQL type for jsonb_to_recordset. */
  type: 'text' | 'uuid' | 'date' | 'numeric' | 'boolean' | 'smallint' | 'jsonb';
}

export interface UpsertSpec {
  table: string;
  /** The natural key column; unique together with tenant_id. */
  key: string;
  columns: readonly ColumnSpec[];
  /** Columns computed from the JSON row (`v`) rather than taken from it, e.g. a stock's available quantity. */
  computed?: Readonly<Record<string, string>>;
}

export type UpsertRow = Record<string, unknown>;

/** Key → true when inserted, false when updated; keys not in the map were unchanged. */
export type UpsertOutcome = Map<string, boolean>;

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '')}"`);

function upsertStatement(spec: UpsertSpec, tenantId: string, rows: UpsertRow[]): SQL {
  const computedNames = Object.keys(spec.computed ?? {});
  const targets = [...spec.columns.map((c) => c.name), ...computedNames];
  const recordset = spec.columns.map((c) => sql.raw(`"${c.name}" ${c.type}`));
  const selected = [
    ...spec.columns.map((c) => sql`v.${ident(c.name)}`),
    ...computedNames.map((name) => sql.raw(spec.computed?.[name] ?? 'NULL')),
  ];
  const compared = targets.filter((name) => name !== spec.key);
  return sql`
    INSERT INTO ${ident(spec.table)} AS t (tenant_id, ${sql.join(targets.map(ident), sql`, `)})
    SELECT ${tenantId}::uuid, ${sql.join(selected, sql`, `)}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(${sql.join(recordset, sql`, `)})
     ORDER BY v.${ident(spec.key)}
    ON CONFLICT (tenant_id, ${ident(spec.key)}) DO UPDATE SET
      ${sql.join(
        compared.map((name) => sql`${ident(name)} = excluded.${ident(name)}`),
        sql`, `,
      )},
      updated_at = now()
    WHERE (${sql.join(
      compared.map((name) => sql`t.${ident(name)}`),
      sql`, `,
    )}) IS DISTINCT FROM (${sql.join(
      compared.map((name) => sql`excluded.${ident(name)}`),
      sql`, `,
    )})
    RETURNING t.${ident(spec.key)} AS key, (t.xmax = 0) AS inserted`;
}

/** Writes the rows (each carrying spec.key) and answers which were inserted or updated. */
export async function upsertRows(
  db: Db,
  spec: UpsertSpec,
  tenantId: string,
  rows: UpsertRow[],
): Promise<UpsertOutcome> {
  const outcome: UpsertOutcome = new Map();
  if (rows.length === 0) {
    return outcome;
  }
  const written = await queryRows<{ key: string; inserted: boolean }>(
    db,
    upsertStatement(spec, tenantId, rows),
  );
  for (const row of written) {
    outcome.set(row.key, row.inserted);
  }
  return outcome;
}

/** Deletes one row by its natural key; answers whether there was one. */
export async function deleteRow(db: Db, spec: UpsertSpec, tenantId: string, key: string): Promise<boolean> {
  const deleted = await queryRows(
    db,
    sql`DELETE FROM ${ident(spec.table)} WHERE tenant_id = ${tenantId} AND ${ident(spec.key)} = ${key}
        RETURNING 1 AS deleted`,
  );
  return deleted.length > 0;
}
