import { asc, eq, type SQL, sql } from "drizzle-orm";
import { normalizeLocalDateTime } from "#domain/segments/local-date-time";
import type { Segment } from "#domain/segments/segment.schema";
import type { Trip } from "#domain/trips/trip.schema";
import type { TripPassenger } from "#domain/trips/trip-passenger.schema";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripPassengers, trips } from "../../db/schema/trips";
import { passengerNameColumns } from "../passengers";

// Shared column lists and row mappers: every trip read answers the same shape from one query.

export const tripColumns = {
  id: trips.id,
  title: trips.title,
  description: trips.description,
  startDate: trips.startDate,
  endDate: trips.endDate,
  status: trips.status,
  notes: trips.notes,
  clientId: trips.clientId,
  clientName: clients.name,
  ownerId: trips.ownerId,
  ownerName: users.name,
  // Correlated counts use the (trip_id, …) indexes: a page of trips costs one statement, not one per row.
  segmentCount: sql<number>`(select count(*)::int from ${segments} where ${segments.tripId} = ${trips.id})`,
  passengerCount: sql<number>`(select count(*)::int from ${tripPassengers} where ${tripPassengers.tripId} = ${trips.id})`,
  version: trips.version,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
};

type TripRow = Omit<Trip, "createdAt" | "updatedAt" | "ownerName" | "clientName"> & {
  clientName: string | null;
  ownerName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toTrip(row: TripRow): Trip {
  return {
    ...row,
    clientName: row.clientName ?? "",
    segmentCount: Number(row.segmentCount),
    passengerCount: Number(row.passengerCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const segmentColumns = {
  id: segments.id,
  tripId: segments.tripId,
  itineraryId: segments.itineraryId,
  recordLocator: itineraries.recordLocator,
  segmentType: segments.segmentType,
  source: segments.source,
  origin: segments.origin,
  destination: segments.destination,
  departureLocal: segments.departureLocal,
  arrivalLocal: segments.arrivalLocal,
  airline: segments.airline,
  flightNumber: segments.flightNumber,
  bookingClass: segments.bookingClass,
  status: segments.status,
  seatCount: segments.seatCount,
  operatingCarrier: segments.operatingCarrier,
  details: segments.details,
  notes: segments.notes,
  version: segments.version,
  createdAt: segments.createdAt,
  updatedAt: segments.updatedAt,
};

type SegmentRow = Omit<Segment, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

export function toSegment(row: SegmentRow): Segment {
  return {
    ...row,
    departureLocal: normalizeLocalDateTime(row.departureLocal),
    arrivalLocal: normalizeLocalDateTime(row.arrivalLocal),
    details: row.details ?? {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const itineraryJoin = eq(itineraries.id, segments.itineraryId);

/** Segments in travel order: by local departure, undated ones last, then as they were added. */
export const segmentOrder: SQL[] = [
  sql`${segments.departureLocal} asc nulls last`,
  asc(segments.createdAt),
  asc(segments.id),
];

export const tripPassengerColumns = {
  id: passengers.id,
  ...passengerNameColumns,
  gender: passengers.gender,
  dateOfBirth: passengers.dateOfBirth,
  nationality: passengers.nationality,
  passportNumber: passengers.passportNumber,
  documentExpiry: passengers.documentExpiry,
  clientId: passengers.clientId,
  addedAt: tripPassengers.createdAt,
};

type TripPassengerRow = Omit<TripPassenger, "addedAt"> & { addedAt: Date };

export function toTripPassenger(row: TripPassengerRow): TripPassenger {
  return { ...row, addedAt: row.addedAt.toISOString() };
}

export const tripPassengerOrder: SQL[] = [asc(passengers.sortName), asc(passengers.id)];
export const tripPassengerJoin = eq(passengers.id, tripPassengers.passengerId);
