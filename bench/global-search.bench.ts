/**
 * Global search (GET /api/search, the top bar's palette) on 100 000 passengers, 100 000 trips (50 000 reservations,
 * 100 000 flights) and 1 000 000 invoices, through the real app over HTTP, on PostgreSQL. Budget (DESIGN.md): p95 ≤
 * 50 ms at 8 requests in flight. The baseline, measured in the same run with the same sign-in and concurrency, is a
 * trip read by id (GET /api/trips/:id): what any signed-in call costs on this machine.
 *
 *   npm run bench:search
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:search
 *   BENCH_SCALE=0.05             a twentieth of the rows, to try a change quickly
 *   BENCH_LOAD=node              node:http load even when wrk is installed
 *   BENCH_KEEP_DATABASE=1        keep the database for EXPLAIN by hand (its name is printed)
 *
 * PostgreSQL only: without a server to reach it says so and exits 0. Creates its own database there and drops it at
 * the end. The rows come from SQL (generate_series; names from faker) with triggers and foreign-key checks off while
 * they go in (session_replication_role = replica), every reference still valid.
 *
 * Each search runs one statement per kind, all at once on the pool's connections. The texts people type are mixed:
 * names (whole, a start, first and last), passport numbers, trip titles, record and airline locators, flight
 * designators, invoice numbers (whole, a month) and two letters. The mix is measured as a whole, then each sort of
 * text alone; every kind's statement of one request of each sort is replayed under EXPLAIN ANALYZE.
 */

import {
  type Faker,
  fakerDE,
  fakerEN_GB,
  fakerES,
  fakerFR,
  fakerIT,
  fakerPL,
  fakerSV,
} from "@faker-js/faker";
import pg from "pg";
import { buildApp } from "../server/app";
import { listenLocally, signInBenchAgent } from "./lib/bench-agent";
import { benchConfig, benchServerUrl, createBenchDatabase } from "./lib/bench-database";
import { fmt, sqlArray } from "./lib/figures";
import { httpLoad, type LoadResult } from "./lib/http-load";

