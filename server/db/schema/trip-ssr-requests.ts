import { bigint, foreignKey, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES } from "#domain/currency";
import { tripSsrStatuses } from "#domain/trip-ssr-requests/trip-ssr-request-values";
import { users } from "./auth";
import { createdAt, editable, primaryId } from "./columns";
import { segments } from "./segments";
import { ssrDefinitions } from "./ssr";
import { tripPassengers, trips } from "./trips";

/** An SSR from the catalogue requested for a passenger of a trip, optionally on one of its segments. */
export const tripSsrRequests = pgTable(
  "trip_ssr_requests",
  {
    id: primaryId(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    passengerId: uuid("passenger_id").notNull(),
    // Code and description are kept as requested, so removing a code from the catalogue loses no history.
    ssrId: uuid("ssr_id").references(() => ssrDefinitions.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    description: text("description").notNull(),
    segmentId: uuid("segment_id"),
    status: text("status", { enum: tripSsrStatuses }).notNull().default("requested"),
    notes: text("notes"),
    // Copied from the catalogue when requested (the airline's price when it has one), with its currency.
    priceCents: bigint("price_cents", { mode: "number" }).notNull().default(0),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    // The passenger must be on the trip; taking them off the trip removes their requests.
    foreignKey({
      name: "trip_ssr_requests_trip_passenger_fk",
      columns: [t.tripId, t.passengerId],
      foreignColumns: [tripPassengers.tripId, tripPassengers.passengerId],
    }).onDelete("cascade"),
    // The segment is on the request's trip; moving the segment carries the request along, which the
    // trip-passenger key above refuses when the passenger is not on the new trip.
    foreignKey({
      name: "trip_ssr_requests_segment_trip_fk",
      columns: [t.segmentId, t.tripId],
      foreignColumns: [segments.id, segments.tripId],
    })
      .onDelete("cascade")
      .onUpdate("cascade"),
    // One request per passenger, code and segment (the whole trip when no segment).
    unique("trip_ssr_requests_unique").on(t.tripId, t.passengerId, t.code, t.segmentId).nullsNotDistinct(),
    index("trip_ssr_requests_trip_idx").on(t.tripId, t.createdAt),
    index("trip_ssr_requests_segment_idx").on(t.segmentId),
    index("trip_ssr_requests_ssr_idx").on(t.ssrId),
  ],
);
