import { prepareStore } from '../e2e/support/server.js';
import { Balancer, ensureHaproxy } from '../scripts/drill/balancer.js';
import { Fleet } from '../scripts/drill/fleet.js';
import { type Budget, judged, type Measurement, measure } from './harness.js';
import { capCpu, cpuSeconds, hasWrk, releaseCpuCaps, runWrk } from './wrk.js';

/**
 * Issue 17's budget: two instances behind the balancer serve the pay page's hot read (its commission options) at
 * ≥ 1.6× the throughput of one, in the same run: one balancer in front of instance 1 alone, another in front of both,
 * measured in turns. Judged on PostgreSQL (a fleet shares one database); the load generator, HAProxy and the
 * instances share this machine's cores, which the figure says beside it.
 */
const SCALE_BUDGET = 1.6;
/**
 * The share of a core each instance is held to in the capped comparison: both fit beside the generator and HAProxy.
 * `FLEET_SHARE` changes it, for a run on a larger machine (docs/performance.md).
 */
const CAPPED_SHARE = positiveFrom(process.env.FLEET_SHARE, 0.4);
/** Enough connections to keep two instances busy (the single one gets as many). */
const CONNECTIONS = Math.round(positiveFrom(process.env.FLEET_CONNECTIONS, 64)); // `FLEET_CONNECTIONS` changes it
/** A positive number from the environment, or the default. */
function positiveFrom(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : fallback;
}

const GUID = '11111111-1111-4111-8111-111111111111';

interface Comparison {
  one: Measurement;
  two: Measurement;
  ratio: number;
  /** The instances' CPU milliseconds per 1,000 answers: about the same with two instances means capacity adds up. */
  cpuPerThousand: { one: number; two: number };
}

export interface FleetBench {
  /** As the machine is: the load generator, HAProxy and the instances share its cores. */
  shared: Comparison;
  /** Each instance held to a fixed share of a core (cgroup), as separate machines of one size; null without cgroups. */
  capped: (Comparison & { share: number }) | null;
  cores: number;
  generator: 'wrk' | 'autocannon';
  budget: Budget;
}

/** One measured run against a balancer; wrk when the machine has it (it leaves more of the cores to the servers). */
async function measureThrough(name: string, url: string, seconds: number, pids: number[]) {
  const cpuNow = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  let row: Measurement;
  let cpu: number;
  if (hasWrk()) {
    await runWrk(url, 2, CONNECTIONS);
    const before = cpuNow();
    const { rps, p99 } = await runWrk(url, seconds, CONNECTIONS);
    cpu = cpuNow() - before;
    row = { name, requestsPerSecond: rps, p50: Number.NaN, p95: Number.NaN, p99, non2xx: 0 };
  } else {
    // autocannon's warm-up is part of its run: the CPU figure then counts it too (a little high).
    const before = cpuNow();
    row = await measure(name, { url, connections: CONNECTIONS, durationSeconds: seconds });
    cpu = cpuNow() - before;
  }
  return { row, cpuPerThousand: (cpu * 1_000_000) / (row.requestsPerSecond * seconds) };
}

export async function benchFleet(options: { seconds: number; rounds: number }): Promise<FleetBench | null> {
  if (!process.env.DATABASE_URL || !ensureHaproxy()) {
    return null;
  }
  const store = await prepareStore();
  const fleet = new Fleet({
    instances: 2,
    store,
    env: { LOG_LEVEL: 'warn', EXCHANGE_RATES_URL: 'off', PAYMENT_ATTEMPTS_PER_10_MIN: '1000000' },
  });
  const single = new Balancer();
  try {
    await fleet.start();
    const [first] = fleet.instancePorts;
    const singleUrl = await single.start({
      instances: [{ name: 'api1', port: first ?? 0 }],
      bankPort: await fleet.bank.port,
    });
    const path = `/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${GUID}`;
    const pids = fleet.servers.map((server) => server.pid);
    const compare = async (): Promise<Comparison> => {
      const ones: Awaited<ReturnType<typeof measureThrough>>[] = [];
      const twos: Awaited<ReturnType<typeof measureThrough>>[] = [];
      for (let round = 0; round < options.rounds; round += 1) {
        ones.push(await measureThrough('one instance', `${singleUrl}${path}`, options.seconds, pids));
        twos.push(await measureThrough('two instances', `${fleet.url}${path}`, options.seconds, pids));
      }
      // The best round of each: on a noisy machine the best is the closest to what the code can do.
      const best = (rows: typeof ones) =>
        rows.reduce((top, run) => (run.row.requestsPerSecond > top.row.requestsPerSecond ? run : top));
      const one = best(ones);
      const two = best(twos);
      return {
        one: one.row,
        two: two.row,
        ratio: two.row.requestsPerSecond / one.row.requestsPerSecond,
        cpuPerThousand: { one: one.cpuPerThousand, two: two.cpuPerThousand },
      };
    };
    const shared = await compare();
    const capped = pids.every((pid) => capCpu(pid, CAPPED_SHARE))
      ? { ...(await compare()), share: CAPPED_SHARE }
      : null;
    const judgedOn = capped ?? shared;
    const { availableParallelism } = await import('node:os');
    return {
      shared,
      capped,
      cores: availableParallelism(),
      generator: hasWrk() ? 'wrk' : 'autocannon',
      budget: judged(
        `≥ ${SCALE_BUDGET}× one instance${capped ? `, each held to ${CAPPED_SHARE * 100} % of a core` : ''}`,
        judgedOn.ratio >= SCALE_BUDGET && judgedOn.one.non2xx + judgedOn.two.non2xx === 0,
      ),
    };
  } finally {
    await single.stop();
    const pids = fleet.servers.map((server) => server.pid);
    await fleet.stop();
    releaseCpuCaps(pids);
    await store.drop();
  }
}

export function reportFleet(bench: FleetBench | null): boolean {
  if (!bench) {
    console.log(
      'Fleet throughput: judged on PostgreSQL with HAProxy (set DATABASE_URL; HAProxy from apt-get).',
    );
    return true;
  }
  console.log(
    `\nThe pay page’s hot read (commission options) through HAProxy, ${CONNECTIONS} connections (${bench.generator}), ${bench.cores} cores:`,
  );
  const rows: [string, Comparison | null][] = [
    ['the instances share the machine with the generator and HAProxy', bench.shared],
    [`each instance held to ${(bench.capped?.share ?? 0) * 100} % of a core (cgroup)`, bench.capped],
  ];
  for (const [label, comparison] of rows) {
    if (!comparison) {
      continue;
    }
    console.log(`  ${label}:`);
    for (const [row, cpu] of [
      [comparison.one, comparison.cpuPerThousand.one],
      [comparison.two, comparison.cpuPerThousand.two],
    ] as const) {
      const rate = Math.round(row.requestsPerSecond).toLocaleString('en');
      console.log(
        `    ${row.name.padEnd(14)} ${rate} req/s, p99 ${row.p99.toFixed(1)} ms, their CPU ${cpu.toFixed(1)} ms per 1,000 answers`,
      );
    }
    console.log(`    ratio ${comparison.ratio.toFixed(2)}×`);
  }
  console.log(`  budget ${bench.budget.label}: ${bench.budget.pass ? 'pass' : 'MISS'}`);
  return bench.budget.pass;
}
