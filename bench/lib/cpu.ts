/**
 * CPU used during a benchmark run: this Node process's (server, and a node:http load thread if any) and the
 * local PostgreSQL server's, in microseconds, so a run can be reported as CPU per request.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

// The unit of /proc/<pid>/stat times: 100 on every common Linux, asked once in case (before any server runs).
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export const ticksToMicros = (ticks: number): number => (ticks * 1_000_000) / TICKS_PER_SECOND;

/** utime + stime, plus cutime + cstime (exited children's), from a /proc stat line. */
export function statTicks(stat: string): number {
  // The command name may hold spaces; the fields after it start with the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
}

// The whole server: its background processes' work counts, and so does other databases' work on it.
// Exited backends' time moves to the postmaster's cutime/cstime, so the sum never runs backwards.
function postgresTicks(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  } catch {
    return undefined;
  }
  let ticks = 0;
  let found = false;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // exited since the listing, or not ours to read
    }
    if (!stat.startsWith(`${pid} (postgres) `)) continue;
    ticks += statTicks(stat);
    found = true;
  }
  // None visible (another container, a hardened /proc): unknown, not free.
  return found ? ticks : undefined;
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", ""]);

export interface CpuUse {
  /** This process, all threads, µs. */
  node: number;
  /** All postgres processes on this machine, µs; undefined when the server is remote or /proc says nothing. */
  postgres: number | undefined;
}

/** Starts counting; call the returned function at the end of the run. */
export function startCpu(databaseUrl: string): () => CpuUse {
  const local = LOCAL_HOSTS.has(new URL(databaseUrl).hostname);
  const postgres0 = local ? postgresTicks() : undefined;
  const node0 = process.cpuUsage();
  return () => {
    const node = process.cpuUsage(node0);
    const postgres1 = postgres0 === undefined ? undefined : postgresTicks();
    return {
      node: node.user + node.system,
      postgres:
        postgres0 === undefined || postgres1 === undefined ? undefined : ticksToMicros(postgres1 - postgres0),
    };
  };
}
