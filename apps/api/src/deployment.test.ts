import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES, loadConfig } from './config.js';

/** The deployment files of docs/deployment.md, held to what the server needs and promises. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const scratch = mkdtempSync(path.join(tmpdir(), 'tahsilat-deploy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the production image (Dockerfile)', () => {
  const dockerfile = read('Dockerfile');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds on a supported Node LTS that the engines field accepts', () => {
    const version = /^ARG NODE_VERSION=(\d+)\.(\d+)\.(\d+)$/m.exec(dockerfile);
    expect(version).not.toBeNull();
    const major = Number(version?.[1]);
    // Even majors are the LTS lines; 20 ended in April 2026.
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(22);
    const engines = JSON.parse(read('package.json')).engines.node as string;
    expect(engines).toMatch(/^>=20\.19/);
  });

  it('runs as a non-root user with a health check, in a stage of its own', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health\/ready/m);
    expect(finalStage).toMatch(/^CMD \["node", "apps\/api\/dist\/server\.js"\]$/m);
    expect(finalStage).toMatch(/NODE_ENV=production/);
    expect(finalStage).not.toMatch(/DEMO_SEED|SANDBOX_BANK/);
  });

  it('carries every folder the server reads at run time', () => {
    for (const folder of [
      'apps/api/dist',
      'apps/api/drizzle',
      'apps/api/media',
      'apps/web/dist',
      'packages/domain/dist',
      'packages/pos/dist',
    ]) {
      expect(finalStage).toContain(`/app/${folder} ${folder}`);
    }
  });
});

describe('the compose file (deploy/compose.yaml)', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, { read_only?: boolean; tmpfs?: string[]; environment?: Record<string, string> }>;
  };
  const instances = Object.entries(compose.services).filter(([name]) => /^api\d$/.test(name));

  it('runs two API instances read-only, with /tmp in memory', () => {
    expect(instances).toHaveLength(2);
    for (const [, service] of instances) {
      expect(service.read_only).toBe(true);
      expect(service.tmpfs?.some((entry) => entry.startsWith('/tmp'))).toBe(true);
    }
  });

  it('sets only variables the server knows, and a production configuration that starts', () => {
    const environment = instances[0]?.[1].environment ?? {};
    expect(Object.keys(environment).filter((name) => !ENV_VARIABLES.includes(name))).toEqual([]);
    const samples: Record<string, string> = {
      POSTGRES_PASSWORD: 'pw',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      JWT_SECRET: 'j'.repeat(48),
      DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
      PUBLIC_URL: 'https://odeme.example.com',
      METRICS_TOKEN: 'm'.repeat(32),
    };
    // Compose's ${NAME:?} (required) and ${NAME:-default} filled the way compose fills them.
    const filled = Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [
        name,
        String(value).replace(/\$\{(\w+)(?::\?|:-([^}]*))?\}/g, (_m, key: string, fallback?: string) => {
          return samples[key] ?? fallback ?? '';
        }),
      ]),
    );
    const config = loadConfig({ ...filled, DATA_DIR: path.join(scratch, 'data') });
    expect(config).toMatchObject({ isProduction: true, demoSeed: false, sandboxBank: false });
    expect(config.trustProxy?.length).toBeGreaterThan(0);
    expect(config.metricsToken).toBeDefined();
  });
});

describe('the balancer (deploy/haproxy.cfg)', () => {
  const haproxy = read('deploy/haproxy.cfg');

  it('checks readiness, keeps metrics inside and retries only what is safe to send again', () => {
    expect(haproxy).toContain('option httpchk GET /api/health/ready');
    expect(haproxy).toMatch(/http-request deny deny_status 404 if \{ path_beg \/api\/metrics \}/);
    expect(haproxy).toContain('http-request disable-l7-retry unless METH_GET || METH_HEAD');
    expect(haproxy).toContain('option forwardfor');
  });

  it.skipIf(spawnSync('haproxy', ['-v']).status !== 0 || spawnSync('openssl', ['version']).status !== 0)(
    'is a configuration HAProxy accepts (with a throwaway certificate)',
    () => {
      const pem = path.join(scratch, 'site.pem');
      const key = path.join(scratch, 'key.pem');
      const cert = path.join(scratch, 'cert.pem');
      const made = spawnSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=odeme.example.com',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ]);
      expect(made.status).toBe(0);
      writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
      const file = path.join(scratch, 'haproxy.cfg');
      writeFileSync(
        file,
        haproxy
          .replace('/usr/local/etc/haproxy/certs/site.pem', pem)
          // The compose network's host names do not resolve here.
          .replace(/api(\d):3000/g, '127.0.0.1:300$1'),
      );
      const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
    },
  );
});
