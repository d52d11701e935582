/**
 * The dashboard's Analytics tab on 1 000 000 bookings, 1 000 000 invoices and 2 000 000 payments over five
 * years, on PostgreSQL. Budget (DESIGN.md): each aggregate ≤ 150 ms. The tab is one statement
 * (server/features/analytics/analytics.query.ts), timed for the last 12 and the last 24 months through the
 * app's own database layer, next to a baseline measured in the same run: the cheapest statement that reads
 * the same payments (their base-currency sum over the same range), what any revenue figure costs at least.
 *
 *   npm run bench:analytics
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:analytics
 *   BENCH_SCALE=0.01             a hundredth of the rows, to try a change quickly
 *   BENCH_KEEP_DATABASE=1        keep itinera_bench_analytics for EXPLAIN by hand
 *   BENCH_PLAN=1                 print the 24-month statement's plan (EXPLAIN ANALYZE, BUFFERS)
 *
 * Creates its own database (itinera_bench_analytics) on that server and drops it at the end. The rows come
 * from SQL (generate_series) with triggers off (session_replication_role = replica), analytics_summaries_rebuild()
 * fills in the summaries the triggers keep (migration 0032), then VACUUM ANALYZE leaves the tables as autovacuum
 * would. Each statement runs twice to warm the cache, then RUNS times (three when it takes seconds); the median and
 * worst wall times are printed, with the server's own time and where it goes from EXPLAIN ANALYZE.
 */

