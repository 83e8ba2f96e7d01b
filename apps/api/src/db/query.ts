import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Runs raw SQL and answers its rows: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An ILIKE pattern that finds the text anywhere: `%`, `_` and `\` in it are literal. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
