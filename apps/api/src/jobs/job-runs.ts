import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema.js';

/** This process among the fleet: the host and its process id (the metrics and job rows name it). */
export const INSTANCE_ID = `${hostname()}:${process.pid}`;

/** Records one round of a job, whichever instance ran it: its end, and its error when it failed. */
export async function recordJobRun(
  db: Db,
  name: string,
  round: { startedAt: Date; error: string | null },
): Promise<void> {
  const ok = round.error === null;
  await db
    .insert(jobRuns)
    .values({
      name,
      lastStartedAt: round.startedAt,
      lastFinishedAt: sql`now()`,
      lastOkAt: ok ? sql`now()` : null,
      lastError: round.error,
      lastInstance: INSTANCE_ID,
      runs: 1,
      failures: ok ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: {
        lastStartedAt: round.startedAt,
        lastFinishedAt: sql`now()`,
        lastOkAt: ok ? sql`now()` : sql`${jobRuns.lastOkAt}`,
        lastError: round.error,
        lastInstance: INSTANCE_ID,
        runs: sql`${jobRuns.runs} + 1`,
        failures: ok ? sql`${jobRuns.failures}` : sql`${jobRuns.failures} + 1`,
      },
    });
}

export interface JobLag {
  name: string;
  /** Seconds since the last round that succeeded (null: none has yet). */
  lagSeconds: number | null;
  runs: number;
  failures: number;
}

/** Every job's lag by the database's clock, the same for every instance. */
export async function readJobLags(db: Db): Promise<JobLag[]> {
  const rows = await db
    .select({
      name: jobRuns.name,
      lagSeconds: sql<string | null>`extract(epoch from now() - ${jobRuns.lastOkAt})::text`,
      runs: jobRuns.runs,
      failures: jobRuns.failures,
    })
    .from(jobRuns);
  return rows.map((row) => ({
    ...row,
    lagSeconds: row.lagSeconds === null ? null : Number(row.lagSeconds),
  }));
}
