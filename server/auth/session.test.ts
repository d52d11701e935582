import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/auth";
import { insertVerifiedUser } from "../db/seed/seed-users";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from "../test/test-app";
import { createSessionReader, verifiedSessionToken } from "./session";

const SECRET = "test-secret-test-secret-test-secret-42";
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("verifiedSessionToken", () => {
  it("accepts a cookie signed with the secret, under either cookie name", () => {
    expect(verifiedSessionToken(`better-auth.session_token=${sign("abc123")}`, SECRET)).toBe("abc123");
    expect(
      verifiedSessionToken(`theme=dark; __Secure-better-auth.session_token=${sign("xyz")}`, SECRET),
    ).toBe("xyz");
  });

  it.each([
    ["no cookie header", undefined],
    ["another cookie only", "theme=dark"],
    ["a signature made with another secret", `better-auth.session_token=${sign("abc123", "other-secret")}`],
    [
      "a token changed after signing",
      `better-auth.session_token=${sign("abc123").replace("abc123", "abc124")}`,
    ],
    ["no signature", "better-auth.session_token=abc123"],
    ["a broken escape", "better-auth.session_token=%E0%A4%A"],
    ["an empty value", "better-auth.session_token="],
  ])("refuses %s", (_what, header) => {
    expect(verifiedSessionToken(header, SECRET)).toBeNull();
  });
});

describe("our check of the cookie better-auth itself signs", () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  const EMAIL = "cookie-check@test.itinera";

  beforeAll(async () => {
    t = await createTestApp();
    userId = await insertVerifiedUser(t.database.db, {
      email: EMAIL,
      name: "Cookie Check",
      role: "agent",
      password: TEST_PASSWORD,
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: { email: EMAIL, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const setCookie = [res.headers["set-cookie"] ?? []].flat();
    const session = setCookie.find((line) => line.startsWith("better-auth.session_token="));
    if (!session) throw new Error(`better-auth set no session cookie: ${setCookie.join(" | ")}`);
    // What a browser sends back: the name=value part of better-auth's Set-Cookie, untouched.
    cookie = session.split(";")[0]!;
  });

  afterAll(async () => {
    await t?.close();
  });

  const read = (header: string, secret = t.ctx.config.authSecret) =>
    createSessionReader(t.database, secret)({ headers: { cookie: header } } as FastifyRequest);

  it("reads back the session token better-auth stored, and its user", async () => {
    const [stored] = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(stored).toBeDefined();
    expect(verifiedSessionToken(cookie, t.ctx.config.authSecret)).toBe(stored?.token);
    expect(await read(`theme=dark; ${cookie}`)).toEqual({
      id: userId,
      email: EMAIL,
      name: "Cookie Check",
      role: "agent",
    });
  });

  const flip = (char: string | undefined) => (char === "A" ? "B" : "A");
  const dotOf = (value: string) => value.indexOf(".");
  it.each([
    ["a changed token", (value: string) => flip(value[0]) + value.slice(1)],
    [
      "a changed signature",
      (value: string) =>
        value.slice(0, dotOf(value) + 1) + flip(value[dotOf(value) + 1]) + value.slice(dotOf(value) + 2),
    ],
    [
      "another token's signature",
      (value: string) => `${value.slice(0, dotOf(value))}.${sign("other").split(".")[1]}`,
    ],
  ])("refuses better-auth's cookie with %s", async (_what, tamper) => {
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
    const forged = `${name}=${tamper(value)}`;
    expect(forged).not.toBe(cookie);
    expect(verifiedSessionToken(forged, t.ctx.config.authSecret)).toBeNull();
    expect(await read(forged)).toBeNull();
  });

  it("refuses better-auth's cookie when our secret differs from the one it was signed with", async () => {
    expect(await read(cookie, "another-secret-another-secret-another-1")).toBeNull();
  });
});
