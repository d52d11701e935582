/**
 * The clients and bookings lists on 100 000 clients and 1 000 000 bookings, through the real app over HTTP, on
 * PostgreSQL. Budget (DESIGN.md): each list's SQL ≤ 10 ms by EXPLAIN ANALYZE, the page and its total in one
 * round trip. Each list runs at 8 and 32 requests in flight (p95 for both) next to the baseline, one client
 * read by id, measured in the same run with the same sign-in: what any signed-in call costs.
 *
 *   npm run bench:lists
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:lists
 *   BENCH_ONLY=bookings          only the lists whose label contains this (the baseline always runs)
 *   BENCH_SCALE=0.01             a hundredth of the rows, to try a change quickly
 *   BENCH_LOAD=node              node:http load even when wrk is installed
 *   BENCH_KEEP_DATABASE=1        keep the database for EXPLAIN by hand (its name is printed)
 *
 * Creates its own database on that server and drops it at the end. The rows come from SQL (generate_series,
 * names from faker) with the client_stats triggers off (session_replication_role = replica); then
 * client_stats_rebuild() fills in what the triggers would have kept. Load comes from wrk when it is installed,
 * else node:http on a worker thread, whose CPU comes off the server's (see passenger-search.bench.ts).
 *
 * The SQL time: while one request of each list runs, every statement the server sends is recorded as pg
 * receives it (text and parameters); those touching clients or bookings are replayed under EXPLAIN ANALYZE,
 * for a few requests of each list, and the median and worst execution times printed, with the worst plan when
 * it is over budget.
 */

import {
  type Faker,
  fakerDE,
  fakerEN_GB,
  fakerEN_US,
  fakerES,
  fakerFR,
  fakerIT,
  fakerNL,
  fakerPL,
  fakerSV,
} from "@faker-js/faker";
import pg from "pg";
import { packageCategories } from "#domain/packages/package-values";
import { transliterate } from "#domain/transliterate";
import { buildApp } from "../server/app";
import { listenLocally, signInBenchAgent } from "./lib/bench-agent";
import { benchConfig, createBenchDatabase } from "./lib/bench-database";
import { fmt, sqlArray } from "./lib/figures";
import { httpLoad, type LoadResult } from "./lib/http-load";

// BENCH_SCALE=0.01 tries the bench on a hundredth of the rows; the budget is for the full size.
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const CLIENTS = Math.round(100_000 * SCALE);
const BOOKINGS = Math.round(1_000_000 * SCALE);
const TRIP_BOOKINGS = Math.round(BOOKINGS / 10);
const TRIPS = Math.round(20_000 * SCALE);
// About 50 bookings a package (departures over two seasons, cancellations and all), as capacity allows.
const PACKAGES = Math.max(20, Math.round(20_000 * SCALE));
const SQL_BUDGET_MS = 10;
const LEVELS = [8, 32];
// By time, not by count: a slow list would otherwise take minutes to answer a fixed number of requests.
const WARMUP = { seconds: 2 };
const MEASURED = { seconds: 8 };
const PATHS = 10_000;
const EXPLAINED_REQUESTS = 5;
const INSERT_CHUNK = 10_000;
const ONLY = process.env.BENCH_ONLY;

const origins: Faker[] = [
  fakerEN_GB,
  fakerDE,
  fakerFR,
  fakerES,
  fakerIT,
  fakerEN_US,
  fakerNL,
  fakerSV,
  fakerPL,
];
const CURRENCIES = ["EUR", "EUR", "EUR", "EUR", "EUR", "GBP", "USD"];
const CITIES = [
  "Lisbon",
  "Porto",
  "Barcelona",
  "Seville",
  "Mallorca",
  "Crete",
  "Santorini",
  "Athens",
  "Rome",
  "Florence",
  "Venice",
  "Positano",
  "Paris",
  "Nice",
  "Prague",
  "Vienna",
  "Budapest",
  "Edinburgh",
  "Reykjavík",
  "Bergen",
  "Tromsø",
  "Rovaniemi",
  "Zermatt",
  "St. Anton",
  "Val Thorens",
  "Dubrovnik",
  "Istanbul",
  "Marrakesh",
  "Cape Town",
  "Serengeti",
  "Maldives",
  "Mauritius",
  "Dubai",
  "Kyoto",
  "Tokyo",
  "Bali",
  "Sydney",
  "New York",
  "Cancún",
  "Havana",
];
const STYLES = [
  "Classic",
  "Grand",
  "Hidden",
  "Family",
  "Luxury",
  "Active",
  "Slow",
  "Winter",
  "Summer",
  "Gourmet",
];

