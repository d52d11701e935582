/**
 * The package catalogue (GET /api/packages) on 10 000 packages and 100 000 bookings of them, through the real
 * app over HTTP, on PostgreSQL: search, each sort in both directions, the status filters, and a client user's
 * view. Each list's p95 is printed next to the baseline measured in the same run with the same sign-in: one
 * package read by its id (a primary-key read, with its booked places). Budget (DESIGN.md): each list's SQL
 * ≤ 10 ms by EXPLAIN ANALYZE, the page and its total in one round trip.
 *
 *   npm run bench:packages
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:packages
 *   BENCH_ONLY=search            only the lists whose label contains this (the baseline always runs)
 *   BENCH_SCALE=0.1              a tenth of the rows, to try a change quickly
 *   BENCH_LOAD=node              node:http load even when wrk is installed
 *   BENCH_KEEP_DATABASE=1        keep the database for EXPLAIN by hand (its name is printed)
 *
 * Creates its own database on that server and drops it at the end. The rows come from SQL (generate_series).
 */

import pg from "pg";
import { packageCategories } from "#domain/packages/package-values";
import { buildApp } from "../server/app";
import { insertVerifiedUser } from "../server/db/seed/seed-users";
import { listenLocally, signInBenchAgent } from "./lib/bench-agent";
import { benchConfig, createBenchDatabase } from "./lib/bench-database";
import { fmt, sqlArray } from "./lib/figures";
import { httpLoad, type LoadResult } from "./lib/http-load";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PACKAGES = Math.max(100, Math.round(10_000 * SCALE));
const BOOKINGS_PER_PACKAGE = 10;
const BOOKINGS = PACKAGES * BOOKINGS_PER_PACKAGE;
const SQL_BUDGET_MS = 10;
const CONCURRENCY = 8;
// By time, not by count: a slow list would otherwise take minutes to answer a fixed number of requests.
const WARMUP = { seconds: 1 };
const MEASURED = { seconds: 5 };
const PATHS = 5_000;
const EXPLAINED_REQUESTS = 5;
const ONLY = process.env.BENCH_ONLY;

const CITIES = [
  "Lisbon, Portugal",
  "Porto, Portugal",
  "Barcelona, Spain",
  "Seville, Spain",
  "Crete, Greece",
  "Santorini, Greece",
  "Rome, Italy",
  "Florence, Italy",
  "Paris, France",
  "Nice, France",
  "Prague, Czech Republic",
  "Vienna, Austria",
  "Reykjavík, Iceland",
  "Bergen, Norway",
  "Zermatt, Switzerland",
  "Marrakesh, Morocco",
  "Cape Town, South Africa",
  "Serengeti, Tanzania",
  "Malé, Maldives",
  "Kyoto, Japan",
  "Bali, Indonesia",
  "New York, USA",
  "Cancún, Mexico",
  "Havana, Cuba",
];
const STYLES = [
  "Classic",
  "Grand",
  "Hidden",
  "Family",
  "Luxury",
  "Active",
  "Slow",
  "Gourmet",
  "Winter",
  "Summer",
];
const CURRENCIES = ["EUR", "EUR", "EUR", "GBP", "USD"];

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
        : { text: (config as pg.QueryConfig).text, values: (config as pg.QueryConfig).values ?? [] },
    );
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

