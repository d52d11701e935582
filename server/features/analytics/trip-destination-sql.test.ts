import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteSegment, tripDestinationFor } from "#domain/trips/trip-destination";
import type { Database } from "../../db/client";
import { clients } from "../../db/schema/clients";
import { segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { rows } from "../../kernel/rows";
import { createTestDatabase } from "../../test/test-database";

/**
 * The database's trip_destination() (migration 0035) and the destination its triggers keep per trip equal
 * domain/trips/trip-destination.ts's tripDestinationFor on the same segments, entered in the same order.
 */
let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await createTestDatabase());
});
afterAll(async () => {
  await close();
});

const seg = (
  segmentType: RouteSegment["segmentType"],
  origin: string | null,
  destination: string | null = null,
  departureLocal: string | null = null,
): RouteSegment => ({ segmentType, origin, destination, departureLocal });

const named: RouteSegment[][] = [
  [],
  [seg("flight", "LHR", "JFK", "2026-05-01T10:00")],
  [seg("flight", "LHR", "JFK", "2026-05-01T10:00"), seg("flight", "JFK", "LHR", "2026-05-09T18:00")],
  [
    seg("flight", "LHR", "JFK", "2026-12-28T10:00"),
    seg("flight", "JFK", "LAX", "2027-01-02T09:00"),
    seg("flight", "LAX", "LHR", "2027-01-06T20:00"),
  ],
  [seg("flight", "LHR", "JFK", "2026-05-01T10:00"), seg("flight", "BOS", "LHR", "2026-05-12T19:00")],
  [seg("flight", "JFK", "LHR", "2026-05-09T18:00"), seg("flight", "LHR", "JFK", "2026-05-01T10:00")],
  [seg("hotel", " Lisbon ", null, "2026-06-03T15:00")],
  [seg("hotel", "Lisbon"), seg("activity", "Sintra", "Cascais")],
  [seg("car", "LIS", "lis")],
  [seg("rail", "Paris", "Lyon"), seg("rail", "Lyon", "PARIS")],
  [seg("other", " "), seg("hotel", null), seg("other", "\u00a0\t")],
  [seg("transfer", "Airport", " "), seg("hotel", "Old Town", null, "2026-01-01T00:00")],
  [seg("flight", "LHR", "CDG"), seg("flight", "CDG", "FCO"), seg("flight", "FCO", "LHR")],
];

/** A small pool with ties, untimed segments, a hotel, case and spaces: every ordered choice of it. */
function generated(): RouteSegment[][] {
  const pool = [
    seg("flight", "LHR", "JFK", "2026-05-01T10:00"),
    seg("hotel", " New York ", null, "2026-05-01T10:00"),
    seg("rail", "jfk", "Boston"),
    seg("flight", "BOS", "lhr", "2026-05-09T18:00"),
  ];
  const out: RouteSegment[][] = [];
  const pick = (chosen: RouteSegment[], left: RouteSegment[]) => {
    if (chosen.length > 0) out.push(chosen);
    left.forEach((next, index) => {
      pick([...chosen, next], [...left.slice(0, index), ...left.slice(index + 1)]);
    });
  };
  pick([], pool);
  return out;
}

describe("trip_destination()", () => {
  it("says what tripDestinationFor says, and the trigger-kept destination with it", async () => {
    const all = [...named, ...generated()];
    const [client] = await database.db.insert(clients).values({ name: "Route Tester" }).returning();
    const ids: string[] = [];
    for (const route of all) {
      const [trip] = await database.db
        .insert(trips)
        .values({ title: "Route", clientId: client!.id, startDate: "2026-05-01", endDate: "2026-05-09" })
        .returning({ id: trips.id });
      ids.push(trip!.id);
      // One statement each, entered a second apart: the entry order breaks ties as the Segments tab's does.
      for (const [index, s] of route.entries()) {
        await database.db.insert(segments).values({
          ...s,
          tripId: trip!.id,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
        });
      }
    }
    const answer = await rows<{ id: string; computed: string | null; kept: string | null }>(
      database.db,
      sql`select t.id, trip_destination(t.id) as computed, d.destination as kept
        from trips t join trip_destinations d on d.trip_id = t.id where ${inArray(sql`t.id`, ids)}`,
    );
    const byTrip = new Map(answer.map((row) => [row.id, row]));
    expect(byTrip.size).toBe(all.length);
    for (const [index, route] of all.entries()) {
      const expected = tripDestinationFor(route);
      const row = byTrip.get(ids[index]!)!;
      expect({ computed: row.computed, kept: row.kept }, JSON.stringify(route)).toEqual({
        computed: expected,
        kept: expected,
      });
    }
  });
});