// Every statement the server sends while `capturing` is set, as pg receives it: what EXPLAIN ANALYZE replays.
type Statement = { text: string; values: unknown[] };
let capturing: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const [config, values] = args;
    const statement =
      typeof config === "string"
        ? { text: config, values: Array.isArray(values) ? values : [] }
        : {
            text: (config as pg.QueryConfig).text,
            values: (config as pg.QueryConfig).values ?? (Array.isArray(values) ? values : []),
          };
    capturing.push(statement);
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

async function load(loader: pg.Client): Promise<{ searchNames: string[] }> {
  const t0 = performance.now();
  const seconds = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  // The triggers (client_stats, and the foreign keys' checks) stay off while the generated rows go in.
  await loader.query("SET session_replication_role = replica");
  await loader.query("SELECT setseed(0.42)");

  // Clients: names, e-mails and phones from nine countries, accents included; 3 in 10 companies.
  const searchNames: string[] = [];
  for (const [i, f] of origins.entries()) f.seed(2000 + i);
  for (let offset = 0; offset < CLIENTS; offset += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, CLIENTS - offset) }, (_, j) => {
      const n = offset + j;
      const f = origins[n % origins.length]!;
      const company = n % 10 < 3;
      const name = company ? f.company.name() : `${f.person.firstName()} ${f.person.lastName()}`;
      if (searchNames.length < 5_000 && n % 11 === 0) searchNames.push(name);
      const local = transliterate(name)
        .toLowerCase()
        .replace(/[^a-z]+/g, ".")
        .replace(/^\.|\.$/g, "");
      return {
        kind: company ? "company" : "person",
        name,
        email: `${local}${n % 3 === 0 ? n : ""}@example.com`,
        phone: `+${30 + (n % 20)} ${String(100_000_000 + ((n * 7_919) % 900_000_000))}`,
        currency: CURRENCIES[n % CURRENCIES.length]!,
      };
    });
    await loader.query(
      `INSERT INTO clients (kind, name, email, phone, preferred_currency, created_at, updated_at)
       SELECT k, n, e, p, c, at, at FROM (
         SELECT k, n, e, p, c, now() - make_interval(days => (random() * 1500)::int) AS at
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(k, n, e, p, c)) s`,
      [
        rows.map((r) => r.kind),
        rows.map((r) => r.name),
        rows.map((r) => r.email),
        rows.map((r) => r.phone),
        rows.map((r) => r.currency),
      ],
    );
  }
  console.log(`${CLIENTS} clients after ${seconds()}`);

  await loader.query(`
    INSERT INTO travel_packages (title, destination, description, price_cents, currency, duration_days,
      start_date, end_date, max_participants, category, discount_percent, status)
    SELECT style || ' ' || city || ' ' || kind, city, 'A ' || lower(kind) || ' in ' || city || '.',
      (30 + floor(random() * 400)::int) * 1000, (${sqlArray(CURRENCIES)})[1 + g % ${CURRENCIES.length}],
      3 + g % 12, d, d + 60 + floor(random() * 120)::int, 8 + g % 33, kind,
      (ARRAY[0, 0, 0, 0, 5, 10, 15, 20])[1 + g % 8], 'active'
    FROM (SELECT g, (${sqlArray(STYLES)})[1 + g % ${STYLES.length}] AS style,
        (${sqlArray(CITIES)})[1 + (g / ${STYLES.length}) % ${CITIES.length}] AS city,
        (${sqlArray([...packageCategories])})[1 + g % ${packageCategories.length}] AS kind,
        current_date - 365 + floor(random() * 700)::int AS d
      FROM generate_series(1, ${PACKAGES}) g) s`);
  await loader.query(`
    CREATE TEMP TABLE bench_clients AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM clients;
    CREATE TEMP TABLE bench_packages AS
      SELECT row_number() OVER (ORDER BY id)::int AS n, id, price_cents, discount_percent, currency FROM travel_packages;
    CREATE INDEX ON bench_clients (n);
    CREATE INDEX ON bench_packages (n);`);
  await loader.query(`
    INSERT INTO trips (title, start_date, end_date, status, client_id, created_at, updated_at)
    SELECT 'Trip to ' || (${sqlArray(CITIES)})[1 + g % ${CITIES.length}], d, d + 3 + g % 12,
      CASE WHEN d < current_date THEN 'completed' ELSE 'confirmed' END, c.id, now(), now()
    FROM (SELECT g, 1 + floor(random() * ${CLIENTS})::int AS cn, current_date - 365 + floor(random() * 700)::int AS d
      FROM generate_series(1, ${TRIPS}) g) s
    JOIN bench_clients c ON c.n = s.cn`);
  await loader.query(
    `CREATE TEMP TABLE bench_trips AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, client_id, start_date FROM trips;
     CREATE INDEX ON bench_trips (n);`,
  );
  console.log(`${PACKAGES} packages, ${TRIPS} trips after ${seconds()}`);

  // Bookings over 18 months, some clients booking far more than others; past trips mostly completed.
  const statusOf = (travel: string) => `CASE WHEN ${travel} < current_date
      THEN CASE WHEN r < 0.88 THEN 'completed' WHEN r < 0.98 THEN 'cancelled' ELSE 'confirmed' END
      ELSE CASE WHEN r < 0.35 THEN 'pending' WHEN r < 0.9 THEN 'confirmed' ELSE 'cancelled' END END`;
  const total = "unit * participants - round(unit * participants * discount / 100.0)::bigint";
  const packageBookings = BOOKINGS - TRIP_BOOKINGS;
  const PART = 200_000;
  for (let offset = 0; offset < packageBookings; offset += PART) {
    await loader.query(`
      INSERT INTO bookings (client_id, package_id, participants, booking_date, travel_date, status, cancel_reason,
        unit_price_cents, discount_percent, total_cents, currency, created_at, updated_at)
      SELECT client_id, package_id, participants, bd, td, status,
        CASE WHEN status = 'cancelled' THEN 'Client cancelled: change of plans.' END,
        unit, discount, ${total}, currency, bd + time '10:00', bd + time '10:00' + make_interval(days => lead / 2)
      FROM (
        SELECT c.id AS client_id, p.id AS package_id, s.participants, s.bd, s.bd + s.lead AS td, s.lead,
          ${statusOf("s.bd + s.lead")} AS status, p.price_cents AS unit, p.discount_percent AS discount, p.currency
        FROM (SELECT g, 1 + floor(power(random(), 1.5) * ${CLIENTS})::int AS cn,
            1 + floor(random() * ${PACKAGES})::int AS pn, 1 + floor(random() * 4)::int AS participants,
            current_date - floor(random() * 548)::int AS bd, 3 + floor(random() * 200)::int AS lead, random() AS r
          FROM generate_series(1, ${Math.min(PART, packageBookings - offset)}) g) s
        JOIN bench_clients c ON c.n = s.cn
        JOIN bench_packages p ON p.n = s.pn) b`);
    console.log(`${offset + Math.min(PART, packageBookings - offset)} package bookings after ${seconds()}`);
  }
  await loader.query(`
    INSERT INTO bookings (client_id, trip_id, participants, booking_date, travel_date, status, cancel_reason,
      unit_price_cents, discount_percent, total_cents, currency, created_at, updated_at)
    SELECT client_id, trip_id, participants, bd, td, status,
      CASE WHEN status = 'cancelled' THEN 'Trip cancelled by the client.' END,
      unit, 0, unit * participants, 'EUR', bd + time '10:00', bd + time '10:00'
    FROM (
      SELECT t.client_id, t.id AS trip_id, s.participants, t.start_date - s.lead AS bd, t.start_date AS td,
        ${statusOf("t.start_date")} AS status, s.unit
      FROM (SELECT g, 1 + floor(random() * ${TRIPS})::int AS tn, 1 + floor(random() * 4)::int AS participants,
          5 + floor(random() * 150)::int AS lead, (35 + floor(random() * 250)::int) * 1000 AS unit, random() AS r
        FROM generate_series(1, ${TRIP_BOOKINGS}) g) s
      JOIN bench_trips t ON t.n = s.tn) b`);
  console.log(`${BOOKINGS} bookings after ${seconds()}`);

  await loader.query("SET session_replication_role = origin");
  await loader.query("SELECT client_stats_rebuild()");
  console.log(`client_stats rebuilt after ${seconds()}`);
  // Steady state, as autovacuum leaves it: statistics, visibility map, GIN pending lists merged.
  await loader.query("VACUUM ANALYZE");
  console.log(`vacuumed and analysed after ${seconds()}`);
  return { searchNames };
}

