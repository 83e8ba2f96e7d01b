import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

/** wrk (Debian's package), when installed: a C load generator that leaves the cores to the servers it measures. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/** One wrk run (one thread): requests per second and the p99 latency in ms. */
export function runWrk(
  url: string,
  seconds: number,
  connections: number,
): Promise<{ rps: number; p99: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', () => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
      const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(output);
      const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output);
      if (Number.isNaN(rps) || errors) {
        reject(new Error(`wrk: ${output}`));
        return;
      }
      resolve({ rps, p99: p99 ? Number(p99[1]) * (UNITS[p99[2] ?? 'ms'] ?? 1) : Number.NaN });
    });
  });
}

/** CPU seconds a process has used so far (user + system), from /proc. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command name; 100 ticks a second.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const CPU_CGROUP = '/sys/fs/cgroup/cpu';

/**
 * Caps a process at `share` of one core with a cgroup (v1 cpu controller, as root): on one small machine this is
 * how two instances get the fixed capacity two machines would give them. Answers false where it cannot.
 */
export function capCpu(pid: number, share: number): boolean {
  const group = `${CPU_CGROUP}/tahsilat-bench-${pid}`;
  try {
    mkdirSync(group, { recursive: true });
    writeFileSync(`${group}/cpu.cfs_period_us`, '100000');
    writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(share * 100_000)));
    writeFileSync(`${group}/cgroup.procs`, String(pid));
    return true;
  } catch {
    return false;
  }
}

/** Removes the cgroups `capCpu` made (after their processes ended). */
export function releaseCpuCaps(pids: number[]): void {
  for (const pid of pids) {
    try {
      rmdirSync(`${CPU_CGROUP}/tahsilat-bench-${pid}`);
    } catch {
      // still in use, or never made
    }
  }
}