async function load(loader: pg.Client): Promise<void> {
  const t0 = performance.now();
  const seconds = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  await loader.query("SELECT setseed(0.42)");
  // Seasons from two years ago to two years ahead: about a third expired, some upcoming, a few archived.
  await loader.query(`
    INSERT INTO travel_packages (title, destination, description, price_cents, currency, duration_days,
      start_date, end_date, included_services, max_participants, category, featured, discount_percent,
      status, archived_at)
    SELECT style || ' ' || split_part(city, ',', 1) || ' ' || kind || ' ' || g, city,
      'A ' || lower(kind) || ' in ' || city || '.', (30 + floor(random() * 400)::int) * 1000,
      (${sqlArray(CURRENCIES)})[1 + g % ${CURRENCIES.length}], 1 + g % 21, d, d + 30 + floor(random() * 150)::int,
      ARRAY['Return flights', 'Hotel', 'Transfers'], 8 + g % 33, kind, g % 17 = 0,
      (ARRAY[0, 0, 0, 0, 5, 10, 15, 20])[1 + g % 8],
      CASE WHEN d > current_date + 90 THEN 'upcoming' WHEN g % 23 = 0 THEN 'expired' ELSE 'active' END,
      CASE WHEN g % 50 = 0 THEN now() END
    FROM (SELECT g, (${sqlArray(STYLES)})[1 + g % ${STYLES.length}] AS style,
        (${sqlArray(CITIES)})[1 + (g / ${STYLES.length}) % ${CITIES.length}] AS city,
        (${sqlArray(packageCategories)})[1 + g % ${packageCategories.length}] AS kind,
        current_date - 730 + floor(random() * 1460)::int AS d
      FROM generate_series(1, ${PACKAGES}) g) s`);
  const client = await loader.query<{ id: string }>(
    "INSERT INTO clients (name) VALUES ('Bench Client') RETURNING id",
  );
  const clientId = client.rows[0]!.id;
  // Bookings hold places on their packages: what every card's "places left" sums. The client_stats and
  // count triggers stay off while they go in (all on one client, they would update one row 100 000 times).
  await loader.query("SET session_replication_role = replica");
  await loader.query(
    `INSERT INTO bookings (client_id, package_id, participants, booking_date, travel_date, status, cancel_reason,
       unit_price_cents, discount_percent, total_cents, currency)
     SELECT $1, id, participants, start_date - 30, start_date, status,
       CASE WHEN status = 'cancelled' THEN 'Client cancelled: change of plans.' END,
       price_cents, 0, price_cents * participants, currency
     FROM (SELECT p.id, p.start_date, p.price_cents, p.currency, 1 + floor(random() * 3)::int AS participants,
         (ARRAY['pending', 'confirmed', 'confirmed', 'completed', 'cancelled'])[1 + floor(random() * 5)::int] AS status
       FROM travel_packages p CROSS JOIN generate_series(1, ${BOOKINGS_PER_PACKAGE}) g) b`,
    [clientId],
  );
  await loader.query("SET session_replication_role = origin");
  await loader.query("SELECT client_stats_rebuild()");
  console.log(`${PACKAGES} packages and ${BOOKINGS} bookings after ${seconds()}`);
  await loader.query("VACUUM ANALYZE");
  console.log(`vacuumed and analysed after ${seconds()}`);
}

