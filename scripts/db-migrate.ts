import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";

// Applies pending migrations to the configured database (the server also does this at start).
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
