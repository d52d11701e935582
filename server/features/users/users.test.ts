import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pageOf } from "#domain/pagination.schema";
import { managedUserSchema, roleRequestSchema } from "#domain/users/user.schema";
import { roleRequests } from "../../db/schema/accounts";
import { auditLogs } from "../../db/schema/audit-logs";
import { sessions, users } from "../../db/schema/auth";
import { issues } from "../../test/issues";
import { linkIn, withMailCatcher } from "../../test/mail-catcher";
import { TEST_ORIGIN, TEST_PASSWORD, withTestApp } from "../../test/test-app";

type Session = { cookie: string; userId: string };

const mail = withMailCatcher();
const t = withTestApp(() => ({ mailer: mail.mailer() }));
let admin: Session;
let counter = 0;

beforeAll(async () => {
  admin = await t.signInAs("admin");
});

const address = (what: string) => `${what}-${++counter}@users.test`;

async function call(session: { cookie: string } | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { origin: TEST_ORIGIN, ...(session ? { cookie: session.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function createUser(role = "client", email = address(role)) {
  const res = await call(admin, "POST", "/api/users", { email, password: TEST_PASSWORD, role });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return managedUserSchema.parse(res.json());
}

async function signIn(email: string) {
  return call(null, "POST", "/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
}

describe("access", () => {
  it("is for admins only", async () => {
    const client = await t.signInAs("client");
    const agent = await t.signInAs("agent");
    expect((await call(null, "GET", "/api/users")).statusCode).toBe(401);
    expect((await call(client, "GET", "/api/users")).statusCode).toBe(403);
    expect((await call(agent, "GET", "/api/users")).statusCode).toBe(403);
    expect(
      (await call(agent, "POST", "/api/users", { email: "x@y.z", password: TEST_PASSWORD })).statusCode,
    ).toBe(403);
    expect((await call(admin, "GET", "/api/users")).statusCode).toBe(200);
  });
});

describe("list", () => {
  it("pages newest first, searches by any part of the e-mail, and derives the status", async () => {
    const tag = `zeta${Date.now()}`;
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await createUser("client", `${tag}.${i}@users.test`));
    const page1 = await call(admin, "GET", `/api/users?search=${tag}&pageSize=2`);
    const body = pageOf(managedUserSchema).parse(page1.json());
    expect(body.total).toBe(5);
    expect(body.items.map((u) => u.email)).toEqual([`${tag}.4@users.test`, `${tag}.3@users.test`]);
    const page3 = pageOf(managedUserSchema).parse(
      (await call(admin, "GET", `/api/users?search=${tag.toUpperCase()}&pageSize=2&page=3`)).json(),
    );
    expect(page3.items.map((u) => u.email)).toEqual([`${tag}.0@users.test`]);
    expect(body.items[0]).toMatchObject({ status: "active", role: "client", banned: false });
    // Wildcards typed in the search are plain characters.
    expect((await call(admin, "GET", "/api/users?search=%25")).json().total).toBe(0);
    const bad = await call(admin, "GET", "/api/users?pageSize=500");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issues(bad))).toEqual(["query.pageSize"]);
  });

  it("shows a self-registered, unconfirmed user as pending", async () => {
    const email = address("pending");
    await call(null, "POST", "/api/accounts/register", { email, password: TEST_PASSWORD });
    await mail.waitFor(email);
    const res = await call(admin, "GET", `/api/users?search=${email}`);
    expect(res.json().items[0]).toMatchObject({ email, status: "pending", emailVerified: false });
  });
});

describe("add user", () => {
  it("creates an active user with the chosen role, who can sign in at once", async () => {
    const email = address("added.agent");
    const res = await call(admin, "POST", "/api/users", { email, password: TEST_PASSWORD, role: "agent" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, role: "agent", status: "active" });
    expect((await signIn(email)).json().user.role).toBe("agent");
    const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, res.json().id));
    expect(audit).toMatchObject({
      userId: admin.userId,
      action: "create",
      summary: `Created ${email} as agent`,
    });
  });

  it("defaults the role to client", async () => {
    const res = await call(admin, "POST", "/api/users", {
      email: address("default"),
      password: TEST_PASSWORD,
    });
    expect(res.json().role).toBe("client");
  });

  it.each([
    [{ email: "nope", password: TEST_PASSWORD }, "body.email", "Enter a valid e-mail address"],
    [{ email: "ok@users.test", password: "short" }, "body.password", "Use at least 10 characters"],
    [
      { email: "ok@users.test", password: TEST_PASSWORD, role: "user" },
      "body.role",
      "Choose admin, agent or client",
    ],
  ])("refuses %o with the field named", async (payload, path, message) => {
    const res = await call(admin, "POST", "/api/users", payload);
    expect(res.statusCode).toBe(400);
    expect(issues(res)[path]).toBe(message);
  });

  it("refuses an address that already has an account", async () => {
    const user = await createUser();
    const res = await call(admin, "POST", "/api/users", {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(issues(res)["body.email"]).toBe("A user with this e-mail already exists.");
  });

  it("creates one user and answers 409 naming the e-mail to the rest when one address is added 50 times at once", async () => {
    const email = address("race");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(admin, "POST", "/api/users", { email, password: TEST_PASSWORD, role: "agent" }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(issues(res)["body.email"]).toBe("A user with this e-mail already exists.");
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe("change role", () => {
  it("changes another user's role, with an audit row", async () => {
    const user = await createUser("client");
    const res = await call(admin, "PUT", `/api/users/${user.id}/role`, { role: "agent" });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("agent");
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, user.id));
    expect(audit.map((a) => a.summary)).toContain(`Changed the role of ${user.email} from client to agent`);
  });

  it("refuses an unknown role, an unknown user and the admin's own role", async () => {
    const user = await createUser();
    const unknown = await call(admin, "PUT", `/api/users/${user.id}/role`, { role: "superuser" });
    expect(issues(unknown)["body.role"]).toBe("Choose admin, agent or client");
    const missing = await call(admin, "PUT", "/api/users/0f8fad5b-d9cb-469f-a165-70867728950e/role", {
      role: "agent",
    });
    expect(missing.statusCode).toBe(404);
    const self = await call(admin, "PUT", `/api/users/${admin.userId}/role`, { role: "agent" });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe("You cannot change your own role.");
  });

  it("keeps the last admin when two admins demote each other at once", async () => {
    const a = await t.signInAs("admin", address("admin.a"));
    const b = await t.signInAs("admin", address("admin.b"));
    // Only these two may count: the shared admin steps aside for the test.
    const others = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    for (const other of others) {
      if (other.id !== a.userId && other.id !== b.userId) {
        await t.database.db.update(users).set({ role: "agent" }).where(eq(users.id, other.id));
      }
    }
    try {
      const [ab, ba] = await Promise.all([
        call(a, "PUT", `/api/users/${b.userId}/role`, { role: "client" }),
        call(b, "PUT", `/api/users/${a.userId}/role`, { role: "client" }),
      ]);
      expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 403]);
      const left = await t.database.db.select().from(users).where(eq(users.role, "admin"));
      expect(left).toHaveLength(1);

      // The one left cannot be deleted or banned by anyone: nobody else is an admin.
      const survivor = left[0]!.id === a.userId ? a : b;
      expect((await call(survivor, "DELETE", `/api/users/${survivor.userId}`)).statusCode).toBe(409);
    } finally {
      for (const other of others) {
        await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, other.id));
      }
    }
  });

  it("keeps an active admin when one bans the other while being demoted by them", async () => {
    const a = await t.signInAs("admin", address("admin.c"));
    const b = await t.signInAs("admin", address("admin.d"));
    const others = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const outsiders = others.filter((o) => o.id !== a.userId && o.id !== b.userId);
    for (const o of outsiders)
      await t.database.db.update(users).set({ role: "agent" }).where(eq(users.id, o.id));
    try {
      const [ban, demote] = await Promise.all([
        call(a, "POST", `/api/users/${b.userId}/ban`, {}),
        call(b, "PUT", `/api/users/${a.userId}/role`, { role: "client" }),
      ]);
      expect([ban.statusCode, demote.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const rows = await t.database.db.select().from(users).where(eq(users.role, "admin"));
      expect(rows.filter((r) => !r.banned)).toHaveLength(1);
    } finally {
      for (const o of outsiders)
        await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, o.id));
    }
  });
});

describe("ban and unban", () => {
  it("bans until a date with a reason, signs the user out, and unbanning lets them back in", async () => {
    const user = await createUser("agent");
    const session = await t.signInAs("agent", user.email);
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await call(admin, "POST", `/api/users/${user.id}/ban`, { until, reason: "Left the agency" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "banned", banned: true, banReason: "Left the agency" });
    expect(new Date(res.json().banExpires).toISOString()).toBe(until);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await call(session, "GET", "/api/account")).statusCode).toBe(401);
    const refused = await signIn(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(
      /^Your account is suspended until .+ UTC\. Reason: Left the agency\.$/,
    );

    const unban = await call(admin, "POST", `/api/users/${user.id}/unban`);
    expect(unban.json()).toMatchObject({
      status: "active",
      banned: false,
      banExpires: null,
      banReason: null,
    });
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it("bans until lifted when no end is given", async () => {
    const user = await createUser();
    const res = await call(admin, "POST", `/api/users/${user.id}/ban`, {});
    expect(res.json()).toMatchObject({ status: "banned", banExpires: null });
    expect((await signIn(user.email)).json().error.message).toBe(
      "Your account is suspended until further notice.",
    );
  });

  it("refuses an end in the past, a malformed date, and banning yourself", async () => {
    const user = await createUser();
    const past = await call(admin, "POST", `/api/users/${user.id}/ban`, { until: "2020-01-01T00:00:00Z" });
    expect(issues(past)["body.until"]).toBe("Choose a moment in the future");
    const malformed = await call(admin, "POST", `/api/users/${user.id}/ban`, { until: "next tuesday" });
    expect(issues(malformed)["body.until"]).toBe("Enter a valid date and time");
    const self = await call(admin, "POST", `/api/users/${admin.userId}/ban`, {});
    expect(self.statusCode).toBe(409);
  });
});

describe("mails on request", () => {
  it("resends the verification mail to an unconfirmed user only", async () => {
    const email = address("unconfirmed");
    await call(null, "POST", "/api/accounts/register", { email, password: TEST_PASSWORD });
    await mail.waitFor(email);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const res = await call(admin, "POST", `/api/users/${row!.id}/verification-email`);
    expect(res.statusCode).toBe(202);
    expect(linkIn(await mail.waitFor(email, "Confirm your e-mail address"), "/auth/callback")).toBeTruthy();
    const verified = await createUser();
    const again = await call(admin, "POST", `/api/users/${verified.id}/verification-email`);
    expect(again.statusCode).toBe(409);
  });

  it("sends a password reset mail", async () => {
    const user = await createUser();
    const res = await call(admin, "POST", `/api/users/${user.id}/password-reset`);
    expect(res.statusCode).toBe(202);
    const link = linkIn(await mail.waitFor(user.email, "Reset your password"), "/reset-password");
    expect(link.origin).toBe(TEST_ORIGIN);
  });
});

describe("delete", () => {
  it("deletes another user after the confirmation the web asks for, not yourself", async () => {
    const user = await createUser("agent");
    const res = await call(admin, "DELETE", `/api/users/${user.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await call(admin, "DELETE", `/api/users/${user.id}`)).statusCode).toBe(404);
    const self = await call(admin, "DELETE", `/api/users/${admin.userId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe("You cannot delete your own account.");
    expect((await call(admin, "DELETE", "/api/users/not-a-uuid")).statusCode).toBe(400);
  });
});

describe("role requests", () => {
  async function request(role: "admin" | "agent") {
    const email = address(`wants.${role}`);
    await call(null, "POST", "/api/accounts/register", { email, password: TEST_PASSWORD, accountType: role });
    await mail.waitFor(email);
    const items = pageOf(roleRequestSchema).parse(
      (await call(admin, "GET", "/api/users/role-requests?pageSize=200")).json(),
    ).items;
    return items.find((r) => r.email === email)!;
  }

  it("lists pending requests; approving grants the role, denying keeps it; each decides once", async () => {
    const agentWish = await request("agent");
    const adminWish = await request("admin");
    expect(agentWish).toMatchObject({ requestedRole: "agent", currentRole: "client", status: "pending" });

    expect((await call(admin, "POST", `/api/users/role-requests/${agentWish.id}/approve`)).statusCode).toBe(
      204,
    );
    expect((await call(admin, "POST", `/api/users/role-requests/${adminWish.id}/deny`)).statusCode).toBe(204);
    const [approved] = await t.database.db.select().from(users).where(eq(users.id, agentWish.userId));
    const [denied] = await t.database.db.select().from(users).where(eq(users.id, adminWish.userId));
    expect(approved?.role).toBe("agent");
    expect(denied?.role).toBe("client");
    expect((await call(admin, "POST", `/api/users/role-requests/${agentWish.id}/deny`)).statusCode).toBe(404);
    const pending = (await call(admin, "GET", "/api/users/role-requests?pageSize=200")).json().items;
    expect(pending.map((r: { id: string }) => r.id)).not.toContain(agentWish.id);
    const [decision] = await t.database.db
      .select()
      .from(roleRequests)
      .where(eq(roleRequests.id, adminWish.id));
    expect(decision).toMatchObject({ status: "denied", decidedBy: admin.userId });
  });

  it("settles an open request when the admin changes the role by hand", async () => {
    const wish = await request("agent");
    await call(admin, "PUT", `/api/users/${wish.userId}/role`, { role: "agent" });
    const [row] = await t.database.db.select().from(roleRequests).where(eq(roleRequests.id, wish.id));
    expect(row?.status).toBe("approved");
  });
});
