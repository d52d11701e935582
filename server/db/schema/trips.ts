import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { tripStatuses } from "#domain/trips/trip-values";
import { users } from "./auth";
import { clientRef } from "./client-ref";
import { createdAt, editable, primaryId } from "./columns";
import { passengers } from "./passengers";

/** A client's journey, owned by the agent who handles it (SPEC §3 Trip). */
export const trips = pgTable(
  "trips",
  {
    id: primaryId(),
    title: text("title").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    status: text("status", { enum: tripStatuses }).notNull().default("planning"),
    notes: text("notes"),
    // Deleting a client who has trips is refused rather than losing their history.
    clientId: clientRef(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    check("trips_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    index("trips_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("trips_client_idx").on(t.clientId, t.startDate),
    index("trips_start_idx").on(t.startDate, t.id),
    index("trips_status_idx").on(t.status, t.startDate),
    // Target of the (trip, client) keys that keep a trip's passengers its client's own.
    unique("trips_id_client_unique").on(t.id, t.clientId),
  ],
);

/** Who travels on a trip. */
export const tripPassengers = pgTable(
  "trip_passengers",
  {
    tripId: uuid("trip_id").notNull(),
    passengerId: uuid("passenger_id").notNull(),
    // The trip's client, which must also be the passenger's (enforced by the two keys below).
    clientId: uuid("client_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.passengerId] }),
    // Changing the client of a trip with passengers, or of a passenger on trips, is refused (no ON UPDATE):
    // otherwise one client would read another's passport through the trip.
    foreignKey({
      name: "trip_passengers_trip_client_fk",
      columns: [t.tripId, t.clientId],
      foreignColumns: [trips.id, trips.clientId],
    }).onDelete("cascade"),
    foreignKey({
      name: "trip_passengers_passenger_client_fk",
      columns: [t.passengerId, t.clientId],
      foreignColumns: [passengers.id, passengers.clientId],
    }).onDelete("cascade"),
    index("trip_passengers_passenger_idx").on(t.passengerId),
  ],
);
