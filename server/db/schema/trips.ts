import { sql } from "drizzle-orm";
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tripStatuses } from "../../../domain/trips/trip-values";
import { users } from "./auth";
import { clients } from "./clients";
import { passengers } from "./passengers";

/** A client's journey, owned by the agent who handles it (SPEC §3 Trip). */
export const trips = pgTable(
  "trips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    status: text("status", { enum: tripStatuses }).notNull().default("planning"),
    notes: text("notes"),
    // Deleting a client who has trips is refused rather than losing their history.
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("trips_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    index("trips_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("trips_client_idx").on(t.clientId, t.startDate),
    index("trips_start_idx").on(t.startDate, t.id),
    index("trips_status_idx").on(t.status, t.startDate),
  ],
);

/** Who travels on a trip. */
export const tripPassengers = pgTable(
  "trip_passengers",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    passengerId: uuid("passenger_id")
      .notNull()
      .references(() => passengers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.passengerId] }),
    index("trip_passengers_passenger_idx").on(t.passengerId),
  ],
);
