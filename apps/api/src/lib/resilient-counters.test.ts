import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../e2e/support/net.js';
import { FailureThrottle, MemoryCounterStore, RedisCounterStore } from './rate-limit.js';
import { ResilientCounterStore } from './resilient-counters.js';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const servers: ChildProcess[] = [];

afterAll(() => {
  for (const server of servers) {
    server.kill('SIGKILL');
  }
});

/** A Redis of this test's own on a free port, so stopping it touches nobody else's. */
function startRedis(port: number): ChildProcess {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  servers.push(server);
  return server;
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await sleep(50);
  }
}

describe('rate limits when Redis stops', () => {
  it('a Redis that never answered: limits count in memory at once, without waiting', async () => {
    const events: string[] = [];
    const store = new ResilientCounterStore(
      new RedisCounterStore(`redis://127.0.0.1:${await freePort()}`),
      new MemoryCounterStore(),
      (event) => events.push(event),
    );
    const throttle = new FailureThrottle(store, 'login', { limit: 3, windowMs: 60_000 });
    const started = Date.now();
    for (let i = 0; i < 3; i += 1) {
      await throttle.record('198.51.100.7');
    }
    expect(await throttle.isBlocked('198.51.100.7')).toBe(true);
    expect(Date.now() - started).toBeLessThan(200);
    expect(events).toEqual(['outage']);
    await store.close();
  });

  it.skipIf(!hasRedisServer)(
    'shared while Redis runs, per instance while it is down, shared again after',
    async () => {
      const port = await freePort();
      let server = startRedis(port);
      const url = `redis://127.0.0.1:${port}`;
      const events: string[] = [];
      const shared = new RedisCounterStore(url, `t${process.pid}:`);
      const a = new ResilientCounterStore(shared, new MemoryCounterStore(), (event) => events.push(event));
      const sharedOfB = new RedisCounterStore(url, `t${process.pid}:`);
      const b = new ResilientCounterStore(sharedOfB, new MemoryCounterStore());
      // Both instances must have reached Redis before they can share a count (each connects on its own time).
      await until(() => shared.isConnected && sharedOfB.isConnected);
      // Two instances share one count.
      await a.hit('k', 60_000);
      expect(await b.hit('k', 60_000)).toBe(2);

      server.kill('SIGKILL');
      await until(() => !shared.isConnected && !sharedOfB.isConnected);
      // Each instance counts on its own: still limited, never waiting on the dead server.
      expect(await a.hit('k', 60_000)).toBe(1);
      expect(await a.hit('k', 60_000)).toBe(2);
      expect(await b.hit('k', 60_000)).toBe(1);
      expect(events).toEqual(['outage']);

      server = startRedis(port);
      await until(() => shared.isConnected && sharedOfB.isConnected, 10_000);
      // A fresh Redis (nothing kept on disk): the shared count starts again.
      expect(await a.hit('k', 60_000)).toBe(1);
      expect(events).toEqual(['outage', 'recovered']);
      await a.close();
      await b.close();
    },
    30_000,
  );
});
