import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from "#domain/users/user-status";
import { attemptCounters } from "../db/schema/accounts";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from "../test/test-app";
import { signInKeys } from "./sign-in-guard";

let t: TestApp;
let counter = 0;
let sources = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const newAddress = (what: string) => `${what}-${++counter}-${Date.now()}@guard.test`;
// Each test guesses from its own addresses, so the per-address counts never carry over.
const sourceAddress = () => `10.1.0.${++sources}`;

async function signInFrom(remoteAddress: string, email: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
}

async function registered(): Promise<string> {
  const email = newAddress("owner");
  await t.signInAs("client", email);
  return email;
}

/** A sign-in over a real socket bound to `localAddress` (all of 127.0.0.0/8 is loopback on Linux). */
function signInOverSocket(
  port: number,
  localAddress: string,
  body: { email: string; password: string },
): Promise<{ status: number; body: { error?: { code: string; message: string } } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers: {
          origin: TEST_ORIGIN,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("sign-in throttling per (account, address) and per address", () => {
  it("blocks the guessing address only: the owner still signs in from another one (real sockets)", async () => {
    const email = await registered();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const attacker = "127.0.0.2";
    const owner = "127.0.0.3";

    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await signInOverSocket(port, attacker, { email, password: "a-wrong-guess" })).status).toBe(401);
    }
    const blocked = await signInOverSocket(port, attacker, { email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts, try again in 15 minutes.",
    });

    expect((await signInOverSocket(port, owner, { email, password: TEST_PASSWORD })).status).toBe(200);
    // The owner's success elsewhere does not lift the block on the guessing address.
    expect((await signInOverSocket(port, attacker, { email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it("lets at most five of 50 parallel wrong guesses reach the password check", async () => {
    const email = await registered();
    const from = sourceAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signInFrom(from, email, `parallel-guess-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - SIGN_IN_MAX_FAILURES);
    expect((await signInFrom(sourceAddress(), email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("limits one address across many accounts, known or not", async () => {
    const from = sourceAddress();
    const guesses = await Promise.all(
      Array.from({ length: SIGN_IN_MAX_FAILURES_PER_ADDRESS }, (_, i) =>
        signInFrom(from, `sprayed-${i}-${Date.now()}@guard.test`, "Summer2027!"),
      ),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual(Array(SIGN_IN_MAX_FAILURES_PER_ADDRESS).fill(401));

    const email = await registered();
    const refused = await signInFrom(from, email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect((await signInFrom(sourceAddress(), email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("keeps counting an address's failures when it signs in to its own account in between", async () => {
    const own = await registered();
    const from = sourceAddress();
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await signInFrom(from, newAddress("target"), "a-guess")).statusCode).toBe(401);
      if (i % 5 === 0) expect((await signInFrom(from, own, TEST_PASSWORD)).statusCode).toBe(200);
    }
    expect((await signInFrom(from, newAddress("target"), "a-guess")).statusCode).toBe(429);
  });

  it("refuses even the right password from a blocked pair until the window passes, then starts again", async () => {
    const email = await registered();
    const from = sourceAddress();
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await signInFrom(from, email, "a-wrong-guess")).statusCode).toBe(401);
    }
    expect((await signInFrom(from, email.toUpperCase(), TEST_PASSWORD)).statusCode).toBe(429);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60 * 1000 });
    expect((await signInFrom(from, email, TEST_PASSWORD)).json().error.message).toMatch(
      /try again in [56] minutes/,
    );
    vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS);
    expect((await signInFrom(from, email, TEST_PASSWORD)).statusCode).toBe(200);
    // A success forgets the pair's count.
    const pair = signInKeys(email, from).pair;
    expect(await t.database.db.select().from(attemptCounters).where(eq(attemptCounters.key, pair))).toEqual(
      [],
    );
  });

  it("counts two-factor code attempts against the address like passwords", async () => {
    const from = sourceAddress();
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        remoteAddress: from,
        headers: { origin: TEST_ORIGIN },
        payload: { code: "123456" },
      });
      expect(res.statusCode).toBe(401);
    }
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/verify-backup-code",
      remoteAddress: from,
      headers: { origin: TEST_ORIGIN },
      payload: { code: "abcde-fghij" },
    });
    expect(refused.statusCode).toBe(429);
    expect((await signInFrom(from, await registered(), TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("does not count input that never reached a check", async () => {
    const from = sourceAddress();
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS + 5; i++) {
      expect((await signInFrom(from, "not-an-email", "whatever")).statusCode).toBe(400);
    }
    expect((await signInFrom(from, await registered(), TEST_PASSWORD)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(attemptCounters)
      .where(like(attemptCounters.key, `%ip:${from}`));
    expect(rows.every((row) => row.count === 0)).toBe(true);
  });

  it("sweeps expired counters when a new window starts, so the table stays small", async () => {
    const stale = "sign-in:ip:192.0.2.1";
    await t.database.db
      .insert(attemptCounters)
      .values({ key: stale, count: 9, windowEndsAt: new Date(Date.now() - 1000) });
    expect((await signInFrom(sourceAddress(), newAddress("nobody"), "a-guess")).statusCode).toBe(401);
    expect(await t.database.db.select().from(attemptCounters).where(eq(attemptCounters.key, stale))).toEqual(
      [],
    );
  });
});
