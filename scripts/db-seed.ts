import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedDemo } from "../server/db/seed/seed-demo";

// Loads the demo data into an empty database; a database with users is left alone.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await migrateDatabase(database);
const seeded = await seedDemo(database, { timeZone: config.agencyTimeZone, images: true });
await database.close();
console.log(seeded ? "Demo data loaded." : "The database already has users: nothing loaded.");
