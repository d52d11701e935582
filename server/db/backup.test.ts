import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_PASSWORD, demoAccounts } from "#domain/demo/demo-accounts";
import { rows } from "../kernel/rows";
import { withDatabase } from "../test/global-setup";
import { passengerBody } from "../test/passenger-body";
import { createTestApp, TEST_ORIGIN } from "../test/test-app";
import { createSeededTestDatabase, type TestDatabase } from "../test/test-database";
import { backupPglite, backupPostgres, RestoreRefused, restorePglite, restorePostgres } from "./backup";
import { createPglite, type Database, openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDemo } from "./seed/seed-demo";

/** Every table's row count and a hash of its rows, and every sequence's position: what a restore must give back. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    // The name comes from pg_tables, quoted by format('%I'): safe to put in the text.
    const [row] = await rows<{ n: number; h: string }>(
      database.db,
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${name} t`,
      ),
    );
    prints[name] = `${row?.n} rows, ${row?.h}`;
  }
  const sequences = await rows<{ name: string; last: string | null }>(
    database.db,
    sql`select format('%I.%I', schemaname, sequencename) as name, last_value::text as last from pg_sequences`,
  );
  for (const { name, last } of sequences) prints[`sequence ${name}`] = last ?? "unused";
  return prints;
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "itinera-backup-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the embedded database's backup", () => {
  it("restores every row into a new folder, and refuses a folder that already holds a database", async () => {
    const source = join(folder, "source");
    const pglite = await createPglite(source);
    const database = await openDatabase({ pglite });
    await migrateDatabase(database);
    const t = await createTestApp({ database });
    const agent = await t.signInAs("agent");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/passengers",
      headers: { cookie: agent.cookie, origin: agent.origin },
      payload: passengerBody(),
    });
    expect(created.statusCode).toBe(201);
    const before = await fingerprint(database);
    await t.close();
    await pglite.close();

    const file = join(folder, "embedded.tar.gz");
    await backupPglite(source, file);
    const target = join(folder, "target");
    await restorePglite(target, file);
    const restored = await createPglite(target);
    try {
      expect(await fingerprint(await openDatabase({ pglite: restored }))).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(before["public.passengers"]).toMatch(/^1 rows/);
    await expect(restorePglite(target, file)).rejects.toThrow(RestoreRefused);
    await expect(backupPglite(join(folder, "nothing-here"), file)).rejects.toThrow(RestoreRefused);
  }, 60_000);
});

// pg_dump and pg_restore against the machine's PostgreSQL: the PostgreSQL pass.
describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL backup", () => {
  let demo: TestDatabase;
  beforeAll(async () => {
    demo = await createSeededTestDatabase("demo:UTC", async (database) => {
      await seedDemo(database, { timeZone: "UTC" });
    });
  }, 180_000);
  afterAll(async () => {
    await demo?.close();
  });

  it("restores the demo agency into an empty database: every row, file and number sequence, and the app runs on it", async () => {
    const file = join(folder, "demo.dump");
    await backupPostgres(demo.url as string, file);
    expect(existsSync(file)).toBe(true);

    // An empty database of the run's prefix: the global teardown drops it.
    const postgres = inject("postgresTemplate");
    if (!postgres) throw new Error("the PostgreSQL pass provides a template");
    const name = `${postgres.prefix}_restored`;
    const admin = new pg.Client({ connectionString: postgres.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = withDatabase(postgres.serverUrl, name);
    await restorePostgres(url, file);

    const restored = await openDatabase({ databaseUrl: url });
    const t = await createTestApp({ database: restored });
    try {
      expect(await fingerprint(restored)).toEqual(await fingerprint(demo.database));
      // The app starts on it, and the demo admin signs in and sees the agency's invoices.
      const admin = demoAccounts.find((account) => account.role === "admin");
      const signIn = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        payload: { email: admin?.email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const invoices = await t.app.inject({
        method: "GET",
        url: "/api/invoices",
        headers: { cookie, origin: TEST_ORIGIN },
      });
      expect(invoices.statusCode).toBe(200);
      expect(invoices.json<{ total: number }>().total).toBeGreaterThan(100);
      // A second restore into the same, no longer empty, database is refused before it writes anything.
      await expect(restorePostgres(url, file)).rejects.toThrow(RestoreRefused);
    } finally {
      await t.close();
      await restored.close();
    }
  }, 180_000);
});
