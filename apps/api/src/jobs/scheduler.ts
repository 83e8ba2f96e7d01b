import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { recordJobRun } from './job-runs.js';

/** A background job that runs in rounds: the reconciler, the exchange rates, clean-ups. */
export interface PeriodicJob {
  /** Queue name: letters, digits, dashes. */
  name: string;
  intervalMs: number;
  /**
   * The longest a round may take. On PostgreSQL a round held longer (its instance was killed) is given up, so
   * the next round can run elsewhere; rounds must be safe to repeat.
   */
  maxRunSeconds: number;
  run: () => Promise<void>;
}

/** Runs each job's rounds: in this process alone (embedded database), or once across the fleet (PostgreSQL). */
export interface JobScheduler {
  readonly kind: 'local' | 'pg-boss';
  start(jobs: readonly PeriodicJob[]): Promise<void>;
  stop(): Promise<void>;
}

/** One round of a job: run, record its outcome for the job-lag metric, never throw. */
export async function runRound(db: Db, log: Logger, job: PeriodicJob): Promise<void> {
  const startedAt = new Date();
  let error: string | null = null;
  try {
    await job.run();
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
    log.warn({ err: cause, job: job.name }, 'background job round failed');
  }
  await recordJobRun(db, job.name, { startedAt, error }).catch((cause: unknown) =>
    log.warn({ err: cause, job: job.name }, 'could not record a background job round'),
  );
}

/**
 * The embedded database serves one process, so its jobs run on timers here: a round at start, then one per
 * interval, never two of the same job at once.
 */
export class LocalScheduler implements JobScheduler {
  readonly kind = 'local' as const;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  private tick(job: PeriodicJob): void {
    if (this.running.has(job.name)) {
      return;
    }
    const round = runRound(this.db, this.log, job).finally(() => this.running.delete(job.name));
    this.running.set(job.name, round);
  }

  async start(jobs: readonly PeriodicJob[]): Promise<void> {
    for (const job of jobs) {
      this.tick(job);
      const timer = setInterval(() => this.tick(job), job.intervalMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) {
      clearInterval(timer);
    }
    await Promise.all(this.running.values());
  }
}
