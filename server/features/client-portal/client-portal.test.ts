import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  clientPortalSchema,
  NO_OWN_CLIENT_MESSAGE,
  ownClientSchema,
  PORTAL_INVITATION_VALIDITY_MS,
} from "#domain/client-portal/client-portal.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { sessions, users, verifications } from "../../db/schema/auth";
import { clientInvitations, clients } from "../../db/schema/clients";
import { cookieOf } from "../../test/cookies";
import { issues } from "../../test/issues";
import { type CaughtMail, linkIn, withMailCatcher } from "../../test/mail-catcher";
import { TEST_ORIGIN, withTestApp } from "../../test/test-app";

type Session = { cookie: string; userId: string };

const mail = withMailCatcher();
const t = withTestApp(() => ({ mailer: mail.mailer() }));
let agent: Session;
let admin: Session;
let counter = 0;

beforeAll(async () => {
  agent = await t.signInAs("agent");
  admin = await t.signInAs("admin");
});

const address = (what: string) => `${what}-${++counter}@portal.test`;

async function call(
  session: { cookie: string } | null,
  method: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { origin: TEST_ORIGIN, ...headers, ...(session ? { cookie: session.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function newClient(values: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(clients)
    .values({ name: `Client ${++counter}`, email: address("contact"), ...values })
    .returning();
  return row!;
}

async function portalOf(clientId: string, session: Session = agent) {
  const res = await call(session, "GET", `/api/clients/${clientId}/portal`);
  expect(res.statusCode, res.body).toBe(200);
  return clientPortalSchema.parse(res.json());
}

async function invite(clientId: string, email: string, session: Session = agent) {
  return call(session, "POST", `/api/clients/${clientId}/portal/invitations`, { email });
}

const invitationToken = (message: CaughtMail) =>
  linkIn(message, "/reset-password").searchParams.get("token")!;

async function auditOf(clientId: string) {
  return t.database.db
    .select({ summary: auditLogs.summary, userId: auditLogs.userId })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, "client"), eq(auditLogs.entityId, clientId)))
    .orderBy(auditLogs.createdAt);
}

describe("invitation by e-mail", () => {
  it("creates a client account, mails a set-password link; the link signs the user in on their own client", async () => {
    const client = await newClient({ name: "Maria Lopes" });
    const email = address("maria");
    const res = await invite(client.id, `  ${email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(201);
    const portal = clientPortalSchema.parse(res.json());
    expect(portal.user).toMatchObject({ email, name: "Maria Lopes", lastSignInAt: null, banned: false });
    expect(portal.invitation).toMatchObject({ email, expired: false });
    const sent = new Date(portal.invitation!.sentAt).getTime();
    expect(new Date(portal.invitation!.expiresAt).getTime() - sent).toBe(PORTAL_INVITATION_VALIDITY_MS);

    const message = await mail.waitFor(email, "Welcome to Itinera");
    expect(message.subject).toBe("Itinera: Welcome to Itinera");
    expect(message.body).toContain("Maria Lopes");
    const link = linkIn(message, "/reset-password");
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.searchParams.get("invitation")).toBe("1");
    const token = link.searchParams.get("token")!;

    // Nobody can sign in before the link is used: the account has no password and is unconfirmed.
    const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ role: "client", emailVerified: false });
    expect((await call(null, "GET", `/api/accounts/reset-password?token=${token}`)).json()).toEqual({
      valid: true,
    });
    // The link lives exactly as long as the invitation.
    const [stored] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(stored?.expiresAt.toISOString()).toBe(portal.invitation!.expiresAt);

    const accepted = await call(null, "POST", "/api/accounts/reset-password", {
      token,
      newPassword: "my-own-portal-secret",
    });
    expect(accepted.json()).toEqual({ signedIn: true, twoFactorRequired: false });
    const own = await call({ cookie: cookieOf(accepted) }, "GET", "/api/me/client");
    expect(own.statusCode).toBe(200);
    expect(ownClientSchema.parse(own.json())).toMatchObject({ id: client.id, name: "Maria Lopes" });
    expect(own.headers.etag).toBe('"1"');
    const [verified] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(verified?.emailVerified).toBe(true);
    const signIn = await call(null, "POST", "/api/auth/sign-in/email", {
      email,
      password: "my-own-portal-secret",
    });
    expect(signIn.statusCode).toBe(200);

    const after = await portalOf(client.id);
    expect(after.invitation).toBeNull();
    expect(after.user?.email).toBe(email);
    expect(after.user?.lastSignInAt).not.toBeNull();
    expect((await auditOf(client.id)).map((a) => a.summary)).toEqual([
      `Invited ${email} to the client portal`,
      `${email} accepted the client portal invitation`,
    ]);
    const [userAudit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "user"), eq(auditLogs.entityId, created!.id)));
    expect(userAudit?.summary).toBe(`Created the client account ${email} for the portal of Maria Lopes`);
  });

  it("names a company's account after its address, and reuses a client account of no client", async () => {
    const company = await newClient({ name: "Acme Travel Ltd", kind: "company" });
    const email = address("office");
    expect((await invite(company.id, email)).statusCode).toBe(201);
    expect((await portalOf(company.id)).user?.name).toBe(email.split("@")[0]);

    const existing = await t.signInAs("client");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.userId));
    const person = await newClient();
    const res = await invite(person.id, row!.email);
    expect(res.statusCode, res.body).toBe(201);
    expect(clientPortalSchema.parse(res.json()).user?.id).toBe(existing.userId);
    expect(await t.database.db.select().from(users).where(eq(users.email, row!.email))).toHaveLength(1);
    // The account still signs in as before; the link would set a new password.
    expect((await call(existing, "GET", "/api/me/client")).json().id).toBe(person.id);
  });

  it("resends on a second invitation: the newest link works, the older one does not", async () => {
    const client = await newClient();
    const email = address("twice");
    await invite(client.id, email);
    const first = invitationToken(await mail.waitFor(email, "Welcome to Itinera"));
    const again = await invite(client.id, email);
    expect(again.statusCode).toBe(201);
    const second = invitationToken(await mail.waitFor(email, "Welcome to Itinera"));
    expect(second).not.toBe(first);
    const valid = async (token: string) =>
      (await call(null, "GET", `/api/accounts/reset-password?token=${token}`)).json().valid;
    expect(await valid(first)).toBe(false);
    expect(await valid(second)).toBe(true);
    const open = await t.database.db
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.clientId, client.id));
    expect(open.filter((i) => i.revokedAt === null)).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("expires after the stated period: the link stops working and the invitation shows as expired", async () => {
    const client = await newClient();
    const email = address("late");
    await invite(client.id, email);
    const token = invitationToken(await mail.waitFor(email, "Welcome to Itinera"));
    // Aged in the database rather than by moving the clock, which would also end every test session.
    const past = new Date(Date.now() - 60_000);
    await t.database.db
      .update(clientInvitations)
      .set({ expiresAt: past })
      .where(eq(clientInvitations.clientId, client.id));
    await t.database.db
      .update(verifications)
      .set({ expiresAt: past })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const status = await call(null, "GET", `/api/accounts/reset-password?token=${token}`);
    const use = await call(null, "POST", "/api/accounts/reset-password", {
      token,
      newPassword: "too-late-for-this",
    });
    const portal = await portalOf(client.id);
    expect(status.json()).toEqual({ valid: false });
    expect(use.statusCode).toBe(400);
    expect(issues(use)["body.token"]).toBe("This reset link has expired or was already used.");
    expect(portal.invitation).toMatchObject({ email, expired: true });
  });

  it("refuses staff, another client's user, a second portal user, an archived client and bad input", async () => {
    const first = await newClient({ name: "First Client" });
    const taken = address("taken");
    await invite(first.id, taken);
    const other = await newClient();

    const another = await invite(other.id, taken);
    expect(another.statusCode).toBe(409);
    expect(another.json().error.message).toBe(
      `${taken} is already the portal user of First Client. A user belongs to at most one client.`,
    );
    const agentEmail = (await t.database.db.select().from(users).where(eq(users.id, agent.userId)))[0]!.email;
    const staff = await invite(other.id, agentEmail);
    expect(staff.statusCode).toBe(409);
    expect(staff.json().error.message).toBe(
      `${agentEmail} is a staff account; only a client account can be a client's portal user.`,
    );
    const second = await invite(first.id, address("second"));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/^This client already has a portal user\. Revoke/);

    const archived = await newClient({ archivedAt: new Date() });
    const refused = await invite(archived.id, address("archived"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This client is archived. Restore it before giving it portal access.",
    );

    const bad = await invite(other.id, "not-an-address");
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)["body.email"]).toBe("Enter a valid e-mail address");
    expect(issues(await invite(other.id, ""))["body.email"]).toBe("Enter your e-mail address");
    expect((await invite("00000000-0000-4000-8000-000000000000", address("nobody"))).statusCode).toBe(404);
    expect((await call(agent, "GET", "/api/clients/not-a-uuid/portal")).statusCode).toBe(400);
    // Nothing of the refused attempts stayed behind.
    expect((await portalOf(other.id)).user).toBeNull();
    expect(mail.mails.filter((m) => m.to.some((to) => to.startsWith("second-")))).toEqual([]);
  });
});

