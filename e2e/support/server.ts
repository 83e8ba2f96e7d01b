import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './net.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');

/** A fresh database on the PostgreSQL server for this run (PostgreSQL pass), dropped afterwards. */
async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tahsilat_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface RunningServer {
  baseUrl: string;
  /** The server process (benchmarks read its memory). */
  pid: number;
  output: string[];
  /** Sends a signal and resolves with the exit code once the process has ended. */
  signal(signal: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

/** Where a server keeps its data between runs: a data directory and, on the PostgreSQL pass, its own database. */
export interface ServerStore {
  dataDir: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function prepareStore(): Promise<ServerStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tahsilat-e2e-'));
  const database = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : null;
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      // Fixed per store, so a restarted server reads what the first one wrote.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATA_KEY: randomBytes(32).toString('base64'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    async drop() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the built server (what `npm start` runs) on `store`; `port` keeps the address across restarts. */
export async function launchServer(
  store: ServerStore,
  env: Record<string, string> = {},
  port?: number,
): Promise<RunningServer & { port: number }> {
  if (!existsSync(serverEntry)) {
    throw new Error('apps/api/dist/server.js is missing: run `npm run build` first (npm test does).');
  }
  const listenPort = port ?? (await freePort());
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'Europe/Istanbul',
      NODE_ENV: 'test',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${listenPort}`,
      LOG_LEVEL: 'info',
      EXCHANGE_RATES_URL: 'off',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = `http://localhost:${listenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    pid: child.pid ?? 0,
    port: listenPort,
    output,
    signal(signal) {
      child.kill(signal);
      return exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}

/** A built server on a fresh demo database of its own, removed when it stops. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const store = await prepareStore();
  const server = await launchServer(store, env);
  return {
    ...server,
    async stop() {
      await server.stop();
      await store.drop();
    },
  };
}
