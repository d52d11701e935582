import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestCategories, requestStatuses } from "#domain/requests/request-values";
import { withDemoDatabase } from "../../test/demo-database";
import { auditLogs } from "../schema/audit-logs";
import { users } from "../schema/auth";
import { clients } from "../schema/clients";
import { requests } from "../schema/requests";
import { trips } from "../schema/trips";
import { seededRequests } from "./seed-requests";

const { database } = withDemoDatabase();

describe("seedRequests", () => {
  it("seeds about 40 requests in every category and status", async () => {
    const rows = await database.db.select().from(requests);
    expect(rows.length).toBe(40);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(requestCategories));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(requestStatuses));
  });

  it("gives the demo client user's client some, and the demo agent some to work", async () => {
    const [demo] = await database.db
      .select({ clientId: clients.id })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId))
      .where(eq(users.email, "client@itinera.local"));
    const [agent] = await database.db.select().from(users).where(eq(users.email, "agent@itinera.local"));
    const rows = await database.db.select().from(requests);
    expect(rows.filter((r) => r.clientId === demo!.clientId).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.assigneeId === agent!.id).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.assigneeId === null).every((r) => r.status === "open")).toBe(true);
  });

  it("links only trips of the request's client, and writes each request's history", async () => {
    const mismatched = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(requests)
      .innerJoin(trips, eq(trips.id, requests.tripId))
      .where(sql`${trips.clientId} <> ${requests.clientId}`);
    expect(mismatched[0]!.n).toBe(0);
    for (const row of await database.db.select().from(requests)) {
      const lines = await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, "request"), eq(auditLogs.entityId, row.id)));
      // Filed, then one line per change: the version counts them.
      expect(lines.length, row.id).toBe(row.version);
      expect(lines.some((line) => line.summary.includes("request filed for"))).toBe(true);
    }
  });

  it("hands the chat seed every request with its client user, oldest first", async () => {
    const seeded = await seededRequests(database.db);
    expect(seeded).toHaveLength(40);
    const times = seeded.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(seeded.some((r) => r.clientUserId !== null)).toBe(true);
  });
});
