import { once } from "node:events";
import { count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { clients } from "../db/schema/clients";
import { idempotencyKeys } from "../db/schema/idempotency-keys";
import { trips } from "../db/schema/trips";
import { insertVerifiedUser } from "../db/seed/seed-users";
import { type ServerProcess, startServerProcess } from "../test/server-process";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, testConfig } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";

const KEYS = 48;
/** How many answers the first server gives before it is killed: the rest are in flight or never sent. */
const ANSWERED_BEFORE_KILL = 12;
const IN_FLIGHT = 6;

describe.runIf(process.env.TEST_DATABASE_URL)("Idempotency-Key across kill -9", () => {
  let owned: TestDatabase;
  let second: Database | undefined;
  let app: TestApp | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await app?.close();
    await second?.close();
    await owned?.close();
  });

  it("answers every retry after the crash with the committed answer, or creates once", async () => {
    owned = await createTestDatabase();
    const db = owned.database.db;
    const email = `crash-agent-${Date.now()}@test.itinera`;
    await insertVerifiedUser(db, { email, name: "Crash agent", role: "agent", password: TEST_PASSWORD });
    const [client] = await db.insert(clients).values({ name: "Crash client" }).returning({ id: clients.id });
    const body = (i: number) => ({
      title: `Crash ${i}`,
      clientId: client!.id,
      startDate: "2026-05-01",
      endDate: "2026-05-09",
    });
    const key = (i: number) => `crash-${i}`;

    // The real server (server/main.ts, run by tsx as `npm run dev` does: no build), on the test's database.
    server = await startServerProcess({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: owned.url as string,
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: testConfig().authSecret,
      WEB_DIST: "./no-web-in-api-tests",
      DEMO: "0",
    });
    const { child, base } = server;
    const origin = TEST_ORIGIN;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // Load: IN_FLIGHT requests at a time; after ANSWERED_BEFORE_KILL answers the process is killed outright.
    const firstAnswers = new Map<number, { status: number; body: unknown }>();
    const killed = once(child, "exit");
    let next = 0;
    const worker = async () => {
      while (next < KEYS && child.exitCode === null) {
        const i = next++;
        const res = await fetch(`${base}/api/trips`, {
          method: "POST",
          headers: { origin, cookie, "content-type": "application/json", "idempotency-key": key(i) },
          body: JSON.stringify(body(i)),
        }).catch(() => null);
        if (!res) return;
        firstAnswers.set(i, { status: res.status, body: await res.json().catch(() => null) });
        if (firstAnswers.size === ANSWERED_BEFORE_KILL) child.kill("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killed;
    expect(firstAnswers.size).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
    expect(firstAnswers.size).toBeLessThan(KEYS);

    // A minute later, the dead process's leases have passed (it renewed none of them).
    await db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(isNull(idempotencyKeys.statusCode));

    second = await openDatabase({ databaseUrl: owned.url as string });
    app = await createTestApp({ database: second });
    const session = await app.signInAs("agent", email);
    for (let i = 0; i < KEYS; i++) {
      const retry = await app.app.inject({
        method: "POST",
        url: "/api/trips",
        headers: { cookie: session.cookie, origin: session.origin, "idempotency-key": key(i) },
        payload: body(i),
      });
      expect(retry.statusCode, `retry of ${key(i)}: ${retry.body}`).toBe(201);
      const first = firstAnswers.get(i);
      if (first?.status === 201) {
        expect(retry.headers["idempotent-replayed"]).toBe("true");
        expect(retry.json()).toEqual(first.body);
      }
      const [made] = await db
        .select({ n: count() })
        .from(trips)
        .where(eq(trips.title, body(i).title));
      expect(made?.n, `trips made for ${key(i)}`).toBe(1);
    }
  }, 180_000);
});
