import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { refreshCentralBankRates } from '../features/exchange-rates/exchange-rates.service.js';
import { expireIdempotencyRecords } from '../features/integration/idempotency.js';
import type { Reconciler } from '../features/payments/reconciler.js';
import { PgBossScheduler } from './pg-boss-scheduler.js';
import { type JobScheduler, LocalScheduler, type PeriodicJob } from './scheduler.js';

const HOUR_MS = 3_600_000;

/**
 * The periodic work of the server. Mail, SMS and webhook deliveries are not here: their rows are their own queue,
 * leased row by row (`FOR UPDATE SKIP LOCKED`), so every instance delivers and each message leaves once.
 */
export function backgroundJobs(ctx: AppContext, reconciler: Reconciler): PeriodicJob[] {
  const { config } = ctx;
  const jobs: PeriodicJob[] = [
    {
      name: 'reconcile',
      intervalMs: config.reconcileIntervalMs,
      // A round asks the bank about each unsettled payment, each call bounded by the bank timeout.
      maxRunSeconds: Math.max(120, Math.ceil((config.bankTimeoutMs * 4) / 1000)),
      run: () => reconciler.runRound(),
    },
    {
      name: 'idempotency-cleanup',
      intervalMs: HOUR_MS,
      maxRunSeconds: 300,
      run: () => expireIdempotencyRecords(ctx.db),
    },
  ];
  const url = config.exchangeRatesUrl;
  if (url) {
    jobs.push({
      name: 'exchange-rates',
      intervalMs: 6 * HOUR_MS,
      maxRunSeconds: 120,
      run: async () => {
        if ((await refreshCentralBankRates(ctx, url)) === 'failed') {
          throw new Error('the central bank rates could not be fetched; the last good rates stay');
        }
      },
    });
  }
  return jobs;
}

/** On PostgreSQL the fleet shares pg-boss's queues; the embedded database has one process, so timers serve. */
export function createScheduler(config: Config, db: Db, log: Logger): JobScheduler {
  return config.databaseUrl ? new PgBossScheduler(config.databaseUrl, db, log) : new LocalScheduler(db, log);
}
