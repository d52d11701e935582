import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { PublishedEvent, RealtimeEvent } from "#domain/realtime/event.schema";
import { sessions, users, verifications } from "../db/schema/auth";
import { clients } from "../db/schema/clients";
import { SYSTEM } from "../kernel/mutate";
import { type LiveSocket, openLiveSocket } from "../test/live-socket";
import { TEST_ORIGIN, type TestApp } from "../test/test-app";
import { clientUser } from "../test/trip-fixtures";
import { withTwoInstances } from "../test/two-instances";
import { clientAudience, staffOnly, userAudience } from "./audience";
import { SESSION_ENDED_CLOSE } from "./channel";

// Two instances on one database, as in production: a socket on `b` follows what is done through `a`. On PGlite
// both share one engine (its NOTIFY reaches both), on PostgreSQL each has its own pool and LISTEN connection.
const two = withTwoInstances();
let a: TestApp;
let b: TestApp;
beforeAll(() => {
  ({ a, b } = two);
});

/** A socket on instance `b`, once greeted. */
function open(cookie: string): Promise<LiveSocket> {
  return openLiveSocket((b.app.server.address() as AddressInfo).port, cookie);
}

function emit(event: PublishedEvent) {
  return a.ctx.kernel.mutate(SYSTEM, async (change) => change.emit(event));
}

/** What a client's socket must no longer hear once it is closed, and a staff socket's word that it was sent. */
async function clientEventAfterwards(clientId: string, watcher: LiveSocket, heard: RealtimeEvent[]) {
  const id = `after-${randomBytes(4).toString("hex")}`;
  await emit({ topic: "invoices", id, op: "insert", audience: clientAudience(clientId) });
  await expect.poll(() => watcher.heard.some((e) => e.id === id)).toBe(true);
  expect(heard.map((e) => e.id)).not.toContain(id);
}

function post(app: TestApp, url: string, cookie: string | null, payload: object = {}) {
  return app.app.inject({
    method: "POST",
    url,
    headers: { ...(cookie ? { cookie } : {}), origin: TEST_ORIGIN, "content-type": "application/json" },
    payload,
  });
}

describe("a live-update socket follows its session", () => {
  it("closes when its user signs out, and hears nothing of their client afterwards", async () => {
    const staff = await open((await b.signInAs("agent")).cookie);
    const alpha = await clientUser(b, "Alpha Sign-out");
    const side = await open(alpha.cookie);
    expect((await post(b, "/api/auth/sign-out", alpha.cookie)).statusCode).toBe(200);
    expect(await side.closed).toBe(SESSION_ENDED_CLOSE);
    await clientEventAfterwards(alpha.clientId, staff, side.heard);
    staff.socket.close();
  });

  it("closes on another instance when the user signs out through this one", async () => {
    const alpha = await clientUser(a, "Alpha Two Instances");
    const side = await open(alpha.cookie);
    expect((await post(a, "/api/auth/sign-out", alpha.cookie)).statusCode).toBe(200);
    expect(await side.closed).toBe(SESSION_ENDED_CLOSE);
  });

  it("closes a client user's socket when staff revoke their portal access", async () => {
    const agent = await a.signInAs("agent");
    const staff = await open(agent.cookie);
    const alpha = await clientUser(a, "Alpha Revoked");
    const side = await open(alpha.cookie);
    const revoked = await a.app.inject({
      method: "DELETE",
      url: `/api/clients/${alpha.clientId}/portal`,
      headers: { cookie: agent.cookie, origin: TEST_ORIGIN },
    });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await side.closed).toBe(SESSION_ENDED_CLOSE);
    await clientEventAfterwards(alpha.clientId, staff, side.heard);
    staff.socket.close();
  });

  it("closes a banned user's socket", async () => {
    const admin = await a.signInAs("admin");
    const alpha = await clientUser(a, "Alpha Banned");
    const side = await open(alpha.cookie);
    const banned = await post(a, `/api/users/${alpha.userId}/ban`, admin.cookie, { reason: "Fraud" });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(await side.closed).toBe(SESSION_ENDED_CLOSE);
  });

  it("closes every socket of a user whose password is reset", async () => {
    const alpha = await clientUser(a, "Alpha Reset");
    const side = await open(alpha.cookie);
    const token = randomBytes(16).toString("hex");
    await a.database.db.insert(verifications).values({
      identifier: `reset-password:${token}`,
      value: alpha.userId,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const reset = await post(a, "/api/accounts/reset-password", null, {
      token,
      newPassword: "a-brand-new-secret",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await side.closed).toBe(SESSION_ENDED_CLOSE);
  });

  it("closes when its session runs out, though no row changes", async () => {
    const alpha = await clientUser(a, "Alpha Expiring");
    // A session with a few seconds left: the API still takes it, and the socket opens on it.
    await a.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '3 seconds'` })
      .where(eq(sessions.userId, alpha.userId));
    const side = await open(alpha.cookie);
    expect(await side.closed).toBe(SESSION_ENDED_CLOSE);
  });

  it("stops telling a client user of their former client's records once they are unlinked from it", async () => {
    const alpha = await clientUser(a, "Alpha Unlinked");
    const side = await open(alpha.cookie);
    await a.database.db.update(clients).set({ userId: null }).where(eq(clients.id, alpha.clientId));
    await emit({
      topic: "invoices",
      id: "former-client",
      op: "insert",
      audience: clientAudience(alpha.clientId),
    });
    // Events reach a socket in order: once it heard the later one, it would have heard the first.
    await emit({ topic: "settings", id: "later", op: "update", audience: userAudience(alpha.userId) });
    await expect.poll(() => side.heard.map((e) => e.id)).toEqual(["later"]);
    // Signed in still: the session did not end, only what it may hear.
    expect(side.socket.readyState).toBe(WebSocket.OPEN);
    side.socket.close();
  });

  it("stops telling a demoted agent what only staff hear", async () => {
    const agent = await a.signInAs("agent");
    const side = await open(agent.cookie);
    await a.database.db.update(users).set({ role: "client" }).where(eq(users.id, agent.userId));
    await emit({ topic: "users", id: "staff-only", op: "update", audience: staffOnly });
    await emit({ topic: "settings", id: "later", op: "update", audience: userAudience(agent.userId) });
    await expect.poll(() => side.heard.map((e) => e.id)).toEqual(["later"]);
    side.socket.close();
  });

  it("refuses to follow a session that ended before the socket subscribed", async () => {
    const alpha = await clientUser(a, "Alpha Gone");
    const before = b.ctx.hub.size;
    const ended: string[] = [];
    const unsubscribe = await b.ctx.hub.follow({
      sessionId: "0f8fad5b-d9cb-469f-a165-70867728950e",
      userId: alpha.userId,
      send: () => {},
      restart: () => ended.push("restart"),
      end: () => ended.push("end"),
    });
    expect(unsubscribe).toBeNull();
    expect(ended).toEqual(["end"]);
    expect(b.ctx.hub.size).toBe(before);
  });

  it("restarts a socket whose session it cannot read, so its browser reconnects and is checked again", async () => {
    const alpha = await clientUser(a, "Alpha Unread");
    const before = b.ctx.hub.size;
    const told: string[] = [];
    // Not a session id the database can look up: the read fails, as it would with the database away.
    const unsubscribe = await b.ctx.hub.follow({
      sessionId: "not-a-session-id",
      userId: alpha.userId,
      send: () => {},
      restart: () => told.push("restart"),
      end: () => told.push("end"),
    });
    expect(unsubscribe).toBeNull();
    expect(told).toEqual(["restart"]);
    expect(b.ctx.hub.size).toBe(before);
  });
});
