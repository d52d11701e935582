import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { gdsFormats, segmentSources, segmentTypes } from "#domain/segments/segment-values";
import { users } from "./auth";
import { createdAt, editable, primaryId } from "./columns";
import { trips } from "./trips";

/** One reservation imported from a GDS display (SPEC's gds_itineraries): its locators and the text it came from. */
export const itineraries = pgTable(
  "itineraries",
  {
    id: primaryId(),
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "set null" }),
    recordLocator: text("record_locator"),
    // e.g. [{ airline: "LH", locator: "ABC123" }]
    airlineLocators: jsonb("airline_locators")
      .$type<{ airline: string; locator: string }[]>()
      .notNull()
      .default([]),
    sourceFormat: text("source_format", { enum: gdsFormats }).notNull(),
    rawText: text("raw_text").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Importing the same record locator again updates that itinerary.
    uniqueIndex("itineraries_record_locator_idx")
      .on(t.recordLocator)
      .where(sql`${t.recordLocator} IS NOT NULL`),
    index("itineraries_trip_idx").on(t.tripId),
  ],
);

/**
 * Every kind of segment in one table; the Flights screen and a trip's Segments tab read the same rows.
 * Times are local to the place (GDS times are local to the airport), so they carry no time zone.
 */
export const segments = pgTable(
  "segments",
  {
    id: primaryId(),
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "cascade" }),
    itineraryId: uuid("itinerary_id").references(() => itineraries.id, { onDelete: "cascade" }),
    segmentType: text("segment_type", { enum: segmentTypes }).notNull(),
    source: text("source", { enum: segmentSources }).notNull().default("manual"),
    // Airport codes for flights; place names for other kinds.
    origin: text("origin"),
    destination: text("destination"),
    departureLocal: timestamp("departure_local", { withTimezone: false, mode: "string" }),
    arrivalLocal: timestamp("arrival_local", { withTimezone: false, mode: "string" }),
    // Flight fields.
    airline: text("airline"),
    flightNumber: text("flight_number"),
    bookingClass: text("booking_class"),
    // Status code as the GDS shows it (HK, TK, UN, NO, GK, HX…); for other kinds a free status.
    status: text("status"),
    seatCount: integer("seat_count"),
    operatingCarrier: text("operating_carrier"),
    // Position within its itinerary's display, so re-imports can match segments.
    segmentNumber: integer("segment_number"),
    // Type-specific details (hotel name and address, car company, confirmation number…).
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    notes: text("notes"),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    check("segments_seat_count_check", sql`${t.seatCount} IS NULL OR ${t.seatCount} >= 0`),
    index("segments_trip_idx").on(t.tripId, t.departureLocal),
    index("segments_itinerary_idx").on(t.itineraryId),
    index("segments_departure_idx").on(t.departureLocal, t.id),
    index("segments_flight_idx").on(t.airline, t.flightNumber),
    // Target of trip_ssr_requests' (segment, trip) key: a request follows its segment to another trip.
    unique("segments_id_trip_unique").on(t.id, t.tripId),
  ],
);
