import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type JobLag, readJobLags } from '../../jobs/job-runs.js';

/** Every payment state (DESIGN 6 and the reversal and pre-authorisation states that share the column). */
const PAYMENT_STATES = ['awaiting_3d', 'authorising', 'authorised', 'failed', 'expired'] as const;

export interface OperationalFigures {
  /** Payments created in the last 24 hours, by state (an index range per state). */
  paymentsByState: Record<string, number>;
  /** Pending mail and SMS, and how long the oldest has waited. */
  outbox: { channel: string; pending: number; oldestSeconds: number }[];
  webhooks: { pending: number; oldestSeconds: number };
  jobs: JobLag[];
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const answer = (await db.execute(query)) as unknown as { rows: Row[] };
  return answer.rows;
}

/**
 * The figures of the fleet's shared state: the same on every instance, read from the database per scrape. Each
 * query reads an index range, so a scrape stays cheap on a table of millions of payments.
 */
export async function readOperationalFigures(db: Db): Promise<OperationalFigures> {
  const payments = await rows(
    db,
    sql`SELECT s.state, (SELECT count(*) FROM pos_transactions p
                          WHERE p.status = s.state AND p.created_at > now() - interval '24 hours')::int AS count
          FROM unnest(${`{${PAYMENT_STATES.join(',')}}`}::text[]) AS s(state)`,
  );
  const outbox = await rows(
    db,
    sql`SELECT channel, count(*)::int AS pending,
               coalesce(extract(epoch from now() - min(created_at)), 0)::float8 AS oldest
          FROM outbox WHERE status = 'pending' GROUP BY channel`,
  );
  const [webhooks] = await rows(
    db,
    sql`SELECT count(*)::int AS pending,
               coalesce(extract(epoch from now() - min(created_at)), 0)::float8 AS oldest
          FROM webhook_deliveries WHERE status = 'pending'`,
  );
  return {
    paymentsByState: Object.fromEntries(payments.map((row) => [String(row.state), Number(row.count)])),
    outbox: outbox.map((row) => ({
      channel: String(row.channel),
      pending: Number(row.pending),
      oldestSeconds: Number(row.oldest),
    })),
    webhooks: { pending: Number(webhooks?.pending ?? 0), oldestSeconds: Number(webhooks?.oldest ?? 0) },
    jobs: await readJobLags(db),
  };
}
