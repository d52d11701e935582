import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { segmentInputSchema } from "#domain/segments/segment.schema";
import { tripStatuses } from "#domain/trips/trip-values";
import { toSegment } from "../../features/trips/trip-columns";
import { withDemoDatabase } from "../../test/demo-database";
import { clients } from "../schema/clients";
import { passengers } from "../schema/passengers";
import { itineraries, segments } from "../schema/segments";
import { tripPassengers, trips } from "../schema/trips";

const { database } = withDemoDatabase();

describe("seedTrips", () => {
  it("seeds about 80 trips in every status, some for the demo client", async () => {
    const rows = await database.db
      .select({ status: trips.status, email: clients.email })
      .from(trips)
      .innerJoin(clients, eq(clients.id, trips.clientId));
    expect(rows.length).toBe(80);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(tripStatuses));
    expect(rows.filter((r) => r.email === "client@itinera.local").length).toBeGreaterThanOrEqual(6);
  });

  it("seeds segments the API would accept, of several kinds, imported flights with a record locator", async () => {
    const rows = await database.db
      .select({ segment: segments, recordLocator: itineraries.recordLocator })
      .from(segments)
      .leftJoin(itineraries, eq(itineraries.id, segments.itineraryId));
    const kinds = new Set(rows.map((r) => r.segment.segmentType));
    expect(kinds).toEqual(new Set(["flight", "hotel", "transfer", "car", "rail", "activity", "other"]));
    for (const { segment, recordLocator } of rows) {
      const shown = toSegment({ ...segment, recordLocator });
      const result = segmentInputSchema.safeParse(shown);
      expect(result.error?.issues ?? [], JSON.stringify(shown)).toEqual([]);
      if (segment.source === "gds") expect(recordLocator).toMatch(/^[A-Z0-9]{6}$/);
    }
  });

  it("reads in travel order: out by air first, home by air last, titles from airport to airport", async () => {
    const rows = await database.db
      .select({ tripId: segments.tripId, type: segments.segmentType, at: segments.departureLocal })
      .from(segments)
      .where(sql`${segments.departureLocal} is not null`)
      .orderBy(segments.tripId, segments.departureLocal);
    const byTrip = new Map<string, string[]>();
    for (const r of rows) byTrip.set(r.tripId!, [...(byTrip.get(r.tripId!) ?? []), r.type]);
    for (const types of byTrip.values()) {
      expect(types[0]).toBe("flight");
      expect(types.at(-1)).toBe("flight");
    }
    const titles = await database.db.select({ title: trips.title }).from(trips);
    for (const { title } of titles) expect(title).not.toMatch(/airport →/);
  });

  it("puts passengers only on trips of their own client", async () => {
    const [wrong] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tripPassengers)
      .innerJoin(trips, eq(trips.id, tripPassengers.tripId))
      .innerJoin(passengers, eq(passengers.id, tripPassengers.passengerId))
      .where(sql`${passengers.clientId} is distinct from ${trips.clientId}`);
    expect(wrong?.n).toBe(0);
    const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(tripPassengers);
    expect(all?.n).toBeGreaterThanOrEqual(80);
  });
});
