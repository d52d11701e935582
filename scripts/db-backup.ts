import { loadConfig } from "../server/config";
import { backupPglite, backupPostgres } from "../server/db/backup";

// npm run db:backup -- <file>: the configured database, files included, into one file (README, "Backup and restore").
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:backup -- <file>");
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
else await backupPglite(`${config.dataDir}/pglite`, file);
console.log(`Backed up the ${config.databaseUrl ? "PostgreSQL" : "embedded"} database to ${file}.`);
