import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../apps/api/src/db/client.js';
import type { ServerStore } from './server.js';

/**
 * Runs statements on a store no server is using (the embedded database takes one process at a
 * time): how a test gives the demo data a setting no screen writes yet.
 */
export async function runOnStore(
  store: ServerStore,
  statements: readonly { sql: string; values?: unknown[] }[],
): Promise<void> {
  if (store.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await client.connect();
    try {
      for (const statement of statements) {
        await client.query(statement.sql, statement.values);
      }
    } finally {
      await client.end();
    }
    return;
  }
  const db = new PGlite({ dataDir: path.join(store.dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS });
  try {
    for (const statement of statements) {
      await db.query(statement.sql, statement.values);
    }
  } finally {
    await db.close();
  }
}
