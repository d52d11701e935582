import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultNotificationPreferences } from "#domain/settings/notification-preferences.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const url = "/api/settings/notifications";

describe("notification preferences", () => {
  it("starts with everything on, saves per user, and writes an audit row", async () => {
    const a = await t.signInAs("client");
    const b = await t.signInAs("agent");
    const initial = await t.app.inject({ url, headers: { cookie: a.cookie } });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(defaultNotificationPreferences);

    const choice = {
      systemAlerts: true,
      offerResponses: false,
      agentMessages: true,
      invoiceUpdates: false,
      emailDigest: true,
    };
    const saved = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: a.cookie, origin: a.origin },
      payload: choice,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(choice);
    expect((await t.app.inject({ url, headers: { cookie: a.cookie } })).json()).toEqual(choice);
    // Saving again updates the same row.
    const all = { ...choice, invoiceUpdates: true };
    await t.app.inject({ method: "PUT", url, headers: { cookie: a.cookie, origin: a.origin }, payload: all });
    expect((await t.app.inject({ url, headers: { cookie: a.cookie } })).json()).toEqual(all);
    // Someone else's stay their own.
    expect((await t.app.inject({ url, headers: { cookie: b.cookie } })).json()).toEqual(
      defaultNotificationPreferences,
    );
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, a.userId));
    expect(audit.filter((r) => r.entity === "notification_preferences")).toHaveLength(2);
  });

  it("keeps the stored digest switch when a body leaves it out", async () => {
    const a = await t.signInAs("agent");
    const four = { systemAlerts: false, offerResponses: true, agentMessages: true, invoiceUpdates: true };
    const first = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: a.cookie, origin: a.origin },
      payload: four,
    });
    expect(first.json()).toEqual({ ...four, emailDigest: false });
    await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: a.cookie, origin: a.origin },
      payload: { ...four, emailDigest: true },
    });
    const again = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: a.cookie, origin: a.origin },
      payload: { ...four, systemAlerts: true },
    });
    expect(again.json()).toEqual({ ...four, systemAlerts: true, emailDigest: true });
    const bad = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: a.cookie, origin: a.origin },
      payload: { ...four, emailDigest: "daily" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues.map((i: { path: string }) => i.path)).toEqual([
      "body.emailDigest",
    ]);
  });

  it("needs all four switches as booleans, and a session", async () => {
    const a = await t.signInAs("client");
    const res = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: a.cookie, origin: a.origin },
      payload: { systemAlerts: "yes", offerResponses: true, agentMessages: true },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(["body.systemAlerts", "body.invoiceUpdates"]);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
