/**
 * What response compression and security headers cost per request, over HTTP, on a minimal Fastify app per
 * side with the same replies: @fastify/helmet + @fastify/compress (the baseline) against the app's own setup
 * (server/app.ts: helmet's middleware built once, @fastify/compress with server/http/compression.ts's settings).
 * Two more sides show what the plugin's own sync ceiling and its defaults would cost; "none" is the floor.
 *
 *   npx tsx bench/http-overhead.bench.ts
 *   BENCH_ROUNDS=7   rounds (default 3); each round runs every side once, in a rotating order, and the
 *                    figures are each side's median round, so a neighbour's burst on the shared machine
 *                    moves one round rather than one side
 *
 * Load: the node:http client of bench/lib/http-load.ts on a worker thread, sending "accept-encoding: gzip, br".
 * CPU per request is this process's CPU minus the client thread's, divided by the requests served.
 *
 * Why the app looks as it does (7 rounds, 2 shared cores, 2026-11-25): our former onSend compression cost
 * 169 µs per 11 KB reply against 189 µs for the plugin with these settings, the same 20 µs gap as on a 37 B
 * reply, i.e. the headers: compression is a wash, so the app uses @fastify/compress. @fastify/helmet builds
 * helmet's middleware (and re-parses the CSP) on every request: 98 against 80 µs for a 37 B reply.
 */
import compress, { type FastifyCompressOptions } from "@fastify/compress";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { compressionOptions } from "../server/http/compression";
import { registerSecurityHeaders, securityHeaderOptions } from "../server/http/security-headers";
import { median } from "./lib/figures";
import { httpLoad } from "./lib/http-load";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = 16;
const REQUESTS = 4_000;
const WARMUP_REQUESTS = 1_000;
const PUBLIC_URL = "https://itinera.example";

// An 11 KB page of a list, as the API answers it; and a reply too small to compress, where only headers count.
const LIST = {
  items: Array.from({ length: 48 }, (_, i) => ({
    id: `0b7c6a7e-4f1e-4a4b-9c55-${String(i).padStart(12, "0")}`,
    surname: ["SMITH", "MÜLLER", "GARCÍA", "ROSSI", "KOWALSKI"][i % 5],
    firstName: ["ANNA", "JOHN", "MARÍA", "LUCA", "PIOTR"][(i * 3) % 5],
    nationality: ["GBR", "DEU", "ESP", "ITA", "POL"][i % 5],
    passportNumber: `X${String(1_000_000 + i * 7919).padStart(8, "0")}`,
    documentExpiry: `20${30 + (i % 6)}-0${1 + (i % 9)}-1${i % 10}`,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    notes: i % 4 === 0 ? "Wheelchair to the gate; vegetarian meal requested on every segment." : null,
  })),
  total: 100_000,
};
const SMALL = { status: "ok", database: "postgres" };

type Side = { name: string; setup: (app: FastifyInstance) => Promise<void> | void };

const withLibraries = (options: FastifyCompressOptions) => async (app: FastifyInstance) => {
  // The same options: helmet's CommonJS and ESM typings differ only in their unique symbol's declaration.
  await app.register(fastifyHelmet, securityHeaderOptions(PUBLIC_URL) as FastifyHelmetOptions);
  await app.register(compress, options);
};

const sides: Side[] = [
  { name: "libraries (baseline)", setup: withLibraries(compressionOptions) },
  {
    name: "app",
    setup: async (app) => {
      registerSecurityHeaders(app, securityHeaderOptions(PUBLIC_URL));
      await app.register(compress, compressionOptions);
    },
  },
  {
    // The plugin's own sync ceiling: 8 KB on 2 cores, so an 11 KB reply streams through the threadpool.
    name: "libraries, sync ceiling",
    setup: withLibraries({ ...compressionOptions, syncThreshold: undefined }),
  },
  // No settings at all: brotli quality 4, gzip 6, the plugin's sync ceiling.
  { name: "libraries, defaults", setup: withLibraries({ encodings: ["br", "gzip"] }) },
  { name: "none", setup: () => {} },
];

