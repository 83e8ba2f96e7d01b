import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../e2e/support/net.js';
import { asUser, runCommand, waitUntil } from './processes.js';

/** The newest PostgreSQL server programs installed (Debian keeps them under /usr/lib/postgresql/<major>/bin). */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return null;
  }
  const majors = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

/**
 * A PostgreSQL cluster of the drill's own, in a temporary directory on a free port: the drill restarts it under
 * load without touching the machine's server.
 */
export class OwnPostgres {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'tahsilat-drill-pg-'));
  readonly dataDir = path.join(this.dir, 'data');
  readonly port: Promise<number> = freePort();

  constructor(private readonly bin: string) {
    if (process.getuid?.() === 0) {
      // The server runs as postgres; it needs the directory as its own.
      const { uid, gid } = postgresUser();
      chownSync(this.dir, uid, gid);
    }
    chmodSync(this.dir, 0o700);
  }

  private pgCtl(args: string[]): string {
    const [command, argv] = asUser('postgres', path.join(this.bin, 'pg_ctl'), args);
    return runCommand(command, argv);
  }

  async init(): Promise<void> {
    const [command, argv] = asUser('postgres', path.join(this.bin, 'initdb'), [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    runCommand(command, argv);
  }

  async url(database = 'postgres'): Promise<string> {
    return `postgres://postgres@127.0.0.1:${await this.port}/${database}`;
  }

  async start(): Promise<void> {
    const options = [
      `-p ${await this.port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${this.dir}`,
      '-c max_connections=300',
      '-c fsync=off',
      '-c shared_buffers=256MB',
    ].join(' ');
    this.pgCtl(['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-o', options, '-w', 'start']);
    await waitUntil('PostgreSQL to take queries', () => this.answers());
  }

  /** A fast stop: every connection is cut, in-flight transactions roll back (what a crash or failover does). */
  stop(): void {
    this.pgCtl(['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async answers(): Promise<boolean> {
    const client = new pg.Client({ connectionString: await this.url(), connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: await this.url() });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return this.url(name);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function postgresUser(): { uid: number; gid: number } {
  return {
    uid: Number(runCommand('id', ['-u', 'postgres']).trim()),
    gid: Number(runCommand('id', ['-g', 'postgres']).trim()),
  };
}
