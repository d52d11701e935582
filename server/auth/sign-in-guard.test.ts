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

// Over real sockets from two loopback addresses: sign-in-sources.test.ts.
describe("sign-in throttling per (account, address) and per address", () => {
  it("lets at most five of 50 parallel wrong guesses reach the password check", async () => {
    const email = await registered();
    const from = sourceAddress();
    // Counts the hashes better-auth actually compares: a 429 given after the check would still have tested a guess.
    const { password } = await t.ctx.auth.$context;
    const verify = password.verify;
    let checked = 0;
    password.verify = async (input) => {
      checked++;
      return verify(input);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signInFrom(from, email, `parallel-guess-${i}`)),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_MAX_FAILURES);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50 - SIGN_IN_MAX_FAILURES);
      expect(checked).toBe(SIGN_IN_MAX_FAILURES);
    } finally {
      password.verify = verify;
    }
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

  // 30 password checks in a row: a longer timeout for a loaded machine, not a timing under test.
  it("keeps counting an address's failures when it signs in to its own account in between", async () => {
    const own = await registered();
    const from = sourceAddress();
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await signInFrom(from, newAddress("target"), "a-guess")).statusCode).toBe(401);
      if (i % 5 === 0) expect((await signInFrom(from, own, TEST_PASSWORD)).statusCode).toBe(200);
    }
    expect((await signInFrom(from, newAddress("target"), "a-guess")).statusCode).toBe(429);
  }, 120_000);

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
