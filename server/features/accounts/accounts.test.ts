import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "#domain/demo/demo-accounts";
import { SIGN_IN_WINDOW_MS } from "#domain/users/user-status";
import { buildApp } from "../../app";
import { attemptCounters, roleRequests } from "../../db/schema/accounts";
import { auditLogs } from "../../db/schema/audit-logs";
import { users } from "../../db/schema/auth";
import type { Mailer } from "../../mail/mailer";
import { cookieOf } from "../../test/cookies";
import { issues } from "../../test/issues";
import { linkIn, withMailCatcher } from "../../test/mail-catcher";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, testConfig, withTestApp } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { totpCode } from "../../test/totp";

type Session = { cookie: string; origin?: string };

const mail = withMailCatcher();
const t = withTestApp(() => ({ mailer: mail.mailer() }));
let admin: Session & { userId: string };
let counter = 0;

beforeAll(async () => {
  admin = await t.signInAs("admin");
});
afterEach(() => {
  vi.useRealTimers();
});

const address = (what: string) => `${what}-${++counter}-${Date.now()}@accounts.test`;

async function call(session: Session | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { origin: TEST_ORIGIN, ...(session ? { cookie: session.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function signIn(email: string, password = TEST_PASSWORD) {
  return call(null, "POST", "/api/auth/sign-in/email", { email, password });
}

/** Signs up and confirms through the mailed link; returns the signed-in session the link gave. */
async function registerAndVerify(email: string, accountType = "client"): Promise<Session> {
  const res = await call(null, "POST", "/api/accounts/register", {
    email,
    password: TEST_PASSWORD,
    accountType,
  });
  expect(res.statusCode).toBe(201);
  const link = linkIn(await mail.waitFor(email, "Confirm your e-mail address"), "/auth/callback");
  const verified = await call(null, "GET", `/api/auth/verify-email?token=${link.searchParams.get("token")}`);
  expect(verified.statusCode).toBe(200);
  return { cookie: cookieOf(verified) };
}

describe("sign-up", () => {
  it("creates a client, mails a link to /auth/callback on the app's origin, and the link confirms and signs in", async () => {
    const email = address("new.client");
    const res = await call(null, "POST", "/api/accounts/register", {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      accountType: "client",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ roleRequested: null });

    const message = await mail.waitFor(email, "Confirm your e-mail address");
    expect(message.subject).toBe("Itinera: Confirm your e-mail address");
    const link = linkIn(message, "/auth/callback");
    expect(link.origin).toBe(TEST_ORIGIN);

    // Before confirming, signing in explains why it cannot.
    const early = await signIn(email);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" });

    const verified = await call(
      null,
      "GET",
      `/api/auth/verify-email?token=${link.searchParams.get("token")}`,
    );
    expect(verified.statusCode).toBe(200);
    const session = await call({ cookie: cookieOf(verified) }, "GET", "/api/account");
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ email, role: "client", pendingRoleRequest: null });
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it("records a role request for admin or Travel Agent and keeps the account a client", async () => {
    const email = address("wants.agent");
    const res = await call(null, "POST", "/api/accounts/register", {
      email,
      password: TEST_PASSWORD,
      accountType: "agent",
    });
    expect(res.json()).toEqual({ roleRequested: "agent" });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe("client");
    const requests = await t.database.db.select().from(roleRequests).where(eq(roleRequests.userId, user!.id));
    expect(requests).toMatchObject([{ requestedRole: "agent", status: "pending" }]);
    const session = await registerAndVerify(address("other"));
    expect((await call(session, "GET", "/api/account")).json().pendingRoleRequest).toBeNull();
  });

  it.each([
    [{ email: "not-an-address", password: TEST_PASSWORD }, "body.email", "Enter a valid e-mail address"],
    [{ email: "a@b", password: TEST_PASSWORD }, "body.email", "Enter a valid e-mail address"],
    [{ password: TEST_PASSWORD }, "body.email", "Enter your e-mail address"],
    [{ email: "short@accounts.test", password: "123456789" }, "body.password", "Use at least 10 characters"],
    [
      { email: "role@accounts.test", password: TEST_PASSWORD, accountType: "superuser" },
      "body.accountType",
      "Choose admin, agent or client",
    ],
  ])("refuses %o with the field named", async (payload, path, message) => {
    const res = await call(null, "POST", "/api/accounts/register", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
    expect(issues(res)[path]).toBe(message);
  });

  it("answers a known address like a new one, creates nothing and tells the owner", async () => {
    const email = address("taken");
    await registerAndVerify(email);
    const before = await t.database.db.select().from(users).where(eq(users.email, email));
    const res = await call(null, "POST", "/api/accounts/register", {
      email,
      password: "another-password-1",
      accountType: "admin",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ roleRequested: "admin" });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual(before);
    expect(
      await t.database.db.select().from(roleRequests).where(eq(roleRequests.userId, before[0]!.id)),
    ).toEqual([]);
    expect((await mail.waitFor(email, "You already have an account")).body).toContain("/login");
  });

  it("sends a new verification mail on request, without saying whether the address exists", async () => {
    const email = address("resend");
    await call(null, "POST", "/api/accounts/register", { email, password: TEST_PASSWORD });
    await mail.waitFor(email, "Confirm your e-mail address");
    const again = await call(null, "POST", "/api/auth/send-verification-email", {
      email,
      callbackURL: "/auth/callback",
    });
    expect(again.statusCode).toBe(200);
    const link = linkIn(await mail.waitFor(email, "Confirm your e-mail address"), "/auth/callback");
    expect(link.searchParams.get("token")).toBeTruthy();
    const unknown = await call(null, "POST", "/api/auth/send-verification-email", {
      email: "nobody@accounts.test",
    });
    expect(unknown.statusCode).toBe(200);
    expect(mail.sentTo("nobody@accounts.test")).toEqual([]);
  });

  it("refuses an expired or forged verification link", async () => {
    const email = address("late");
    await call(null, "POST", "/api/accounts/register", { email, password: TEST_PASSWORD });
    const token = linkIn(await mail.waitFor(email), "/auth/callback").searchParams.get("token");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 60 * 60 * 1000 });
    const expired = await call(null, "GET", `/api/auth/verify-email?token=${token}`);
    vi.useRealTimers();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe("TOKEN_EXPIRED");
    const forged = await call(null, "GET", `/api/auth/verify-email?token=${token}x`);
    expect(forged.json().error.code).toBe("INVALID_TOKEN");
    expect((await signIn(email)).statusCode).toBe(403);
  });

  it("keeps better-auth's own sign-up and admin endpoints closed", async () => {
    for (const [method, url] of [
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/admin/set-role"],
      ["GET", "/api/auth/admin/list-users"],
      ["POST", "/api/auth/admin/impersonate-user"],
      ["POST", "/api/auth/reset-password"],
      ["POST", "/api/auth/delete-user"],
    ] as const) {
      const res = await call(admin, method, url, method === "POST" ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    return call(null, "POST", "/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
  }

  it("mails a /reset-password link; the new password signs in, ends old sessions, and the link works once", async () => {
    const email = address("forgetful");
    const oldSession = await registerAndVerify(email);
    const res = await requestReset(email);
    expect(res.statusCode).toBe(200);
    const link = linkIn(await mail.waitFor(email, "Reset your password"), "/reset-password");
    expect(link.origin).toBe(TEST_ORIGIN);
    const token = link.searchParams.get("token")!;
    expect((await call(null, "GET", `/api/accounts/reset-password?token=${token}`)).json()).toEqual({
      valid: true,
    });

    const reset = await call(null, "POST", "/api/accounts/reset-password", {
      token,
      newPassword: "a-brand-new-secret",
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ signedIn: true, twoFactorRequired: false });
    expect((await call({ cookie: cookieOf(reset) }, "GET", "/api/account")).json().email).toBe(email);
    expect((await call(oldSession, "GET", "/api/account")).statusCode).toBe(401);
    expect((await signIn(email)).statusCode).toBe(401);
    expect((await signIn(email, "a-brand-new-secret")).statusCode).toBe(200);

    const again = await call(null, "POST", "/api/accounts/reset-password", {
      token,
      newPassword: "yet-another-secret",
    });
    expect(again.statusCode).toBe(400);
    expect(issues(again)["body.token"]).toBe("This reset link has expired or was already used.");
    expect((await call(null, "GET", `/api/accounts/reset-password?token=${token}`)).json()).toEqual({
      valid: false,
    });
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const email = address("known");
    await t.signInAs("agent", email);
    const known = await requestReset(email);
    await mail.waitFor(email, "Reset your password");
    const unknown = await requestReset("nobody-at-all@accounts.test");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(mail.sentTo("nobody-at-all@accounts.test")).toEqual([]);
  });

  it("refuses an expired link and a short password", async () => {
    const email = address("slow");
    await registerAndVerify(email);
    await requestReset(email);
    const token = linkIn(
      await mail.waitFor(email, "Reset your password"),
      "/reset-password",
    ).searchParams.get("token")!;
    const short = await call(null, "POST", "/api/accounts/reset-password", { token, newPassword: "short" });
    expect(issues(short)["body.newPassword"]).toBe("Use at least 10 characters");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60 * 1000 });
    const status = await call(null, "GET", `/api/accounts/reset-password?token=${token}`);
    const expired = await call(null, "POST", "/api/accounts/reset-password", {
      token,
      newPassword: "long-enough-password",
    });
    vi.useRealTimers();
    expect(status.json()).toEqual({ valid: false });
    expect(expired.statusCode).toBe(400);
    expect(issues(expired)["body.token"]).toBe("This reset link has expired or was already used.");
  });

  async function requestResetFrom(remoteAddress: string, email: string) {
    return t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress,
      headers: { origin: TEST_ORIGIN },
      payload: { email, redirectTo: "/reset-password" },
    });
  }

  it("keeps one live link per account: a new request voids the previous one", async () => {
    const email = address("twice");
    await registerAndVerify(email);
    const tokenOf = async () =>
      linkIn(await mail.waitFor(email, "Reset your password"), "/reset-password").searchParams.get("token")!;
    await requestReset(email);
    const first = await tokenOf();
    await requestReset(email);
    const second = await tokenOf();
    expect(second).not.toBe(first);
    const status = async (token: string) =>
      (await call(null, "GET", `/api/accounts/reset-password?token=${token}`)).json();
    expect(await status(first)).toEqual({ valid: false });
    expect(await status(second)).toEqual({ valid: true });
    const stale = await call(null, "POST", "/api/accounts/reset-password", {
      token: first,
      newPassword: "from-the-old-link",
    });
    expect(issues(stale)["body.token"]).toBe("This reset link has expired or was already used.");
    const fresh = await call(null, "POST", "/api/accounts/reset-password", {
      token: second,
      newPassword: "from-the-new-link",
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("limits requests per account, known or not, alike, whichever address they come from", async () => {
    const known = address("mailbombed");
    await t.signInAs("client", known);
    const unknown = address("nobody-here");
    const answers = async (email: string, from: string[]) => {
      const all = [];
      for (const remote of from) all.push(await requestResetFrom(remote, email));
      return all.map((res) => ({ status: res.statusCode, body: res.json() }));
    };
    const forKnown = await answers(known, ["10.2.0.1", "10.2.0.2", "10.2.0.3", "10.2.0.4"]);
    const forUnknown = await answers(unknown, ["10.2.0.5", "10.2.0.6", "10.2.0.7", "10.2.0.8"]);
    expect(forKnown.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(forKnown[3]!.body.error.message).toBe("Too many attempts, try again in 60 minutes.");
    expect(forUnknown).toEqual(forKnown);
    for (let i = 0; i < 3; i++) await mail.waitFor(known, "Reset your password");
    expect(mail.sentTo(known)).toEqual([]);
  });

  it("limits requests per address across accounts", async () => {
    const from = "10.2.1.1";
    for (let i = 0; i < 10; i++) {
      expect((await requestResetFrom(from, address("sprayed"))).statusCode).toBe(200);
    }
    const email = address("sprayed");
    expect((await requestResetFrom(from, email)).statusCode).toBe(429);
    expect((await requestResetFrom("10.2.1.2", email)).statusCode).toBe(200);
  });

  it("answers before the reset mail goes out", async () => {
    const email = address("patient");
    await t.signInAs("client", email);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: string[] = [];
    const mailer: Mailer = {
      send: async (m) => {
        await held;
        delivered.push(m.to);
      },
      close: () => {},
    };
    // Only a backstop: a server that waits for the mail answers after this, and the test fails.
    const backstop = setTimeout(release, 3_000);
    const other = await buildApp({ config: testConfig(), database: t.database, mailer, logger: false });
    try {
      const res = await other.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        remoteAddress: "10.2.2.1",
        headers: { origin: TEST_ORIGIN },
        payload: { email, redirectTo: "/reset-password" },
      });
      const deliveredWhenAnswered = [...delivered];
      release();
      expect(res.statusCode).toBe(200);
      expect(deliveredWhenAnswered).toEqual([]);
      await vi.waitFor(() => expect(delivered).toEqual([email]), { timeout: 10_000 });
    } finally {
      clearTimeout(backstop);
      await other.app.close();
    }
  });

  it("confirms an unconfirmed address, since the link reached its mailbox", async () => {
    const email = address("never.confirmed");
    await call(null, "POST", "/api/accounts/register", { email, password: TEST_PASSWORD });
    await mail.waitFor(email, "Confirm your e-mail address");
    await requestReset(email);
    const token = linkIn(
      await mail.waitFor(email, "Reset your password"),
      "/reset-password",
    ).searchParams.get("token");
    const reset = await call(null, "POST", "/api/accounts/reset-password", {
      token,
      newPassword: "confirmed-by-reset",
    });
    expect(reset.json()).toEqual({ signedIn: true, twoFactorRequired: false });
  });
});

describe("sign-in protection", () => {
  it("allows five failed attempts per account and address per 15 minutes, in the database, across instances", async () => {
    const email = address("guessed");
    const other = address("unaffected");
    await t.signInAs("client", email);
    await t.signInAs("client", other);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(email, "wrong-password-guess")).statusCode).toBe(401);
    }
    const blocked = await signIn(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts, try again in 15 minutes.",
    });
    expect((await signIn(email.toUpperCase(), "wrong")).statusCode).toBe(429);
    expect((await signIn(other)).statusCode).toBe(200);

    // Another server instance on the same database refuses too.
    const second = await buildApp({ config: testConfig(), database: t.database, logger: false });
    try {
      const res = await second.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.app.close();
    }

    // Ten minutes later the window is still open…
    const pair = eq(attemptCounters.key, `sign-in:acct:${email}|ip:127.0.0.1`);
    const [row] = await t.database.db.select().from(attemptCounters).where(pair);
    expect(row).toBeDefined();
    const shift = async (ms: number) => {
      await t.database.db
        .update(attemptCounters)
        .set({ windowEndsAt: new Date(row!.windowEndsAt.getTime() - ms) })
        .where(pair);
    };
    await shift(10 * 60 * 1000);
    expect((await signIn(email)).json().error.message).toMatch(/try again in [56] minutes/);
    // …and once it has passed, the right password works and clears the count.
    await shift(SIGN_IN_WINDOW_MS);
    expect((await signIn(email)).statusCode).toBe(200);
    expect(await t.database.db.select().from(attemptCounters).where(pair)).toEqual([]);
  });

  it("tells a banned user until when the account is suspended, and signs them out", async () => {
    const email = address("banned");
    const session = await t.signInAs("client", email);
    const until = new Date(Date.UTC(2031, 4, 17, 9, 30));
    const ban = await call(admin, "POST", `/api/users/${session.userId}/ban`, {
      until: until.toISOString(),
      reason: "Unpaid invoices",
    });
    expect(ban.statusCode).toBe(200);
    expect((await call(session, "GET", "/api/account")).statusCode).toBe(401);
    const res = await signIn(email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: "BANNED_USER",
      message: "Your account is suspended until 17 May 2031, 09:30 UTC. Reason: Unpaid invoices.",
    });
    // A wrong password still says only that: the ban is not revealed to someone guessing.
    expect((await signIn(email, "wrong-password")).statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("signs out everywhere", async () => {
    const email = address("everywhere");
    const first = await t.signInAs("agent", email);
    const second = await t.signInAs("agent", email);
    const res = await call(first, "POST", "/api/auth/revoke-sessions", {});
    expect(res.statusCode).toBe(200);
    expect((await call(first, "GET", "/api/account")).statusCode).toBe(401);
    expect((await call(second, "GET", "/api/account")).statusCode).toBe(401);
  });

  it("survives a server restart: sessions live in the database", async () => {
    const session = await t.signInAs("client");
    const restarted = await buildApp({ config: testConfig(), database: t.database, logger: false });
    try {
      const res = await restarted.app.inject({ url: "/api/account", headers: { cookie: session.cookie } });
      expect(res.statusCode).toBe(200);
    } finally {
      await restarted.app.close();
    }
  });
});

describe("settings: e-mail and password", () => {
  it("changes the password with the current one", async () => {
    const email = address("changer");
    const session = await t.signInAs("client", email);
    const wrong = await call(session, "POST", "/api/auth/change-password", {
      currentPassword: "not-my-password",
      newPassword: "my-new-password-1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("INVALID_PASSWORD");
    const short = await call(session, "POST", "/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    const ok = await call(session, "POST", "/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "my-new-password-1",
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(email, "my-new-password-1")).statusCode).toBe(200);
  });

  it("changes the e-mail only once the new address confirms", async () => {
    const email = address("mover");
    const newEmail = address("moved");
    const session = await t.signInAs("client", email);
    const res = await call(session, "POST", "/api/auth/change-email", {
      newEmail,
      callbackURL: "/auth/callback",
    });
    expect(res.statusCode).toBe(200);
    const message = await mail.waitFor(newEmail, "Confirm your new e-mail address");
    expect((await call(session, "GET", "/api/account")).json().email).toBe(email);
    const token = linkIn(message, "/auth/callback").searchParams.get("token");
    const confirmed = await call(session, "GET", `/api/auth/verify-email?token=${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect((await call(session, "GET", "/api/account")).json().email).toBe(newEmail);
    expect((await signIn(newEmail)).statusCode).toBe(200);
  });
});

describe("two-factor authentication", () => {
  it("sets up an authenticator app, asks for the code at sign-in, accepts a backup code, and turns off with a code", async () => {
    const email = address("careful");
    const session = await t.signInAs("agent", email);
    const wrongPassword = await call(session, "POST", "/api/auth/two-factor/enable", { password: "nope" });
    expect(wrongPassword.statusCode).toBe(400);

    const enable = await call(session, "POST", "/api/auth/two-factor/enable", { password: TEST_PASSWORD });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Itinera:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    expect((await call(session, "GET", "/api/account")).json().twoFactorEnabled).toBe(false);

    const wrongCode = await call(session, "POST", "/api/auth/two-factor/verify-totp", { code: "000000" });
    expect(wrongCode.json().error.code).toBe("INVALID_CODE");
    const confirm = await call(session, "POST", "/api/auth/two-factor/verify-totp", {
      code: totpCode(totpURI),
    });
    expect(confirm.statusCode).toBe(200);
    const current = { cookie: cookieOf(confirm) || session.cookie };
    expect((await call(current, "GET", "/api/account")).json().twoFactorEnabled).toBe(true);

    // Sign-in now stops at the second factor.
    const first = await signIn(email);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = { cookie: cookieOf(first) };
    expect((await call(pending, "GET", "/api/account")).statusCode).toBe(401);
    const second = await call(pending, "POST", "/api/auth/two-factor/verify-totp", {
      code: totpCode(totpURI),
    });
    expect(second.statusCode).toBe(200);
    expect((await call({ cookie: cookieOf(second) }, "GET", "/api/account")).statusCode).toBe(200);

    const viaBackup = await signIn(email);
    const backup = await call(
      { cookie: cookieOf(viaBackup) },
      "POST",
      "/api/auth/two-factor/verify-backup-code",
      {
        code: backupCodes[0],
      },
    );
    expect(backup.statusCode).toBe(200);
    const signedIn = { cookie: cookieOf(backup) };

    const badDisable = await call(signedIn, "POST", "/api/account/two-factor/disable", { code: "123456" });
    expect(badDisable.statusCode).toBe(400);
    expect(Object.keys(issues(badDisable))).toEqual(["body.code"]);
    const disable = await call(signedIn, "POST", "/api/account/two-factor/disable", {
      code: totpCode(totpURI),
    });
    expect(disable.statusCode).toBe(204);
    expect((await call(signedIn, "GET", "/api/account")).json().twoFactorEnabled).toBe(false);
    expect((await signIn(email)).json()).toMatchObject({ user: { email } });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.summary, "Turned two-factor authentication off"));
    expect(audit).toHaveLength(1);
  });
});

describe("admin setup", () => {
  it("creates one verified admin however many clicks arrive at once, then reports that one exists", async () => {
    const setup = await createTestApp({
      mailer: mail.mailer(),
      config: { ADMIN_EMAIL: "owner@agency.test", ADMIN_PASSWORD: "first-admin-password" },
    });
    try {
      const before = await setup.app.inject("/api/admin-seed");
      expect(before.json()).toEqual({
        adminExists: false,
        email: "owner@agency.test",
        password: null,
        configured: true,
      });
      const clicks = await Promise.all(
        Array.from({ length: 8 }, () => setup.app.inject({ method: "POST", url: "/api/admin-seed" })),
      );
      expect(clicks.map((c) => c.statusCode)).toEqual(Array(8).fill(200));
      expect(clicks.map((c) => c.json().status).sort()).toEqual(["created", ...Array(7).fill("exists")]);
      const admins = await setup.database.db.select().from(users).where(eq(users.role, "admin"));
      expect(admins).toHaveLength(1);
      expect(admins[0]).toMatchObject({ email: "owner@agency.test", emailVerified: true });
      expect((await setup.app.inject("/api/admin-seed")).json().adminExists).toBe(true);
      const signedIn = await setup.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: TEST_ORIGIN },
        payload: { email: "owner@agency.test", password: "first-admin-password" },
      });
      expect(signedIn.json().user.role).toBe("admin");
    } finally {
      await setup.close();
    }
  });

  // Two fresh databases: a longer timeout for a loaded machine, not a timing under test.
  it("needs ADMIN_PASSWORD outside demo mode, and never promotes whoever registered the setup address", async () => {
    const unconfigured = await createTestApp({ mailer: mail.mailer() });
    try {
      expect((await unconfigured.app.inject("/api/admin-seed")).json()).toMatchObject({
        adminExists: false,
        configured: false,
        password: null,
      });
      const res = await unconfigured.app.inject({ method: "POST", url: "/api/admin-seed" });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toContain("ADMIN_PASSWORD");
    } finally {
      await unconfigured.close();
    }
    const squatted = await createTestApp({
      mailer: mail.mailer(),
      config: { ADMIN_EMAIL: "boss@agency.test", ADMIN_PASSWORD: "first-admin-password" },
    });
    try {
      await squatted.app.inject({
        method: "POST",
        url: "/api/accounts/register",
        payload: { email: "boss@agency.test", password: TEST_PASSWORD, accountType: "admin" },
      });
      const res = await squatted.app.inject({ method: "POST", url: "/api/admin-seed" });
      expect(res.statusCode).toBe(409);
      const [user] = await squatted.database.db
        .select()
        .from(users)
        .where(eq(users.email, "boss@agency.test"));
      expect(user?.role).toBe("client");
    } finally {
      await squatted.close();
    }
  }, 90_000);

  it.each([
    ["development", "0"],
    ["development", "1"],
    ["test", "1"],
  ])("never sends a configured ADMIN_PASSWORD (NODE_ENV=%s, DEMO=%s)", async (env, demo) => {
    const configured = await buildApp({
      config: testConfig({ NODE_ENV: env, DEMO: demo, ADMIN_PASSWORD: "configured-secret-42" }),
      database: t.database,
      logger: false,
    });
    try {
      const res = await configured.app.inject("/api/admin-seed");
      expect(res.json()).toMatchObject({ password: null, configured: true });
      expect(res.body).not.toContain("configured-secret-42");
    } finally {
      await configured.app.close();
    }
  });

  it("shows only the public demo password, and only in demo mode without ADMIN_PASSWORD", async () => {
    const demo = await buildApp({
      config: testConfig({ NODE_ENV: "development", DEMO: "1" }),
      database: t.database,
      logger: false,
    });
    try {
      expect((await demo.app.inject("/api/admin-seed")).json()).toMatchObject({
        password: DEMO_PASSWORD,
        configured: true,
      });
    } finally {
      await demo.app.close();
    }
  });

  // A fresh database: a longer timeout for a loaded machine, not a timing under test.
  it("never sends or logs a configured ADMIN_PASSWORD with NODE_ENV and DEMO unset, as the README runs it", async () => {
    const secret = "readme-default-secret-77";
    const config = testConfig({
      NODE_ENV: "",
      DEMO: "",
      LOG_LEVEL: "trace",
      ADMIN_EMAIL: "setup@accounts.test",
      ADMIN_PASSWORD: secret,
    });
    expect(config).toMatchObject({ env: "development", demo: true, adminPassword: secret });
    const logged: string[] = [];
    const consoleMethods = ["log", "info", "warn", "error", "debug"] as const;
    const spies = consoleMethods.map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" "));
      }),
    );
    const fresh = await createTestDatabase(config.databasePool);
    const setup = await buildApp({
      config,
      database: fresh.database,
      logger: { level: "trace", stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      const before = await setup.app.inject("/api/admin-seed");
      expect(before.json()).toEqual({
        adminExists: false,
        email: "setup@accounts.test",
        password: null,
        configured: true,
      });
      const created = await setup.app.inject({ method: "POST", url: "/api/admin-seed" });
      expect(created.json()).toEqual({ status: "created" });
      const signIn = (password: string) =>
        setup.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin: TEST_ORIGIN },
          payload: { email: "setup@accounts.test", password },
        });
      expect((await signIn(`${secret}-wrong`)).statusCode).toBe(401);
      expect((await signIn(secret)).statusCode).toBe(200);
      const after = await setup.app.inject("/api/admin-seed");
      expect(after.json()).toMatchObject({ adminExists: true, password: null });
      for (const res of [before, created, after]) expect(res.body).not.toContain(secret);
      // The logger did write (request lines at least), and none of it holds the password.
      expect(logged.length).toBeGreaterThan(5);
      expect(logged.filter((line) => line.includes(secret))).toEqual([]);
    } finally {
      await setup.app.close();
      await fresh.close();
      for (const spy of spies) spy.mockRestore();
    }
  }, 90_000);

  it("never shows the password in production", async () => {
    const prod = await buildApp({
      config: testConfig({
        NODE_ENV: "production",
        DEMO: "0",
        ADMIN_PASSWORD: "production-secret-1",
        AUTH_SECRET: "prod-secret-prod-secret-prod-secret-1",
      }),
      database: t.database,
      logger: false,
    });
    try {
      const res = await prod.app.inject("/api/admin-seed");
      expect(res.json()).toMatchObject({ adminExists: true, password: null, configured: true });
    } finally {
      await prod.app.close();
    }
  });
});
