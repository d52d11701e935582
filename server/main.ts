import { DEMO_PASSWORD, demoAccounts } from "#domain/demo/demo-accounts";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openAppDatabase } from "./db/open";
import { movedFilesLine } from "./files/disk-files";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const { database, seeded, movedFiles } = await openAppDatabase(config);
  const { app, jobs } = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  jobs.start();

  const where = database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
  app.log.info(
    `Itinera is ready on ${config.publicUrl} (${where}) in ${Math.round(performance.now() - startedAt)} ms`,
  );
  const moved = movedFilesLine(movedFiles);
  if (moved) app.log.info(moved);
  if (seeded) app.log.info("Demo data loaded.");
  if (config.demo) {
    const list = demoAccounts.map((a) => `${a.role}: ${a.email}`).join(", ");
    app.log.info(`Demo sign-in — ${list} — password: ${DEMO_PASSWORD}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error("Itinera could not start:", err);
  }
  process.exit(1);
});
