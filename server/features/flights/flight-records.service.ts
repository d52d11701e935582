import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FlightValues, SegmentPlan, StoredFlight } from "#domain/gds-import/flight-values";
import type { AirportLocator } from "#domain/gds-import/journey-title";
import { topics } from "#domain/realtime/topics";
import { normalizeLocalDateTime } from "#domain/segments/local-date-time";
import type { DbOrTx } from "../../db/client";
import { bumpVersion } from "../../db/record-version";
import { segments } from "../../db/schema/segments";
import type { Change } from "../../kernel/mutate";
import { staffOnly, tripAudience } from "../../realtime/audience";
import { checkSegmentMove } from "../trips";
import { airportDirectory } from "./airport-directory";

// Flight segment writes that join the caller's change, for an itinerary imported from a reservation: the
// caller (the GDS import) audits the import as a whole and announces the itinerary's flights (flightsChanged).

/** The names of the airports the directory knows, by code. */
export function airportNamesOf(
  codes: Iterable<string>,
  log?: { warn(obj: object, msg: string): void },
): Record<string, string> {
  const directory = airportDirectory(log);
  const names: Record<string, string> = {};
  for (const code of new Set(codes)) {
    const name = directory.name(code);
    if (name) names[code] = name;
  }
  return names;
}

/** Where the directory's airports are, by code (a code it does not know gives null). */
export function airportLocator(log?: { warn(obj: object, msg: string): void }): AirportLocator {
  const directory = airportDirectory(log);
  return (code) => directory.coordinates(code);
}

/** Announces a change of flights: to the Flights screen (staff's), and to each trip they are (or were) on. */
export async function flightsChanged(
  { tx, emit }: Change,
  op: "insert" | "update" | "delete",
  id: string,
  tripIds: readonly (string | null)[],
): Promise<void> {
  emit({ topic: topics.flights, id, op, audience: staffOnly });
  for (const tripId of new Set(tripIds)) {
    if (tripId)
      emit({ topic: topics.trips, id: tripId, op: "update", audience: await tripAudience(tx, tripId) });
  }
}

function segmentRow(flight: FlightValues) {
  return {
    airline: flight.airline,
    flightNumber: flight.flightNumber,
    bookingClass: flight.bookingClass,
    origin: flight.origin,
    destination: flight.destination,
    departureLocal: flight.departureLocal,
    arrivalLocal: flight.arrivalLocal,
    status: flight.status,
    seatCount: flight.seatCount,
    operatingCarrier: flight.operatingCarrier,
    segmentNumber: flight.segmentNumber,
    details: flight.details,
    notes: flight.notes,
  };
}

/** An itinerary's flights as stored, in booking order: what a new display of it is compared with. */
export async function itineraryFlightsOf(tx: DbOrTx, itineraryId: string): Promise<StoredFlight[]> {
  const rows = await tx
    .select({
      id: segments.id,
      airline: segments.airline,
      flightNumber: segments.flightNumber,
      bookingClass: segments.bookingClass,
      origin: segments.origin,
      destination: segments.destination,
      departureLocal: segments.departureLocal,
      arrivalLocal: segments.arrivalLocal,
      status: segments.status,
      seatCount: segments.seatCount,
      operatingCarrier: segments.operatingCarrier,
      segmentNumber: segments.segmentNumber,
      details: segments.details,
      notes: segments.notes,
    })
    .from(segments)
    .where(and(eq(segments.itineraryId, itineraryId), eq(segments.segmentType, "flight")))
    .orderBy(asc(segments.segmentNumber), asc(segments.departureLocal), asc(segments.id));
  return rows.map((r) => ({
    ...r,
    airline: r.airline ?? "",
    flightNumber: r.flightNumber ?? "",
    origin: r.origin ?? "",
    destination: r.destination ?? "",
    departureLocal: normalizeLocalDateTime(r.departureLocal),
    arrivalLocal: normalizeLocalDateTime(r.arrivalLocal),
    segmentNumber: r.segmentNumber ?? 0,
  }));
}

/**
 * Carries out a re-import plan on an itinerary's flights (planSegmentChanges): deletes, updates, and inserts
 * as imported flights on `tripId`. Answers the inserted rows' ids, in the plan's order.
 */
export async function applyFlightPlan(
  { tx }: Change,
  itineraryId: string,
  tripId: string | null,
  plan: SegmentPlan,
): Promise<string[]> {
  if (plan.deletes.length > 0) {
    await tx.delete(segments).where(
      inArray(
        segments.id,
        plan.deletes.map((d) => d.id),
      ),
    );
  }
  for (const update of plan.updates) {
    await tx
      .update(segments)
      .set({ ...segmentRow(update.next), version: bumpVersion(segments.version), updatedAt: sql`now()` })
      .where(eq(segments.id, update.stored.id));
  }
  if (plan.inserts.length === 0) return [];
  const inserted = await tx
    .insert(segments)
    .values(
      plan.inserts.map((f) => ({
        ...segmentRow(f),
        itineraryId,
        tripId,
        segmentType: "flight" as const,
        source: "gds" as const,
      })),
    )
    .returning({ id: segments.id });
  return inserted.map((r) => r.id);
}

/**
 * Every segment of the itinerary follows it to `tripId` (null: off every trip), their SSR requests with
 * them (checkSegmentMove: their passengers must be on that trip by now).
 */
export async function moveItineraryFlights(
  { tx }: Change,
  itineraryId: string,
  tripId: string | null,
): Promise<void> {
  const moving = await tx
    .select({ id: segments.id })
    .from(segments)
    .where(and(eq(segments.itineraryId, itineraryId), sql`${segments.tripId} is distinct from ${tripId}`));
  if (moving.length === 0) return;
  await checkSegmentMove(
    tx,
    moving.map((s) => s.id),
    tripId,
  );
  await tx
    .update(segments)
    .set({ tripId, version: bumpVersion(segments.version) })
    .where(
      inArray(
        segments.id,
        moving.map((s) => s.id),
      ),
    );
}
