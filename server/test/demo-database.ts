import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client";
import { seedDemo } from "../db/seed/seed-demo";
import { createSeededTestDatabase, createTestDatabase } from "./test-database";

// The whole demo seed, every feature's, on a busy machine: more than the default hook timeout.
const DEMO_SEED_TIMEOUT_MS = 180_000;

export interface DemoDatabase {
  /** Filled in before the tests run: the file holds it as a constant. */
  database: Database;
  /** The folder the seed wrote its files to, when `tempFilesDir` asked for one. */
  filesDir: string | undefined;
}

/**
 * Registers the hooks of the file (or describe) it is called in: a fresh database holding the whole demo
 * seed before the tests, closed after them. The agency's zone is UTC unless given; `tempFilesDir` seeds
 * files too, into a temporary folder of that prefix, removed after. Without files, the seed of a zone runs
 * once per worker and each file gets its own copy of it.
 */
export function withDemoDatabase(seed: { timeZone?: string; tempFilesDir?: string } = {}): DemoDatabase {
  const demo: DemoDatabase = { database: {} as Database, filesDir: undefined };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (seed.tempFilesDir) demo.filesDir = await mkdtemp(join(tmpdir(), seed.tempFilesDir));
    const timeZone = seed.timeZone ?? "UTC";
    const filesDir = demo.filesDir;
    // Files live in the file's own folder, so a seed that writes them is never shared.
    const fresh = filesDir
      ? await createTestDatabase().then(async (created) => {
          await seedDemo(created.database, { timeZone, filesDir });
          return created;
        })
      : await createSeededTestDatabase(`demo:${timeZone}`, async (database) => {
          await seedDemo(database, { timeZone });
        });
    close = fresh.close;
    Object.assign(demo.database, fresh.database);
  }, DEMO_SEED_TIMEOUT_MS);
  afterAll(async () => {
    await close?.();
    if (demo.filesDir) await rm(demo.filesDir, { recursive: true, force: true });
  });
  return demo;
}