import { loadavg } from "node:os";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { presetRange } from "#domain/analytics/analytics-range";
import { shapeAnalytics } from "#domain/analytics/analytics-shape";
import { todayIn } from "#domain/dates";
import { loadConfig } from "../server/config";
import { type Database, openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { analyticsStatement, readAnalyticsRows } from "../server/features/analytics/analytics.query";
import { benchServerUrl } from "./lib/bench-database";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const BOOKINGS = Math.round(1_000_000 * SCALE);
const INVOICES = BOOKINGS;
// Two payments an invoice: 2 000 000 at full size.
const PAYMENTS_PER_INVOICE = 2;
const CLIENTS = Math.max(100, Math.round(100_000 * SCALE));
const TRIPS = Math.max(100, Math.round(100_000 * SCALE));
const OFFERS = Math.max(100, Math.round(200_000 * SCALE));
const PACKAGES = 2_000;
const STAFF = 25;
// Five years of history: the 12-month range reads a fifth of it, the 24-month range two fifths.
const DAYS = 5 * 365;
const BUDGET_MS = 150;
const RUNS = 9;
const NAME = "itinera_bench_analytics";
const BASE = "EUR";

const DESTINATIONS = [
  "Lisbon, Portugal",
  "Porto, Portugal",
  "Barcelona, Spain",
  "Seville, Spain",
  "Crete, Greece",
  "Santorini, Greece",
  "Rome, Italy",
  "Florence, Italy",
  "Venice, Italy",
  "Paris, France",
  "Nice, France",
  "Prague, Czechia",
  "Vienna, Austria",
  "Budapest, Hungary",
  "Edinburgh, United Kingdom",
  "Reykjavík, Iceland",
  "Bergen, Norway",
  "Zermatt, Switzerland",
  "Dubrovnik, Croatia",
  "Istanbul, Türkiye",
  "Marrakesh, Morocco",
  "Cape Town, South Africa",
  "Maldives",
  "Mauritius",
  "Dubai, UAE",
  "Kyoto, Japan",
  "Bali, Indonesia",
  "Sydney, Australia",
  "New York, USA",
  "Cancún, Mexico",
];
const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function createDatabase(): Promise<{ url: string; database: Database; dispose(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  // A run that was stopped half-way leaves its database behind: start clean.
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  const url = new URL(benchServerUrl);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const dispose = async () => {
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE === "1")
      console.log(`kept database ${NAME}; drop it by hand afterwards`);
    else await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await migrateDatabase(database);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { url: url.toString(), database, dispose };
}

async function load(loader: pg.Client): Promise<void> {
  const t0 = performance.now();
  const seconds = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  await loader.query("SET session_replication_role = replica");
  await loader.query("SELECT setseed(0.16)");

  // Staff who own trips, enter bookings and issue invoices; one in five an admin.
  await loader.query(`
    INSERT INTO "user" (name, email, role, email_verified)
    SELECT 'Agent ' || g, 'agent' || g || '@bench.itinera', CASE WHEN g % 5 = 0 THEN 'admin' ELSE 'agent' END, true
    FROM generate_series(1, ${STAFF}) g`);
  await loader.query(`
    INSERT INTO clients (name, email) SELECT 'Client ' || g, 'client' || g || '@example.com'
    FROM generate_series(1, ${CLIENTS}) g`);
  await loader.query(`
    INSERT INTO travel_packages (title, destination, description, price_cents, currency, start_date, end_date)
    SELECT 'Package ' || g, (${sqlArray(DESTINATIONS)})[1 + g % ${DESTINATIONS.length}], 'A bench package.',
      (30 + g % 400) * 1000, 'EUR', current_date - ${DAYS}, current_date + 365
    FROM generate_series(1, ${PACKAGES}) g`);
  await loader.query(`
    CREATE TEMP TABLE b_staff AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM "user";
    CREATE TEMP TABLE b_clients AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM clients;
    CREATE TEMP TABLE b_packages AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM travel_packages;
    CREATE INDEX ON b_staff (n); CREATE INDEX ON b_clients (n); CREATE INDEX ON b_packages (n);`);
  await loader.query(`
    INSERT INTO trips (title, start_date, end_date, status, client_id, owner_id, created_at, updated_at)
    SELECT 'Trip ' || s.g, s.d + 30, s.d + 40, 'confirmed', c.id, u.id, s.d::timestamptz, s.d::timestamptz
    FROM (SELECT g, 1 + floor(random() * ${CLIENTS})::int AS cn, 1 + floor(random() * ${STAFF})::int AS un,
        current_date - floor(random() * ${DAYS})::int AS d
      FROM generate_series(1, ${TRIPS}) g) s
    JOIN b_clients c ON c.n = s.cn JOIN b_staff u ON u.n = s.un`);
  await loader.query(`
    CREATE TEMP TABLE b_trips AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, client_id FROM trips;
    CREATE INDEX ON b_trips (n);`);
  await loader.query(`
    INSERT INTO trip_offers (trip_id, title, status, created_at, expires_at, updated_at)
    SELECT t.id, 'Offer ' || s.g,
      (ARRAY['sent', 'accepted', 'accepted', 'declined', 'expired', 'draft'])[1 + s.g % 6],
      s.d::timestamptz, s.d::timestamptz + interval '3 days', s.d::timestamptz
    FROM (SELECT g, 1 + floor(random() * ${TRIPS})::int AS tn, current_date - floor(random() * ${DAYS})::int AS d
      FROM generate_series(1, ${OFFERS}) g) s
    JOIN b_trips t ON t.n = s.tn`);
  console.log(`${STAFF} staff, ${CLIENTS} clients, ${TRIPS} trips, ${OFFERS} offers after ${seconds()}`);

  // Bookings over five years: nine in ten of a package, one in ten of a trip; past ones mostly completed.
  const PART = 250_000;
  const tripShare = 10;
  for (let offset = 0; offset < BOOKINGS; offset += PART) {
    await loader.query(`
      INSERT INTO bookings (client_id, package_id, trip_id, participants, booking_date, travel_date, status,
        cancel_reason, unit_price_cents, total_cents, currency, created_by, created_at, updated_at)
      SELECT CASE WHEN s.trip THEN t.client_id ELSE c.id END, CASE WHEN s.trip THEN NULL ELSE p.id END,
        CASE WHEN s.trip THEN t.id END, s.participants, s.bd, s.bd + s.lead, s.status,
        CASE WHEN s.status = 'cancelled' THEN 'Changed plans' END, 100000, 100000 * s.participants,
        s.currency, u.id, s.bd::timestamptz, s.bd::timestamptz
      FROM (SELECT g, g % ${tripShare} = 0 AS trip, 1 + floor(random() * ${CLIENTS})::int AS cn,
          1 + floor(random() * ${PACKAGES})::int AS pn, 1 + floor(random() * ${TRIPS})::int AS tn,
          1 + floor(random() * ${STAFF})::int AS un, 1 + floor(random() * 4)::int AS participants,
          current_date - floor(random() * ${DAYS})::int AS bd, 3 + floor(random() * 200)::int AS lead,
          (ARRAY['EUR', 'EUR', 'EUR', 'USD', 'GBP'])[1 + g % 5] AS currency,
          CASE WHEN random() < 0.1 THEN 'cancelled' WHEN random() < 0.2 THEN 'pending'
            WHEN random() < 0.5 THEN 'confirmed' ELSE 'completed' END AS status
        FROM generate_series(${offset + 1}, ${Math.min(offset + PART, BOOKINGS)}) g) s
      JOIN b_clients c ON c.n = s.cn JOIN b_packages p ON p.n = s.pn JOIN b_trips t ON t.n = s.tn
      JOIN b_staff u ON u.n = s.un`);
  }
  console.log(`${BOOKINGS} bookings after ${seconds()}`);

  // One invoice a booking, issued by whoever entered it; one in ten bills the booking's trip instead.
  await loader.query(`
    INSERT INTO invoices (number, client_id, booking_id, trip_id, currency, subtotal_cents, tax_cents, amount_cents,
      paid_cents, issue_date, due_date, status, cancel_reason, base_currency, exchange_rate, base_amount_cents, created_by,
      created_at, updated_at)
    SELECT 'INV-B-' || lpad(b.number::text, 8, '0'), b.client_id,
      CASE WHEN b.trip_id IS NULL THEN b.id END, b.trip_id, b.currency, b.total_cents, 0, b.total_cents,
      CASE WHEN b.status = 'completed' THEN b.total_cents ELSE 0 END, b.booking_date, b.booking_date + 30,
      CASE WHEN b.status = 'completed' THEN 'paid' WHEN b.status = 'cancelled' THEN 'cancelled' ELSE 'unpaid' END,
      CASE WHEN b.status = 'cancelled' THEN 'Booking cancelled' END, 'EUR', r.rate, round(b.total_cents * r.rate), b.created_by, b.created_at, b.created_at
    FROM bookings b
    JOIN (VALUES ('EUR', 1.0), ('USD', 0.92), ('GBP', 1.17)) AS r(currency, rate) ON r.currency = b.currency
    LIMIT ${INVOICES}`);
  console.log(`${INVOICES} invoices after ${seconds()}`);

  // Two payments an invoice within two months of its issue, each with its own locked rate; a few pending or
  // failed, and one in fifty a refund.
  await loader.query(`
    INSERT INTO payments (invoice_id, client_id, amount_cents, currency, status, payment_date, refund_reason,
      base_currency, exchange_rate, base_amount_cents, created_at, updated_at)
    SELECT i.id, i.client_id, CASE WHEN s.refund THEN -(i.amount_cents / 10) ELSE i.amount_cents / 2 END,
      i.currency, s.status, least(i.issue_date + s.delay, current_date),
      CASE WHEN s.refund THEN 'Partial refund' END, 'EUR', i.exchange_rate * s.drift,
      round(CASE WHEN s.refund THEN -(i.amount_cents / 10) ELSE i.amount_cents / 2 END * i.exchange_rate * s.drift),
      i.created_at, i.created_at
    FROM invoices i
    CROSS JOIN LATERAL (
      SELECT k, floor(random() * 60)::int AS delay, random() < 0.02 AS refund,
        CASE WHEN i.currency = 'EUR' THEN 1 ELSE 0.98 + random() * 0.04 END AS drift,
        CASE WHEN random() < 0.03 THEN 'pending' WHEN random() < 0.02 THEN 'failed' ELSE 'completed' END AS status
      FROM generate_series(1, ${PAYMENTS_PER_INVOICE}) k
      -- Read i.id so the planner draws new random values for every invoice.
      WHERE i.id IS NOT NULL) s`);
  console.log(`${INVOICES * PAYMENTS_PER_INVOICE} payments after ${seconds()}`);

  // The tab reads the summaries triggers keep (migration 0032): the rows went in with triggers off.
  await loader.query("SELECT analytics_summaries_rebuild()");
  console.log(`analytics summaries rebuilt after ${seconds()}`);
  await loader.query("SET session_replication_role = origin");
  await loader.query("VACUUM ANALYZE");
  console.log(`vacuumed and analysed after ${seconds()}`);
}

async function timed(run: () => Promise<unknown>): Promise<{ median: number; worst: number }> {
  const first = performance.now();
  await run();
  await run();
  // A statement that takes seconds says what it has to say in three runs; the machine is shared.
  const runs = performance.now() - first > 2_000 ? 3 : RUNS;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)! };
}

