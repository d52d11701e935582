import type { Config } from "../config";
import { type Database, openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDemo } from "./seed/seed-demo";

/** Opens the configured database, applies migrations, and loads demo data on the first run of a demo. */
export async function openAppDatabase(config: Config): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    pool: config.databasePool,
  });
  await migrateDatabase(database);
  const seeded = config.demo
    ? await seedDemo(database, { timeZone: config.agencyTimeZone, filesDir: config.filesDir })
    : false;
  return { database, seeded };
}
