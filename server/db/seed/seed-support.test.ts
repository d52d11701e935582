import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoDatabase } from "../../test/demo-database";
import { auditLogs } from "../schema/audit-logs";
import { users } from "../schema/auth";
import { clients } from "../schema/clients";
import { supportTickets, ticketComments } from "../schema/support";

const { database } = withDemoDatabase();

describe("seedSupport", () => {
  it("seeds a handful of tickets across every type and status, some with comments and a history", async () => {
    const tickets = await database.db.select().from(supportTickets);
    expect(tickets).toHaveLength(8);
    expect(new Set(tickets.map((t) => t.status))).toEqual(new Set(["open", "pending", "resolved"]));
    expect(new Set(tickets.map((t) => t.ticketType))).toEqual(
      new Set(["technical_issue", "login_problem", "document_upload", "payment_issue", "custom"]),
    );
    expect((await database.db.select().from(ticketComments)).length).toBeGreaterThanOrEqual(5);
    const created = await database.db.select().from(auditLogs).where(eq(auditLogs.entity, "support_ticket"));
    expect(created.filter((a) => a.action === "create")).toHaveLength(8);
  });

  it("gives the demo client user's tickets to their client, and staff tickets to no client", async () => {
    const rows = await database.db
      .select({
        clientId: supportTickets.clientId,
        reporterId: supportTickets.reporterId,
        reporterEmail: users.email,
        clientUser: clients.userId,
      })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.reporterId))
      .leftJoin(clients, eq(clients.id, supportTickets.clientId));
    const demo = rows.filter((r) => r.reporterEmail === "client@itinera.local");
    expect(demo.length).toBeGreaterThanOrEqual(4);
    for (const row of demo) expect(row.clientUser).toBe(row.reporterId);
    for (const row of rows.filter((r) => r.reporterEmail !== "client@itinera.local"))
      expect(row.clientId).toBeNull();
  });
});