type PlanNode = {
  "Subplan Name"?: string;
  "Parent Relationship"?: string;
  "Actual Total Time": number;
  Plans?: PlanNode[];
};

// The statement's columns in order: its top-level InitPlans, one each.
const COLUMNS = ["revenue", "bookings", "destinations", "agents", "funnel", "lead time"];

/** The server's own time (planning + execution) and where it goes: each CTE and each column's subplan. */
async function serverTime(database: Database, statement: SQL): Promise<{ ms: number; parts: string }> {
  const result = (await database.db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
    rows: { "QUERY PLAN": { "Execution Time": number; "Planning Time": number; Plan: PlanNode }[] }[];
  };
  const plan = result.rows[0]!["QUERY PLAN"][0]!;
  let column = 0;
  const parts = (plan.Plan.Plans ?? [])
    .filter((node) => node["Parent Relationship"] === "InitPlan")
    .map((node) => {
      const name = node["Subplan Name"]?.startsWith("CTE ")
        ? node["Subplan Name"].slice(4)
        : (COLUMNS[column++] ?? node["Subplan Name"] ?? "?");
      return `${name} ${node["Actual Total Time"].toFixed(0)}`;
    })
    .join(", ");
  return { ms: plan["Execution Time"] + plan["Planning Time"], parts };
}

