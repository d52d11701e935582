import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client";
import { seedDemo } from "../db/seed/seed-demo";
import { createSeededTestDatabase, createTestDatabase } from "./test-database";

// The whole demo seed, every feature's, on a busy machine: more than the default hook timeout.
const DEMO_SEED_TIMEOUT_MS = 180_000;

export interface DemoDatabase {
  /** Filled in before the tests run: the file holds it as a constant. */
  database: Database;
}

/**
 * Registers the hooks of the file (or describe) it is called in: a fresh database holding the whole demo
 * seed before the tests, closed after them. The agency's zone is UTC unless given; `images` draws the
 * packages' card pictures too. Without them, the seed of a zone runs once per worker and each file gets its
 * own copy of it.
 */
export function withDemoDatabase(seed: { timeZone?: string; images?: boolean } = {}): DemoDatabase {
  const demo: DemoDatabase = { database: {} as Database };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const timeZone = seed.timeZone ?? "UTC";
    // A seed with pictures is the one file's that asks for it: never shared.
    const fresh = seed.images
      ? await createTestDatabase().then(async (created) => {
          await seedDemo(created.database, { timeZone, images: true });
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
  });
  return demo;
}
