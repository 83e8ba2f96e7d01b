import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type CounterStore, FailureThrottle, MemoryCounterStore, RedisCounterStore } from './rate-limit.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const stores: CounterStore[] = [];
afterAll(async () => {
  for (const store of stores) {
    await store.close();
  }
});

async function exercise(store: CounterStore) {
  const key = `test-${Math.random()}`;
  expect(await store.count(key)).toBe(0);
  expect(await store.hit(key, 200)).toBe(1);
  expect(await store.hit(key, 200)).toBe(2);
  expect(await store.count(key)).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await store.count(key)).toBe(0);
  await store.hit(key, 10_000);
  await store.reset(key);
  expect(await store.count(key)).toBe(0);
}

describe('counter stores', () => {
  it('memory: counts inside a window and forgets after it', async () => {
    const store = new MemoryCounterStore();
    stores.push(store);
    await exercise(store);
  });

  it('redis: the same contract, shared by every instance', async (context) => {
    if (!(await redisAnswers())) {
      context.skip('no Redis server at 127.0.0.1:6379');
    }
    const store = new RedisCounterStore(REDIS_URL, `tahsilat-test:${process.pid}:`);
    stores.push(store);
    await exercise(store);
  });
});

describe('FailureThrottle', () => {
  it('blocks a subject at the limit and leaves others alone', async () => {
    const store = new MemoryCounterStore();
    stores.push(store);
    const throttle = new FailureThrottle(store, 'login', { limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) {
      expect(await throttle.isBlocked('1.1.1.1')).toBe(false);
      await throttle.record('1.1.1.1');
    }
    expect(await throttle.isBlocked('1.1.1.1')).toBe(true);
    expect(await throttle.isBlocked('2.2.2.2')).toBe(false);
    expect(throttle.retryAfterSeconds()).toBe(60);
  });

  it('fails open and reports when its store is down', async () => {
    const broken: CounterStore = {
      hit: () => Promise.reject(new Error('down')),
      count: () => Promise.reject(new Error('down')),
      reset: () => Promise.reject(new Error('down')),
      close: () => Promise.resolve(),
    };
    const errors: unknown[] = [];
    const throttle = new FailureThrottle(broken, 'login', { limit: 1, windowMs: 1000 }, (e) =>
      errors.push(e),
    );
    await throttle.record('x');
    expect(await throttle.isBlocked('x')).toBe(false);
    expect(errors).toHaveLength(2);
  });
});
