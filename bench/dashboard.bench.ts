/**
 * The staff dashboard on 1 000 000 bookings, 1 000 000 invoices and ~2 000 000 payments, on PostgreSQL. Budget
 * (DESIGN.md): each aggregate ≤ 150 ms. Measures, through the real app (`app.inject`, signed in as an agent who
 * owns a twentieth of the trips and records):
 *   - GET /api/dashboard/overview (the cards and the Overview tab), GET /api/dashboard/alerts?scope=mine and
 *     ?scope=all (SPEC's alerts and the deadline cockpit): median and p95 of the request, the statement's own
 *     time by EXPLAIN ANALYZE, and how many statements each request sends (one besides the session check);
 *   - the page's total: the overview and the agent's alerts, the two requests the dashboard makes;
 *   - the baseline, measured the same way in the same run: GET /api/clients/:id, a primary-key read.
 *
 *   npm run bench:dashboard
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:dashboard
 *   BENCH_SCALE=0.01             a hundredth of the rows, to try a change quickly
 *   BENCH_KEEP_DATABASE=1        keep the database for EXPLAIN by hand
 *
 * Creates the database itinera_bench_dashboard on that server (dropping a leftover one) and drops it at the end.
 * The rows come from SQL (bench/lib/dashboard-data.ts) with triggers off; client_stats_rebuild() and
 * dashboard_summaries_rebuild() then fill in what the triggers keep. Exits non-zero when a query is over budget.
 */

