import { count } from "drizzle-orm";
import type { Config } from "../config";
import { moveDiskFiles } from "../files/disk-files";
import { type Database, openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { users } from "./schema/auth";

/**
 * Opens the configured database, applies migrations, moves files an earlier version left in FILES_DIR into it
 * (answering how many), and loads demo data on the first run of a demo.
 */
export async function openAppDatabase(
  config: Config,
): Promise<{ database: Database; seeded: boolean; movedFiles: number }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    pool: config.databasePool,
  });
  await migrateDatabase(database);
  const movedFiles = await moveDiskFiles(database.db, config.filesDir);
  const seeded = config.demo && (await hasNoUsers(database)) ? await seedOnce(database, config) : false;
  return { database, seeded, movedFiles };
}

async function hasNoUsers(database: Database): Promise<boolean> {
  const [existing] = await database.db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) === 0;
}

// Loaded only for a first demo start: the seed and faker cost every later start ~0.3 s to import.
async function seedOnce(database: Database, config: Config): Promise<boolean> {
  const { seedDemo } = await import("./seed/seed-demo");
  // seedDemo looks again under its lock: two instances starting together seed once.
  return seedDemo(database, { timeZone: config.agencyTimeZone, images: true });
}
