import { execFile } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process";

const run = promisify(execFile);

/** A PostgreSQL cluster of a test's own, in a temporary folder: one it may stop and start again. */
export interface OwnPostgres {
  /** The `postgres` database of the cluster (trust auth, user postgres). */
  url: string;
  /** Stops the server at once (fast shutdown: open connections are cut, as in a crash or failover). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/** Runs a PostgreSQL binary; as root it runs as the postgres user, since initdb and postgres refuse root. */
async function pgBinary(bindir: string, name: string, args: string[]): Promise<void> {
  const command = join(bindir, name);
  if (process.getuid?.() === 0) await run("runuser", ["-u", "postgres", "--", command, ...args]);
  else await run(command, args);
}

/** initdb in a temporary folder and start the cluster on a free port of 127.0.0.1. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const { stdout } = await run("pg_config", ["--bindir"]);
  const bindir = stdout.trim();
  const folder = await mkdtemp(join(tmpdir(), "itinera-own-pg-"));
  // The postgres user owns the cluster's files when the test runs as root.
  await chmod(folder, 0o777);
  const data = join(folder, "data");
  const port = await freePort();
  await pgBinary(bindir, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    pgBinary(bindir, "pg_ctl", ["-D", data, "-o", options, "-w", "-l", join(folder, "log"), "start"]);
  const stop = () => pgBinary(bindir, "pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await stop();
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    destroy: async () => {
      if (running) await stop().catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}