import pg from "pg";
import { buildApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { signInBenchAgent } from "./lib/bench-agent";
import { benchConfig, benchServerUrl } from "./lib/bench-database";
import { dashboardDataSize, loadDashboardData } from "./lib/dashboard-data";
import { percentile } from "./lib/percentile";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const BUDGET_MS = 150;
const WARMUP = 5;
const REPEAT = 30;
const EXPLAINED = 5;
const NAME = "itinera_bench_dashboard";

// Every statement the app sends while `capturing` is set, as pg receives it: counted, and replayed under EXPLAIN.
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

const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const admin = new pg.Client({ connectionString: benchServerUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
const url = new URL(benchServerUrl);
url.pathname = `/${NAME}`;
const databaseUrl = url.toString();
const database = await openDatabase({ databaseUrl });
const loader = new pg.Client({ connectionString: databaseUrl });
loader.on("error", () => undefined);

let failed = false;
let closeApp: (() => Promise<void>) | null = null;
try {
  await migrateDatabase(database);
  await loader.connect();
  const size = dashboardDataSize(SCALE);
  const counts = await loadDashboardData(loader, size, (line) => console.log(line));
  console.log(
    Object.entries(counts)
      .map(([what, n]) => `${n} ${what}`)
      .join(", "),
  );

  const config = benchConfig(databaseUrl);
  const { app } = await buildApp({ config, database, logger: false });
  closeApp = () => app.close();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const cookie = await signInBenchAgent(database, `http://127.0.0.1:${address.port}`, config.publicUrl);
  // The signed-in agent takes over the first generated agent's trips and records: "mine" is a twentieth.
  await loader.query(`
    WITH me AS (SELECT id FROM "user" WHERE email = 'agent@bench.itinera'),
      first AS (SELECT id FROM "user" WHERE email = 'agent1@dashboard.bench')
    UPDATE trips SET owner_id = (SELECT id FROM me) WHERE owner_id = (SELECT id FROM first)`);
  await loader.query(`
    UPDATE invoices SET created_by = (SELECT id FROM "user" WHERE email = 'agent@bench.itinera')
    WHERE created_by = (SELECT id FROM "user" WHERE email = 'agent1@dashboard.bench')`);
  await loader.query(`
    UPDATE requests SET assignee_id = (SELECT id FROM "user" WHERE email = 'agent@bench.itinera')
    WHERE assignee_id = (SELECT id FROM "user" WHERE email = 'agent1@dashboard.bench')`);
  await loader.query("ANALYZE trips; ANALYZE invoices; ANALYZE requests");
  const { rows } = await loader.query<{ id: string }>(
    "SELECT id FROM clients ORDER BY md5(id::text) LIMIT 100",
  );

  const request = async (path: string) => {
    const res = await app.inject({ method: "GET", url: path, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };

  /** `reads` picks the statement that reads the figures (or the client) out of the request's statements. */
  type Measured = { label: string; path: (i: number) => string; dashboard: boolean; reads: RegExp };
  const measured: Measured[] = [
    {
      label: "baseline GET /api/clients/:id",
      path: (i) => `/api/clients/${rows[i % rows.length]!.id}`,
      dashboard: false,
      reads: /from "?clients"?/i,
    },
    {
      label: "GET /api/dashboard/overview",
      path: () => "/api/dashboard/overview",
      dashboard: true,
      reads: /dashboard_/,
    },
    {
      label: "GET /api/dashboard/alerts?scope=mine",
      path: () => "/api/dashboard/alerts?scope=mine",
      dashboard: true,
      reads: /dashboard_/,
    },
    {
      label: "GET /api/dashboard/alerts?scope=all",
      path: () => "/api/dashboard/alerts?scope=all",
      dashboard: true,
      reads: /dashboard_/,
    },
  ];

  const explainer = new pg.Client({ connectionString: databaseUrl });
  // Dropping the database at the end ends this connection too.
  explainer.on("error", () => undefined);
  await explainer.connect();
  await explainer.query("SET jit = off");
  const results = new Map<string, { median: number; p95: number; sql: number; statements: number }>();
  for (const m of measured) {
    for (let i = 0; i < WARMUP; i++) await request(m.path(i));
    const times: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const t0 = performance.now();
      await request(m.path(i));
      times.push(performance.now() - t0);
    }
    // One request's statements: how many, and the time of the one that reads the figures.
    capturing = [];
    await request(m.path(0));
    const statements = capturing;
    capturing = null;
    const main = statements.filter((statement) => m.reads.test(statement.text)).at(-1);
    if (!main) throw new Error(`${m.label}: no statement matches ${m.reads}`);
    const sqlTimes: number[] = [];
    for (let i = 0; i < EXPLAINED; i++) {
      const { rows: plan } = await explainer.query(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${main.text}`,
        main.values,
      );
      const [top] = plan[0]["QUERY PLAN"] as { "Execution Time": number; "Planning Time": number }[];
      sqlTimes.push(top!["Execution Time"] + top!["Planning Time"]);
    }
    const sorted = [...times].sort((a, b) => a - b);
    results.set(m.label, {
      median: median(times),
      p95: percentile(sorted, 95),
      sql: median(sqlTimes),
      statements: statements.length,
    });
  }
  await explainer.end();

  const baseline = results.get(measured[0]!.label)!;
  console.log(
    `\n${"".padEnd(40)} ${"median".padStart(10)} ${"p95".padStart(10)} ${"SQL".padStart(10)}  statements  × baseline`,
  );
  for (const m of measured) {
    const r = results.get(m.label)!;
    const over = m.dashboard && r.sql > BUDGET_MS;
    if (over) failed = true;
    console.log(
      `${m.label.padEnd(40)} ${fmt(r.median)} ${fmt(r.p95)} ${fmt(r.sql)}  ${String(r.statements).padStart(10)}  ${(r.median / baseline.median).toFixed(1).padStart(9)}${over ? `  OVER ${BUDGET_MS} ms` : ""}`,
    );
  }
  const overview = results.get("GET /api/dashboard/overview")!;
  const mine = results.get("GET /api/dashboard/alerts?scope=mine")!;
  console.log(
    `\npage total (overview + the agent's alerts): ${fmt(overview.median + mine.median)} median, SQL ${fmt(overview.sql + mine.sql)}`,
  );
  console.log(`budget: each dashboard statement ≤ ${BUDGET_MS} ms of SQL${failed ? " — FAILED" : " — met"}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await closeApp?.().catch(() => undefined);
  await loader.end().catch(() => undefined);
  await database.close();
  if (process.env.BENCH_KEEP_DATABASE === "1")
    console.log(`kept database ${NAME}; drop it by hand afterwards`);
  else await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.end();
}
if (failed) process.exitCode = 1;
