import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../context";
import { invoices } from "../../db/schema/invoices";
import { passengers } from "../../db/schema/passengers";
import { itineraries } from "../../db/schema/segments";
import { tripTimeLimits } from "../../db/schema/trip-time-limits";
import { tripPassengers, trips } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { sessionUser } from "../../test/trip-fixtures";
import { issueInvoice } from "../invoices/invoice-fixtures";
import { createInvoicesService } from "../invoices/invoices.service";
import { createNotificationJobsService } from "../notifications/notification-jobs.service";
import { createDashboardService } from "./dashboard.service";

// "Today" is the agency's day (AGENCY_TIME_ZONE), not UTC's: the app runs in Auckland (UTC+12/+13), and the
// same services are also built with Los Angeles (UTC-8/-7) to check the other side of UTC midnight.

const { t, cast, call } = withCastApp({ config: { AGENCY_TIME_ZONE: "Pacific/Auckland" } });
let losAngeles: AppContext;

beforeAll(async () => {
  losAngeles = { ...t.ctx, config: { ...t.ctx.config, agencyTimeZone: "America/Los_Angeles" } };
});

/** An unpaid invoice of client A stored as issued on `issueDate` and due on `dueDate`. */
async function invoiceDue(issueDate: string, dueDate: string) {
  const invoice = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
  await t.database.db
    .update(invoices)
    .set({ issueDate, dueDate, status: "unpaid" })
    .where(eq(invoices.id, invoice.id));
  return invoice;
}

const statusOf = async (id: string) =>
  (await t.database.db.select({ s: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]?.s;

describe("the agency's time zone", () => {
  it("is what /api/meta tells the browser", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/meta" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: "Pacific/Auckland" });
  });

  it("decides when the overdue job finds an invoice past its due date", async () => {
    const invoice = await invoiceDue("2030-06-01", "2030-06-10");
    // 06:00 UTC on the 11th is still the 10th in Los Angeles: not overdue yet (UTC would say it is).
    await createInvoicesService(losAngeles).markOverdue(new Date("2030-06-11T06:00:00Z"));
    expect(await statusOf(invoice.id)).toBe("unpaid");
    // 10:00 UTC on the 10th is 22:00 on the 10th in Auckland: due today, not overdue.
    await createInvoicesService(t.ctx).markOverdue(new Date("2030-06-10T10:00:00Z"));
    expect(await statusOf(invoice.id)).toBe("unpaid");
    // 12:30 UTC on the 10th is already the 11th in Auckland (UTC would still say the 10th).
    expect(await createInvoicesService(t.ctx).markOverdue(new Date("2030-06-10T12:30:00Z"))).toBe(1);
    expect(await statusOf(invoice.id)).toBe("overdue");
  });

  it("decides whether a trip is still upcoming for the passport expiry warning", async () => {
    const agent = await t.signInAs("agent");
    const [trip] = await t.database.db
      .insert(trips)
      .values({
        title: "Ends on the first of March",
        clientId: cast.clientA.clientId,
        ownerId: agent.userId,
        status: "confirmed",
        startDate: "2030-02-20",
        endDate: "2030-03-01",
      })
      .returning({ id: trips.id });
    const [passenger] = await t.database.db
      .insert(passengers)
      .values({
        title: "Mr",
        firstName: "Tama",
        surname: "Zonecheck",
        passportNumber: "PZ0001",
        documentExpiry: "2030-05-01",
        clientId: cast.clientA.clientId,
      })
      .returning({ id: passengers.id });
    await t.database.db
      .insert(tripPassengers)
      .values({ tripId: trip!.id, passengerId: passenger!.id, clientId: cast.clientA.clientId });

    // 11:30 UTC on 1 March is already 2 March in Auckland: the trip has ended, nobody is told.
    expect(
      await createNotificationJobsService(t.ctx).passportsExpiring(new Date("2030-03-01T11:30:00Z")),
    ).toBe(0);
    // 05:00 UTC on 2 March is still 1 March in Los Angeles: the trip's last day, the agent is told.
    expect(
      await createNotificationJobsService(losAngeles).passportsExpiring(new Date("2030-03-02T05:00:00Z")),
    ).toBe(1);
  });

  it("reads a time limit's day and time on the agency's clock for the 48-hour notice", async () => {
    const agent = await t.signInAs("agent");
    const [trip] = await t.database.db
      .insert(trips)
      .values({
        title: "Ticket soon",
        clientId: cast.clientA.clientId,
        ownerId: agent.userId,
        status: "confirmed",
        startDate: "2030-07-10",
        endDate: "2030-07-20",
      })
      .returning({ id: trips.id });
    const [itinerary] = await t.database.db
      .insert(itineraries)
      .values({ tripId: trip!.id, recordLocator: "TZL001", sourceFormat: "amadeus", rawText: "…" })
      .returning({ id: itineraries.id });
    const limit = (dueDate: string, dueTime: string | null) => ({
      itineraryId: itinerary!.id,
      tripId: trip!.id,
      kind: "ticketing" as const,
      dueDate,
      dueTime,
      text: `TK TL${dueDate}`,
      lineNumber: 7,
    });
    await t.database.db
      .insert(tripTimeLimits)
      .values([limit("2030-07-03", null), limit("2030-07-05", "01:00")]);
    // The end of 3 July in Auckland (NZST, UTC+12) is 11:59 UTC that day: 47.5 hours after 12:30 UTC on
    // 1 July, so due soon (read as UTC, 23:59 UTC would be 59.5 hours away).
    expect(await createNotificationJobsService(t.ctx).timeLimitsDue(new Date("2030-07-01T12:30:00Z"))).toBe(
      1,
    );
    // 01:00 on 5 July in Los Angeles (PDT, UTC−7) is 08:00 UTC: passed 23 hours before 07:00 UTC on 6 July,
    // still told (read as UTC, it passed 30 hours before).
    expect(
      await createNotificationJobsService(losAngeles).timeLimitsDue(new Date("2030-07-06T07:00:00Z")),
    ).toBe(1);
  });

  it("decides the cockpit's due window, what is overdue and when an all-day item falls due", async () => {
    const invoice = await invoiceDue("2031-01-01", "2031-01-20");
    const admin = await sessionUser(t, cast.admin);
    const itemAt = async (ctx: AppContext, now: string) => {
      const alerts = await createDashboardService(ctx).alerts(admin, { scope: "all" }, new Date(now));
      return alerts.cockpit.items.find((item) => item.id === invoice.id);
    };
    // 12:00 UTC on the 12th is 01:00 on the 13th in Auckland: seven days ahead reaches the 20th.
    expect(await itemAt(t.ctx, "2031-01-12T12:00:00Z")).toMatchObject({
      dueDate: "2031-01-20",
      overdue: false,
    });
    // 10:00 UTC on the 12th is still the 12th in Auckland: the 20th is outside the window.
    expect(await itemAt(t.ctx, "2031-01-12T10:00:00Z")).toBeUndefined();
    // The end of the due day in Auckland (NZDT, UTC+13).
    expect(await itemAt(t.ctx, "2031-01-20T12:00:00Z")).toMatchObject({
      overdue: true,
      allDay: true,
      dueAt: "2031-01-20T10:59:00.000Z",
    });
    // 05:00 UTC on the 21st is still the 20th in Los Angeles: due today, not overdue; it ends at 23:59 PST.
    expect(await itemAt(losAngeles, "2031-01-21T05:00:00Z")).toMatchObject({
      overdue: false,
      dueAt: "2031-01-21T07:59:00.000Z",
    });
  });
});
