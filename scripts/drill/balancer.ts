import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/net.js';
import { commandExists, Daemon, runCommand, waitUntil } from './processes.js';

/** HAProxy from Debian's packages: installed here when missing and we may (root), as CI does. */
export function ensureHaproxy(): boolean {
  if (commandExists('haproxy')) {
    return true;
  }
  if (process.getuid?.() !== 0) {
    return false;
  }
  runCommand('apt-get', ['update', '-qq']);
  runCommand('apt-get', ['install', '-y', '-qq', 'haproxy'], {
    ...process.env,
    DEBIAN_FRONTEND: 'noninteractive',
  });
  return commandExists('haproxy');
}

export interface BalancerTargets {
  instances: { name: string; port: number }[];
  bankPort: number;
}

/**
 * The load balancer in front of the instances, configured as docs/deployment.md describes: health checks on
 * /api/health/ready every half second, a dead server's requests re-sent elsewhere when that is safe (a refused
 * connection always; for GET and HEAD also an empty answer or a timeout), X-Forwarded-For for the instances'
 * TRUST_PROXY, and /api/metrics kept off the public side. The sandbox bank sits behind the same address at
 * /sandbox-bank, as the demo serves it.
 */
export function haproxyConfig(port: number, targets: BalancerTargets): string {
  const servers = targets.instances
    .map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check inter 500ms fall 2 rise 2`)
    .join('\n');
  return `global
  maxconn 8192

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend public
  bind 127.0.0.1:${port}
  option forwardfor
  http-request deny deny_status 404 if { path_beg /api/metrics }
  use_backend bank if { path_beg /sandbox-bank/ }
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  # Only a request that never reached a server is safe to send again when it changes something.
  http-request disable-l7-retry unless METH_GET || METH_HEAD
${servers}

backend bank
  server bank 127.0.0.1:${targets.bankPort}
`;
}

export class Balancer {
  private daemon: Daemon | null = null;
  readonly port: Promise<number> = freePort();

  async start(targets: BalancerTargets): Promise<string> {
    const port = await this.port;
    const file = path.join(tmpdir(), `tahsilat-drill-haproxy-${port}.cfg`);
    writeFileSync(file, haproxyConfig(port, targets));
    runCommand('haproxy', ['-c', '-q', '-f', file]);
    this.daemon = new Daemon('haproxy', 'haproxy', ['-db', '-f', file]);
    this.daemon.start();
    const url = `http://127.0.0.1:${port}`;
    await waitUntil('the balancer to serve', async () => {
      try {
        return (await fetch(`${url}/api/health/ready`)).ok;
      } catch {
        return false;
      }
    });
    return url;
  }

  get output(): string[] {
    return this.daemon?.output ?? [];
  }

  stop(): Promise<void> {
    return this.daemon?.stop() ?? Promise.resolve();
  }
}
