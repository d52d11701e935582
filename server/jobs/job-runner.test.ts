import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { idempotencyKeys } from "../db/schema/idempotency-keys";
import { jobRuns } from "../db/schema/jobs";
import { createTestApp, type TestApp } from "../test/test-app";
import { createTestDatabase } from "../test/test-database";
import type { Job } from "./job-runner";

const PERIOD_MS = 60_000;
const T0 = new Date("2031-05-01T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

/** Each instance runs its own copy of a job; the log says which instance ran it and when. */
function countingJob(name: string, instance: string, log: string[], fail?: () => boolean): Job {
  return {
    name,
    everyMs: PERIOD_MS,
    run: async (now) => {
      log.push(`${instance}@${now.toISOString()}`);
      if (fail?.()) throw new Error("the job broke");
    },
  };
}

describe("background jobs: once per period across instances", () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  // On PostgreSQL the second instance has its own pool, as a second server process would; PGlite has one connection.
  let second: Database;
  const opened: TestApp[] = [];

  /** Two app instances on one database, each running its own copy of the given job. */
  async function twoInstances(job: (instance: string) => Job): Promise<[TestApp, TestApp]> {
    const a = await createTestApp({ database: shared.database, jobs: () => [job("a")] });
    const b = await createTestApp({ database: second, jobs: () => [job("b")] });
    opened.push(a, b);
    return [a, b];
  }

  const lastRun = async (name: string) =>
    (await shared.database.db.select().from(jobRuns).where(eq(jobRuns.name, name)))[0];

  beforeAll(async () => {
    shared = await createTestDatabase();
    second = shared.url ? await openDatabase({ databaseUrl: shared.url }) : shared.database;
  });

  afterAll(async () => {
    for (const app of opened) await app.close();
    if (second && second !== shared?.database) await second.close();
    await shared?.close();
  });

  it("runs a due job once when two instances tick at the same moment", async () => {
    const runs: string[] = [];
    const [a, b] = await twoInstances((instance) => countingJob("test.together", instance, runs));
    const [fromA, fromB] = await Promise.all([a.jobs.tick(T0), b.jobs.tick(T0)]);
    expect(runs).toHaveLength(1);
    const outcomes = [fromA["test.together"], fromB["test.together"]];
    // The other instance either lost the lock or saw the run already recorded.
    expect(outcomes.filter((o) => o === "ran")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "busy" || o === "not-due")).toHaveLength(1);
    const row = await lastRun("test.together");
    expect(row).toMatchObject({ lastStartedAt: T0, lastError: null });
    expect(row?.lastFinishedAt).not.toBeNull();
  });

  it("runs a due job once when both instances tick many times at once", async () => {
    const runs: string[] = [];
    const [a, b] = await twoInstances((instance) => countingJob("test.crowd", instance, runs));
    const ticks = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).jobs.tick(T0));
    const outcomes = (await Promise.all(ticks)).map((o) => o["test.crowd"]);
    expect(runs).toHaveLength(1);
    expect(outcomes.filter((o) => o === "ran")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "ran" && o !== "busy" && o !== "not-due")).toEqual([]);
  });

  it("does nothing on a tick within the period, and runs again once the period has passed", async () => {
    const runs: string[] = [];
    const [a, b] = await twoInstances((instance) => countingJob("test.period", instance, runs));
    expect((await a.jobs.tick(T0))["test.period"]).toBe("ran");
    expect((await b.jobs.tick(at(PERIOD_MS - 1)))["test.period"]).toBe("not-due");
    expect((await a.jobs.tick(at(PERIOD_MS - 1)))["test.period"]).toBe("not-due");
    expect(runs).toEqual([`a@${T0.toISOString()}`]);
    expect((await b.jobs.tick(at(PERIOD_MS)))["test.period"]).toBe("ran");
    expect(runs).toEqual([`a@${T0.toISOString()}`, `b@${at(PERIOD_MS).toISOString()}`]);
  });

  it("logs a failing job, records its error and runs it again next period, not sooner", async () => {
    const runs: string[] = [];
    let broken = true;
    const [a, b] = await twoInstances((instance) =>
      countingJob("test.failing", instance, runs, () => broken),
    );
    const logged = vi.spyOn(a.app.log, "error");
    try {
      expect((await a.jobs.tick(T0))["test.failing"]).toBe("failed");
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          job: "test.failing",
          err: expect.objectContaining({ message: "the job broke" }),
        }),
        expect.stringContaining("background job failed"),
      );
    } finally {
      logged.mockRestore();
    }
    expect((await lastRun("test.failing"))?.lastError).toBe("the job broke");

    broken = false;
    expect((await b.jobs.tick(at(1000)))["test.failing"]).toBe("not-due");
    expect((await b.jobs.tick(at(PERIOD_MS)))["test.failing"]).toBe("ran");
    expect(runs).toHaveLength(2);
    expect((await lastRun("test.failing"))?.lastError).toBeNull();
  });

  it("stops its timer when the app closes, so apps built and closed by tests leave none behind", async () => {
    const t = await createTestApp({ database: shared.database, jobs: () => [] });
    const set = vi.spyOn(globalThis, "setInterval");
    const clear = vi.spyOn(globalThis, "clearInterval");
    try {
      t.jobs.start();
      const timer = set.mock.results[0]?.value;
      expect(timer).toBeDefined();
      await t.close();
      expect(clear).toHaveBeenCalledWith(timer);
    } finally {
      set.mockRestore();
      clear.mockRestore();
    }
  });
});

describe("the registry's jobs", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it("run through the app's runner and do their feature's work", async () => {
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.database.db.insert(idempotencyKeys).values({
      owner: "user:jobs-test",
      key: "old",
      request: "POST /api/trips",
      requestHash: "x",
      createdAt: old,
    });
    expect(await t.jobs.tick()).toEqual({
      "trip-offers.expire-due": "ran",
      "idempotency-keys.sweep": "ran",
      "invoices.mark-overdue": "ran",
      "notifications.chat-unread": "ran",
      "notifications.time-limits": "ran",
      "notifications.passports": "ran",
      "notifications.daily-digest": "ran",
    });
    const left = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.owner, "user:jobs-test"));
    expect(left).toEqual([]);
  });
});
