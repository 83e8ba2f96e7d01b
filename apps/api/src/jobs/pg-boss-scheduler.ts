import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { type JobScheduler, type PeriodicJob, runRound } from './scheduler.js';

/** Connections the job queue keeps beside the API's pool: its workers poll, and rounds use the API's pool. */
const QUEUE_POOL_SIZE = 3;

/** pg-boss polls at most this often (seconds); a round waits at most this long for a worker to take it. */
const slowestPollSeconds = 2;

/**
 * Each round of each job is taken by exactly one instance of the fleet (pg-boss on PostgreSQL). Every instance
 * offers a round per interval with a throttled send: pg-boss keeps one job per job name and time slot (a unique
 * index), so N instances create one round, and one worker takes it (`FOR UPDATE SKIP LOCKED`). A round held past
 * `maxRunSeconds` (its instance was killed) expires and the next slot's round runs on another instance.
 */
export class PgBossScheduler implements JobScheduler {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    connectionString: string,
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    this.boss = new PgBoss({
      connectionString,
      max: QUEUE_POOL_SIZE,
      application_name: 'tahsilat-jobs',
      // Finished rounds are only history: kept a day, then deleted by pg-boss's own maintenance.
      deleteAfterDays: 1,
    });
    // The queue's pool reports a database outage here; pg-boss retries on its own, the process must not crash.
    this.boss.on('error', (error) => this.log.warn({ err: error }, 'job queue error'));
  }

  private offer(job: PeriodicJob): void {
    const slotSeconds = Math.max(1, Math.round(job.intervalMs / 1000));
    this.boss
      .sendThrottled(job.name, {}, { expireInSeconds: job.maxRunSeconds, retryLimit: 0 }, slotSeconds)
      .catch((error: unknown) => this.log.warn({ err: error, job: job.name }, 'could not offer a job round'));
  }

  async start(jobs: readonly PeriodicJob[]): Promise<void> {
    await this.boss.start();
    for (const job of jobs) {
      const queue = {
        name: job.name,
        policy: 'standard' as const,
        retryLimit: 0,
        expireInSeconds: job.maxRunSeconds,
      };
      await this.boss.createQueue(job.name, queue);
      // createQueue keeps an existing queue as it was; this applies today's settings.
      await this.boss.updateQueue(job.name, queue);
      const pollingIntervalSeconds = Math.min(slowestPollSeconds, Math.max(0.5, job.intervalMs / 2000));
      await this.boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
        await runRound(this.db, this.log, job);
      });
      this.offer(job);
      const timer = setInterval(() => this.offer(job), job.intervalMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) {
      clearInterval(timer);
    }
    // A round in progress finishes (it holds no lock a bank call could outlive); then the queue's pool closes.
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
  }
}
