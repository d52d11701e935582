import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/auth";
import { insertVerifiedUser } from "../db/seed/seed-users";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, testConfig } from "../test/test-app";
import { createAuth } from "./auth";
import { createSessionReader, verifiedSessionToken } from "./session";

// Every signed cookie here comes from better-auth's own sign-in; nothing re-implements its signing.
describe("our reading of the session cookies better-auth signs", () => {
  let t: TestApp;
  let userId: string;
  let secret: string;
  /** name=value of better-auth's Set-Cookie, as a browser sends it back. */
  let cookie: string;
  let otherSessionCookie: string;
  const EMAIL = "cookie-check@test.itinera";
  const OTHER_SECRET = "another-secret-another-secret-another-1";
  const user = { id: "", email: EMAIL, name: "Cookie Check", role: "agent" };

  const sessionCookieOf = (setCookie: string[], name = "better-auth.session_token") => {
    const line = setCookie.find((c) => c.startsWith(`${name}=`));
    if (!line) throw new Error(`better-auth set no ${name} cookie: ${setCookie.join(" | ")}`);
    return line.split(";")[0]!;
  };

  /** Signs in through the app's /api/auth route, which hands the request to better-auth's handler. */
  const signInThroughApp = async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: { email: EMAIL, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return sessionCookieOf([res.headers["set-cookie"] ?? []].flat());
  };

  /** Signs in through the handler of a second better-auth, configured otherwise, on the same database. */
  const signInThroughAuth = async (config: Record<string, string>, cookieName?: string) => {
    const authConfig = testConfig(config);
    const auth = createAuth({ config: authConfig, db: t.database.db, mailer: t.ctx.mailer });
    const res = await auth.handler(
      new Request(`${authConfig.publicUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: authConfig.publicUrl, "content-type": "application/json" },
        body: JSON.stringify({ email: EMAIL, password: TEST_PASSWORD }),
      }),
    );
    expect(res.status).toBe(200);
    return sessionCookieOf(res.headers.getSetCookie(), cookieName);
  };

  const read = (header: string | undefined, withSecret = secret) =>
    createSessionReader(t.database, withSecret)({ headers: { cookie: header } } as FastifyRequest);

  beforeAll(async () => {
    t = await createTestApp();
    secret = t.ctx.config.authSecret;
    userId = await insertVerifiedUser(t.database.db, {
      email: EMAIL,
      name: user.name,
      role: "agent",
      password: TEST_PASSWORD,
    });
    user.id = userId;
    cookie = await signInThroughApp();
    otherSessionCookie = await signInThroughApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it("reads back the session token better-auth stored, and its user, among other cookies", async () => {
    const stored = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(stored.map((s) => s.token)).toContain(verifiedSessionToken(cookie, secret));
    expect(await read(`theme=dark; ${cookie}`)).toEqual(user);
    expect(await read(`${otherSessionCookie}; theme=dark`)).toEqual(user);
  });

  it("reads the __Secure- cookie better-auth sets behind https", async () => {
    const secure = await signInThroughAuth(
      { PUBLIC_URL: "https://itinera.test" },
      "__Secure-better-auth.session_token",
    );
    expect(await read(secure)).toEqual(user);
  });

  it("refuses a cookie better-auth signed with another secret, though its session is real", async () => {
    const foreign = await signInThroughAuth({ AUTH_SECRET: OTHER_SECRET });
    expect(await read(foreign)).toBeNull();
    // With that secret the same cookie reads: only the signature decided.
    expect(await read(foreign, OTHER_SECRET)).toEqual(user);
  });

  const split = (nameValue: string) => {
    const eq = nameValue.indexOf("=");
    const value = decodeURIComponent(nameValue.slice(eq + 1));
    const dot = value.lastIndexOf(".");
    return { name: nameValue.slice(0, eq), token: value.slice(0, dot), signature: value.slice(dot + 1) };
  };
  const flip = (text: string, at: number) =>
    text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
  const cookieOf = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

  it.each([
    [
      "a changed token",
      () => {
        const { name, token, signature } = split(cookie);
        return cookieOf(name, `${flip(token, 0)}.${signature}`);
      },
    ],
    [
      "a changed signature",
      () => {
        const { name, token, signature } = split(cookie);
        return cookieOf(name, `${token}.${flip(signature, 3)}`);
      },
    ],
    [
      "another session's signature",
      () => {
        const { name, token } = split(cookie);
        return cookieOf(name, `${token}.${split(otherSessionCookie).signature}`);
      },
    ],
    [
      "no signature (the bare session token)",
      () => {
        const { name, token } = split(cookie);
        return `${name}=${token}`;
      },
    ],
    [
      "an empty signature",
      () => {
        const { name, token } = split(cookie);
        return cookieOf(name, `${token}.`);
      },
    ],
    [
      "the signed value under another cookie's name",
      () => `session_token=${cookie.split("=").slice(1).join("=")}`,
    ],
  ])("refuses better-auth's cookie with %s", async (_what, forge) => {
    const forged = forge();
    expect(forged).not.toBe(cookie);
    expect(verifiedSessionToken(forged, secret)).toBeNull();
    expect(await read(forged)).toBeNull();
  });

  it.each([
    ["no cookie header", undefined],
    ["another cookie only", "theme=dark"],
    ["a broken escape", "better-auth.session_token=%E0%A4%A"],
    ["an empty value", "better-auth.session_token="],
  ])("refuses %s", async (_what, header) => {
    expect(verifiedSessionToken(header, secret)).toBeNull();
    expect(await read(header)).toBeNull();
  });
});
