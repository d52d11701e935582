import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set when TEST_DATABASE_URL is: a migrated template database each test file clones. */
    postgresTemplate: { serverUrl: string; template: string; prefix: string } | null;
    /** Set otherwise: a migrated PGlite data directory, dumped once, each test file loads (no initdb, no migrations). */
    pgliteSnapshot: string | null;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Migrates once per run: a PGlite snapshot, or on PostgreSQL a template database; every test file gets a fresh copy. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("postgresTemplate", null);
    return snapshotPglite(project);
  }
  project.provide("pgliteSnapshot", null);
  const prefix = `itinera_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, template) });
  await migrateDatabase(database);
  await database.close();
  project.provide("postgresTemplate", { serverUrl, template, prefix });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${prefix}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    }
    await admin.end();
  };
}

// initdb and the migrations cost ~2.5 s per PGlite; loading a dump ~0.5 s (measured on the 2-core machine).
async function snapshotPglite(project: TestProject) {
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), "itinera-pglite-"));
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export { withDatabase };
