/**
 * Passenger search on 100 000 passengers, through the real app over HTTP, 32 requests in flight,
 * on PostgreSQL. Budget (DESIGN.md): p95 ≤ 25 ms. The baseline, measured in the same run with the
 * same sign-in and concurrency, is one passenger read by id: what any signed-in call costs.
 *
 *   npx tsx bench/passenger-search.bench.ts
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npx tsx bench/passenger-search.bench.ts
 *
 * Creates its own database on that server and drops it at the end.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { Worker } from "node:worker_threads";
import {
  type Faker,
  fakerDE,
  fakerEN_GB,
  fakerEN_US,
  fakerES,
  fakerFR,
  fakerIT,
  fakerPL,
  fakerSV,
  fakerTR,
} from "@faker-js/faker";
import { sql } from "drizzle-orm";
import pg from "pg";
import { passengerListQuerySchema } from "../domain/passengers/passenger.schema";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { passengers } from "../server/db/schema/passengers";
import { insertVerifiedUser } from "../server/db/seed/seed-users";
import { createPassengersService } from "../server/features/passengers/passengers.service";

const TARGET_P95_MS = 25;
const PASSENGERS = 100_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP_REQUESTS = 500;
const MEASURED_REQUESTS = 4_000;
const INSERT_CHUNK = 2_000;
const PASSWORD = "bench-password-123";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const origins: { faker: Faker; country: string }[] = [
  { faker: fakerEN_GB, country: "GBR" },
  { faker: fakerDE, country: "DEU" },
  { faker: fakerFR, country: "FRA" },
  { faker: fakerES, country: "ESP" },
  { faker: fakerIT, country: "ITA" },
  { faker: fakerEN_US, country: "USA" },
  { faker: fakerPL, country: "POL" },
  { faker: fakerTR, country: "TUR" },
  { faker: fakerSV, country: "SWE" },
];

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

// The load runs on its own thread, so the client's work never queues behind the server's event loop.
const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { urls, cookie, base, concurrency } = workerData;
const times = [];
let next = 0;
let failures = 0;
const started = performance.now();
Promise.all(Array.from({ length: concurrency }, async () => {
  while (next < urls.length) {
    const url = urls[next++];
    const t0 = performance.now();
    const res = await fetch(base + url, { headers: { cookie, "accept-encoding": "gzip, br" } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) failures++;
  }
})).then(() => parentPort.postMessage({ times, failures, seconds: (performance.now() - started) / 1000 }));
`;

async function run(label: string, urls: string[], cookie: string, base: string) {
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: { urls, cookie, base, concurrency: CONCURRENCY },
  });
  const { times, failures, seconds } = await new Promise<{
    times: number[];
    failures: number;
    seconds: number;
  }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  times.sort((a, b) => a - b);
  return {
    label,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: urls.length / seconds,
    failures,
  };
}

const name = `itinera_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const databaseUrl = withDatabase(serverUrl, name);
const database = await openDatabase({ databaseUrl });

try {
  await migrateDatabase(database);

  // 100k passengers with names from nine countries, accents included.
  let t0 = performance.now();
  const surnames: string[] = [];
  for (const [i, origin] of origins.entries()) origin.faker.seed(1000 + i);
  for (let offset = 0; offset < PASSENGERS; offset += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, PASSENGERS - offset) }, (_, j) => {
      const { faker, country } = origins[(offset + j) % origins.length]!;
      const sex = faker.helpers.arrayElement(["female", "male"] as const);
      const surname = faker.person.lastName(sex);
      if (surnames.length < 2_000) surnames.push(surname);
      return {
        title: sex === "male" ? ("Mr" as const) : ("Ms" as const),
        firstName: faker.person.firstName(sex),
        surname,
        gender: sex === "male" ? ("M" as const) : ("F" as const),
        dateOfBirth: faker.date.birthdate().toISOString().slice(0, 10),
        nationality: country,
        countryOfIssue: country,
        passportNumber: `${faker.string.alpha({ length: 1, casing: "upper" })}${String(offset + j).padStart(8, "0")}`,
        documentExpiry: faker.date
          .between({ from: "2024-01-01", to: "2036-01-01" })
          .toISOString()
          .slice(0, 10),
      };
    });
    await database.db.insert(passengers).values(rows);
  }
  // Steady state, as autovacuum leaves it: statistics, visibility map, GIN pending list merged.
  await database.exec("VACUUM ANALYZE passengers");
  console.log(`inserted ${PASSENGERS} passengers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://127.0.0.1:3000",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    DATABASE_URL: databaseUrl,
    WEB_DIST: "./no-web-in-bench",
    DEMO: "0",
  });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const base = `http://127.0.0.1:${address.port}`;

  try {
    await insertVerifiedUser(database.db, {
      email: "agent@bench.itinera",
      name: "Bench Agent",
      role: "agent",
      password: PASSWORD,
    });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: config.publicUrl },
      body: JSON.stringify({ email: "agent@bench.itinera", password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // What people type: part of a surname, a full name, a passport number, with the three sorts.
    const sorts = ["name", "nationality", "expiry"];
    const searchUrl = (i: number) => {
      const surname = surnames[(i * 7919) % surnames.length]!;
      const kind = i % 10;
      let term: string;
      if (kind < 5) term = surname.slice(0, 3 + (i % 4));
      else if (kind < 7) term = surname;
      else if (kind < 9) term = `${String((i * 104729) % PASSENGERS).padStart(8, "0")}`.slice(0, 6);
      else term = "";
      const query = new URLSearchParams({ sort: sorts[i % 3]!, page: String(1 + (i % 3)), pageSize: "25" });
      if (term) query.set("search", term);
      return `/api/passengers?${query}`;
    };
    const rows = await database.db
      .select({ id: passengers.id })
      .from(passengers)
      .orderBy(sql`random()`)
      .limit(200);
    const readUrl = (i: number) => `/api/passengers/${rows[i % rows.length]!.id}`;

    await run(
      "warm-up",
      Array.from({ length: WARMUP_REQUESTS }, (_, i) => searchUrl(i + 1_000_000)),
      cookie,
      base,
    );
    await run(
      "warm-up",
      Array.from({ length: WARMUP_REQUESTS }, (_, i) => readUrl(i)),
      cookie,
      base,
    );
    t0 = performance.now();
    const baseline = await run(
      "baseline: GET /api/passengers/:id",
      Array.from({ length: MEASURED_REQUESTS }, (_, i) => readUrl(i)),
      cookie,
      base,
    );
    // BENCH_PROFILE=file.cpuprofile records the server thread's CPU during the measured search run.
    const profiler = process.env.BENCH_PROFILE ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    const search = await run(
      "search: GET /api/passengers?search=…",
      Array.from({ length: MEASURED_REQUESTS }, (_, i) => searchUrl(i)),
      cookie,
      base,
    );
    if (profiler) {
      const { profile } = await profiler.post("Profiler.stop");
      writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
      profiler.disconnect();
    }
    // The same searches straight through the service (no HTTP, no session lookup): the database's share.
    const service = createPassengersService(ctx);
    const user = { id: "bench", email: "agent@bench.itinera", name: "Bench Agent", role: "agent" as const };
    const serviceUrls = Array.from({ length: MEASURED_REQUESTS }, (_, i) => searchUrl(i));
    const serviceTimes: number[] = [];
    let nextUrl = 0;
    const serviceStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (nextUrl < serviceUrls.length) {
          const url = new URL(serviceUrls[nextUrl++]!, base);
          const query = passengerListQuerySchema.parse(Object.fromEntries(url.searchParams));
          const t = performance.now();
          await service.list(user, query);
          serviceTimes.push(performance.now() - t);
        }
      }),
    );
    serviceTimes.sort((a, b) => a - b);
    const direct = {
      label: "service only: passengers.list()",
      p50: percentile(serviceTimes, 50),
      p95: percentile(serviceTimes, 95),
      p99: percentile(serviceTimes, 99),
      rps: serviceUrls.length / ((performance.now() - serviceStarted) / 1000),
      failures: 0,
    };
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    for (const s of [baseline, direct, search]) {
      console.log(
        `${s.label}: p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, p99 ${fmt(s.p99)}, ${s.rps.toFixed(0)} req/s, ${s.failures} failed`,
      );
    }
    const ratio = search.p95 / TARGET_P95_MS;
    console.log(
      `passenger search p95 ${fmt(search.p95)} on ${PASSENGERS} passengers at ${CONCURRENCY} concurrent: ` +
        `ratio to the ${TARGET_P95_MS} ms target ${ratio.toFixed(2)} ${ratio <= 1 ? "ok" : "OVER BUDGET"}; ` +
        `ratio to the baseline p95 ${(search.p95 / baseline.p95).toFixed(2)}`,
    );
    process.exitCode = ratio <= 1 && search.failures === 0 ? 0 : 1;
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN ANALYZE; drop it by hand afterwards.
  if (process.env.BENCH_KEEP_DATABASE === "1") console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
