import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

const run = promisify(execFile);

/**
 * The whole database in one file, uploaded files included (they live in it): pg_dump's custom format.
 * PostgreSQL keeps serving meanwhile; the dump is one consistent snapshot.
 */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await run("pg_dump", [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}

/** Restores a `backupPostgres` file into `url`, which must be an empty database: a restore never mixes with live data. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if ((rows[0]?.n ?? 0) > 0) throw new RestoreRefused(`${redacted(url)} is not empty`);
  } finally {
    await client.end();
  }
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${url}`, file]);
}

/** The embedded database's folder in one file (a gzipped tar). The server must be stopped: PGlite has one writer. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir)) throw new RestoreRefused(`there is no embedded database in ${dataDir}`);
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const dump = await pglite.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** Restores a `backupPglite` file into `dataDir`, which must not hold a database yet. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreRefused(`${dataDir} already holds a database`);
  }
  const dump = new Blob([await readFile(file)]);
  const pglite = await PGlite.create({ dataDir, loadDataDir: dump, extensions: { pg_trgm } });
  await pglite.close();
}

/** A restore that would overwrite or mix with data: refused before anything is written. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/** A connection URL without its password, for messages. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
