/**
 * The invoices and payments lists on 1 000 000 invoices and ~2 000 000 payments, through the real app over
 * HTTP, on PostgreSQL only. Budget (DESIGN.md, #15): each list answers its page and total in one round trip,
 * its SQL ≤ 10 ms by EXPLAIN ANALYZE. Each list runs at 8 requests in flight; its p95 is printed next to the
 * baseline the other list benches use, measured in the same run with the same sign-in: one client read by id,
 * what any signed-in call costs.
 *
 *   npm run bench:money
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:money
 *   BENCH_SCALE=0.01             a hundredth of the rows, to try a change quickly
 *   BENCH_ONLY=payments          only the lists whose label contains this (the baseline always runs)
 *   BENCH_LEVELS=8,32            the concurrencies to measure (default 8)
 *   BENCH_LOAD=node              node:http load even when wrk is installed
 *   BENCH_KEEP_DATABASE=1        keep the database for EXPLAIN by hand (its name is printed)
 *
 * Without a PostgreSQL server to reach it says so and stops (PGlite is one process: no load test means
 * anything on it). It creates its own database on that server and drops it at the end; the rows come from
 * SQL (bench/lib/money-data.ts).
 *
 * Round trips and SQL time: while one request of each list runs, every statement the server sends is
 * recorded as pg receives it; the statements touching invoices or payments are the list's round trips (the
 * session check is the other one), replayed under EXPLAIN ANALYZE for a few requests of each list, with the
 * median and worst execution times printed, and the worst plan when it is over budget.
 */

import pg from "pg";
import { buildApp } from "../server/app";
import { listenLocally, signInBenchAgent } from "./lib/bench-agent";
import { benchConfig, benchServerUrl, createBenchDatabase } from "./lib/bench-database";
import { fmt } from "./lib/figures";
import { httpLoad, type LoadResult } from "./lib/http-load";
import { loadMoneyData, moneyDataSize } from "./lib/money-data";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SQL_BUDGET_MS = 10;
const LEVELS = (process.env.BENCH_LEVELS ?? "8")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
// By time, not by count: a slow list would otherwise take minutes to answer a fixed number of requests.
const WARMUP = { seconds: 2 };
const MEASURED = { seconds: 8 };
const PATHS = 10_000;
const EXPLAINED_REQUESTS = 5;
const ONLY = process.env.BENCH_ONLY;
const LIST_TABLES = /\b(invoices|payments|payment_count)\b/;

// Every statement the server sends while `capturing` is set, as pg receives it: what EXPLAIN ANALYZE replays.
type Statement = { text: string; values: unknown[] };
let capturing: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const [config, values] = args;
    capturing.push(
      typeof config === "string"
        ? { text: config, values: Array.isArray(values) ? values : [] }
        : {
            text: (config as pg.QueryConfig).text,
            values: (config as pg.QueryConfig).values ?? (Array.isArray(values) ? values : []),
          },
    );
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const pad = (text: string, width: number) => text.padEnd(width);

