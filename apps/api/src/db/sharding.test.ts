import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { runMigrations } from './migrate.js';

/**
 * docs/scaling.md: how the schema would sit in Citus with `tenant_id` as the distribution column. Its table of every
 * table, with what breaks Citus's rules today, is checked here against the migrated schema: a new table, key or
 * foreign key shows up as a difference. `UPDATE_SCALING_DOC=1` writes the table as the schema has it.
 */
const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/scaling.md');
const START = '<!-- sharding table -->';
const END = '<!-- /sharding table -->';

/** Tables without tenant_id: copied to every node (reference) or kept on the coordinator (local). */
const NOT_DISTRIBUTED: Record<string, 'reference' | 'local'> = {
  tenants: 'reference',
  users: 'reference',
  password_history: 'reference',
  admin_import_errors: 'local',
  outbox_attachments: 'local',
  job_runs: 'local',
};

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.withExclusiveLock((db) => runMigrations(testDb.database, db));
});
afterAll(async () => testDb.drop());

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await testDb.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
const list = (value: unknown) =>
  Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .replace(/[{}]/g, '')
        .split(',');

async function catalogue() {
  const tables = await rows(sql`
    SELECT c.relname AS name,
           (SELECT NOT a.attnotnull FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id') AS nullable,
           EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id') AS tenant
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT LIKE '\\_\\_%'
     ORDER BY c.relname`);
  const keys = await rows(sql`
    SELECT t.relname AS "table", i.relname AS name, x.indisprimary AS primary,
           array(SELECT coalesce(a.attname, 'expr') FROM unnest(x.indkey) WITH ORDINALITY k(num, pos)
                 LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.num ORDER BY k.pos) AS columns
      FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public' AND x.indisunique ORDER BY t.relname, i.relname`);
  const foreign = await rows(sql`
    SELECT t.relname AS "table", r.relname AS target,
           array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(num, pos)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.num ORDER BY k.pos) AS columns
      FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public' AND c.contype = 'f' ORDER BY t.relname, r.relname, c.conname`);
  return { tables, keys, foreign };
}

/** One line per table: how it would be placed, and each key or reference that breaks Citus's rules today. */
async function shardingTable(): Promise<string> {
  const { tables, keys, foreign } = await catalogue();
  const kinds = new Map(
    tables.map((table) => [
      String(table.name),
      table.tenant ? 'distributed' : (NOT_DISTRIBUTED[String(table.name)] ?? '?'),
    ]),
  );
  const lines = ['| table | placement | what Citus would refuse today |', '|---|---|---|'];
  for (const table of tables) {
    const name = String(table.name);
    const kind = kinds.get(name) ?? '?';
    const problems: string[] = [];
    if (kind === 'distributed') {
      if (table.nullable) {
        problems.push('tenant_id may be NULL');
      }
      for (const key of keys.filter((entry) => entry.table === name)) {
        const columns = list(key.columns);
        if (!columns.includes('tenant_id')) {
          problems.push(
            `${key.primary ? 'primary key' : `unique ${String(key.name)}`} (${columns.join(', ')})`,
          );
        }
      }
    }
    for (const reference of foreign.filter((entry) => entry.table === name)) {
      const target = String(reference.target);
      const columns = list(reference.columns);
      const targetKind = kinds.get(target);
      if (kind === 'distributed' && targetKind === 'distributed' && !columns.includes('tenant_id')) {
        problems.push(`foreign key (${columns.join(', ')}) → ${target}`);
      }
      if (kind !== 'distributed' && targetKind === 'distributed') {
        problems.push(`foreign key (${columns.join(', ')}) → distributed ${target}`);
      }
    }
    lines.push(`| \`${name}\` | ${kind} | ${problems.length ? problems.join('; ') : 'nothing'} |`);
  }
  return lines.join('\n');
}

describe('the schema against a tenant-sharded PostgreSQL (Citus, distribution column tenant_id)', () => {
  it('every table without tenant_id is placed on purpose', async () => {
    const { tables } = await catalogue();
    const unplaced = tables
      .filter((table) => !table.tenant && !(String(table.name) in NOT_DISTRIBUTED))
      .map((table) => table.name);
    expect(unplaced).toEqual([]);
  });

  it("docs/scaling.md's table says, table by table, what would have to change", async () => {
    const actual = await shardingTable();
    const doc = readFileSync(DOC, 'utf8');
    const recorded = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END)).trim();
    if (process.env.UPDATE_SCALING_DOC === '1') {
      writeFileSync(
        DOC,
        `${doc.slice(0, doc.indexOf(START) + START.length)}\n${actual}\n${doc.slice(doc.indexOf(END))}`,
      );
      return;
    }
    expect(recorded).toBe(actual);
  });
});