/** EXPLAIN ANALYZE of each statement touching clients or bookings; the execution times in ms. */
async function explain(explainer: pg.Client, statements: Statement[]) {
  const timed: { ms: number; statement: Statement }[] = [];
  for (const statement of statements) {
    if (!/\b(clients|bookings|client_stats)\b/.test(statement.text)) continue;
    if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
    const { rows } = await explainer.query(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    const [plan] = rows[0]["QUERY PLAN"] as { "Execution Time": number; "Planning Time": number }[];
    timed.push({ ms: plan!["Execution Time"] + plan!["Planning Time"], statement });
  }
  return timed;
}

const { url: databaseUrl, database, dispose } = await createBenchDatabase();
const loader = new pg.Client({ connectionString: databaseUrl });
await loader.connect();

try {
  const { searchNames } = await load(loader);

  const config = benchConfig(databaseUrl);
  const { app } = await buildApp({ config, database, logger: false });
  const base = await listenLocally(app);

  try {
    const cookie = await signInBenchAgent(database, base, config.publicUrl);

    const { rows: sampleClients } = await loader.query<{ id: string }>(
      "SELECT id FROM clients ORDER BY md5(id::text) LIMIT 500",
    );
    // Clients with many bookings and with few: the client filter's best and worst.
    const { rows: busyClients } = await loader.query<{ id: string }>(
      "SELECT client_id AS id FROM client_stats ORDER BY bookings_count DESC LIMIT 50",
    );
    const filterClients = [...busyClients, ...sampleClients.slice(0, 150)];
    const { rows: packageWords } = await loader.query<{ title: string }>(
      "SELECT title FROM travel_packages ORDER BY title LIMIT 200",
    );

    const page = (i: number) => String(1 + (i % 3));
    const query = (params: Record<string, string>) => new URLSearchParams({ pageSize: "25", ...params });
    // What people type into a clients search: part of a surname, a whole name, part of an e-mail, phone digits.
    const clientTerm = (i: number) => {
      const name = searchNames[(i * 7919) % searchNames.length]!;
      const last = name.split(" ").at(-1)!;
      switch (i % 5) {
        case 0:
        case 1:
          return last.slice(0, 3 + (i % 3));
        case 2:
          return name;
        case 3:
          return transliterate(last).toLowerCase().slice(0, 5);
        default:
          return String(100_000_000 + ((i * 7_919 * 13) % 900_000_000)).slice(2, 8);
      }
    };
    // And into a bookings search: a client's name, a package's title, a destination.
    const bookingTerm = (i: number) => {
      switch (i % 3) {
        case 0:
          return searchNames[(i * 7919) % searchNames.length]!.split(" ").at(-1)!;
        case 1:
          return packageWords[i % packageWords.length]!.title.split(" ").slice(0, 2).join(" ");
        default:
          return CITIES[i % CITIES.length]!;
      }
    };
    const direction = (i: number, usual: "asc" | "desc") =>
      i % 4 === 3 ? (usual === "asc" ? "desc" : "asc") : usual;
    const statuses = ["pending", "confirmed", "completed", "cancelled"];

    type List = { label: string; path: (i: number) => string };
    const lists: List[] = [
      {
        label: "clients search",
        path: (i: number) => `/api/clients?${query({ search: clientTerm(i), page: page(i) })}`,
      },
      ...(["name", "bookingsCount", "totalSpent", "lastActivity"] as const).map((sort) => ({
        label: `clients sort=${sort}`,
        path: (i: number) =>
          `/api/clients?${query({ sort, order: direction(i, sort === "name" ? "asc" : "desc"), page: page(i) })}`,
      })),
      {
        label: "bookings search",
        path: (i: number) => `/api/bookings?${query({ search: bookingTerm(i), page: page(i) })}`,
      },
      {
        label: "bookings status filter",
        path: (i: number) =>
          `/api/bookings?${query({ status: statuses[i % statuses.length]!, page: page(i) })}`,
      },
      {
        label: "bookings client filter",
        path: (i: number) =>
          `/api/bookings?${query({ clientId: filterClients[i % filterClients.length]!.id })}`,
      },
      ...(["bookingDate", "travelDate", "total"] as const).map((sort) => ({
        label: `bookings sort=${sort}`,
        path: (i: number) => `/api/bookings?${query({ sort, order: direction(i, "desc"), page: page(i) })}`,
      })),
    ].filter((list) => !ONLY || list.label.includes(ONLY));
    const readPath = (i: number) => `/api/clients/${sampleClients[i % sampleClients.length]!.id}`;

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
      { median: number; max: number; perRequest: number; worst?: Statement }
    >();
    for (const list of lists) {
      const times: number[] = [];
      let perRequest = 0;
      let worst: { ms: number; statement: Statement } | undefined;
      for (let k = 0; k < EXPLAINED_REQUESTS; k++) {
        capturing = [];
        await fetch(`${base}${list.path(k * 37 + 1)}`, { headers: { cookie } });
        const statements = capturing;
        capturing = null;
        perRequest = Math.max(perRequest, statements.length);
        const timed = await explain(explainer, statements);
        // The list's own statement(s): their sum is what the request waits for.
        times.push(timed.reduce((sum, t) => sum + t.ms, 0));
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

    const run = (paths: string[], concurrency: number, length: { seconds: number }) =>
      httpLoad({ base, paths, cookie, concurrency, ...length });
    const measure = async (label: string, path: (i: number) => string) => {
      const paths = Array.from({ length: PATHS }, (_, i) => path(i));
      await run(paths.slice(PATHS / 2), 8, WARMUP);
      const results: LoadResult[] = [];
      for (const concurrency of LEVELS) {
        const result = await run(paths, concurrency, MEASURED);
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

    const pad = (text: string, width: number) => text.padEnd(width);
    console.log(
      `\n${pad("list", 30)}${LEVELS.map((c) => pad(`p95 @${c}`, 12)).join("")}${pad("× baseline @32", 16)}` +
        `SQL by EXPLAIN ANALYZE (median / worst of ${EXPLAINED_REQUESTS}, budget ${SQL_BUDGET_MS} ms)`,
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
      if (over || failed) ok = false;
      console.log(
        `${pad(list.label, 30)}${results.map((r) => pad(fmt(r.p95), 12)).join("")}` +
          `${pad((results.at(-1)!.p95 / baseline.at(-1)!.p95).toFixed(2), 16)}` +
          `${fmt(sqlTime.median)} / ${fmt(sqlTime.max)} ${over ? "OVER BUDGET" : "ok"}` +
          `${failed ? " FAILURES" : ""}; ${sqlTime.perRequest} statements per request (session check included)`,
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