/** Whether a PostgreSQL server answers at the bench's address. */
async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: benchServerUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** EXPLAIN ANALYZE of each statement reading the money tables; execution plus planning time, ms. */
async function explain(explainer: pg.Client, statements: Statement[]) {
  const timed: { ms: number; statement: Statement }[] = [];
  for (const statement of statements) {
    if (!LIST_TABLES.test(statement.text) || !/^\s*(select|with)\b/i.test(statement.text)) continue;
    const { rows } = await explainer.query(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    const [plan] = rows[0]["QUERY PLAN"] as { "Execution Time": number; "Planning Time": number }[];
    timed.push({ ms: plan!["Execution Time"] + plan!["Planning Time"], statement });
  }
  return timed;
}

if (!(await postgresReachable())) {
  const where = new URL(benchServerUrl);
  console.log(
    `bench:money skipped: no PostgreSQL server answers at ${where.host} (set BENCH_DATABASE_URL). ` +
      "It measures the lists on 1M invoices and ~2M payments, which only PostgreSQL holds.",
  );
  process.exit(0);
}

const size = moneyDataSize(SCALE);
const { name, url: databaseUrl, database, dispose } = await createBenchDatabase();
console.log(`database ${name}: ${size.clients} clients, ${size.invoices} invoices over ${size.days} days`);
const loader = new pg.Client({ connectionString: databaseUrl });
await loader.connect();

try {
  const data = await loadMoneyData(loader, size);
  const config = benchConfig(databaseUrl);
  const { app } = await buildApp({ config, database, logger: false });
  const base = await listenLocally(app);

  try {
    const cookie = await signInBenchAgent(database, base, config.publicUrl);
    const { rows: numbers } = await loader.query<{ number: string }>(
      "SELECT number FROM invoices ORDER BY md5(id::text) LIMIT 200",
    );
    const page = (i: number) => String(1 + (i % 3));
    const query = (params: Record<string, string>) => new URLSearchParams({ pageSize: "25", ...params });
    const invoiceStatuses = ["unpaid", "partially_paid", "paid", "overdue", "cancelled"];
    // What people type into the invoices search: a client's surname or company word, a number's month prefix,
    // a whole number, or its last digits.
    const invoiceTerm = (i: number) => {
      const number = numbers[i % numbers.length]!.number;
      switch (i % 4) {
        case 0:
        case 1:
          return data.searchWords[(i * 7) % data.searchWords.length]!;
        case 2:
          return i % 8 === 2 ? number : number.slice(0, 10);
        default:
          return number.slice(-5);
      }
    };

    type List = { label: string; path: (i: number) => string };
    const every: List[] = [
      { label: "invoices (default)", path: (i) => `/api/invoices?${query({ page: page(i) })}` },
      {
        label: "invoices status filter",
        path: (i) =>
          `/api/invoices?${query({ status: invoiceStatuses[i % invoiceStatuses.length]!, page: page(i) })}`,
      },
      { label: "invoices search", path: (i) => `/api/invoices?${query({ search: invoiceTerm(i) })}` },
      { label: "payments (default)", path: (i) => `/api/payments?${query({ page: page(i) })}` },
    ];
    const lists = every.filter((list) => !ONLY || list.label.includes(ONLY));
    const readPath = (i: number) => `/api/clients/${data.clientIds[i % data.clientIds.length]}`;

    // Each list answers 200 with { items, total } before anything is timed.
    for (const list of lists) {
      const res = await fetch(`${base}${list.path(0)}`, { headers: { cookie } });
      const body = (await res.json()) as { items?: unknown[]; total?: number };
      if (!res.ok || !Array.isArray(body.items) || typeof body.total !== "number") {
        throw new Error(`${list.label}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    }

    const explainer = new pg.Client({ connectionString: databaseUrl });
    await explainer.connect();
    const sqlTimes = new Map<
      string,
      { median: number; max: number; roundTrips: number; worst?: Statement }
    >();
    for (const list of lists) {
      const times: number[] = [];
      let roundTrips = 0;
      let worst: { ms: number; statement: Statement } | undefined;
      for (let k = 0; k < EXPLAINED_REQUESTS; k++) {
        capturing = [];
        await fetch(`${base}${list.path(k * 37 + 1)}`, { headers: { cookie } });
        const statements = capturing;
        capturing = null;
        roundTrips = Math.max(roundTrips, statements.filter((s) => LIST_TABLES.test(s.text)).length);
        const timed = await explain(explainer, statements);
        times.push(timed.reduce((sum, t) => sum + t.ms, 0));
        for (const t of timed) if (!worst || t.ms > worst.ms) worst = t;
      }
      times.sort((a, b) => a - b);
      sqlTimes.set(list.label, {
        median: times[Math.floor(times.length / 2)]!,
        max: times.at(-1)!,
        roundTrips,
        worst: worst?.statement,
      });
    }

    const measure = async (label: string, path: (i: number) => string) => {
      const paths = Array.from({ length: PATHS }, (_, i) => path(i));
      await httpLoad({ base, paths: paths.slice(PATHS / 2), cookie, concurrency: LEVELS[0]!, ...WARMUP });
      const results: LoadResult[] = [];
      for (const concurrency of LEVELS) {
        const result = await httpLoad({ base, paths, cookie, concurrency, ...MEASURED });
        console.log(
          `${label} at ${concurrency} concurrent (${result.generator}): p50 ${fmt(result.p50)}, p95 ${fmt(result.p95)}, ` +
            `p99 ${fmt(result.p99)}, ${result.rps.toFixed(0)} req/s, ${result.failures} failed`,
        );
        results.push(result);
      }
      return results;
    };

    const baseline = await measure("baseline GET /api/clients/:id", readPath);
    const measured = new Map<string, LoadResult[]>();
    for (const list of lists) measured.set(list.label, await measure(`GET ${list.label}`, list.path));

    const last = LEVELS.at(-1)!;
    console.log(
      `\n${data.invoices} invoices, ${data.payments} payments\n` +
        `${pad("list", 30)}${LEVELS.map((c) => pad(`p95 @${c}`, 12)).join("")}${pad(`× baseline @${last}`, 16)}` +
        `${pad("round trips", 13)}SQL by EXPLAIN ANALYZE (median / worst of ${EXPLAINED_REQUESTS}, budget ${SQL_BUDGET_MS} ms)`,
    );
    console.log(
      `${pad("baseline GET /api/clients/:id", 30)}${baseline.map((r) => pad(fmt(r.p95), 12)).join("")}`,
    );
    let ok = true;
    for (const list of lists) {
      const results = measured.get(list.label)!;
      const sqlTime = sqlTimes.get(list.label)!;
      const over = sqlTime.max > SQL_BUDGET_MS;
      const failed = results.some((r) => r.failures > 0);
      const oneTrip = sqlTime.roundTrips === 1;
      if (over || failed || !oneTrip) ok = false;
      console.log(
        `${pad(list.label, 30)}${results.map((r) => pad(fmt(r.p95), 12)).join("")}` +
          `${pad((results.at(-1)!.p95 / baseline.at(-1)!.p95).toFixed(2), 16)}` +
          `${pad(`${sqlTime.roundTrips}${oneTrip ? " (one)" : " (MORE)"}`, 13)}` +
          `${fmt(sqlTime.median)} / ${fmt(sqlTime.max)} ${over ? "OVER BUDGET" : "ok"}${failed ? " FAILURES" : ""}`,
      );
    }
    // The worst statement's plan of each list over budget: where the time goes.
    for (const list of lists) {
      const sqlTime = sqlTimes.get(list.label)!;
      if (sqlTime.max <= SQL_BUDGET_MS || !sqlTime.worst) continue;
      const { rows } = await explainer.query(
        `EXPLAIN (ANALYZE, BUFFERS) ${sqlTime.worst.text}`,
        sqlTime.worst.values,
      );
      console.log(
        `\n${list.label}: the slowest statement's plan, with parameters ${JSON.stringify(sqlTime.worst.values)}`,
      );
      console.log(sqlTime.worst.text.replace(/\s+/g, " ").trim());
      for (const row of rows) console.log(`  ${row["QUERY PLAN"]}`);
    }
    await explainer.end();
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app.close();
  }
} finally {
  await loader.end();
  await dispose();
}
