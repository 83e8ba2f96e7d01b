import type { HomeSummary } from '@tahsilat/domain';
import type { Database, Db } from '../apps/api/src/db/client.js';
import { readBalanceFigures } from '../apps/api/src/features/erp/balance.repository.js';
import {
  type HomeScope,
  readLastMovements,
  readMonthCollections,
  readPendingLinks,
  readRiskAndDue,
  readTopDealers,
} from '../apps/api/src/features/home/home.repository.js';
import { type DriverRows, judged, measure } from './harness.js';
import { driverLatencies } from './integration-support.js';
import { getData, printPlans, signIn } from './statement-support.js';

/** The issue-11 budget: the home page's figures, on the statement bench's store (1,000,000 movements). */
const HOME_P95_MS = 80;

const USERS = [
  { email: 'bayi@tahsilat.local', who: 'bayi@ (sub-firm 1002, 100,000 movements)' },
  { email: 'demo@tahsilat.local', who: 'demo@ (main firm 1001, its dealers ranked)' },
];

/**
 * The reads `homeSummary` makes for the user this answer was made for, in parallel as it makes them: the balance
 * figures (firmBalance's one prepared statement) and the home repository's reads. The parts the answer holds say
 * which of them the user's flags opened (a null part was not read); topDealers is there for a main firm only.
 */
function homeReads(tenantId: string, answer: HomeSummary): (db: Db) => Promise<unknown> {
  const scope: HomeScope = {
    tenantId,
    firmId: answer.firm.id,
    isMainFirm: answer.topDealers !== null,
    today: answer.asOf,
  };
  const when = (opened: boolean, read: () => Promise<unknown>) => (opened ? read() : null);
  return (db) =>
    Promise.all([
      readBalanceFigures(db, tenantId, answer.firm.code, scope.today),
      readRiskAndDue(db, scope),
      when(answer.lastMovements !== null, () => readLastMovements(db, scope)),
      when(answer.pendingLinks !== null, () => readPendingLinks(db, scope)),
      when(answer.monthCollections !== null, () => readMonthCollections(db, scope)),
      when(scope.isMainFirm, () => readTopDealers(db, scope)),
    ]);
}

/**
 * GET /FirmReport/Home for a sub-firm user (firm 1002, the firm with 100,000 movements) and for the main firm's
 * user (firm 1001, which also ranks its dealers by overdue lines), each at 10 connections beside the same reads
 * run from 10 workers through the driver (PostgreSQL), then each at 1 connection (its answer time, not judged).
 * Adds its rows and budgets to `bench`; prints the query plans of a user whose budget is missed (or BENCH_PLANS).
 */
export async function measureHome(
  bench: DriverRows,
  context: { apiUrl: string; tenantId: string; database: Database | null; seconds: number },
): Promise<void> {
  const { apiUrl, tenantId, database, seconds } = context;
  const url = `${apiUrl}/api/FirmReport/Home`;
  const sessions: { who: string; headers: Record<string, string>; reads: (db: Db) => Promise<unknown> }[] =
    [];
  for (const user of USERS) {
    const { token } = await signIn(apiUrl, user.email);
    const answer = await getData<HomeSummary>(url, token);
    sessions.push({
      who: user.who,
      headers: { authorization: `Bearer ${token}` },
      reads: homeReads(tenantId, answer),
    });
  }
  for (const session of sessions) {
    const name = `GET /FirmReport/Home, ${session.who}`;
    const row = await measure(name, {
      url,
      headers: session.headers,
      connections: 10,
      durationSeconds: seconds,
    });
    let driver: DriverRows['rows'][number]['driver'] = null;
    if (database) {
      const read = async () => {
        await session.reads(database.db);
      };
      await driverLatencies(10, 2000, read);
      const reference = await driverLatencies(10, seconds * 1000, read);
      driver = { p95: reference.p95, perSecond: reference.count / seconds };
    }
    bench.rows.push({ measurement: row, driver });
    const pass = row.p95 <= HOME_P95_MS && row.non2xx === 0;
    bench.budgets.set(name, judged(`p95 ≤ ${HOME_P95_MS} ms at 10 connections`, pass));
    if (database?.pool && (!pass || process.env.BENCH_PLANS)) {
      await printPlans(database.pool, name, session.reads);
    }
  }
  for (const session of sessions) {
    const measurement = await measure(`GET /FirmReport/Home, ${session.who}, 1 connection`, {
      url,
      headers: session.headers,
      connections: 1,
      durationSeconds: seconds,
    });
    bench.rows.push({ measurement, driver: null });
  }
}
