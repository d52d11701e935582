import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, createPgliteFrom, type Database, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import type { PoolOptions } from "../db/pool-options";
import { withDatabase } from "./global-setup";

export interface TestDatabase {
  database: Database;
  url?: string;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file: a PostgreSQL clone when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function createTestDatabase(pool?: PoolOptions): Promise<TestDatabase> {
  const postgres = inject("postgresTemplate");
  if (postgres) return clonePostgres(postgres.template, pool);
  return openPgliteCopy(await freshPglite());
}

/**
 * A fresh database holding what `seed` writes, for one test file. The seed runs once per worker and `key`
 * (test files of a worker share its modules): later files get a copy of its result, which costs a second or
 * two where the demo seed costs over ten. `seed` must depend on nothing but `key`.
 */
export async function createSeededTestDatabase(
  key: string,
  seed: (database: Database) => Promise<void>,
): Promise<TestDatabase> {
  let source = seededSources.get(key);
  if (!source) {
    source = seedSource(seed);
    seededSources.set(key, source);
    // A failed seed fails the file that ran it, and the next file tries again.
    source.catch(() => seededSources.delete(key));
  }
  const { template, dump } = await source;
  if (template) return clonePostgres(template);
  return openPgliteCopy(await createPgliteFrom(dump as Blob));
}

type SeededSource = { template: string; dump?: undefined } | { template?: undefined; dump: Blob };
const seededSources = new Map<string, Promise<SeededSource>>();

async function seedSource(seed: (database: Database) => Promise<void>): Promise<SeededSource> {
  const postgres = inject("postgresTemplate");
  if (postgres) {
    // Seeded once into a database of the run's prefix (the global teardown drops it), then used as a template.
    const seeded = await clonePostgres(postgres.template);
    await seed(seeded.database);
    await seeded.close();
    return { template: new URL(seeded.url as string).pathname.slice(1) };
  }
  const pglite = await freshPglite();
  try {
    await seed(await openDatabase({ pglite }));
    return { dump: await pglite.dumpDataDir("none") };
  } finally {
    await pglite.close();
  }
}

async function clonePostgres(template: string, pool?: PoolOptions): Promise<TestDatabase> {
  const postgres = inject("postgresTemplate");
  if (!postgres) throw new Error("clonePostgres needs TEST_DATABASE_URL");
  const name = `${postgres.prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgres.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(template)}`);
  await admin.end();
  const url = withDatabase(postgres.serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, pool });
  return { database, url, close: () => database.close() };
}

async function openPgliteCopy(pglite: PGlite): Promise<TestDatabase> {
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