describe("linking an existing account", () => {
  it("offers client accounts of no client, links one, and never links it to a second client", async () => {
    const tag = `cand${Date.now()}`;
    const free = await t.signInAs("client", `${tag}.free@portal.test`);
    await t.signInAs("agent", `${tag}.staff@portal.test`);
    const a = await newClient();
    const b = await newClient({ name: "Second Home" });

    const candidates = await call(agent, "GET", `/api/clients/portal-candidates?search=${tag.toUpperCase()}`);
    expect(candidates.json().items).toEqual([
      { id: free.userId, name: "Test client", email: `${tag}.free@portal.test` },
    ]);

    const linked = await call(agent, "POST", `/api/clients/${a.id}/portal/link`, { userId: free.userId });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(clientPortalSchema.parse(linked.json()).user?.id).toBe(free.userId);
    expect((await call(free, "GET", "/api/me/client")).json().id).toBe(a.id);
    expect((await call(agent, "GET", `/api/clients/portal-candidates?search=${tag}`)).json().items).toEqual(
      [],
    );

    const twice = await call(agent, "POST", `/api/clients/${b.id}/portal/link`, { userId: free.userId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain("A user belongs to at most one client.");
    // Linking again to the same client changes nothing.
    expect(
      (await call(agent, "POST", `/api/clients/${a.id}/portal/link`, { userId: free.userId })).statusCode,
    ).toBe(200);
    expect((await auditOf(a.id)).map((r) => r.summary)).toEqual([
      `Linked ${tag}.free@portal.test as the client portal user`,
    ]);
  });

  it("refuses staff, unknown users and a client that has another portal user", async () => {
    const client = await newClient();
    const staff = await call(agent, "POST", `/api/clients/${client.id}/portal/link`, {
      userId: admin.userId,
    });
    expect(staff.statusCode).toBe(409);
    const unknown = await call(agent, "POST", `/api/clients/${client.id}/portal/link`, {
      userId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(agent, "POST", `/api/clients/${client.id}/portal/link`, { userId: "x" });
    expect(issues(bad)["body.userId"]).toBe("Choose a user from the list");

    const first = await t.signInAs("client");
    const second = await t.signInAs("client");
    await call(agent, "POST", `/api/clients/${client.id}/portal/link`, { userId: first.userId });
    const other = await call(agent, "POST", `/api/clients/${client.id}/portal/link`, {
      userId: second.userId,
    });
    expect(other.statusCode).toBe(409);
    expect((await portalOf(client.id)).user?.id).toBe(first.userId);
  });

  it("links one account to one client when two clients ask for it at the same moment", async () => {
    const user = await t.signInAs("client");
    const targets = await Promise.all(Array.from({ length: 6 }, () => newClient()));
    const answers = await Promise.all(
      targets.map((c) => call(agent, "POST", `/api/clients/${c.id}/portal/link`, { userId: user.userId })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const owners = await t.database.db.select().from(clients).where(eq(clients.userId, user.userId));
    expect(owners).toHaveLength(1);
  });
});

describe("revoking access", () => {
  it("unlinks the user and ends their sessions at once; the home answers 401 in the open browser", async () => {
    const user = await t.signInAs("client");
    const client = await newClient();
    await call(agent, "POST", `/api/clients/${client.id}/portal/link`, { userId: user.userId });
    expect((await call(user, "GET", "/api/me/client")).statusCode).toBe(200);

    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({
      viewer: { userId: user.userId, staff: false, clientId: client.id },
      send: (event) => events.push(event),
    });
    try {
      const res = await call(admin, "DELETE", `/api/clients/${client.id}/portal`);
      expect(res.statusCode).toBe(204);
      await vi.waitFor(
        () => expect(events).toContainEqual({ topic: "clients", id: client.id, op: "update" }),
        { timeout: 10_000 },
      );
    } finally {
      unsubscribe();
    }
    expect((await call(user, "GET", "/api/me/client")).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect((await portalOf(client.id)).user).toBeNull();
    // Signing in again works, but the account belongs to no client any more.
    const again = await t.signInAs("client", (await userEmail(user.userId))!);
    const own = await call(again, "GET", "/api/me/client");
    expect(own.statusCode).toBe(200);
    expect(own.json()).toBeNull();
    expect((await auditOf(client.id)).at(-1)?.summary).toBe(
      `Revoked the client portal access of ${await userEmail(user.userId)}`,
    );
    // Nothing left to revoke: still 204, no audit row.
    expect((await call(agent, "DELETE", `/api/clients/${client.id}/portal`)).statusCode).toBe(204);
    expect(await auditOf(client.id)).toHaveLength(2);
  });

  it("voids an open invitation and its link", async () => {
    const client = await newClient();
    const email = address("revoked");
    await invite(client.id, email);
    const token = invitationToken(await mail.waitFor(email, "Welcome to Itinera"));
    expect((await call(agent, "DELETE", `/api/clients/${client.id}/portal`)).statusCode).toBe(204);
    const portal = await portalOf(client.id);
    expect(portal).toEqual({ user: null, invitation: null });
    expect((await call(null, "GET", `/api/accounts/reset-password?token=${token}`)).json()).toEqual({
      valid: false,
    });
    const [row] = await t.database.db
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.clientId, client.id));
    expect(row?.revokedAt).not.toBeNull();
    expect(
      (await call(agent, "DELETE", "/api/clients/00000000-0000-4000-8000-000000000000/portal")).statusCode,
    ).toBe(404);
  });
});

async function userEmail(id: string) {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

describe("the client user's own record", () => {
  it("reads and edits only its own contact details, with If-Match", async () => {
    const userA = await t.signInAs("client");
    const userB = await t.signInAs("client");
    const a = await newClient({ name: "Alice Own", notes: "Staff-only note", phone: "+351 21 000 0000" });
    const b = await newClient({ name: "Bob Other" });
    await t.database.db.update(clients).set({ userId: userA.userId }).where(eq(clients.id, a.id));
    await t.database.db.update(clients).set({ userId: userB.userId }).where(eq(clients.id, b.id));

    const read = await call(userA, "GET", "/api/me/client");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: a.id, name: "Alice Own", phone: "+351 21 000 0000", version: 1 });
    expect(read.body).not.toContain("Staff-only note");
    expect(read.body).not.toContain(b.id);

    const changed = await call(
      userA,
      "PUT",
      "/api/me/client",
      { name: "Renamed", email: "ALICE@Example.com", phone: "+351 91 234 5678", address: "Rua Augusta 1" },
      { "if-match": '"1"' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json()).toMatchObject({
      name: "Alice Own",
      email: "alice@example.com",
      phone: "+351 91 234 5678",
      address: "Rua Augusta 1",
      version: 2,
    });
    const stale = await call(userA, "PUT", "/api/me/client", { phone: "123456" }, { "if-match": '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.current.version).toBe(2);
    const bad = await call(userA, "PUT", "/api/me/client", { email: "nope", phone: "call me" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issues(bad)).sort()).toEqual(["body.email", "body.phone"]);

    const [stored] = await t.database.db.select().from(clients).where(eq(clients.id, b.id));
    expect(stored?.version).toBe(1);
    expect((await auditOf(a.id)).map((r) => [r.summary, r.userId])).toEqual([
      ["Changed their own contact details: email, phone, address", userA.userId],
    ]);
  });

  it("keeps the contact details a PUT leaves out, and clears one sent as null", async () => {
    const user = await t.signInAs("client");
    const own = await newClient({
      name: "Partial Paula",
      email: "paula@example.com",
      phone: "+351 21 000 0000",
      address: "Rua Augusta 1",
    });
    await t.database.db.update(clients).set({ userId: user.userId }).where(eq(clients.id, own.id));

    const phoneOnly = await call(user, "PUT", "/api/me/client", { phone: "+351 91 234 5678" });
    expect(phoneOnly.statusCode, phoneOnly.body).toBe(200);
    expect(phoneOnly.json()).toMatchObject({
      email: "paula@example.com",
      phone: "+351 91 234 5678",
      address: "Rua Augusta 1",
      version: 2,
    });
    const [stored] = await t.database.db.select().from(clients).where(eq(clients.id, own.id));
    expect(stored).toMatchObject({ email: "paula@example.com", address: "Rua Augusta 1" });

    const cleared = await call(user, "PUT", "/api/me/client", { address: null });
    expect(cleared.json()).toMatchObject({
      email: "paula@example.com",
      phone: "+351 91 234 5678",
      address: null,
    });
    expect((await auditOf(own.id)).map((r) => r.summary)).toEqual([
      "Changed their own contact details: phone",
      "Changed their own contact details: address",
    ]);
  });

  it("answers a client account of no client 200 null (no error on every home), never another client's", async () => {
    const loose = await t.signInAs("client");
    const linked = await t.signInAs("client");
    const mine = await newClient({ name: "Linked Lena" });
    // Other clients exist, one of them without a portal user: none of them is the loose account's.
    const other = await newClient({ name: "Nobody's Client" });
    await t.database.db.update(clients).set({ userId: linked.userId }).where(eq(clients.id, mine.id));

    const res = await call(loose, "GET", "/api/me/client");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).not.toContain(other.id);
    expect(res.body).not.toContain(mine.id);
    // Nothing to change either.
    const put = await call(loose, "PUT", "/api/me/client", { phone: "123456" });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe(NO_OWN_CLIENT_MESSAGE);

    const own = await call(linked, "GET", "/api/me/client");
    expect(own.statusCode).toBe(200);
    expect(ownClientSchema.parse(own.json())).toMatchObject({ id: mine.id, name: "Linked Lena" });
    expect(own.headers.etag).toBe('"1"');
    expect(own.body).not.toContain(other.id);
  });

  it("answers 404 to staff, who have no client of their own, and 401 to anonymous", async () => {
    for (const session of [agent, admin]) {
      const res = await call(session, "GET", "/api/me/client");
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(NO_OWN_CLIENT_MESSAGE);
      expect((await call(session, "PUT", "/api/me/client", { phone: "123456" })).statusCode).toBe(404);
    }
    expect((await call(null, "GET", "/api/me/client")).statusCode).toBe(401);
    expect((await call(null, "PUT", "/api/me/client", { phone: "123456" })).statusCode).toBe(401);
  });

  it("tells that client's viewers, and not another client's, of the change", async () => {
    const user = await t.signInAs("client");
    const own = await newClient();
    const other = await newClient();
    await t.database.db.update(clients).set({ userId: user.userId }).where(eq(clients.id, own.id));
    const heard: Record<string, RealtimeEvent[]> = { own: [], other: [] };
    const stop = [
      t.ctx.hub.subscribe({
        viewer: { userId: "x", staff: false, clientId: other.id },
        send: (e) => heard.other!.push(e),
      }),
      t.ctx.hub.subscribe({
        viewer: { userId: "y", staff: false, clientId: own.id },
        send: (e) => heard.own!.push(e),
      }),
    ];
    try {
      await call(user, "PUT", "/api/me/client", { phone: "+44 20 7946 0000" });
      await vi.waitFor(
        () => expect(heard.own).toContainEqual({ topic: "clients", id: own.id, op: "update" }),
        { timeout: 10_000 },
      );
      expect(heard.other).toEqual([]);
    } finally {
      for (const s of stop) s();
    }
  });
});

describe("access", () => {
  it("keeps portal management to staff: anonymous 401, client users 403 on any client, even their own", async () => {
    const userA = await t.signInAs("client");
    const a = await newClient();
    const b = await newClient();
    const sneaky = address("sneaky");
    await t.database.db.update(clients).set({ userId: userA.userId }).where(eq(clients.id, a.id));
    for (const clientId of [a.id, b.id]) {
      const routes: [string, string, unknown?][] = [
        ["GET", `/api/clients/${clientId}/portal`],
        ["POST", `/api/clients/${clientId}/portal/invitations`, { email: sneaky }],
        ["POST", `/api/clients/${clientId}/portal/link`, { userId: userA.userId }],
        ["DELETE", `/api/clients/${clientId}/portal`],
      ];
      for (const [method, url, body] of routes) {
        expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(userA, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call(userA, "GET", "/api/clients/portal-candidates")).statusCode).toBe(403);
    // B's portal is untouched and A still belongs to A.
    expect((await portalOf(b.id, admin)).user).toBeNull();
    expect((await call(userA, "GET", "/api/me/client")).json().id).toBe(a.id);
    expect(mail.sentTo(sneaky)).toEqual([]);
  });
});
