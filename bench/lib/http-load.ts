/**
 * HTTP load for the benchmarks: wrk when it is installed (a C client, a fraction of Node's CPU per request,
 * and that CPU comes off the cores the server shares with it), otherwise node:http on a worker thread.
 * BENCH_LOAD=node forces node:http.
 */
import { execFile } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { ticksToMicros } from "./cpu";
import { percentile } from "./percentile";

export interface LoadOptions {
  base: string;
  /** Request paths, cycled through in order. */
  paths: string[];
  cookie: string;
  concurrency: number;
  /** How many requests node:http sends; without it, node:http runs for `seconds`. */
  requests?: number;
  /** How long wrk runs; without it, node:http is used. */
  seconds?: number;
}

export interface LoadResult {
  /** Latency percentiles, ms. */
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  /** Responses other than 2xx, and socket errors. */
  failures: number;
  generator: "wrk" | "node:http";
  /** CPU the generator used inside this process, µs: 0 for wrk; undefined when /proc cannot tell. */
  clientCpu: number | undefined;
}

const execFileAsync = promisify(execFile);
const PATHS_LUA = fileURLToPath(new URL("./paths.lua", import.meta.url));

function wrkInstalled(): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => {
    try {
      accessSync(join(dir || ".", "wrk"), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function loadGenerator(options: { seconds?: number }): LoadResult["generator"] {
  return options.seconds !== undefined && process.env.BENCH_LOAD !== "node" && wrkInstalled()
    ? "wrk"
    : "node:http";
}

export function httpLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.requests === undefined && options.seconds === undefined) {
    throw new Error("httpLoad needs requests or seconds");
  }
  return loadGenerator(options) === "wrk" ? runWrk(options, options.seconds!) : runNode(options);
}

async function runWrk(options: LoadOptions, seconds: number): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), "bench-paths-"));
  const file = join(dir, "paths.txt");
  writeFileSync(file, `${options.paths.join("\n")}\n`);
  try {
    // Asynchronous: the server under test runs on this process's event loop.
    const { stdout } = await execFileAsync(
      "wrk",
      [
        "-t1",
        `-c${options.concurrency}`,
        `-d${seconds}s`,
        "--latency",
        "-s",
        PATHS_LUA,
        options.base,
        "--",
        file,
      ],
      { env: { ...process.env, BENCH_COOKIE: options.cookie } },
    );
    const line = stdout.split("\n").find((l) => l.startsWith("wrk-result "));
    if (!line) throw new Error(`wrk printed no result line:\n${stdout}`);
    const values = new Map(
      [...line.matchAll(/(\w+)=(\d+)/g)].map(([, key, value]) => [key!, Number(value)] as const),
    );
    const field = (key: string) => {
      const value = values.get(key);
      if (value === undefined) throw new Error(`wrk result without ${key}: ${line}`);
      return value;
    };
    const requests = field("requests");
    return {
      p50: field("p50_us") / 1000,
      p95: field("p95_us") / 1000,
      p99: field("p99_us") / 1000,
      rps: requests / (field("duration_us") / 1e6),
      requests,
      failures: field("socket_errors") + field("status_errors"),
      generator: "wrk",
      clientCpu: 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The load runs on its own thread, so the client's work never queues behind the server's event loop.
const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const http = require("node:http");
const { paths, cookie, base, concurrency, requests, seconds } = workerData;
const { hostname, port } = new URL(base);
// This thread's CPU ticks alone, so the caller can tell the generator's share from the server's.
const threadTicks = () => {
  try {
    const stat = readFileSync("/proc/thread-self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
};
// node:http with keep-alive costs a third of fetch's CPU per request, and that CPU is taken from the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
// Resolves with the status, or 0 on a socket error.
const get = (path) => new Promise((resolve) => {
  http.get({ hostname, port, path, agent, headers: { cookie, "accept-encoding": "gzip, br" } }, (res) => {
    res.on("data", () => {});
    res.on("end", () => resolve(res.statusCode));
    res.on("error", () => resolve(0));
  }).on("error", () => resolve(0));
});
const times = [];
let sent = 0;
let completed = 0;
let failures = 0;
const ticks0 = threadTicks();
const started = performance.now();
const limit = requests ?? Infinity;
const deadline = requests === undefined ? started + seconds * 1000 : Infinity;
Promise.all(Array.from({ length: concurrency }, async () => {
  while (sent < limit && performance.now() < deadline) {
    const path = paths[sent++ % paths.length];
    const t0 = performance.now();
    const status = await get(path);
    completed++;
    if (status === 0) failures++;
    else {
      times.push(performance.now() - t0);
      if (status < 200 || status > 299) failures++;
    }
  }
})).then(() => {
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const ticks1 = threadTicks();
  const ticks = ticks0 === null || ticks1 === null ? null : ticks1 - ticks0;
  parentPort.postMessage({ times, completed, failures, seconds, ticks });
});
`;

interface WorkerResult {
  times: number[];
  /** Requests answered or failed on the socket. */
  completed: number;
  failures: number;
  seconds: number;
  ticks: number | null;
}

async function runNode(options: LoadOptions): Promise<LoadResult> {
  const { base, paths, cookie, concurrency, requests, seconds } = options;
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: { base, paths, cookie, concurrency, requests, seconds },
  });
  const {
    times,
    completed,
    failures,
    seconds: elapsed,
    ticks,
  } = await new Promise<WorkerResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: completed / elapsed,
    requests: completed,
    failures,
    generator: "node:http",
    clientCpu: ticks === null ? undefined : ticksToMicros(ticks),
  };
}
