import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  notificationPageSchema,
  notificationSchema,
  readAllResultSchema,
} from "#domain/notifications/notification.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { notifications } from "../../db/schema/notifications";
import { SYSTEM } from "../../kernel/mutate";
import { emittedBy } from "../../test/change-events";
import { createTestApp, type TestApp } from "../../test/test-app";
import { caller, issues, MISSING_ID, type Session } from "../../test/trip-fixtures";
import { notify } from "./notifications.service";

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

/** Rows written straight in, `minutesAgo` apart, so their order is known. */
async function seedFor(
  userId: string,
  rows: { type: "alert" | "info" | "other"; message: string; minutesAgo: number; read?: boolean }[],
) {
  const now = Date.now();
  const inserted = await t.database.db
    .insert(notifications)
    .values(
      rows.map((r) => ({
        userId,
        type: r.type,
        category: "systemAlerts" as const,
        message: r.message,
        subject: r.type === "alert" ? "About a trip" : null,
        link: "/trips",
        createdAt: new Date(now - r.minutesAgo * 60_000),
        readAt: r.read ? new Date(now) : null,
      })),
    )
    .returning({ id: notifications.id, message: notifications.message });
  return Object.fromEntries(inserted.map((r) => [r.message, r.id]));
}

async function page(session: Session, query = "") {
  const res = await call(session, "GET", `/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return notificationPageSchema.parse(res.json());
}

describe("GET /api/notifications", () => {
  it("lists only the caller's own, newest first, with the total and the unread count", async () => {
    const a = await t.signInAs("agent");
    const b = await t.signInAs("client");
    await seedFor(a.userId, [
      { type: "info", message: "oldest", minutesAgo: 30, read: true },
      { type: "alert", message: "middle", minutesAgo: 20 },
      { type: "other", message: "newest", minutesAgo: 10 },
    ]);
    await seedFor(b.userId, [{ type: "alert", message: "B's own", minutesAgo: 5 }]);

    const all = await page(a);
    expect(all.items.map((n) => n.message)).toEqual(["newest", "middle", "oldest"]);
    expect(all).toMatchObject({ total: 3, unread: 2 });
    expect(all.items[1]).toMatchObject({ type: "alert", subject: "About a trip", read: false, readAt: null });
    expect(all.items[2]).toMatchObject({ read: true, readAt: expect.any(String) });
    expect(JSON.stringify(all)).not.toContain("B's own");

    const unread = await page(a, "?unread=true");
    expect(unread.items.map((n) => n.message)).toEqual(["newest", "middle"]);
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    const alerts = await page(a, "?type=alert");
    expect(alerts.items.map((n) => n.message)).toEqual(["middle"]);
    expect(await page(a, "?type=info&unread=true")).toMatchObject({ items: [], total: 0, unread: 2 });

    const second = await page(a, "?pageSize=2&page=2");
    expect(second.items.map((n) => n.message)).toEqual(["oldest"]);
    // A page past the end still answers the totals.
    expect(await page(a, "?pageSize=2&page=9")).toMatchObject({ items: [], total: 3, unread: 2 });

    const count = await call(a, "GET", "/api/notifications/unread-count");
    expect(count.json()).toEqual({ unread: 2 });
    expect((await call(b, "GET", "/api/notifications/unread-count")).json()).toEqual({ unread: 1 });
  });

  it("answers an empty list to someone with none, and refuses bad filters and anonymous callers", async () => {
    const c = await t.signInAs("client");
    expect(await page(c)).toEqual({ items: [], total: 0, unread: 0 });
    const bad = await call(c, "GET", "/api/notifications?type=urgent&unread=yes&pageSize=500");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issues(bad)).sort()).toEqual(["query.pageSize", "query.type", "query.unread"]);
    expect((await call(null, "GET", "/api/notifications")).statusCode).toBe(401);
    expect((await call(null, "GET", "/api/notifications/unread-count")).statusCode).toBe(401);
  });
});

describe("marking as read", () => {
  it("marks one of the caller's own, once, with an audit row and an event to the caller only", async () => {
    const a = await t.signInAs("agent");
    const ids = await seedFor(a.userId, [{ type: "info", message: "mark me", minutesAgo: 1 }]);
    const id = ids["mark me"]!;
    const heard: RealtimeEvent[] = [];
    const others: RealtimeEvent[] = [];
    const stop = t.ctx.hub.subscribe({
      viewer: { userId: a.userId, staff: true, clientId: null },
      send: (e) => heard.push(e),
    });
    const stopOther = t.ctx.hub.subscribe({
      viewer: { userId: "someone-else", staff: true, clientId: null },
      send: (e) => others.push(e),
    });
    try {
      const res = await call(a, "POST", `/api/notifications/${id}/read`);
      expect(res.statusCode, res.body).toBe(200);
      const marked = notificationSchema.parse(res.json());
      expect(marked).toMatchObject({ id, read: true, message: "mark me" });
      // Marking again changes nothing and still answers it.
      const again = await call(a, "POST", `/api/notifications/${id}/read`);
      expect(again.statusCode).toBe(200);
      expect(again.json().readAt).toBe(marked.readAt);
      await expect
        .poll(() => heard.filter((e) => e.topic === "notifications" && e.id === id))
        .toHaveLength(1);
    } finally {
      stop();
      stopOther();
    }
    expect(others.filter((e) => e.topic === "notifications")).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "notification"), eq(auditLogs.entityId, id)));
    expect(audit).toHaveLength(1);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const a = await t.signInAs("client");
    const b = await t.signInAs("client");
    const ids = await seedFor(a.userId, [{ type: "alert", message: "A's secret", minutesAgo: 1 }]);
    const res = await call(b, "POST", `/api/notifications/${ids["A's secret"]}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("A's secret");
    expect((await call(b, "POST", `/api/notifications/${MISSING_ID}/read`)).statusCode).toBe(404);
    expect((await call(b, "POST", "/api/notifications/not-a-uuid/read")).statusCode).toBe(400);
    expect((await page(a)).unread).toBe(1);
    // Read-all of B touches none of A's.
    const all = await call(b, "POST", "/api/notifications/read-all");
    expect(readAllResultSchema.parse(all.json())).toEqual({ marked: 0, unread: 0 });
    expect((await page(a)).unread).toBe(1);
  });

  it("marks all of the caller's unread ones at once", async () => {
    const a = await t.signInAs("admin");
    const b = await t.signInAs("admin");
    await seedFor(a.userId, [
      { type: "info", message: "one", minutesAgo: 3 },
      { type: "alert", message: "two", minutesAgo: 2 },
      { type: "other", message: "done", minutesAgo: 1, read: true },
    ]);
    await seedFor(b.userId, [{ type: "info", message: "B's", minutesAgo: 1 }]);
    const res = await call(a, "POST", "/api/notifications/read-all");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marked: 2, unread: 0 });
    expect((await page(a)).items.every((n) => n.read)).toBe(true);
    expect((await page(b)).unread).toBe(1);
    expect((await call(a, "POST", "/api/notifications/read-all")).json()).toEqual({ marked: 0, unread: 0 });
  });
});

