import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#domain/demo/demo-accounts";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { attemptCounters } from "../db/schema/accounts";
import { sessions } from "../db/schema/auth";
import { insertVerifiedUser } from "../db/seed/seed-users";
import { createTestApp, TEST_ORIGIN, type TestApp, testConfig } from "../test/test-app";
import { createTestDatabase } from "../test/test-database";
import type { RequestLimits } from "./access-policy";

// Lowered ceilings, so a burst past them takes tens of requests rather than thousands.
const MINUTE_MS = 60_000;
const AUTH_LIMIT = 20;
const DEFAULT_LIMIT = 10;
const USER_LIMIT = 30;
const limits: RequestLimits = {
  publicByUrl: { "/api/auth/*": { max: AUTH_LIMIT, timeWindow: MINUTE_MS } },
  publicDefault: { max: DEFAULT_LIMIT, timeWindow: MINUTE_MS },
  signedIn: { max: USER_LIMIT, timeWindow: MINUTE_MS },
};

let owned: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
// Two instances on one database; on PostgreSQL the second has its own connection pool.
let a: App["app"];
let b: App["app"];
let secondDatabase: Database;

beforeAll(async () => {
  owned = await createTestDatabase();
  t = await createTestApp({ database: owned.database });
  secondDatabase = owned.url ? await openDatabase({ databaseUrl: owned.url }) : owned.database;
  const instance = (database: Database) =>
    buildApp({ config: testConfig(), database, logger: false, requestLimits: limits }).then(
      (built) => built.app,
    );
  a = await instance(owned.database);
  b = await instance(secondDatabase);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (secondDatabase && secondDatabase !== owned.database) await secondDatabase.close();
  await t?.close();
  await owned?.close();
});

let userCounter = 0;

/**
 * A new agent with a session as better-auth stores and signs it (session.test.ts holds the cookie to
 * better-auth's own); the test signs in through the app only where it matters, 60 scrypt checks are slow.
 */
