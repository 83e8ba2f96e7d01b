import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { runMigrations } from '../db/migrate.js';
import { createLogger } from '../lib/logger.js';
import { readJobLags } from './job-runs.js';
import { PgBossScheduler } from './pg-boss-scheduler.js';
import { LocalScheduler, type PeriodicJob } from './scheduler.js';

let testDb: TestDatabase;
const log = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  testDb = await createTestDatabase();
  await runMigrations(testDb.database, testDb.database.db);
});
afterAll(async () => testDb.drop());

/** A job that counts its rounds and how many ran at the same moment. */
function countingJob(name: string, intervalMs: number, roundMs = 50) {
  const seen = { rounds: 0, running: 0, mostAtOnce: 0 };
  const job: PeriodicJob = {
    name,
    intervalMs,
    maxRunSeconds: 60,
    run: async () => {
      seen.rounds += 1;
      seen.running += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      await sleep(roundMs);
      seen.running -= 1;
    },
  };
  return { job, seen };
}

describe('the local scheduler (one process)', () => {
  it('runs a round at start and one per interval, never two at once, and records the lag', async () => {
    const { job, seen } = countingJob('local-count', 100, 150);
    const scheduler = new LocalScheduler(testDb.database.db, log);
    await scheduler.start([job]);
    await sleep(700);
    await scheduler.stop();
    // Rounds of 150 ms on a 100 ms timer: the ticks that find a round running are skipped.
    expect(seen.rounds).toBeGreaterThanOrEqual(3);
    expect(seen.rounds).toBeLessThanOrEqual(5);
    expect(seen.mostAtOnce).toBe(1);
    const lag = (await readJobLags(testDb.database.db)).find((row) => row.name === 'local-count');
    expect(lag?.runs).toBe(seen.rounds);
    expect(lag?.lagSeconds).toBeLessThan(5);
  });

  it('records a failed round without stopping the next ones', async () => {
    let calls = 0;
    const scheduler = new LocalScheduler(testDb.database.db, log);
    await scheduler.start([
      {
        name: 'local-failing',
        intervalMs: 100,
        maxRunSeconds: 60,
        run: async () => {
          calls += 1;
          throw new Error('bank unreachable');
        },
      },
    ]);
    await sleep(350);
    await scheduler.stop();
    expect(calls).toBeGreaterThanOrEqual(3);
    const lag = (await readJobLags(testDb.database.db)).find((row) => row.name === 'local-failing');
    expect(lag).toMatchObject({ runs: calls, failures: calls, lagSeconds: null });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('pg-boss on PostgreSQL: several instances', () => {
  it('gives each round of a job to exactly one of three instances', async () => {
    const url = testDb.url ?? '';
    const instances = [0, 1, 2].map(() => {
      const { job, seen } = countingJob('fleet-count', 1_000);
      return { scheduler: new PgBossScheduler(url, testDb.database.db, log), job, seen };
    });
    for (const instance of instances) {
      await instance.scheduler.start([instance.job]);
    }
    await sleep(5_500);
    await Promise.all(instances.map((instance) => instance.scheduler.stop()));
    const rounds = instances.map((instance) => instance.seen.rounds);
    const total = rounds.reduce((sum, count) => sum + count, 0);
    // One round per one-second slot across the fleet (three timers would make three times as many).
    expect(total).toBeGreaterThanOrEqual(4);
    expect(total).toBeLessThanOrEqual(7);
    const lag = (await readJobLags(testDb.database.db)).find((row) => row.name === 'fleet-count');
    expect(lag?.runs).toBe(total);
  }, 30_000);
});
