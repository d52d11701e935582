import { and, eq } from "drizzle-orm";
import { notFound } from "#domain/errors";
import type { Flight } from "#domain/flights/flight.schema";
import { TIMES_UNKNOWN } from "#domain/gds-import/flight-values";
import { normalizeLocalDateTime } from "#domain/segments/local-date-time";
import type { DbOrTx } from "../../db/client";
import { itineraries, segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import type { AirportDirectory } from "./airport-directory";

/** Realtime topic of the Flights screen; the web's flight query keys start with it. */

/** What a flight row is read from: the segment, its itinerary's record locator and its trip's title. */
export const flightColumns = {
  id: segments.id,
  airline: segments.airline,
  flightNumber: segments.flightNumber,
  origin: segments.origin,
  destination: segments.destination,
  departureLocal: segments.departureLocal,
  arrivalLocal: segments.arrivalLocal,
  bookingClass: segments.bookingClass,
  status: segments.status,
  seatCount: segments.seatCount,
  operatingCarrier: segments.operatingCarrier,
  source: segments.source,
  details: segments.details,
  notes: segments.notes,
  itineraryId: segments.itineraryId,
  recordLocator: itineraries.recordLocator,
  tripId: segments.tripId,
  tripTitle: trips.title,
  version: segments.version,
  createdAt: segments.createdAt,
  updatedAt: segments.updatedAt,
};

export const itineraryJoin = eq(itineraries.id, segments.itineraryId);
export const tripJoin = eq(trips.id, segments.tripId);
export const isFlight = eq(segments.segmentType, "flight");

type FlightRow = Omit<
  Flight,
  "createdAt" | "updatedAt" | "originName" | "destinationName" | "timesUnknown"
> & {
  details: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
};

export function toFlight(row: FlightRow, airports: AirportDirectory): Flight {
  const { details, ...rest } = row;
  return {
    ...rest,
    originName: airports.name(row.origin),
    destinationName: airports.name(row.destination),
    // The database answers "2026-03-15 10:30:00"; the API speaks "2026-03-15T10:30".
    departureLocal: normalizeLocalDateTime(row.departureLocal),
    arrivalLocal: normalizeLocalDateTime(row.arrivalLocal),
    timesUnknown: details?.[TIMES_UNKNOWN] === "true",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One flight segment (`lock`: its row locked for the rest of the transaction), or 404. */
export async function readFlight(
  tx: DbOrTx,
  airports: AirportDirectory,
  id: string,
  lock = false,
): Promise<Flight> {
  const query = tx
    .select(flightColumns)
    .from(segments)
    .leftJoin(itineraries, itineraryJoin)
    .leftJoin(trips, tripJoin)
    .where(and(eq(segments.id, id), isFlight));
  const [row] = lock ? await query.for("update", { of: segments }) : await query;
  if (!row) throw notFound("Flight");
  return toFlight(row, airports);
}
