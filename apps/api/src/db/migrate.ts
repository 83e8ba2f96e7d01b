import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db, Schema } from './client.js';

/** apps/api/drizzle, from both src/db and dist/db. */
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies pending SQL migrations on `db` (the connection holding the migration lock). */
export async function runMigrations(database: Database, db: Db): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
