import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

export const MIGRATIONS_LOCK = 727_001;

export function migrationsFolder(): string {
  // The bundled server sets this: its code no longer sits next to the migrations.
  return process.env.ITINERA_MIGRATIONS_DIR ?? fileURLToPath(new URL("./migrations", import.meta.url));
}

/** Applies every pending migration; safe when several instances start together. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withStartupLock(MIGRATIONS_LOCK, async (db) => {
    const config = { migrationsFolder: migrationsFolder() };
    if (database.kind === "pglite") {
      await migratePglite(db as never, config);
    } else {
      await migratePg(db as never, config);
    }
  });
}