const replies = [
  { name: `${(JSON.stringify(LIST).length / 1024).toFixed(1)} KB JSON, compressed`, path: "/list" },
  { name: `${JSON.stringify(SMALL).length} B JSON, headers only`, path: "/small" },
];

async function start(side: Side): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: false });
  await side.setup(app);
  app.get("/list", async () => LIST);
  app.get("/small", async () => SMALL);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  // Each side must do the work it is measured for, or its figure means nothing.
  const list = await app.inject({ url: "/list", headers: { "accept-encoding": "gzip, br" } });
  const expected = side.name === "none" ? undefined : "br";
  if (list.headers["content-encoding"] !== expected) {
    throw new Error(`${side.name}: /list answered content-encoding ${list.headers["content-encoding"]}`);
  }
  const csp = list.headers["content-security-policy"];
  if ((side.name === "none") !== (csp === undefined)) throw new Error(`${side.name}: CSP header ${csp}`);
  return { app, base: `http://127.0.0.1:${address.port}` };
}

interface Figures {
  p50: number;
  p95: number;
  rps: number;
  cpuMicros: number;
}

async function measure(base: string, path: string, requests: number): Promise<Figures> {
  const cpu0 = process.cpuUsage();
  const result = await httpLoad({ base, paths: [path], cookie: "", concurrency: CONCURRENCY, requests });
  const cpu = process.cpuUsage(cpu0);
  if (result.failures > 0) throw new Error(`${result.failures} failed requests on ${base}${path}`);
  if (result.clientCpu === undefined) throw new Error("cannot tell the load thread's CPU from the server's");
  return {
    p50: result.p50,
    p95: result.p95,
    rps: result.rps,
    cpuMicros: (cpu.user + cpu.system - result.clientCpu) / result.requests,
  };
}

const servers = new Map<string, { app: FastifyInstance; base: string }>();
try {
  for (const side of sides) servers.set(side.name, await start(side));
  for (const side of sides) {
    for (const reply of replies) await measure(servers.get(side.name)!.base, reply.path, WARMUP_REQUESTS);
  }
  const results = new Map<string, Figures[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const reply of replies) {
      for (let i = 0; i < sides.length; i++) {
        const side = sides[(i + round) % sides.length]!;
        const figures = await measure(servers.get(side.name)!.base, reply.path, REQUESTS);
        const key = `${reply.path} ${side.name}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
  }

  console.log(
    `http-overhead: ${REQUESTS} requests per side and round, ${CONCURRENCY} concurrent, median of ${ROUNDS} rounds`,
  );
  for (const reply of replies) {
    console.log(`\n${reply.name} (${reply.path})`);
    console.log(
      `  ${"side".padEnd(24)}${"CPU/request".padStart(13)}${"p50".padStart(10)}${"p95".padStart(10)}${"req/s".padStart(9)}   CPU vs baseline`,
    );
    const baseline = median(results.get(`${reply.path} ${sides[0]!.name}`)!.map((f) => f.cpuMicros));
    for (const side of sides) {
      const rounds = results.get(`${reply.path} ${side.name}`)!;
      const cpu = median(rounds.map((f) => f.cpuMicros));
      console.log(
        `  ${side.name.padEnd(24)}${`${cpu.toFixed(0)} µs`.padStart(13)}` +
          `${`${median(rounds.map((f) => f.p50)).toFixed(2)} ms`.padStart(10)}` +
          `${`${median(rounds.map((f) => f.p95)).toFixed(2)} ms`.padStart(10)}` +
          `${median(rounds.map((f) => f.rps))
            .toFixed(0)
            .padStart(9)}   ${(cpu / baseline).toFixed(2)}` +
          `  (rounds: ${rounds.map((f) => f.cpuMicros.toFixed(0)).join(", ")} µs)`,
      );
    }
  }
} finally {
  for (const { app } of servers.values()) await app.close();
}
