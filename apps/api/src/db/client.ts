import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `loadDataDir`: an in-memory database that starts from a dump (`dumpDataDir`), not from an empty cluster. */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /** Answers within the timeout whether the database takes queries. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Runs `work` holding a database-wide advisory lock (migrations and seed across instances). */
  withExclusiveLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pg pool, when the server is PostgreSQL (tests and health checks use it). */
  pool?: pg.Pool;
  /**
   * PostgreSQL only: LISTEN on a channel over a dedicated connection that reconnects by itself.
   * Resolves to the function that stops listening.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

const MIGRATION_LOCK_KEY = 7_243_001;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function openPostgres(url: string, poolSize: number, log: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A dead server must not hang requests: fail the connect, the statement and an idle transaction.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
    idle_in_transaction_session_timeout: 15_000,
    application_name: 'tahsilat-api',
  });
  // An idle client losing its connection (server restart, pg_terminate_backend) must not crash the process.
  pool.on('error', (error) =>
    log.warn({ err: error }, 'idle PostgreSQL connection failed; the pool replaces it'),
  );
  // A connection lost while checked out (killed mid-transaction) ends its query with an error and then emits
  // 'error' on the client, where the pool listens only while it is idle: without this listener the process dies.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'PostgreSQL connection lost while in use'));
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    async ping(timeoutMs = 2_000) {
      try {
        await withTimeout(pool.query('select 1'), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async withExclusiveLock(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
    async listen(channel, onMessage) {
      let stopped = false;
      let client: pg.Client | null = null;
      const connect = async (): Promise<void> => {
        if (stopped) {
          return;
        }
        const next = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: 5_000,
          application_name: 'tahsilat-listen',
        });
        const retry = () => {
          client = null;
          if (!stopped) {
            setTimeout(() => void connect(), 1_000).unref();
          }
        };
        next.on('error', (error) => {
          log.warn({ err: error }, 'LISTEN connection failed; reconnecting');
          next.end().catch(() => undefined);
        });
        next.on('end', retry);
        next.on('notification', (message) => {
          if (message.channel === channel) {
            onMessage(message.payload ?? '');
          }
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          client = next;
        } catch (error) {
          log.warn({ err: error }, 'LISTEN connection could not start; retrying');
          next.end().catch(() => undefined);
        }
      };
      await connect();
      return async () => {
        stopped = true;
        await (client as pg.Client | null)?.end().catch(() => undefined);
      };
    },
  };
}

/** The embedded database's files are in use by another live process (a running server, say). */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. PGlite allows one process at a time: ` +
        'stop that process, or use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DatabaseLockedError';
  }
}

export const PGLITE_LOCK_FILE = 'tahsilat.lock';
/** Data directories this process holds, so a leftover file with our own pid (a restarted container) is stale. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process: two processes writing one embedded database corrupt it.
 * The lock file holds the owner's pid; a file whose process is gone is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, PGLITE_LOCK_FILE);
  mkdirSync(dir, { recursive: true });
  const claim = (): boolean => {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        return false;
      }
      throw error;
    }
  };
  const owner = (): number => {
    try {
      return Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      return Number.NaN;
    }
  };
  if (!claim()) {
    const pid = owner();
    const ours = pid === process.pid;
    if (Number.isInteger(pid) && pid > 0 && ((ours && heldHere.has(dir)) || (!ours && isAlive(pid)))) {
      throw new DatabaseLockedError(dir, pid);
    }
    // A stale lock (its process is gone): remove it and claim the directory; a racing claimer may win.
    rmSync(file, { force: true });
    if (!claim()) {
      throw new DatabaseLockedError(dir, owner());
    }
  }
  heldHere.add(dir);
  return () => {
    heldHere.delete(dir);
    if (owner() === process.pid) {
      rmSync(file, { force: true });
    }
  };
}

/** The extensions the migrations create (0006: pg_trgm for the link search); PGlite loads them on open. */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const release = dataDir === null ? () => undefined : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = new PGlite({
      ...(dataDir === null ? {} : { dataDir }),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async ping(timeoutMs = 2_000) {
      if (closed) {
        return false;
      }
      try {
        await withTimeout(client.query('select 1'), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    // One process owns an embedded database, so there is nobody to lock out.
    withExclusiveLock: (work) => work(db),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (!closed) {
        closed = true;
        try {
          await client.close();
        } finally {
          release();
        }
      }
    },
  };
}

export async function openDatabase(options: DatabaseOptions, log: Logger): Promise<Database> {
  if (options.kind === 'postgres') {
    return openPostgres(options.url, options.poolSize ?? 10, log);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite files in DATA_DIR. */
export function openConfiguredDatabase(
  config: { databaseUrl: string | undefined; databasePoolSize: number; dataDir: string },
  log: Logger,
): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    log,
  );
}
