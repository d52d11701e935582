import { count, eq, sql } from "drizzle-orm";
import Fastify, { type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "#domain/errors";
import type { AppContext } from "../context";
import { users } from "../db/schema/auth";
import { idempotencyKeys } from "../db/schema/idempotency-keys";
import { trips } from "../db/schema/trips";
import { chatRoutes } from "../features/chat/chat.routes";
import { usersRoutes } from "../features/users/users.routes";
import { withCommitHook } from "../kernel/commit-hooks";
import { createKernel } from "../kernel/mutate";
import { withCastApp } from "../test/cast-app";
import { TEST_PASSWORD } from "../test/test-app";
import { makeTrip } from "../test/trip-fixtures";
import { currentUser } from "./access-policy";
import { registerErrorHandler } from "./error-handler";
import { featureRoutes } from "./feature-routes";
import { IDEMPOTENCY_LEASE_MS, registerIdempotency, sweepIdempotencyKeys } from "./idempotency";

const { t, cast, call } = withCastApp();
let counter = 0;

function tripBody(title: string) {
  return { title, clientId: cast.clientA.clientId, startDate: "2026-05-01", endDate: "2026-05-09" };
}

async function tripsTitled(title: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(trips).where(eq(trips.title, title));
  return row?.n ?? 0;
}

const newKey = () => `key-${Date.now()}-${++counter}`;

describe("Idempotency-Key on creates", () => {
  it("answers a retry with the first answer, creating one record", async () => {
    const key = newKey();
    const first = await call(cast.agent, "POST", "/api/trips", tripBody("Retried"), {
      "idempotency-key": key,
    });
    const retry = await call(cast.agent, "POST", "/api/trips", tripBody("Retried"), {
      "idempotency-key": key,
    });
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(retry.json()).toEqual(first.json());
    expect(await tripsTitled("Retried")).toBe(1);
  });

  it("creates again without a key, and keeps each caller's keys apart", async () => {
    await call(cast.agent, "POST", "/api/trips", tripBody("Keyless"));
    await call(cast.agent, "POST", "/api/trips", tripBody("Keyless"));
    expect(await tripsTitled("Keyless")).toBe(2);
    const key = newKey();
    await call(cast.agent, "POST", "/api/trips", tripBody("Two callers"), { "idempotency-key": key });
    const other = await call(cast.admin, "POST", "/api/trips", tripBody("Two callers"), {
      "idempotency-key": key,
    });
    expect(other.headers["idempotent-replayed"]).toBeUndefined();
    expect(await tripsTitled("Two callers")).toBe(2);
  });

  it("refuses the same key with another body or on another route", async () => {
    const key = newKey();
    await call(cast.agent, "POST", "/api/trips", tripBody("First body"), { "idempotency-key": key });
    const changed = await call(cast.agent, "POST", "/api/trips", tripBody("Second body"), {
      "idempotency-key": key,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toContain("already used for a different request");
    const elsewhere = await call(
      cast.agent,
      "POST",
      "/api/passengers",
      { firstName: "Ana", surname: "Key", passportNumber: "IK123456", documentExpiry: "2031-01-01" },
      { "idempotency-key": key },
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(await tripsTitled("Second body")).toBe(0);
  });

  it("lets concurrent duplicates create once: one 201, the others 409 or the same answer replayed", async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(cast.agent, "POST", "/api/trips", tripBody("Concurrent"), { "idempotency-key": key }),
      ),
    );
    const original = answers.filter((r) => r.statusCode === 201 && !r.headers["idempotent-replayed"]);
    expect(original).toHaveLength(1);
    for (const res of answers) {
      if (res.statusCode === 409) expect(res.json().error.message).toContain("still being processed");
      else expect(res.json()).toEqual(original[0]!.json());
    }
    expect(await tripsTitled("Concurrent")).toBe(1);
  });

  it("keeps no 4xx: the key is free again for the corrected request", async () => {
    const key = newKey();
    const bad = await call(
      cast.agent,
      "POST",
      "/api/trips",
      { ...tripBody("Fixed"), endDate: "2020-01-01" },
      {
        "idempotency-key": key,
      },
    );
    expect(bad.statusCode).toBe(400);
    const fixed = await call(cast.agent, "POST", "/api/trips", tripBody("Fixed"), { "idempotency-key": key });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("forgets keys after 24 hours, and the sweep deletes them", async () => {
    const key = newKey();
    await call(cast.agent, "POST", "/api/trips", tripBody("Yesterday"), { "idempotency-key": key });
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const again = await call(cast.agent, "POST", "/api/trips", tripBody("Yesterday"), {
      "idempotency-key": key,
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await tripsTitled("Yesterday")).toBe(2);

    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    expect(await sweepIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(left).toEqual([]);
  });

  it("is described on every create in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(doc.paths["/api/trips"]?.post?.description).toContain("Idempotency-Key");
    expect(doc.paths["/api/trips"]?.get?.description ?? "").not.toContain("Idempotency-Key");
  });

  it("refuses a malformed key, naming the header", async () => {
    const res = await call(cast.agent, "POST", "/api/trips", tripBody("Bad key"), {
      "idempotency-key": "x".repeat(256),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].path).toBe("headers.idempotency-key");
    expect(await tripsTitled("Bad key")).toBe(0);
  });

  it("releases the key when the request fails on the server, so the retry runs", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.decorateRequest("user", null);
    registerIdempotency(app, t.database.db);
    let calls = 0;
    app.post("/api/flaky", async (_request, reply) => {
      calls += 1;
      if (calls === 1) throw new Error("database went away");
      if (calls === 2) throw new AppError("INTERNAL", "still down");
      return reply.code(201).send({ calls });
    });
    await app.ready();
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/flaky",
        payload: { a: 1 },
        headers: { "idempotency-key": "flaky" },
      });
    expect((await send()).statusCode).toBe(500);
    expect((await send()).statusCode).toBe(500);
    const ok = await send();
    expect(ok.statusCode).toBe(201);
    const replay = await send();
    expect(replay.json()).toEqual({ calls: 3 });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(calls).toBe(3);
    await app.close();
  });
});

/** The claim row of a key, as a retry finds it. */
async function claimOf(key: string) {
  const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

/** Leaves `key`'s claim as a process killed before its write committed does: in progress, lease passed, nothing written. */
async function leaveCrashedClaim(key: string, title: string, leaseSql = sql`now() - interval '1 second'`) {
  // A real request makes the claim (its request hash is the server's own), then the crash undoes the rest.
  await call(cast.agent, "POST", "/api/trips", tripBody(title), { "idempotency-key": key });
  await t.database.db.delete(trips).where(eq(trips.title, title));
  await t.database.db
    .update(idempotencyKeys)
    .set({
      statusCode: null,
      responseBody: null,
      contentType: null,
      committed: false,
      holder: "dead-process",
      leaseUntil: leaseSql,
    })
    .where(eq(idempotencyKeys.key, key));
}

describe("Idempotency-Key after a crash", () => {
  it("lets a retry take over a claim whose lease passed, writing once", async () => {
    const key = newKey();
    await leaveCrashedClaim(key, "Taken over");
    const retry = await call(cast.agent, "POST", "/api/trips", tripBody("Taken over"), {
      "idempotency-key": key,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    const again = await call(cast.agent, "POST", "/api/trips", tripBody("Taken over"), {
      "idempotency-key": key,
    });
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(retry.json());
    expect(await tripsTitled("Taken over")).toBe(1);
  });

  it("gives a dead process's claim to one of many concurrent retries", async () => {
    const key = newKey();
    await leaveCrashedClaim(key, "Concurrent takeover");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(cast.agent, "POST", "/api/trips", tripBody("Concurrent takeover"), { "idempotency-key": key }),
      ),
    );
    const original = answers.filter((r) => r.statusCode === 201 && !r.headers["idempotent-replayed"]);
    expect(original).toHaveLength(1);
    for (const res of answers) {
      if (res.statusCode === 409) expect(res.json().error.message).toContain("still being processed");
      else expect(res.json()).toEqual(original[0]!.json());
    }
    expect(await tripsTitled("Concurrent takeover")).toBe(1);
  });

  it("keeps a live claim within its lease: the duplicate still gets 409", async () => {
    const key = newKey();
    await leaveCrashedClaim(key, "Still running", sql`now() + interval '1 minute'`);
    const duplicate = await call(cast.agent, "POST", "/api/trips", tripBody("Still running"), {
      "idempotency-key": key,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toContain("still being processed");
    expect(await tripsTitled("Still running")).toBe(0);
  });

  it("stores a create's answer in its transaction: a crash before the answer leaves still replays it", async () => {
    const crash = await crashableApp();
    const key = newKey();
    const first = crash.sendAndDie("/api/crash/create", "Answered in its transaction", key);
    await crash.died;
    // The process is gone before its onSend: what the retry finds was written with the trip.
    const row = await claimOf(key);
    expect(row?.committed).toBe(true);
    expect(row?.statusCode).toBe(201);
    const stored = JSON.parse(row?.responseBody ?? "{}") as { id: string; title: string };
    expect(stored.title).toBe("Answered in its transaction");

    await crash.leaseRunsOut(key);
    const retry = await crash.send("/api/crash/create", "Answered in its transaction", key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(retry.json()).toEqual(stored);
    expect(await tripsTitled("Answered in its transaction")).toBe(1);
    void first;
    await crash.app.close();
  });

  it("stores no answer and no record when the create's transaction fails after the use case", async () => {
    const crash = await crashableApp();
    const key = newKey();
    const failed = await crash.send("/api/crash/create-then-fail", "Rolled back", key);
    expect(failed.statusCode).toBe(500);
    expect(await tripsTitled("Rolled back")).toBe(0);
    expect(await claimOf(key)).toBeUndefined();
    await crash.app.close();
  });

  it("stores a converted hand-written route's answer in its transaction (POST /api/users)", async () => {
    const crash = await crashableApp();
    const key = newKey();
    const payload = { email: `crash-${counter}@test.itinera`, password: TEST_PASSWORD, role: "agent" };
    void crash.postAndDie("/api/users", payload, key);
    await crash.died;
    const row = await claimOf(key);
    expect(row?.statusCode).toBe(201);
    await crash.leaseRunsOut(key);
    const retry = await crash.post("/api/users", payload, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toMatchObject({ email: payload.email });
    const made = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, payload.email));
    expect(made[0]?.n).toBe(1);
    await crash.app.close();
  });

  it("stores a chat message's answer in its transaction: the retry after a crash replays it, one message", async () => {
    const crash = await crashableApp();
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const key = newKey();
    const url = `/api/chats/trip/${tripId}/messages`;
    const payload = { message: `Your tickets are issued ${key}` };
    void crash.postAndDie(url, payload, key);
    await crash.died;
    expect((await claimOf(key))?.statusCode).toBe(201);
    await crash.leaseRunsOut(key);
    const retry = await crash.post(url, payload, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toMatchObject({ message: payload.message });
    const page = await crash.app.inject({ method: "GET", url });
    expect(
      page.json<{ items: { message: string }[] }>().items.filter((m) => m.message === payload.message),
    ).toHaveLength(1);
    await crash.app.close();
  });

  it("keeps a live slow request's claim past its first lease: it renews it", async () => {
    const crash = await crashableApp();
    const key = newKey();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const slow = crash.send("/api/crash/slow", "Slow but alive", key);
      const request = await crash.slowStarted;
      // Its first lease has passed, but the process is alive: its next renewal is due.
      await crash.leaseRunsOut(key);
      vi.advanceTimersByTime(IDEMPOTENCY_LEASE_MS / 3);
      await request.idempotencyClaim?.renewed;
      const duplicate = await crash.send("/api/crash/slow", "Slow but alive", key);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.message).toContain("still being processed");
      crash.finishSlow();
      expect((await slow).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
    expect(await tripsTitled("Slow but alive")).toBe(1);
    await crash.app.close();
  });

  it("marks a hand-written route's claim done with its write: the retry after a crash writes nothing", async () => {
    const crash = await crashableApp();
    const key = newKey();
    void crash.sendAndDie("/api/crash/hand-written", "Hand-written", key);
    await crash.died;
    await crash.leaseRunsOut(key);
    const retry = await crash.send("/api/crash/hand-written", "Hand-written", key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.message).toContain("was completed, but its answer was lost");
    expect(await tripsTitled("Hand-written")).toBe(1);
    await crash.app.close();
  });
});

/**
 * A small app with the idempotency plugin and three POSTs writing a trip through the kernel: a feature-routes
 * create, the same failing after its use case, and a hand-written one. `sendAndDie` sends a request whose
 * process "dies" after the write committed and before anything else: its answer never leaves and its timers stop.
 */
async function crashableApp() {
  const db = t.database.db;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest("user", null);
  // An admin, so the real users routes below accept it too.
  const admin = { id: cast.admin.userId, email: "admin@test.itinera", name: "Admin", role: "admin" as const };
  app.addHook("onRequest", async (request) => {
    request.user = admin;
  });
  let dying = false;
  let died!: () => void;
  const state = { died: new Promise<void>((resolve) => (died = resolve)) };
  // Before the idempotency plugin's onSend, so it runs first: a dying request never gets past it.
  app.addHook("onSend", (request: FastifyRequest, _reply, payload, done) => {
    if (!dying) return done(null, payload);
    dying = false;
    if (request.idempotencyClaim) clearInterval(request.idempotencyClaim.renewal);
    died();
  });
  registerIdempotency(app, db);
  // After the plugin's hook, inside its scope: a hook run last in the transaction fails after the use case.
  app.addHook("preHandler", (request, _reply, done) => {
    if (!request.url.endsWith("/create-then-fail")) return done();
    withCommitHook(
      async () => {
        throw new Error("failed after the use case");
      },
      () => done(),
    );
  });
  const kernel = createKernel(db);
  const routes = featureRoutes(app, { kernel } as AppContext, { tags: ["test"] });
  const body = z.object({ title: z.string() });
  const response = z.object({ id: z.string(), title: z.string() });
  const insertTrip = (tx: Parameters<Parameters<typeof kernel.mutate>[1]>[0]["tx"], title: string) =>
    tx
      .insert(trips)
      .values({ title, clientId: cast.clientA.clientId, startDate: "2026-05-01", endDate: "2026-05-09" })
      .returning({ id: trips.id, title: trips.title })
      .then((rows) => rows[0]!);
  routes.create("/api/crash/create", { access: "staff", summary: "A create", body, response }, (c, request) =>
    insertTrip(c.tx, request.body.title),
  );
  routes.create(
    "/api/crash/create-then-fail",
    { access: "staff", summary: "x", body, response },
    (c, request) => insertTrip(c.tx, request.body.title),
  );
  app.post("/api/crash/hand-written", { schema: { body } }, async (request, reply) => {
    const trip = await kernel.mutate(currentUser(request), (c) => insertTrip(c.tx, request.body.title));
    return reply.code(201).send(trip);
  });
  // A slow request: it waits for `finishSlow` once it holds its claim.
  let slowRequest!: (request: FastifyRequest) => void;
  const slowStarted = new Promise<FastifyRequest>((resolve) => (slowRequest = resolve));
  let finishSlow!: () => void;
  const slowMayFinish = new Promise<void>((resolve) => (finishSlow = resolve));
  app.post("/api/crash/slow", { schema: { body } }, async (request, reply) => {
    slowRequest(request);
    await slowMayFinish;
    const trip = await kernel.mutate(currentUser(request), (c) => insertTrip(c.tx, request.body.title));
    return reply.code(201).send(trip);
  });
  // Hand-written routes converted to store their answers with their writes.
  await app.register(usersRoutes, { ctx: t.ctx });
  await app.register(chatRoutes, { ctx: t.ctx });
  await app.ready();
  const post = (url: string, payload: object, key: string) =>
    app.inject({ method: "POST", url, payload, headers: { "idempotency-key": key } });
  const send = (url: string, title: string, key: string) => post(url, { title }, key);
  return {
    app,
    died: state.died,
    send,
    post,
    slowStarted,
    finishSlow,
    sendAndDie: (url: string, title: string, key: string) => {
      dying = true;
      return send(url, title, key);
    },
    postAndDie: (url: string, payload: object, key: string) => {
      dying = true;
      return post(url, payload, key);
    },
    /** A minute later: the dead process renewed nothing. */
    leaseRunsOut: (key: string) =>
      db
        .update(idempotencyKeys)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(idempotencyKeys.key, key)),
  };
}
