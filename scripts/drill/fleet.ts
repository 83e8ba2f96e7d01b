import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/net.js';
import { launchServer, type RunningServer, type ServerStore } from '../../e2e/support/server.js';
import { Balancer } from './balancer.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Secrets every instance shares (a fleet signs and decrypts with the same keys). */
const FLEET_ENV = {
  JWT_SECRET: 'drill-jwt-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  METRICS_TOKEN: 'drill-metrics-token-0123456789abcdef',
};

/** The sandbox bank in its own process, so killing an instance never loses the bank's journal. */
export class StandaloneBank {
  private child: ChildProcess | null = null;
  readonly port = freePort();

  async start(): Promise<void> {
    const child = spawn(process.execPath, [path.join(repoRoot, 'packages/pos/dist/sandbox/standalone.js')], {
      env: { PATH: process.env.PATH ?? '', PORT: String(await this.port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) {
          resolve();
        }
      });
      child.once('exit', () => reject(new Error('the sandbox bank exited')));
    });
  }

  /** Every approved or declined operation the bank did. */
  async journal(): Promise<JournalEntry[]> {
    const answer = await fetch(`http://127.0.0.1:${await this.port}/sandbox-bank/journal`);
    return ((await answer.json()) as { entries: JournalEntry[] }).entries;
  }

  stop(): void {
    this.child?.kill('SIGTERM');
  }
}

export interface JournalEntry {
  orderId: string;
  type: string;
  amount: string;
  outcome: 'approved' | 'declined' | 'error';
  authCode: string | null;
}

export interface FleetOptions {
  instances: number;
  store: ServerStore;
  /** Extra environment of every instance (Redis, SMTP, timeouts). */
  env: Record<string, string>;
}

/**
 * N API instances on one PostgreSQL behind HAProxy, each started as `npm start` starts the server, with the sandbox
 * bank behind the same balancer. Instances keep their port across a restart, so the balancer finds them again.
 */
export class Fleet {
  readonly bank = new StandaloneBank();
  readonly balancer = new Balancer();
  readonly servers: (RunningServer & { port: number })[] = [];
  private ports: number[] = [];
  url = '';

  constructor(private readonly options: FleetOptions) {}

  private env(): Record<string, string> {
    return {
      ...FLEET_ENV,
      PUBLIC_URL: this.url,
      SANDBOX_BANK: 'off',
      TRUST_PROXY: '127.0.0.1',
      ...this.options.env,
    };
  }

  async start(): Promise<void> {
    await this.bank.start();
    this.ports = await Promise.all(Array.from({ length: this.options.instances }, () => freePort()));
    this.url = `http://127.0.0.1:${await this.balancer.port}`;
    // The first instance migrates and seeds; the others find the database ready.
    for (const port of this.ports) {
      this.servers.push(await launchServer(this.options.store, this.env(), port));
    }
    await this.balancer.start({
      instances: this.ports.map((port, index) => ({ name: `api${index + 1}`, port })),
      bankPort: await this.bank.port,
    });
  }

  /** The instances' own ports (the balancer's servers). */
  get instancePorts(): readonly number[] {
    return this.ports;
  }

  /** Kills instance `index` at once, as a crashed machine would go. */
  async kill(index: number): Promise<void> {
    await this.servers[index]?.signal('SIGKILL');
  }

  async restart(index: number): Promise<void> {
    this.servers[index] = await launchServer(this.options.store, this.env(), this.ports[index]);
  }

  /** Each instance's own readiness, asked directly (not through the balancer). */
  async readiness(): Promise<boolean[]> {
    return Promise.all(
      this.ports.map(async (port) => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok;
        } catch {
          return false;
        }
      }),
    );
  }

  /** A metric's value on each instance, scraped directly (the balancer keeps /api/metrics from the public). */
  async metric(series: string): Promise<(number | null)[]> {
    return Promise.all(
      this.ports.map(async (port) => {
        try {
          const answer = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
            headers: { authorization: `Bearer ${FLEET_ENV.METRICS_TOKEN}` },
          });
          const line = (await answer.text()).split('\n').find((entry) => entry.startsWith(`${series} `));
          return line ? Number(line.slice(series.length + 1)) : null;
        } catch {
          return null;
        }
      }),
    );
  }

  async stop(): Promise<void> {
    await this.balancer.stop();
    await Promise.all(this.servers.map((server) => server.stop().catch(() => undefined)));
    this.bank.stop();
  }
}
