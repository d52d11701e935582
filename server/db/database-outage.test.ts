import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { type OwnPostgres, startOwnPostgres } from "../test/own-postgres";
import { passengerBody } from "../test/passenger-body";
import { createTestApp, staffViewer, type TestApp } from "../test/test-app";
import { type Database, openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { passengers } from "./schema/passengers";

const OUTAGE_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await sleep(100);
  }
}

// #33: PostgreSQL stops for 10 s under load and starts again. It needs a cluster it may stop, so it starts
// its own (initdb in a temporary folder); it runs in the PostgreSQL pass, where the machine has PostgreSQL.
describe.runIf(process.env.TEST_DATABASE_URL)("the database going away for 10 s under load", () => {
  let cluster: OwnPostgres;
  let database: Database;
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    cluster = await startOwnPostgres();
    database = await openDatabase({ databaseUrl: cluster.url });
    await migrateDatabase(database);
    t = await createTestApp({ database });
  }, 60_000);
  afterAll(async () => {
    if (!closed) {
      await t?.close();
      await database?.close();
    }
    await cluster?.destroy();
  });

  it("answers 503 with Retry-After meanwhile, recovers without a restart, hears NOTIFY again and loses no acknowledged write", async () => {
    const staff = await t.signInAs("agent");
    const headers = { cookie: staff.cookie, origin: staff.origin };
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    let running = true;
    // Writers and a reader, as agents at work; each write answered 201 must survive.
    const writer = async () => {
      while (running) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/passengers",
          headers,
          payload: passengerBody(),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 201) acknowledged.push(res.json<{ id: string }>().id);
        else await sleep(50);
      }
    };
    const reader = async () => {
      while (running) {
        const res = await t.app.inject({ method: "GET", url: "/api/passengers?pageSize=5", headers });
        statuses.push(res.statusCode);
        if (res.statusCode !== 200) await sleep(50);
      }
    };
    const load = [writer(), writer(), reader()];
    await until(async () => acknowledged.length >= 5, 10_000);

    await cluster.stop();
    const stoppedAt = Date.now();
    const list = await t.app.inject({ method: "GET", url: "/api/passengers", headers });
    expect(list.statusCode).toBe(503);
    expect(list.headers["retry-after"]).toBe("5");
    expect(list.json()).toEqual({
      error: {
        code: "UNAVAILABLE",
        message: "The database cannot be reached right now. Please try again in a moment.",
      },
    });
    // The session cannot be read either: a 503, never the 401 that would send the agent to sign-in.
    const session = await t.app.inject({ method: "GET", url: "/api/auth/get-session", headers });
    expect(session.statusCode).toBe(503);
    expect(session.headers["retry-after"]).toBe("5");
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe("5");
    const ackedBeforeRestart = acknowledged.length;
    await sleep(OUTAGE_MS - (Date.now() - stoppedAt));
    // Nothing was acknowledged while the database was away.
    expect(acknowledged.length).toBe(ackedBeforeRestart);
    await cluster.start();

    // Back without a restart: the same app answers again.
    await until(async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/passengers?pageSize=5", headers });
      return res.statusCode === 200;
    }, 20_000);
    await until(async () => acknowledged.length > ackedBeforeRestart, 10_000);

    // LISTEN resumed: a write after the restart reaches a socket's listener.
    const heard: RealtimeEvent[] = [];
    const off = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => heard.push(event) });
    try {
      await until(async () => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/passengers",
          headers,
          payload: passengerBody(),
        });
        if (res.statusCode === 201) acknowledged.push(res.json<{ id: string }>().id);
        await sleep(200);
        return heard.some((event) => event.topic === "passengers");
      }, 20_000);
    } finally {
      off();
    }

    running = false;
    await Promise.all(load);
    // Every failure was the 503 of a database away, never a 500.
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    const stored = await database.db
      .select({ id: passengers.id })
      .from(passengers)
      .where(inArray(passengers.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);

    // Every connection went back to its pool: one a failed BEGIN kept would leave pool.end() waiting for ever.
    closed = true;
    await t.close();
    const ended = database.close().then(() => "ended");
    expect(await Promise.race([ended, sleep(10_000).then(() => "still waiting for a connection")])).toBe(
      "ended",
    );
  }, 90_000);
});
