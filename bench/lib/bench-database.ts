/** A throwaway database for one bench run, on the PostgreSQL server the bench is pointed at, and the app's config for it. */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Config, loadConfig } from "../../server/config";
import { type Database, openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";

export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface BenchDatabase {
  name: string;
  url: string;
  database: Database;
  /** Closes the database and drops it, unless BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN ANALYZE. */
  dispose(): Promise<void>;
}

/** Creates a database with a random name on the bench server, migrated and open. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `itinera_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(benchServerUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const dispose = async () => {
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE === "1")
      console.log(`kept database ${name}; drop it by hand afterwards`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await migrateDatabase(database);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { name, url: url.toString(), database, dispose };
}

/** The app's configuration for a bench: quiet, no demo data, no web build. */
export function benchConfig(databaseUrl: string): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://127.0.0.1:3000",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    DATABASE_URL: databaseUrl,
    WEB_DIST: "./no-web-in-bench",
    DEMO: "0",
  });
}
