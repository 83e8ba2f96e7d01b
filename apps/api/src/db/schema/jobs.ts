import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last round of each background job (reconciler, exchange rates, clean-ups), whichever instance ran it: the
 * metrics' job lag and the operations drills read it. Not tenant-owned: one row per job for the whole fleet.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }).notNull(),
  /** The end of the last round that succeeded; job lag is the time since. */
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** The instance (host and process) that ran the last round. */
  lastInstance: text('last_instance').notNull(),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});
