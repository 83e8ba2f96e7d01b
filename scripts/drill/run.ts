import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/net.js';
import { ensureHaproxy } from './balancer.js';
import {
  type DrillContext,
  type DrillResult,
  killDrill,
  outboxDrill,
  postgresRestartDrill,
  redisDrill,
} from './drills.js';
import { Fleet } from './fleet.js';
import { OwnPostgres, postgresBinaries } from './postgres.js';
import { commandExists, Daemon, waitUntil } from './processes.js';

/**
 * `npm run drill` — the fault drills of docs/operations.md on this machine, loopback only: N instances on a
 * PostgreSQL and a Redis of the drill's own behind HAProxy, a mixed load, and one fault at a time. `--short` is CI's
 * form (two instances, a minute of load); `--record` writes the results into docs/operations.md. Exits 1 when a
 * drill loses or doubles a payment or misses its budget.
 */
const args = new Set(process.argv.slice(2));
const short = args.has('--short');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

class OwnRedis {
  private daemon: Daemon | null = null;
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.daemon = new Daemon('redis', 'redis-server', [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    this.daemon.start();
    await waitUntil(
      'Redis to listen',
      () => this.daemon?.output.some((line) => line.includes('Ready to accept')) ?? false,
    );
  }
  async stop(): Promise<void> {
    await this.daemon?.stop('SIGKILL');
  }
}

function prerequisites(): string[] {
  const missing: string[] = [];
  if (!postgresBinaries()) {
    missing.push('PostgreSQL server programs (apt-get install postgresql)');
  }
  if (!commandExists('redis-server')) {
    missing.push('redis-server (apt-get install redis-server)');
  }
  if (!ensureHaproxy()) {
    missing.push('haproxy (apt-get install haproxy)');
  }
  return missing;
}

function report(result: DrillResult): string {
  return [
    `### ${result.name}: ${result.passed ? 'passed' : 'FAILED'}`,
    '',
    ...result.lines.map((line) => `- ${line}`),
  ].join('\n');
}

/** Replaces the recorded run in docs/operations.md (between its markers) with this one. */
function recordResults(text: string): void {
  const file = path.join(repoRoot, 'docs/operations.md');
  const doc = readFileSync(file, 'utf8');
  const start = '<!-- drill results -->';
  const end = '<!-- /drill results -->';
  const before = doc.slice(0, doc.indexOf(start) + start.length);
  const after = doc.slice(doc.indexOf(end));
  writeFileSync(file, `${before}\n${text}\n${after}`);
}

async function main(): Promise<number> {
  const missing = prerequisites();
  if (missing.length > 0) {
    console.error(`The drills need ${missing.join(', ')}.`);
    return 1;
  }
  const instances = short ? 2 : 3;
  const postgres = new OwnPostgres(postgresBinaries() ?? '');
  const redis = new OwnRedis(await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tahsilat-drill-'));
  let fleet: Fleet | null = null;
  try {
    await postgres.init();
    await postgres.start();
    const databaseUrl = await postgres.createDatabase('tahsilat_drill');
    await redis.start();
    const smtpPort = await freePort();
    fleet = new Fleet({
      instances,
      store: { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, drop: async () => undefined },
      env: {
        REDIS_URL: redis.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        BANK_TIMEOUT_MS: '3000',
        RECONCILE_INTERVAL_MS: '1000',
        PAYMENT_ATTEMPTS_PER_10_MIN: '1000000',
        INTEGRATION_REQUESTS_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
      },
    });
    const started = performance.now();
    await fleet.start();
    console.log(
      `${instances} instances behind HAProxy at ${fleet.url} (started in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const context: DrillContext = {
      fleet,
      postgres,
      databaseUrl,
      seconds: short ? 60 : 120,
      users: short ? 12 : 24,
    };
    const results: DrillResult[] = [];
    const drills: [string, () => Promise<DrillResult>][] = [
      ['kill', () => killDrill(context)],
      ['postgres', () => postgresRestartDrill(context)],
      ['redis', () => redisDrill(context, redis)],
      ['outbox', () => outboxDrill(context, smtpPort, short ? 2_000 : 10_000)],
    ];
    // DRILL=redis runs one drill (a quicker look while working on it).
    for (const [, drill] of drills.filter(([name]) => !process.env.DRILL || process.env.DRILL === name)) {
      const result = await drill();
      console.log(`\n${report(result)}`);
      results.push(result);
    }
    const heading = `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${short ? 'short form (CI)' : 'full form'}, ${instances} instances:`;
    if (args.has('--record')) {
      recordResults(`${heading}\n\n${results.map(report).join('\n\n')}\n`);
    }
    const failed = results.filter((result) => !result.passed);
    if (failed.length > 0) {
      for (const server of fleet.servers) {
        // Errors only (pino level 50 and up): warnings of an outage the drill caused on purpose are expected.
        const errors = server.output
          .join('')
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line));
        console.error(`--- an instance's last errors ---\n${errors.slice(-10).join('\n')}`);
      }
    }
    return failed.length === 0 ? 0 : 1;
  } finally {
    await fleet?.stop();
    await redis.stop();
    postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
