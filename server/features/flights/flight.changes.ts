import { eq, sql } from "drizzle-orm";
import { fieldError } from "#domain/errors";
import type { Flight, FlightInput } from "#domain/flights/flight.schema";
import { flightDesignator } from "#domain/flights/flight-format";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import type { Change } from "../../kernel/mutate";
import { notifyScheduleChanges } from "../notifications";
import { checkSegmentMove } from "../trips";
import type { AirportDirectory } from "./airport-directory";
import { flightsChanged } from "./flight-records.service";
import { readFlight } from "./flight-rows";
import { zonedToEpoch } from "./zoned-time";

// The Flights screen's use cases, one function each, run by the kernel (ctx.kernel.mutate). The airport
// directory checks the codes and names the airports.

const ENTITY = "segment";

/** The airports exist, the trip exists, and where both time zones are known, it lands after it leaves. */
async function check(tx: DbOrTx, directory: AirportDirectory, input: FlightInput): Promise<void> {
  for (const field of ["origin", "destination"] as const) {
    if (!directory.exists(input[field])) {
      throw fieldError(`body.${field}`, `Unknown airport code ${input[field]}`);
    }
  }
  if (input.arrivalLocal) {
    const leaves = zonedToEpoch(input.departureLocal, directory.get(input.origin)?.tz ?? null);
    const lands = zonedToEpoch(input.arrivalLocal, directory.get(input.destination)?.tz ?? null);
    if (leaves !== null && lands !== null && lands <= leaves) {
      throw fieldError(
        "body.arrivalLocal",
        "Arrival must be after departure (each time is local to its airport)",
      );
    }
  }
  if (input.tripId) {
    const [trip] = await tx
      .select({ id: trips.id })
      .from(trips)
      .where(eq(trips.id, input.tripId))
      .for("update");
    if (!trip) throw fieldError("body.tripId", "Trip not found");
  }
}

function values(input: FlightInput) {
  return {
    airline: input.airline,
    flightNumber: input.flightNumber,
    origin: input.origin,
    destination: input.destination,
    departureLocal: input.departureLocal,
    arrivalLocal: input.arrivalLocal,
    bookingClass: input.bookingClass,
    status: input.status,
    seatCount: input.seatCount,
    operatingCarrier: input.operatingCarrier,
    tripId: input.tripId,
    notes: input.notes,
  };
}

const label = (f: {
  airline: string | null;
  flightNumber: string | null;
  origin: string | null;
  destination: string | null;
}) => `${flightDesignator(f.airline, f.flightNumber)} ${f.origin ?? "?"}–${f.destination ?? "?"}`;

export async function createFlight(
  change: Change,
  airports: AirportDirectory,
  input: FlightInput,
): Promise<Flight> {
  const { tx, audit } = change;
  await check(tx, airports, input);
  const [row] = await tx
    .insert(segments)
    .values({ ...values(input), segmentType: "flight", source: "manual" })
    .returning({ id: segments.id });
  if (!row) throw new Error("insert returned no row");
  await audit({
    action: "create",
    entity: ENTITY,
    entityId: row.id,
    summary: `Added flight ${label(input)}`,
    details: input,
  });
  const created = await readFlight(tx, airports, row.id);
  await flightsChanged(change, "insert", created.id, [created.tripId]);
  return created;
}

export async function updateFlight(
  change: Change,
  airports: AirportDirectory,
  id: string,
  input: FlightInput,
  today: string,
  expected?: number,
): Promise<Flight> {
  const { tx, audit } = change;
  const before = await readFlight(tx, airports, id, true);
  assertVersion(before, expected);
  await check(tx, airports, input);
  const ssrRequestsMoved =
    before.tripId === input.tripId ? 0 : await checkSegmentMove(tx, [id], input.tripId);
  await tx
    .update(segments)
    .set({ ...values(input), version: bumpVersion(segments.version), updatedAt: sql`now()` })
    .where(eq(segments.id, id));
  const after = await readFlight(tx, airports, id);
  const changed = (Object.keys(values(input)) as (keyof Flight)[]).filter((k) => before[k] !== after[k]);
  await audit({
    action: "update",
    entity: ENTITY,
    entityId: id,
    summary: `Updated flight ${label(input)}`,
    details: { changed, ...(ssrRequestsMoved > 0 ? { ssrRequestsMoved } : {}) },
  });
  await flightsChanged(change, "update", id, [before.tripId, after.tripId]);
  await notifyScheduleChanges(change, [{ segmentId: id, before: before.status }], today);
  return after;
}

export async function removeFlight(
  change: Change,
  airports: AirportDirectory,
  id: string,
  expected?: number,
): Promise<void> {
  const { tx, audit } = change;
  const before = await readFlight(tx, airports, id, true);
  assertVersion(before, expected);
  await tx.delete(segments).where(eq(segments.id, id));
  await audit({
    action: "delete",
    entity: ENTITY,
    entityId: id,
    summary: `Deleted flight ${label(before)}`,
    details: {
      recordLocator: before.recordLocator,
      tripId: before.tripId,
      departureLocal: before.departureLocal,
    },
  });
  await flightsChanged(change, "delete", id, [before.tripId]);
}
