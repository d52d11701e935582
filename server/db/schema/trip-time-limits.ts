import { date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { type TimeLimitKind, timeLimitKindSchema } from "#domain/gds/reservation.schema";
import { createdAt, primaryId } from "./columns";
import { itineraries } from "./segments";
import { trips } from "./trips";

/**
 * Ticketing time limits and option dates read from an imported reservation: the deadline cockpit's
 * rows. Each import of the reservation replaces its itinerary's limits, on the trip it is then on.
 */
export const tripTimeLimits = pgTable(
  "trip_time_limits",
  {
    id: primaryId(),
    itineraryId: uuid("itinerary_id")
      .notNull()
      .references(() => itineraries.id, { onDelete: "cascade" }),
    // Null while the reservation is on no trip (as its itinerary: a deleted trip leaves both behind).
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "set null" }),
    kind: text("kind", {
      enum: timeLimitKindSchema.options as [TimeLimitKind, ...TimeLimitKind[]],
    }).notNull(),
    // Local to the office or airline that set it, as displayed: a day, and a time of day when shown.
    dueDate: date("due_date", { mode: "string" }).notNull(),
    dueTime: text("due_time"),
    airline: text("airline"),
    // The display line it was read from, to show where the deadline comes from.
    text: text("text").notNull(),
    lineNumber: integer("line_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("trip_time_limits_trip_idx").on(t.tripId, t.dueDate),
    // The cockpit lists what falls due soonest across all trips.
    index("trip_time_limits_due_idx").on(t.dueDate),
    index("trip_time_limits_itinerary_idx").on(t.itineraryId),
  ],
);
