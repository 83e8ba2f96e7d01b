import pg from 'pg';
import { startSmtpCapture } from '../../apps/api/test/smtp.js';
import type { Fleet } from './fleet.js';
import { checkLedger, type LedgerCheck, ledgerHolds } from './ledger.js';
import { errorRate, MixedLoad, type Outcome } from './load.js';
import type { OwnPostgres } from './postgres.js';
import { sleep, waitUntil } from './processes.js';

export interface DrillResult {
  name: string;
  passed: boolean;
  /** What was measured, one line each, as printed and recorded in docs/operations.md. */
  lines: string[];
}

export interface DrillContext {
  fleet: Fleet;
  postgres: OwnPostgres;
  databaseUrl: string;
  /** Seconds of load for the kill drill (CI runs the short form). */
  seconds: number;
  users: number;
}

const percent = (rate: number) => `${(rate * 100).toFixed(2)} %`;

/** " (card payment 3, statement page 1)": which operations the outcomes were. */
function byOperation(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    counts.set(outcome.operation, (counts.get(outcome.operation) ?? 0) + 1);
  }
  return counts.size ? ` (${[...counts].map(([name, n]) => `${name} ${n}`).join(', ')})` : '';
}

function p99(outcomes: Outcome[]): number {
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0);
}

async function count(databaseUrl: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(query)).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Waits for the reconciler to settle what was left between states, then checks the bank against our table. */
async function settledLedger(context: DrillContext, load: MixedLoad): Promise<LedgerCheck> {
  await waitUntil(
    'the reconciler to settle every authorisation',
    async () =>
      (await count(
        context.databaseUrl,
        "SELECT count(*) AS n FROM pos_transactions WHERE status = 'authorising'",
      )) === 0,
    60_000,
  ).catch(() => undefined);
  return checkLedger(context.databaseUrl, await context.fleet.bank.journal(), load.payments);
}

function ledgerLines(check: LedgerCheck, seen: number): string[] {
  return [
    `payments the visitors finished in this drill: ${seen}; so far in the run, approved at the bank: ${check.charged}, ` +
      `authorised here: ${check.authorised}`,
    `lost ${check.lost.length}, doubled ${check.doubled.length}, authorised without the bank ${check.phantom.length}, ` +
      `wrong amount ${check.wrongAmount.length}, left authorising ${check.stuck.length}, ` +
      `shown approved but not authorised ${check.seenButMissing.length}`,
  ];
}

/** Mixed load; one instance SIGKILLed a third of the way in and started again at two thirds. */
export async function killDrill(context: DrillContext): Promise<DrillResult> {
  const { fleet, seconds, users } = context;
  const load = new MixedLoad(fleet.url, {
    reads: 6,
    statements: 2,
    signIns: 1,
    payments: 3,
    links: 1,
    pushes: 1,
  });
  const running = load.run(users, seconds);
  await sleep((seconds * 1000) / 3);
  const killedAt = load.now();
  await fleet.kill(1);
  await sleep((seconds * 1000) / 3);
  const restartedAt = load.now();
  await fleet.restart(1);
  await running;
  const check = await settledLedger(context, load);
  const reads = errorRate(load.outcomes, 'read');
  const failover = errorRate(load.outcomes, 'read', killedAt, killedAt + 10_000);
  const writes = errorRate(load.outcomes, 'write');
  const payments = errorRate(load.outcomes, 'payment');
  const passed = ledgerHolds(check) && failover.rate <= 0.01;
  return {
    name: 'SIGKILL of one instance under mixed load',
    passed,
    lines: [
      `${users} users for ${seconds} s: ${load.outcomes.length} operations; instance 2 killed at ` +
        `${(killedAt / 1000).toFixed(1)} s, started again at ${(restartedAt / 1000).toFixed(1)} s`,
      `reads failed in the 10 s after the kill: ${failover.failed} of ${failover.total} (${percent(failover.rate)}; budget ≤ 1 %)`,
      `reads failed over the whole run: ${reads.failed} of ${reads.total} (${percent(reads.rate)})`,
      `writes (sign-ins, links, pushes) failed: ${writes.failed} of ${writes.total}; payments not finished: ` +
        `${payments.failed} of ${payments.total} (a visitor whose instance died mid-request)`,
      ...ledgerLines(check, load.payments.length),
    ],
  };
}

/** PostgreSQL stopped (fast: connections cut) for three seconds under load, then started again. */
export async function postgresRestartDrill(context: DrillContext): Promise<DrillResult> {
  const { fleet, postgres } = context;
  const load = new MixedLoad(fleet.url, {
    reads: 6,
    statements: 2,
    signIns: 0,
    payments: 2,
    links: 0,
    pushes: 0,
  });
  const running = load.run(Math.max(4, Math.floor(context.users / 2)), 25);
  await sleep(6_000);
  const stoppedAt = load.now();
  postgres.stop();
  await sleep(3_000);
  await postgres.start();
  const backAt = load.now();
  await waitUntil(
    'every instance to be ready again',
    async () => (await fleet.readiness()).every(Boolean),
    30_000,
  );
  const allReadyAt = load.now();
  await running;
  const firstReadAfter = load.outcomes
    .filter((outcome) => outcome.kind === 'read' && outcome.ok && outcome.at >= backAt)
    .sort((a, b) => a.at - b.at)[0];
  const recoveredAt = firstReadAfter ? firstReadAfter.at + firstReadAfter.ms : Number.POSITIVE_INFINITY;
  const recoverySeconds = (recoveredAt - backAt) / 1000;
  const after = load.outcomes.filter((outcome) => outcome.at >= recoveredAt);
  const serverErrorsAfter = after.filter((outcome) => outcome.status >= 500).length;
  const status500 = load.outcomes.filter((outcome) => outcome.status === 500);
  const check = await settledLedger(context, load);
  const passed =
    recoverySeconds <= 10 && serverErrorsAfter === 0 && status500.length === 0 && ledgerHolds(check);
  return {
    name: 'PostgreSQL restart under load',
    passed,
    lines: [
      `stopped at ${(stoppedAt / 1000).toFixed(1)} s for 3 s; reads answered again ${recoverySeconds.toFixed(1)} s after ` +
        `it was back (budget ≤ 10 s); every instance ready after ${((allReadyAt - backAt) / 1000).toFixed(1)} s`,
      `answers with status 500: ${status500.length}${byOperation(status500)}; errors after the recovery: ` +
        `${serverErrorsAfter} of ${after.length}`,
      `during the outage reads answered 503 (the balancer or the instance), as the health check says`,
      ...ledgerLines(check, load.payments.length),
    ],
  };
}