const TARGET_P95_MS = 50;
const CONCURRENCY = 8;
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const CLIENTS = Math.round(20_000 * SCALE);
const PASSENGERS = Math.round(100_000 * SCALE);
const TRIPS = Math.round(100_000 * SCALE);
const INVOICES = Math.round(1_000_000 * SCALE);
const REQUESTS = Math.round(10_000 * SCALE);
// Invoice numbers run INV-YYYYMM-0001…9999: a million of them span about 100 months.
const PER_MONTH = 9_999;
const WARMUP = { seconds: 2 };
const MEASURED = { seconds: 8 };
const EACH_KIND = { seconds: 4 };
const PATHS = 5_000;
const AIRLINES = [
  "LH",
  "BA",
  "AF",
  "KL",
  "IB",
  "TP",
  "LX",
  "OS",
  "SK",
  "AY",
  "EI",
  "U2",
  "FR",
  "EK",
  "QR",
  "TK",
];
const CITIES = ["Lisbon", "Porto", "Seville", "Rome", "Venice", "Paris", "Nice", "Prague", "Vienna", "Kyoto"];
const STYLES = ["Spring", "Summer", "Autumn", "Winter", "Family", "Honeymoon", "Business", "Group"];
// Record locators' letters (no I, O, 0, 1, as GDSs print them); 32 of them, so six make 2^30 codes.
const LOCATOR_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A distinct six-letter code per number n < 2^30: a multiplication modulo the prime 2^30 − 35 is a bijection. */
const locatorSql = (n: string) => `(SELECT string_agg(substr('${LOCATOR_LETTERS}',
    (((${n})::bigint * 2654435761 % 1073741789) / (32::bigint ^ i)::bigint % 32)::int + 1, 1), '' ORDER BY i)
  FROM generate_series(0, 5) i)`;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function load(loader: pg.Client): Promise<{ names: string[] }> {
  const t0 = performance.now();
  const seconds = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  await loader.query("SET session_replication_role = replica");
  await loader.query("SELECT setseed(0.42)");

  // Names from seven countries, accents included: the passengers' and clients' search text.
  const origins: Faker[] = [fakerEN_GB, fakerDE, fakerFR, fakerES, fakerIT, fakerSV, fakerPL];
  for (const [i, f] of origins.entries()) f.seed(4200 + i);
  const firstNames = [
    ...new Set(origins.flatMap((f) => Array.from({ length: 60 }, () => f.person.firstName()))),
  ];
  const surnames = [
    ...new Set(origins.flatMap((f) => Array.from({ length: 200 }, () => f.person.lastName()))),
  ];
  const first = sqlArray(firstNames);
  const last = sqlArray(surnames);

  await loader.query(`
    INSERT INTO clients (kind, name, email)
    SELECT 'person', f || ' ' || l, 'client' || g || '@example.com'
    FROM (SELECT g, (${first})[1 + g % ${firstNames.length}] AS f,
        (${last})[1 + (g * 7) % ${surnames.length}] AS l
      FROM generate_series(1, ${CLIENTS}) g) s;
    CREATE TEMP TABLE bench_clients AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM clients;
    CREATE INDEX ON bench_clients (n);`);
  console.log(`${CLIENTS} clients after ${seconds()}`);

  await loader.query(`
    INSERT INTO passengers (title, first_name, surname, passport_number, document_expiry, nationality, client_id)
    SELECT (ARRAY['Mr', 'Mrs', 'Ms', 'Dr'])[1 + g % 4], (${first})[1 + (g * 13) % ${firstNames.length}],
      (${last})[1 + (g * 31) % ${surnames.length}], 'P' || lpad(g::text, 8, '0'),
      current_date + 200 + g % 3000, (ARRAY['DEU', 'FRA', 'GBR', 'ESP', 'ITA', 'SWE', 'POL'])[1 + g % 7], c.id
    FROM generate_series(1, ${PASSENGERS}) g JOIN bench_clients c ON c.n = 1 + g % ${CLIENTS}`);
  console.log(`${PASSENGERS} passengers after ${seconds()}`);

  await loader.query(`
    INSERT INTO trips (title, start_date, end_date, status, client_id)
    SELECT (${sqlArray(STYLES)})[1 + g % ${STYLES.length}] || ' in ' || (${sqlArray(CITIES)})[1 + (g / 7) % ${CITIES.length}]
        || ' ' || (2020 + g % 8), d, d + 3 + g % 12, (ARRAY['planning', 'confirmed', 'completed'])[1 + g % 3], c.id
    FROM (SELECT g, date '2020-01-01' + g % 2900 AS d FROM generate_series(1, ${TRIPS}) g) s
    JOIN bench_clients c ON c.n = 1 + g % ${CLIENTS};
    CREATE TEMP TABLE bench_trips AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, start_date FROM trips;
    CREATE INDEX ON bench_trips (n);`);
  // One reservation for every other trip, with an airline's locator and two flights.
  await loader.query(`
    INSERT INTO itineraries (trip_id, record_locator, airline_locators, source_format, raw_text)
    SELECT t.id, ${locatorSql("t.n")},
      jsonb_build_array(jsonb_build_object('airline', (${sqlArray(AIRLINES)})[1 + t.n % ${AIRLINES.length}],
        'locator', ${locatorSql(`t.n + ${TRIPS * 2}`)})), 'amadeus', 'RP/BENCH'
    FROM bench_trips t WHERE t.n % 2 = 0
    ON CONFLICT (record_locator) WHERE record_locator IS NOT NULL DO NOTHING`);
  await loader.query(`
    INSERT INTO segments (trip_id, itinerary_id, segment_type, source, origin, destination, departure_local,
      arrival_local, airline, flight_number, booking_class, status, segment_number)
    SELECT i.trip_id, i.id, 'flight', 'gds', 'FRA', 'LIS', t.start_date + time '08:00' + k * interval '5 days',
      t.start_date + time '11:00' + k * interval '5 days', i.airline_locators -> 0 ->> 'airline',
      (1 + (t.n * 37 + k) % 9000)::text, 'Y', 'HK', k + 1
    FROM itineraries i JOIN bench_trips t ON t.id = i.trip_id CROSS JOIN generate_series(0, 1) k`);
  console.log(`${TRIPS} trips, their reservations and flights after ${seconds()}`);

  // Invoices month by month since 2017, 9 999 a month; the older ones paid.
  const PART = 250_000;
  for (let offset = 0; offset < INVOICES; offset += PART) {
    await loader.query(`
      INSERT INTO invoices (number, client_id, currency, subtotal_cents, tax_cents, amount_cents, paid_cents,
        issue_date, due_date, status, base_currency, exchange_rate, base_amount_cents)
      SELECT 'INV-' || to_char(m, 'YYYYMM') || '-' || lpad((g % ${PER_MONTH} + 1)::text, 4, '0'), c.id, 'EUR',
        a, 0, a, CASE WHEN m < date '2025-01-01' THEN a ELSE 0 END, m + g % 28, m + g % 28 + 30,
        CASE WHEN m < date '2025-01-01' THEN 'paid' ELSE 'unpaid' END, 'EUR', 1, a
      FROM (SELECT g, (date '2017-01-01' + (g / ${PER_MONTH}) * interval '1 month')::date AS m,
          (50 + g % 4000) * 100 AS a
        FROM generate_series(${offset}, ${Math.min(offset + PART, INVOICES) - 1}) g) s
      JOIN bench_clients c ON c.n = 1 + s.g % ${CLIENTS}`);
    console.log(`${Math.min(offset + PART, INVOICES)} invoices after ${seconds()}`);
  }
  await loader.query(`
    INSERT INTO requests (client_id, category, details, status)
    SELECT c.id, (ARRAY['new_trip', 'date_change', 'add_service', 'cancel_trip', 'support'])[1 + g % 5],
      'Please look at our ' || (${sqlArray(CITIES)})[1 + g % ${CITIES.length}] || ' trip, request ' || g, 'open'
    FROM generate_series(1, ${REQUESTS}) g JOIN bench_clients c ON c.n = 1 + g % ${CLIENTS}`);
  await loader.query("SET session_replication_role = origin");
  // Steady state, as autovacuum leaves it: statistics, visibility map, GIN pending lists merged.
  await loader.query("VACUUM ANALYZE");
  console.log(`${REQUESTS} requests; vacuumed and analysed after ${seconds()}`);
  return { names: surnames };
}