describe("notify", () => {
  it("tells each recipient whose preference is on, once per dedupe key, and emits their events", async () => {
    const on = await t.signInAs("agent");
    const off = await t.signInAs("agent");
    const fresh = await t.signInAs("client");
    const put = await call(off, "PUT", "/api/settings/notifications", {
      systemAlerts: false,
      offerResponses: true,
      agentMessages: true,
      invoiceUpdates: true,
    });
    expect(put.statusCode).toBe(200);
    const tell = (category: "systemAlerts" | "offerResponses", dedupeKey?: string) =>
      emittedBy(t, (change) =>
        notify(change, {
          userIds: [on.userId, off.userId, fresh.userId, null, on.userId],
          category,
          type: "alert",
          message: `Told of ${category}`,
          link: "/trips",
          dedupeKey,
        }),
      );
    const events = await tell("systemAlerts", "standing:1");
    // The one who turned system alerts off is not told; a user without preferences is (all on).
    expect(events.map((e) => (e.audience as { userId: string }).userId).sort()).toEqual(
      [on.userId, fresh.userId].sort(),
    );
    expect(events.every((e) => e.topic === "notifications" && e.op === "insert" && e.id)).toBe(true);
    // The same standing condition again: nobody is told twice.
    expect(await tell("systemAlerts", "standing:1")).toEqual([]);
    // Another category reaches the one who only turned system alerts off.
    expect(await tell("offerResponses")).toHaveLength(3);
    expect((await page(off)).items.map((n) => n.message)).toEqual(["Told of offerResponses"]);
    expect((await page(on)).total).toBe(2);
    // Nobody to tell.
    expect(
      await emittedBy(t, (change) =>
        notify(change, { userIds: [null], category: "systemAlerts", type: "info", message: "x" }),
      ),
    ).toEqual([]);
  });

  it("rolls back with the change it tells of", async () => {
    const a = await t.signInAs("agent");
    await expect(
      t.ctx.kernel.mutate(SYSTEM, async (change) => {
        await notify(change, {
          userIds: [a.userId],
          category: "systemAlerts",
          type: "info",
          message: "never",
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await page(a)).total).toBe(0);
  });
});
