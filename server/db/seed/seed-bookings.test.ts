import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingTotalCents } from "#domain/bookings/booking-total";
import { bookingStatuses } from "#domain/bookings/booking-values";
import { withDemoDatabase } from "../../test/demo-database";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../client";
import { bookingParticipants, bookings } from "../schema/bookings";
import { clientStats, clients } from "../schema/clients";
import { travelPackages } from "../schema/packages";
import { passengers } from "../schema/passengers";
import { seedDemo } from "./seed-demo";

const { database } = withDemoDatabase();

const DAY = 86_400_000;
const isoDaysFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe("seedBookings", () => {
  it("seeds about 600 bookings over 18 months in every status, most of packages, some of trips", async () => {
    const rows = await database.db.select().from(bookings);
    expect(rows.length).toBeGreaterThanOrEqual(550);
    expect(rows.length).toBeLessThanOrEqual(650);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(bookingStatuses));
    const ofTrips = rows.filter((r) => r.tripId).length;
    expect(ofTrips).toBeGreaterThanOrEqual(30);
    expect(rows.length - ofTrips).toBeGreaterThan(ofTrips * 5);
    const today = isoDaysFromToday(0);
    expect(rows.filter((r) => r.travelDate > today).length).toBeGreaterThan(50);
    const months = new Set(rows.map((r) => r.bookingDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(17);
    for (const row of rows) {
      expect(row.bookingDate >= isoDaysFromToday(-549) && row.bookingDate <= today, row.bookingDate).toBe(
        true,
      );
      expect(row.bookingDate < row.travelDate, `${row.bookingDate} < ${row.travelDate}`).toBe(true);
      expect(row.cancelReason === null, row.status).toBe(row.status !== "cancelled");
      // Only bookings whose trip is over can be completed.
      if (row.status === "completed") expect(row.travelDate < today).toBe(true);
    }
    // The BK numbers follow the booking dates.
    const byNumber = [...rows].sort((a, b) => a.number - b.number).map((r) => r.bookingDate);
    expect(byNumber).toEqual([...byNumber].sort());
  });

  it("takes 1 to 4 participants from the booking client's passengers, as many as the participants column says", async () => {
    const rows = await database.db
      .select({
        participants: bookings.participants,
        rows: sql<number>`count(${bookingParticipants.passengerId})::int`,
        strangers: sql<number>`count(*) filter (where ${passengers.clientId} is distinct from ${bookings.clientId})::int`,
      })
      .from(bookings)
      .leftJoin(bookingParticipants, eq(bookingParticipants.bookingId, bookings.id))
      .leftJoin(passengers, eq(passengers.id, bookingParticipants.passengerId))
      .groupBy(bookings.id);
    for (const row of rows) {
      expect(row.rows).toBe(row.participants);
      expect(row.participants).toBeGreaterThanOrEqual(1);
      expect(row.participants).toBeLessThanOrEqual(4);
      expect(row.strangers).toBe(0);
    }
    expect(rows.filter((r) => r.participants > 1).length).toBeGreaterThan(rows.length / 4);
  });

  it("prices bookings by the domain rule, in the package's currency and season, unless staff adjusted with a reason", async () => {
    const rows = await database.db
      .select({ booking: bookings, pkg: travelPackages })
      .from(bookings)
      .leftJoin(travelPackages, eq(travelPackages.id, bookings.packageId));
    let adjusted = 0;
    for (const { booking, pkg } of rows) {
      const computed = bookingTotalCents(booking);
      if (booking.totalAdjustmentReason) adjusted++;
      else expect(booking.totalCents).toBe(computed);
      if (pkg) {
        expect(booking.unitPriceCents).toBe(pkg.priceCents);
        expect(booking.discountPercent).toBe(pkg.discountPercent);
        expect(booking.currency).toBe(pkg.currency);
        expect(booking.travelDate >= pkg.startDate && booking.travelDate <= pkg.endDate).toBe(true);
      }
    }
    expect(adjusted).toBeLessThan(rows.length / 20);
    expect(rows.filter(({ booking }) => booking.discountPercent > 0).length).toBeGreaterThan(0);
  });

  it("never books a package beyond its places with pending and confirmed bookings", async () => {
    const rows = await database.db
      .select({
        max: travelPackages.maxParticipants,
        held: sql<number>`coalesce(sum(${bookings.participants}) filter (where ${bookings.status} in ('pending', 'confirmed')), 0)::int`,
      })
      .from(travelPackages)
      .leftJoin(bookings, eq(bookings.packageId, travelPackages.id))
      .groupBy(travelPackages.id);
    for (const row of rows) expect(row.held).toBeLessThanOrEqual(row.max);
    // Some are nearly full, so the dashboard's "almost sold out" has something to say.
    expect(rows.filter((r) => r.held / r.max > 0.8).length).toBeGreaterThan(0);
  });

  it("gives the demo client bookings to come, and keeps archived clients' history only", async () => {
    const demo = await database.db
      .select({ status: bookings.status, travelDate: bookings.travelDate })
      .from(bookings)
      .innerJoin(clients, eq(clients.id, bookings.clientId))
      .where(eq(clients.email, "client@itinera.local"));
    const today = isoDaysFromToday(0);
    expect(demo.filter((b) => b.travelDate > today && b.status !== "cancelled").length).toBeGreaterThan(0);
    const [archived] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(clients, eq(clients.id, bookings.clientId))
      .where(sql`${clients.archivedAt} is not null`);
    expect(archived?.n).toBe(0);
  });

  it("leaves client_stats as a rebuild from scratch would (the triggers kept them)", async () => {
    const snapshot = () =>
      database.db
        .select({
          clientId: clientStats.clientId,
          count: clientStats.bookingsCount,
          spent: clientStats.spentCents,
        })
        .from(clientStats)
        .orderBy(clientStats.clientId);
    const kept = await snapshot();
    expect(kept.filter((r) => r.count > 0).length).toBeGreaterThan(100);
    await database.db.execute(sql`select client_stats_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });

  it("seeds the same clients, packages and bookings on every run", async () => {
    const second = await createTestDatabase();
    try {
      await seedDemo(second.database, { timeZone: "UTC" });
      const projection = (db: Database) =>
        db.db
          .select({
            number: bookings.number,
            client: clients.name,
            pkg: travelPackages.title,
            travelDate: bookings.travelDate,
            bookingDate: bookings.bookingDate,
            status: bookings.status,
            participants: bookings.participants,
            total: bookings.totalCents,
          })
          .from(bookings)
          .innerJoin(clients, eq(clients.id, bookings.clientId))
          .leftJoin(travelPackages, eq(travelPackages.id, bookings.packageId))
          .orderBy(asc(bookings.number));
      expect(await projection(second.database)).toEqual(await projection(database));
    } finally {
      await second.close();
    }
  }, 180_000);
});
