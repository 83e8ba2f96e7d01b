import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tahsilat-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sandboxBank).toBe(true);
    expect(config.demoSeed).toBe(true);
    expect(config.dataKey).toHaveLength(32);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('generates the secrets once into DATA_DIR and reuses them', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.dataKey.equals(first.dataKey)).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('refuses bad values and lists every one of them', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        SANDBOX_BANK: 'maybe',
        JWT_SECRET: 'short',
        DATA_DIR: dataDir(),
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'SANDBOX_BANK', 'JWT_SECRET']) {
        expect(problems).toContain(name);
      }
    }
  });

  it('requires real secrets and refuses the sandbox bank in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET[\s\S]*DATA_KEY[\s\S]*PUBLIC_URL/,
    );
    const good = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: 'x'.repeat(40),
      DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      PUBLIC_URL: 'https://portal.example.com/',
    };
    const config = loadConfig(good);
    expect(config.sandboxBank).toBe(false);
    expect(config.demoSeed).toBe(false);
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(() => loadConfig({ ...good, SANDBOX_BANK: 'on' })).toThrow(/SANDBOX_BANK/);
    expect(() => loadConfig({ ...good, DEMO_SEED: 'on' })).toThrow(/DEMO_SEED/);
    expect(() => loadConfig({ ...good, DATA_KEY: 'dG9vLXNob3J0' })).toThrow(/DATA_KEY/);
  });

  it('lets bank calls reach private addresses outside production only, unless told otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: 'x'.repeat(40),
      DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      PUBLIC_URL: 'https://portal.example.com/',
    };
    expect(loadConfig(production).bankPrivateTargets).toBe(false);
    expect(loadConfig({ ...production, BANK_PRIVATE_TARGETS: 'on' }).bankPrivateTargets).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).bankPrivateTargets).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), BANK_PRIVATE_TARGETS: 'off' }).bankPrivateTargets).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BANK_PRIVATE_TARGETS: 'sometimes' })).toThrow(
      /BANK_PRIVATE_TARGETS/,
    );
  });

  it('reads the metrics token and the trusted balancers', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_TOKEN: 'a-long-enough-metrics-token-123',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
    });
    expect(config.metricsToken).toBe('a-long-enough-metrics-token-123');
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('accepts PostgreSQL, SMTP and Redis URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tahsilat',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.databaseUrl).toContain('postgres://');
    expect(config.smtpUrl).toContain('smtp://');
    expect(config.redisUrl).toContain('redis://');
  });
});