const { url, database, dispose } = await createDatabase();
const loader = new pg.Client({ connectionString: url });
await loader.connect();
let ok = true;
try {
  await load(loader);
  const counts = await loader.query<{ b: string; i: string; p: string }>(
    "SELECT (SELECT count(*) FROM bookings) b, (SELECT count(*) FROM invoices) i, (SELECT count(*) FROM payments) p",
  );
  const c = counts.rows[0]!;
  console.log(`\nrows: ${c.b} bookings, ${c.i} invoices, ${c.p} payments`);

  // Other work on the machine shows in every figure: the ratio to the baseline is the one to compare.
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
  // The agency's day, as the app would read it.
  const today = todayIn(loadConfig().agencyTimeZone);
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(
    `\n${pad("statement", 34)}${pad("median", 12)}${pad("worst", 12)}${pad("server", 12)}${pad("× baseline", 12)}budget ${BUDGET_MS} ms`,
  );
  const breakdown: string[] = [];
  for (const months of [12, 24]) {
    const range = presetRange(months, today);
    const baselineStatement = sql`select coalesce(sum(base_amount_cents), 0) as total from payments
      where status = 'completed' and base_currency = ${BASE}
        and payment_date >= ${range.from}::date and payment_date <= ${range.to}::date`;
    const baseline = await timed(() => database.db.execute(baselineStatement));
    const baselineServer = await serverTime(database, baselineStatement);
    console.log(
      `${pad(`baseline: revenue sum, ${months} months`, 34)}${pad(fmt(baseline.median), 12)}${pad(fmt(baseline.worst), 12)}${pad(fmt(baselineServer.ms), 12)}`,
    );
    const label = `analytics tab, ${months} months`;
    try {
      const tab = await timed(async () =>
        shapeAnalytics(await readAnalyticsRows(database.db, range, BASE), range, BASE),
      );
      const tabServer = await serverTime(database, analyticsStatement(range, BASE));
      const over = tab.median > BUDGET_MS;
      if (over) ok = false;
      console.log(
        `${pad(label, 34)}${pad(fmt(tab.median), 12)}${pad(fmt(tab.worst), 12)}${pad(fmt(tabServer.ms), 12)}${pad((tab.median / baseline.median).toFixed(2), 12)}${over ? "OVER BUDGET" : "ok"}`,
      );
      breakdown.push(`${label}, ms by part (EXPLAIN ANALYZE, inclusive): ${tabServer.parts}`);
    } catch (error) {
      // The app's statement timeout ends a statement that runs away: that is a result too.
      ok = false;
      console.log(`${pad(label, 34)}FAILED: ${(error as { cause?: Error }).cause?.message ?? String(error)}`);
    }
  }
  for (const line of breakdown) console.log(line);
  if (process.env.BENCH_PLAN === "1") {
    const range = presetRange(24, today);
    const plan = (await database.db.execute(
      sql`explain (analyze, buffers) ${analyticsStatement(range, BASE)}`,
    )) as unknown as { rows: { "QUERY PLAN": string }[] };
    console.log("\nplan of the 24-month statement:");
    for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);
  }
} finally {
  await loader.end();
  await dispose();
}
process.exitCode = ok ? 0 : 1;
