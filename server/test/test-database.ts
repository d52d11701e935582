import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, createPgliteFrom, type Database, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import type { PoolOptions } from "../db/pool-options";
import { withDatabase } from "./global-setup";

/** A fresh, migrated database for one test file: a PostgreSQL clone when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function createTestDatabase(pool?: PoolOptions): Promise<{
  database: Database;
  url?: string;
  close(): Promise<void>;
}> {
  const postgres = inject("postgresTemplate");
  if (postgres) {
    const name = `${postgres.prefix}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgres.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
    await admin.end();
    const url = withDatabase(postgres.serverUrl, name);
    const database = await openDatabase({ databaseUrl: url, pool });
    return { database, url, close: () => database.close() };
  }
  const pglite = await freshPglite();
  const database = await openDatabase({ pglite });
  return {
    database,
    close: async () => {
      await pglite.close();
    },
  };
}

let snapshot: Promise<Blob> | undefined;

/** A migrated PGlite: from the run's snapshot when the global setup made one, else migrated here. */
async function freshPglite() {
  const file = inject("pgliteSnapshot");
  if (file) {
    snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
    return createPgliteFrom(await snapshot);
  }
  const pglite = await createPglite();
  await migrateDatabase(await openDatabase({ pglite }));
  return pglite;
}
