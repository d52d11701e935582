import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { lockInTransaction } from "./locks";

const SMALL_POOL = {
  DATABASE_POOL_SIZE: "3",
  // Room for a slow machine; a pool that deadlocks waits past any of these.
  DATABASE_POOL_TIMEOUT_MS: "15000",
  ADMIN_EMAIL: "owner@pool.test",
  ADMIN_PASSWORD: "first-admin-password",
};

describe("a burst of anonymous admin-setup requests on a small pool", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: SMALL_POOL });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers every request and leaves the health check answering", async () => {
    // More requests than connections: a lock held outside the transaction deadlocked the pool here.
    const burst = Promise.all(
      Array.from({ length: 30 }, () => t.app.inject({ method: "POST", url: "/api/admin-seed" })),
    );
    const healthDuring = t.app.inject("/api/health");
    const otherRouteDuring = t.app.inject("/api/admin-seed");
    const answers = await burst;
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().status)).toContain("created");
    expect((await healthDuring).statusCode).toBe(200);
    expect((await otherRouteDuring).statusCode).toBe(200);
    expect((await t.app.inject("/api/health")).statusCode).toBe(200);
  });

  it("answers a burst after setup from another address without queueing the rest of the API behind it", async () => {
    const burst = Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({ method: "POST", url: "/api/admin-seed", remoteAddress: "127.0.0.9" }),
      ),
    );
    const healthDuring = t.app.inject("/api/health");
    const answers = await burst;
    expect(answers.map((a) => a.json().status)).toEqual(Array(30).fill("exists"));
    expect((await healthDuring).statusCode).toBe(200);
  });
});

describe("lockInTransaction", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ["a number", 727_099],
    ["a string", "ABC123"],
  ])("keyed by %s, lets one transaction in at a time until it commits", async (_what, key) => {
    const events: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstHolds = () => {};
    const holding = new Promise<void>((resolve) => {
      firstHolds = resolve;
    });
    const first = t.database.db.transaction(async (tx) => {
      await lockInTransaction(tx, key);
      events.push("first locked");
      firstHolds();
      await gate;
      events.push("first done");
    });
    await holding;
    const second = t.database.db.transaction(async (tx) => {
      await lockInTransaction(tx, key);
      events.push("second locked");
    });
    // On PostgreSQL, wait until the second transaction waits for the lock (PGlite runs whole
    // transactions one at a time, so there it is queued behind the first already).
    while (t.database.kind === "postgres") {
      const waiting = await t.database.db.execute(
        sql`select 1 from pg_locks where locktype = 'advisory' and not granted`,
      );
      if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
    }
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(["first locked", "first done", "second locked"]);
  });
});

// The pool's own limits: PostgreSQL only (PGlite is one in-process connection).
describe.runIf(process.env.TEST_DATABASE_URL)("the PostgreSQL pool", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        DATABASE_POOL_SIZE: "1",
        // Also bounds opening a connection: below ~2 s a loaded machine misses it and the test says nothing.
        DATABASE_POOL_TIMEOUT_MS: "2500",
        // Also ends an idle transaction: longer than the held one below waits (two checkouts).
        DATABASE_STATEMENT_TIMEOUT_MS: "8000",
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS", async () => {
    const error = await t.database.db.execute(sql`select pg_sleep(30)`).then(
      () => null,
      (e: Error & { cause?: { code?: string } }) => e,
    );
    expect(error?.cause?.code ?? (error as { code?: string } | null)?.code).toBe("57014");
  });

  it("fails a query that cannot get a connection within DATABASE_POOL_TIMEOUT_MS instead of queueing forever", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    try {
      const error = await t.database.db.execute(sql`select 1`).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      expect(error?.cause?.message ?? error?.message).toBe("timeout exceeded when trying to connect");
      // With the pool exhausted, the health check says so instead of hanging.
      expect((await t.app.inject("/api/health")).statusCode).toBe(503);
    } finally {
      release();
      await holder;
    }
    expect((await t.app.inject("/api/health")).statusCode).toBe(200);
  });
});