async function signedInAgent(): Promise<string> {
  const n = ++userCounter;
  const userId = await insertVerifiedUser(t.database.db, {
    email: `limit-agent-${n}@test.itinera`,
    name: `Agent ${n}`,
    role: "agent",
    password: DEMO_PASSWORD,
  });
  const token = randomBytes(24).toString("base64url");
  await t.database.db.insert(sessions).values({ token, userId, expiresAt: new Date(Date.now() + 3_600_000) });
  const signature = createHmac("sha256", t.ctx.config.authSecret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** An agent signed in through better-auth itself, from an address of its own (sign-in counts per address too). */
async function agentSignedInThroughApp(): Promise<string> {
  const n = ++userCounter;
  const email = `limit-agent-${n}@test.itinera`;
  await insertVerifiedUser(t.database.db, {
    email,
    name: `Agent ${n}`,
    role: "agent",
    password: DEMO_PASSWORD,
  });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: `10.200.0.${n % 250}`,
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

function get(app: App["app"], url: string, remoteAddress: string, cookie?: string) {
  return app.inject({ method: "GET", url, remoteAddress, headers: cookie ? { cookie } : {} });
}

function statuses(app: App["app"], url: string, count: number, remoteAddress: string, cookie?: string) {
  return Promise.all(
    Array.from({ length: count }, () => get(app, url, remoteAddress, cookie).then((r) => r.statusCode)),
  );
}

function expectTooMany(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe("TOO_MANY_REQUESTS");
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe("request limits", () => {
  it("lets 60 signed-in agents behind one office address load pages well past the anonymous ceiling", async () => {
    const office = "198.51.100.10";
    const agents = await Promise.all(Array.from({ length: 60 }, () => signedInAgent()));
    // Two page loads each, alternating instances: the session, two lists, and the app's metadata.
    const pageLoad = (cookie: string, i: number) => {
      const app = i % 2 === 0 ? a : b;
      return Promise.all(
        ["/api/auth/get-session", "/api/clients", "/api/trips", "/api/meta"].map((url) =>
          get(app, url, office, cookie).then((r) => `${url} ${r.statusCode}`),
        ),
      );
    };
    const answers: string[] = [];
    for (let load = 0; load < 2; load++) {
      answers.push(...(await Promise.all(agents.map((cookie, i) => pageLoad(cookie, i + load)))).flat());
    }
    // 120 session reads and 120 metadata reads from one address: far past 20 and 10.
    expect(answers.filter((s) => !s.endsWith(" 200"))).toEqual([]);
    expect(answers).toHaveLength(60 * 2 * 4);
  }, 120_000);

  it("holds one anonymous address to its ceiling, forged session cookies included, with Retry-After", async () => {
    const from = "198.51.100.20";
    const forged = "better-auth.session_token=not-a-session.c2lnbmF0dXJl";
    const first = await statuses(a, "/api/auth/get-session", AUTH_LIMIT / 2, from);
    const withForged = await statuses(a, "/api/auth/get-session", AUTH_LIMIT / 2, from, forged);
    expect([...first, ...withForged]).toEqual(Array(AUTH_LIMIT).fill(200));
    expectTooMany(await get(a, "/api/auth/get-session", from));
    expectTooMany(await get(a, "/api/auth/get-session", from, forged));
    // The default ceiling of other public routes, counted per route.
    expect(await statuses(a, "/api/meta", DEFAULT_LIMIT, from)).toEqual(Array(DEFAULT_LIMIT).fill(200));
    expectTooMany(await get(a, "/api/meta", from));
    expect((await get(a, "/api/meta", "198.51.100.21")).statusCode).toBe(200);
  });

  it("shares one address's count between two instances on one database", async () => {
    const from = "198.51.100.30";
    const half = AUTH_LIMIT / 2;
    expect(await statuses(a, "/api/auth/get-session", half, from)).toEqual(Array(half).fill(200));
    expect(await statuses(b, "/api/auth/get-session", half, from)).toEqual(Array(half).fill(200));
    expectTooMany(await get(b, "/api/auth/get-session", from));
    expectTooMany(await get(a, "/api/auth/get-session", from));
  });

  it("limits a signed-in user per user across instances, never the others at their address", async () => {
    const office = "198.51.100.40";
    const [busy, colleague] = [await agentSignedInThroughApp(), await signedInAgent()];
    const half = USER_LIMIT / 2;
    expect(await statuses(a, "/api/auth/get-session", half, office, busy)).toEqual(Array(half).fill(200));
    expect(await statuses(b, "/api/auth/get-session", half, office, busy)).toEqual(Array(half).fill(200));
    expectTooMany(await get(a, "/api/auth/get-session", office, busy));
    // The colleague and an anonymous visitor at the same address still get through.
    expect((await get(a, "/api/auth/get-session", office, colleague)).statusCode).toBe(200);
    expect((await get(b, "/api/auth/get-session", office)).statusCode).toBe(200);
  });

  it("sweeps expired windows when a new one starts, so the counters table stays small", async () => {
    const stale = "rate:ip:192.0.2.50|GET /api/meta";
    await t.database.db
      .insert(attemptCounters)
      .values({ key: stale, count: 99, windowEndsAt: new Date(Date.now() - 1000) });
    expect((await get(a, "/api/meta", "198.51.100.50")).statusCode).toBe(200);
    const left = await t.database.db.select().from(attemptCounters).where(eq(attemptCounters.key, stale));
    expect(left).toEqual([]);
    const counted = await t.database.db
      .select({ count: attemptCounters.count })
      .from(attemptCounters)
      .where(eq(attemptCounters.key, "rate:ip:198.51.100.50|GET /api/meta"));
    expect(counted).toEqual([{ count: 1 }]);
  });
});

// A closed pool fails every query; a closed embedded database is not a database gone away.
describe.runIf(process.env.TEST_DATABASE_URL)("request limits with the database away", () => {
  it("let the health check answer its own 503, not the counter's error", async () => {
    const away = await createTestDatabase();
    const built = await buildApp({ config: testConfig(), database: away.database, logger: false });
    try {
      expect((await built.app.inject("/api/health")).statusCode).toBe(200);
      await away.database.close();
      const res = await built.app.inject("/api/health");
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: "UNAVAILABLE" } });
    } finally {
      await built.app.close().catch(() => undefined);
    }
  });
});