/** EXPLAIN ANALYZE of each statement that reads the packages; the execution times in ms. */
async function explain(explainer: pg.Client, statements: Statement[]) {
  const timed: { ms: number; statement: Statement }[] = [];
  for (const statement of statements) {
    if (!/\btravel_packages\b/.test(statement.text) || !/^\s*(select|with)\b/i.test(statement.text)) continue;
    const { rows } = await explainer.query(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    const [plan] = rows[0]["QUERY PLAN"] as { "Execution Time": number; "Planning Time": number }[];
    timed.push({ ms: plan!["Execution Time"] + plan!["Planning Time"], statement });
  }
  return timed;
}

async function signInClient(database: Parameters<typeof signInBenchAgent>[0], base: string, origin: string) {
  const email = "client@bench.itinera";
  const password = "bench-password-123";
  await insertVerifiedUser(database.db, { email, name: "Bench Client", role: "client", password });
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`client sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const { url: databaseUrl, database, dispose } = await createBenchDatabase();
const loader = new pg.Client({ connectionString: databaseUrl });
await loader.connect();

try {
  await load(loader);
  const config = benchConfig(databaseUrl);
  const { app } = await buildApp({ config, database, logger: false });
  const base = await listenLocally(app);

  try {
    const staffCookie = await signInBenchAgent(database, base, config.publicUrl);
    const clientCookie = await signInClient(database, base, config.publicUrl);
    const { rows: sample } = await loader.query<{ id: string }>(
      "SELECT id FROM travel_packages WHERE archived_at IS NULL ORDER BY md5(id::text) LIMIT 500",
    );

    const page = (i: number) => String(1 + (i % 3));
    const query = (params: Record<string, string>) => new URLSearchParams({ pageSize: "24", ...params });
    // What people type into the catalogue's search: a city, a country, a style and city, a category word.
    const term = (i: number) => {
      const city = CITIES[i % CITIES.length]!;
      switch (i % 4) {
        case 0:
          return city.split(",")[0]!;
        case 1:
          return city.split(", ")[1]!;
        case 2:
          return `${STYLES[i % STYLES.length]} ${city.split(",")[0]}`;
        default:
          return packageCategories[i % packageCategories.length]!.split(" ")[0]!.slice(0, 4);
      }
    };
    const order = (i: number) => (i % 2 === 0 ? "asc" : "desc");
    const statuses = ["active", "upcoming", "expired"];

    type List = { label: string; cookie: string; path: (i: number) => string };
    const lists: List[] = [
      {
        label: "first page (no filter)",
        cookie: staffCookie,
        path: (i: number) => `/api/packages?${query({ page: page(i) })}`,
      },
      {
        label: "search",
        cookie: staffCookie,
        path: (i: number) => `/api/packages?${query({ search: term(i), page: page(i) })}`,
      },
      ...(["startDate", "title", "price", "duration"] as const).map((sort) => ({
        label: `sort=${sort}`,
        cookie: staffCookie,
        path: (i: number) => `/api/packages?${query({ sort, order: order(i), page: page(i) })}`,
      })),
      {
        label: "search + sort=price",
        cookie: staffCookie,
        path: (i: number) => `/api/packages?${query({ search: term(i), sort: "price", order: order(i) })}`,
      },
      {
        label: "status filter",
        cookie: staffCookie,
        path: (i: number) =>
          `/api/packages?${query({ status: statuses[i % 3]!, sort: "duration", page: page(i) })}`,
      },
      {
        label: "archived",
        cookie: staffCookie,
        path: (i: number) => `/api/packages?${query({ archived: "true", page: page(i) })}`,
      },
      {
        label: "client view",
        cookie: clientCookie,
        path: (i: number) =>
          `/api/packages?${query({ sort: i % 2 ? "price" : "startDate", order: order(i), page: page(i) })}`,
      },
      {
        label: "client view + search",
        cookie: clientCookie,
        path: (i: number) => `/api/packages?${query({ search: term(i) })}`,
      },
    ].filter((list) => !ONLY || list.label.includes(ONLY));
    const readPath = (i: number) => `/api/packages/${sample[i % sample.length]!.id}`;

    // Each list answers 200 with { items, total } before anything is timed.
    for (const list of lists) {
      const res = await fetch(`${base}${list.path(0)}`, { headers: { cookie: list.cookie } });
      const body = (await res.json()) as { items?: unknown[]; total?: number };
      if (!res.ok || !Array.isArray(body.items) || typeof body.total !== "number") {
        throw new Error(`${list.label}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    }

    const explainer = new pg.Client({ connectionString: databaseUrl });
    await explainer.connect();
    const sqlTimes = new Map<
      string,
      { median: number; max: number; perRequest: number; worst?: Statement }
    >();
    for (const list of lists) {
      const times: number[] = [];
      let perRequest = 0;
      let worst: { ms: number; statement: Statement } | undefined;
      for (let k = 0; k < EXPLAINED_REQUESTS; k++) {
        capturing = [];
        await fetch(`${base}${list.path(k * 37 + 1)}`, { headers: { cookie: list.cookie } });
        const statements = capturing;
        capturing = null;
        const timed = await explain(explainer, statements);
        perRequest = Math.max(perRequest, timed.length);
        times.push(timed.reduce((total, t) => total + t.ms, 0));
        for (const t of timed) if (!worst || t.ms > worst.ms) worst = t;
      }
      times.sort((a, b) => a - b);
      sqlTimes.set(list.label, {
        median: times[Math.floor(times.length / 2)]!,
        max: times.at(-1)!,
        perRequest,
        worst: worst?.statement,
      });
    }

    const measure = async (
      label: string,
      cookie: string,
      path: (i: number) => string,
    ): Promise<LoadResult> => {
      const paths = Array.from({ length: PATHS }, (_, i) => path(i));
      await httpLoad({ base, paths: paths.slice(PATHS / 2), cookie, concurrency: CONCURRENCY, ...WARMUP });
      const result = await httpLoad({ base, paths, cookie, concurrency: CONCURRENCY, ...MEASURED });
      console.log(
        `${label} (${result.generator}): p50 ${fmt(result.p50)}, p95 ${fmt(result.p95)}, ` +
          `p99 ${fmt(result.p99)}, ${result.rps.toFixed(0)} req/s, ${result.failures} failed`,
      );
      return result;
    };

    const baseline = await measure("baseline GET /api/packages/:id", staffCookie, readPath);
    const measured = new Map<string, LoadResult>();
    for (const list of lists)
      measured.set(list.label, await measure(`GET ${list.label}`, list.cookie, list.path));

    const pad = (text: string, width: number) => text.padEnd(width);
    console.log(
      `\n${pad("list", 26)}${pad(`p95 @${CONCURRENCY}`, 12)}${pad("× baseline", 12)}` +
        `SQL by EXPLAIN ANALYZE (median / worst of ${EXPLAINED_REQUESTS}, budget ${SQL_BUDGET_MS} ms)`,
    );
    console.log(`${pad("baseline GET /api/packages/:id", 26)}${pad(fmt(baseline.p95), 12)}`);
    let ok = true;
    for (const list of lists) {
      const result = measured.get(list.label)!;
      const sqlTime = sqlTimes.get(list.label)!;
      const over = sqlTime.max > SQL_BUDGET_MS;
      const failed = result.failures > 0;
      if (over || failed) ok = false;
      console.log(
        `${pad(list.label, 26)}${pad(fmt(result.p95), 12)}${pad((result.p95 / baseline.p95).toFixed(2), 12)}` +
          `${fmt(sqlTime.median)} / ${fmt(sqlTime.max)} ${over ? "OVER BUDGET" : "ok"}` +
          `${failed ? " FAILURES" : ""}; ${sqlTime.perRequest} statement(s) on the packages per request`,
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
        `\n${list.label}: the slowest statement's plan, with ${JSON.stringify(sqlTime.worst.values)}`,
      );
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
