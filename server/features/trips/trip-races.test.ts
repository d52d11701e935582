import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gdsImportResultSchema } from "#domain/gds-import/gds-import.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { itineraries } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { makeFlight, makePassenger, makeTrip } from "../../test/trip-fixtures";

/** Finding 10 of issue 11: races on trips. Real races need PostgreSQL (TEST_DATABASE_URL); PGlite runs them one by one. */

const { t, cast, call } = withCastApp();

const hotel = { segmentType: "hotel", origin: "Lisbon", departureLocal: "2026-05-02T15:00", details: {} };

describe("trip delete racing segment creates", () => {
  it("answers and audits exactly the segments it deleted", async () => {
    for (let round = 0; round < 3; round++) {
      const tripId = await makeTrip(t, cast.clientA.clientId, `Raced ${round}`);
      await makeFlight(t, tripId, { airline: "LH" });
      await makePassenger(t, tripId);
      const creates = Array.from({ length: 12 }, () =>
        call(cast.agent, "POST", `/api/trips/${tripId}/segments`, hotel),
      );
      // Half the creates go before the delete, half after.
      const all = await Promise.all([
        ...creates.slice(0, 6),
        call(cast.agent, "DELETE", `/api/trips/${tripId}`),
        ...creates.slice(6),
      ]);
      const deleted = all[6]!;
      const added = [...all.slice(0, 6), ...all.slice(7)];
      expect(deleted.statusCode).toBe(200);
      const made = added.filter((res) => res.statusCode === 201).length;
      expect(added.every((res) => res.statusCode === 201 || res.statusCode === 404)).toBe(true);
      const answer = deleted.json() as { segmentsRemoved: number; passengersRemoved: number };
      expect(answer).toEqual({ segmentsRemoved: 1 + made, passengersRemoved: 1 });
      const [audit] = await t.database.db
        .select({ details: auditLogs.details })
        .from(auditLogs)
        .where(
          and(eq(auditLogs.entity, "trip"), eq(auditLogs.entityId, tripId), eq(auditLogs.action, "delete")),
        );
      expect(audit?.details).toMatchObject(answer);
    }
  });
});

describe("concurrent imports of one record locator", () => {
  const reservation = [
    "RP/FRAL12100/FRAL12100            AA/SU  10JAN26/0930Z   RACE01",
    "  1.SCHNEIDER/ANNA MRS",
    "  2  LH 400 M 15MAR 7 FRAJFK HK1  1015 1250  15MAR  E  LH/ABC123",
    "  3  LH 401 M 22MAR 7 JFKFRA HK1  1800 0730  23MAR  E  LH/ABC123",
  ].join("\r\n");

  it("make one itinerary on one new trip, however many arrive at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(cast.agent, "POST", "/api/gds/import", {
          content: reservation,
          referenceDate: "2026-01-10",
          target: { newTrip: { clientId: cast.clientB.clientId } },
          createPassengers: false,
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const results = answers.map((res) => gdsImportResultSchema.parse(res.json()));
    expect(new Set(results.map((r) => r.tripId)).size).toBe(1);
    expect(new Set(results.map((r) => r.itineraryId)).size).toBe(1);
    expect(results.filter((r) => r.tripCreated)).toHaveLength(1);
    const [tripsOfB] = await t.database.db
      .select({ n: count() })
      .from(trips)
      .where(eq(trips.clientId, cast.clientB.clientId));
    expect(tripsOfB?.n).toBe(1);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(itineraries)
      .where(eq(itineraries.recordLocator, "RACE01"));
    expect(stored?.n).toBe(1);
  });
});