/** Wrong passwords from one client address until it is refused: how many attempts the fleet allowed. */
async function attemptsUntilRefused(url: string, client: string, cap: number): Promise<number> {
  for (let attempt = 1; attempt <= cap; attempt += 1) {
    const answer = await fetch(`${url}/api/FirmAuth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({
        email: `nobody-${attempt}@drill.example`,
        password: 'Yanlis.Sifre1',
        b2BDomainUrl: 'http://localhost:3000',
      }),
    });
    await answer.arrayBuffer();
    if (answer.status === 429) {
      return attempt - 1;
    }
  }
  return cap;
}

/** Redis stopped under load: rate limits count per instance, nothing else changes; shared again after. */
export async function redisDrill(
  context: DrillContext,
  redis: { stop(): Promise<void>; start(): Promise<void> },
) {
  const { fleet } = context;
  const shared = await attemptsUntilRefused(fleet.url, '198.51.100.1', 200);
  const load = new MixedLoad(fleet.url, {
    reads: 6,
    statements: 2,
    signIns: 2,
    payments: 1,
    links: 1,
    pushes: 0,
  });
  const running = load.run(4, 12);
  await sleep(2_000);
  await redis.stop();
  const downAt = load.now();
  const perInstance = await attemptsUntilRefused(fleet.url, '198.51.100.2', 200);
  const ownDuringOutage = await fleet.metric('tahsilat_rate_limits_shared');
  await sleep(4_000);
  await redis.start();
  const upAt = load.now();
  const started = performance.now();
  await waitUntil(
    'every instance to share its rate limits again',
    async () => (await fleet.metric('tahsilat_rate_limits_shared')).every((value) => value === 1),
    30_000,
  ).catch(() => undefined);
  const sharedAfter = (performance.now() - started) / 1000;
  await running;
  const again = await attemptsUntilRefused(fleet.url, '198.51.100.3', 200);
  const during = load.outcomes.filter((outcome) => outcome.at >= downAt && outcome.at < upAt);
  const failures = during.filter((outcome) => !outcome.ok);
  const instances = fleet.servers.length;
  const passed = failures.length === 0 && perInstance <= shared * instances && again === shared;
  return {
    name: 'Redis stopped under load',
    passed,
    lines: [
      `failed sign-ins allowed per client address: ${shared} with Redis, ${perInstance} while it was down ` +
        `(each of the ${instances} instances counts its own), ${again} after it came back`,
      `operations while Redis was down: ${during.length}, failed ${failures.length}; p99 ${p99(during)} ms`,
      `instances counting on their own while it was down (tahsilat_rate_limits_shared 0): ` +
        `${ownDuringOutage.filter((value) => value === 0).length} of ${instances}; all sharing again ` +
        `${sharedAfter.toFixed(1)} s after Redis was back`,
    ],
  };
}

/** The SMTP relay down while mail piles up in the outbox; then up: how long the fleet takes to deliver it all once. */
export async function outboxDrill(
  context: DrillContext,
  smtpPort: number,
  messages: number,
): Promise<DrillResult> {
  const client = new pg.Client({ connectionString: context.databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO outbox (channel, recipient, subject, text_body, status)
     SELECT 'email', 'drill-' || n || '@example.com', 'Tatbikat ' || n, 'Ödeme bağlantınız hazır.', 'pending'
       FROM generate_series(1, $1::int) AS n`,
    [messages],
  );
  await client.end();
  // Every instance tries, fails (the relay is down) and backs off.
  await sleep(3_000);
  const failedOnce = await count(
    context.databaseUrl,
    "SELECT count(*) AS n FROM outbox WHERE subject LIKE 'Tatbikat %' AND attempts > 0",
  );
  const smtp = await startSmtpCapture({ port: smtpPort });
  const upAt = performance.now();
  await waitUntil(
    'the outbox to drain',
    async () =>
      (await count(
        context.databaseUrl,
        "SELECT count(*) AS n FROM outbox WHERE subject LIKE 'Tatbikat %' AND status <> 'sent'",
      )) === 0,
    180_000,
  );
  const drainSeconds = (performance.now() - upAt) / 1000;
  await sleep(500);
  const subjects = smtp.mails.map((mail) => /Subject: (Tatbikat \d+)/.exec(mail.raw)?.[1]).filter(Boolean);
  const unique = new Set(subjects).size;
  await smtp.close();
  const passed = unique === messages && subjects.length === messages;
  return {
    name: 'outbox filled while the mail relay is down, then drained',
    passed,
    lines: [
      `${messages} e-mails queued with the relay down; ${failedOnce} had failed an attempt and backed off`,
      `relay up: drained in ${drainSeconds.toFixed(1)} s by ${context.fleet.servers.length} instances ` +
        `(the first retry waits out a 30 s back-off); delivered ${subjects.length}, distinct ${unique}`,
    ],
  };
}
