import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set when TEST_DATABASE_URL is: a migrated template database each test file clones. */
    postgresTemplate: { serverUrl: string; template: string; prefix: string } | null;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** On PostgreSQL, migrates one template database per run; every test file gets a fresh clone, all dropped at the end. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("postgresTemplate", null);
    return;
  }
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

export { withDatabase };
