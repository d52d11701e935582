import { loadConfig } from "../server/config";
import { RestoreRefused, restorePglite, restorePostgres } from "../server/db/backup";

// npm run db:restore -- <file>: a db:backup file into the configured database, which must be empty.
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- <file>");
  process.exit(2);
}
const config = loadConfig();
try {
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, file);
  else await restorePglite(`${config.dataDir}/pglite`, file);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Nothing restored: ${error.message}. Restore into a new, empty database (or DATA_DIR).`);
  process.exit(1);
}
console.log(`Restored ${file}. Start the server: it applies any newer migrations.`);
