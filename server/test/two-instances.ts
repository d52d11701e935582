import { afterAll, beforeAll } from "vitest";
import { openDatabase } from "../db/client";
import { createTestApp, type TestApp } from "./test-app";
import { createTestDatabase } from "./test-database";

export interface TwoInstances {
  /** Filled in before the tests run. */
  a: TestApp;
  /** Listens on a port (for sockets); filled in before the tests run. */
  b: TestApp;
}

/**
 * Registers the hooks of the file it is called in: two instances of the app on one fresh database, as in
 * production. On PostgreSQL the second has its own pool and LISTEN connection; on PGlite both share one
 * engine, whose NOTIFY reaches both.
 */
export function withTwoInstances(): TwoInstances {
  const two = {} as TwoInstances;
  let owned: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    owned = await createTestDatabase();
    two.a = await createTestApp({ database: owned.database });
    const second = owned.url ? await openDatabase({ databaseUrl: owned.url }) : owned.database;
    two.b = await createTestApp({ database: second });
    await two.b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await two.a.close();
    await two.b.close();
    if (two.b.database !== owned.database) await two.b.database.close();
    await owned.close();
  });
  return two;
}