// Every statement the server sends while `capturing` is set, as pg receives it: what EXPLAIN ANALYZE replays.
type Statement = { text: string; values: unknown[] };
let capturing: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  if (capturing && typeof config === "object" && config !== null && "text" in config) {
    const statement = config as pg.QueryConfig;
    capturing.push({
      text: statement.text,
      values: statement.values ?? (Array.isArray(values) ? values : []),
    });
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

if (!(await reachable(benchServerUrl))) {
  console.log(`Skipped: the global search bench needs PostgreSQL, and ${benchServerUrl} does not answer.`);
  console.log("Point BENCH_DATABASE_URL at a server (postgres://user@host:5432/postgres) to run it.");
  process.exit(0);
}

const { name, url: databaseUrl, database, dispose } = await createBenchDatabase();
console.log(`database ${name}`);
const loader = new pg.Client({ connectionString: databaseUrl });
await loader.connect();

try {
  const { names } = await load(loader);
  const sample = async <T extends object>(text: string) => (await loader.query<T>(text)).rows;
  const tripIds = (await sample<{ id: string }>("SELECT id FROM trips ORDER BY md5(id::text) LIMIT 500")).map(
    (r) => r.id,
  );
  const reservations = await sample<{ record: string; airline: string }>(
    `SELECT record_locator AS record, airline_locators -> 0 ->> 'locator' AS airline
     FROM itineraries ORDER BY md5(id::text) LIMIT 500`,
  );
  const flights = await sample<{ airline: string; number: string }>(
    "SELECT airline, flight_number AS number FROM segments ORDER BY md5(id::text) LIMIT 500",
  );
  const invoiceNumbers = (
    await sample<{ number: string }>("SELECT number FROM invoices ORDER BY md5(id::text) LIMIT 500")
  ).map((r) => r.number);
  const people = await sample<{ first: string; last: string; passport: string }>(
    `SELECT first_name AS first, surname AS last, passport_number AS passport
     FROM passengers ORDER BY md5(id::text) LIMIT 500`,
  );

  const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length]!;
  // What people type into the top bar, by sort.
  const texts: Record<string, (i: number) => string> = {
    surname: (i) => pick(names, i),
    "start of a surname": (i) => pick(names, i).slice(0, 4),
    "first and last name": (i) => `${pick(people, i).first} ${pick(people, i).last}`,
    "passport number": (i) => pick(people, i).passport.slice(i % 3),
    "trip title": (i) => `${CITIES[i % CITIES.length]} ${2020 + (i % 8)}`,
    "record locator": (i) => pick(reservations, i).record,
    "airline locator": (i) => pick(reservations, i).airline,
    "flight designator": (i) =>
      i % 2
        ? `${pick(flights, i).airline} ${pick(flights, i).number}`
        : `${pick(flights, i).airline}${pick(flights, i).number}`,
    "invoice number": (i) => pick(invoiceNumbers, i),
    "invoice month": (i) => pick(invoiceNumbers, i).slice(0, 10),
    "two letters": (i) => ["an", "ma", "er", "li", "sc", "be"][i % 6]!,
  };
  const sorts = Object.keys(texts);
  const searchPath = (sort: string, i: number) => `/api/search?q=${encodeURIComponent(texts[sort]!(i))}`;
  const mixedPath = (i: number) => searchPath(sorts[i % sorts.length]!, Math.floor(i / sorts.length));

  const config = benchConfig(databaseUrl);
  const { app } = await buildApp({ config, database, logger: false });
  const base = await listenLocally(app);
  try {
    const cookie = await signInBenchAgent(database, base, config.publicUrl);

    // Every sort answers 200 and finds something before anything is timed.
    for (const sort of sorts) {
      const res = await fetch(`${base}${searchPath(sort, 1)}`, { headers: { cookie } });
      const body = (await res.json()) as { groups?: { kind: string; total: number }[] };
      if (!res.ok || !body.groups?.length)
        throw new Error(`${sort}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      console.log(
        `${sort.padEnd(22)} ${texts[sort]!(1).padEnd(18)} → ${body.groups.map((g) => `${g.kind} ${g.total}`).join(", ")}`,
      );
    }

    // SQL time of each kind's statement, one request of each sort, by EXPLAIN ANALYZE on a connection of its own.
    const explainer = new pg.Client({ connectionString: databaseUrl });
    await explainer.connect();
    const sqlTimes = new Map<string, { total: number; slowest: number; kind: string; statements: number }>();
    for (const sort of sorts) {
      capturing = [];
      await fetch(`${base}${searchPath(sort, 2)}`, { headers: { cookie } });
      const statements = capturing.filter((s) => s.text.trimStart().startsWith("with m as materialized"));
      capturing = null;
      let total = 0;
      let slowest = { ms: 0, kind: "" };
      for (const statement of statements) {
        const { rows } = await explainer.query(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        const [plan] = rows[0]["QUERY PLAN"] as { "Execution Time": number; "Planning Time": number }[];
        const ms = plan!["Execution Time"] + plan!["Planning Time"];
        total += ms;
        const kind = /from (\w+)/.exec(statement.text)?.[1] ?? "?";
        if (ms > slowest.ms) slowest = { ms, kind };
      }
      sqlTimes.set(sort, { total, slowest: slowest.ms, kind: slowest.kind, statements: statements.length });
    }
    await explainer.end();

    const run = (paths: string[], length: { seconds: number }) =>
      httpLoad({ base, paths, cookie, concurrency: CONCURRENCY, ...length });
    const measure = async (label: string, path: (i: number) => string, length: { seconds: number }) => {
      const paths = Array.from({ length: PATHS }, (_, i) => path(i));
      await run(paths.slice(PATHS / 2), WARMUP);
      const result = await run(paths, length);
      console.log(
        `${label} at ${CONCURRENCY} concurrent (${result.generator}): p50 ${fmt(result.p50)}, p95 ${fmt(result.p95)}, ` +
          `p99 ${fmt(result.p99)}, ${result.rps.toFixed(0)} req/s, ${result.failures} failed`,
      );
      return result;
    };

    const baseline = await measure(
      "baseline GET /api/trips/:id",
      (i) => `/api/trips/${pick(tripIds, i)}`,
      MEASURED,
    );
    const mixed = await measure("GET /api/search, every sort of text", mixedPath, MEASURED);
    const bySort = new Map<string, LoadResult>();
    for (const sort of sorts)
      bySort.set(sort, await measure(`GET /api/search, ${sort}`, (i) => searchPath(sort, i), EACH_KIND));

    const pad = (text: string, width: number) => text.padEnd(width);
    console.log(
      `\n${pad("request", 40)}${pad(`p95 @${CONCURRENCY}`, 12)}${pad("× baseline", 12)}${pad("req/s", 8)}` +
        "SQL by EXPLAIN ANALYZE: sum of the kinds' statements (slowest kind)",
    );
    console.log(
      `${pad("baseline GET /api/trips/:id", 40)}${pad(fmt(baseline.p95), 12)}${pad("1.00", 12)}${baseline.rps.toFixed(0)}`,
    );
    const line = (
      label: string,
      result: LoadResult,
      sql?: { total: number; slowest: number; kind: string; statements: number },
    ) =>
      console.log(
        `${pad(label, 40)}${pad(fmt(result.p95), 12)}${pad((result.p95 / baseline.p95).toFixed(2), 12)}${pad(result.rps.toFixed(0), 8)}` +
          (sql ? `${fmt(sql.total)} over ${sql.statements} kinds (${sql.kind} ${fmt(sql.slowest)})` : ""),
      );
    line("search, every sort of text", mixed);
    for (const sort of sorts) line(`  ${sort}`, bySort.get(sort)!, sqlTimes.get(sort));

    const failed = [baseline, mixed, ...bySort.values()].some((r) => r.failures > 0);
    const ok = mixed.p95 <= TARGET_P95_MS && !failed;
    console.log(
      `\nglobal search p95 at ${CONCURRENCY} concurrent: ${fmt(mixed.p95)} (target ≤ ${TARGET_P95_MS} ms, ratio ` +
        `${(mixed.p95 / TARGET_P95_MS).toFixed(2)}) ${ok ? "ok" : failed ? "FAILURES" : "OVER BUDGET"}; ` +
        `a trip read by id: ${fmt(baseline.p95)}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app.close();
  }
} finally {
  await loader.end();
  await dispose();
}
