import { count, eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "#domain/errors";
import { idempotencyKeys } from "../db/schema/idempotency-keys";
import { trips } from "../db/schema/trips";
import { withCastApp } from "../test/cast-app";
import { registerErrorHandler } from "./error-handler";
import { registerIdempotency, sweepIdempotencyKeys } from "./idempotency";

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
