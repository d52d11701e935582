import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { bookingStatuses } from "#domain/bookings/booking-values";
import { CURRENCIES } from "#domain/currency";
import { users } from "./auth";
import { clientRef } from "./client-ref";
import { createdAt, currencyList, editable, primaryId } from "./columns";
import { travelPackages } from "./packages";
import { passengers } from "./passengers";
import { trips } from "./trips";

/** A client's booking (SPEC's order) of a travel package or of a trip. */
export const bookings = pgTable(
  "bookings",
  {
    id: primaryId(),
    // Human reference shown on screens and mails: BK-000123.
    number: integer("number").generatedAlwaysAsIdentity().notNull().unique(),
    // Deleting a client or a package with bookings is refused rather than losing the history.
    clientId: clientRef(),
    packageId: uuid("package_id").references(() => travelPackages.id, { onDelete: "restrict" }),
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "restrict" }),
    // Kept equal to the number of booking_participants rows by the service, in the same transaction.
    participants: integer("participants").notNull(),
    bookingDate: date("booking_date", { mode: "string" }).notNull().default(sql`current_date`),
    travelDate: date("travel_date", { mode: "string" }).notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("pending"),
    cancelReason: text("cancel_reason"),
    // Price per participant and discount at booking time, so later catalogue edits don't change it.
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    discountPercent: integer("discount_percent").notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    // Set when staff changed the computed total by hand, with why.
    totalAdjustmentReason: text("total_adjustment_reason"),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    check("bookings_target_check", sql`num_nonnulls(${t.packageId}, ${t.tripId}) = 1`),
    check("bookings_participants_check", sql`${t.participants} >= 1`),
    check("bookings_total_check", sql`${t.totalCents} >= 0 and ${t.unitPriceCents} >= 0`),
    check("bookings_discount_check", sql`${t.discountPercent} between 0 and 100`),
    check("bookings_currency_check", sql`${t.currency} in (${currencyList})`),
    check("bookings_cancel_reason_check", sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
    index("bookings_client_idx").on(t.clientId, t.bookingDate),
    // Places held on a package: the capacity check sums these.
    index("bookings_package_idx").on(t.packageId, t.status),
    index("bookings_trip_idx").on(t.tripId),
    // The list's sorts, each ending on id so pages never overlap.
    index("bookings_booking_date_idx").on(t.bookingDate, t.id),
    index("bookings_travel_date_idx").on(t.travelDate, t.id),
    index("bookings_total_idx").on(t.totalCents, t.id),
    // A status filter walks these in the list's date sorts instead of skipping other statuses.
    index("bookings_status_idx").on(t.status, t.bookingDate, t.id),
    index("bookings_status_travel_idx").on(t.status, t.travelDate, t.id),
    // Target of booking_participants' (booking, client) key.
    unique("bookings_id_client_unique").on(t.id, t.clientId),
  ],
);

/**
 * Who travels on a booking: passengers of the booking's client only (the two keys hold it). Like
 * trip_passengers, a client change is refused while rows point at it: a merge re-links them explicitly.
 */
export const bookingParticipants = pgTable(
  "booking_participants",
  {
    bookingId: uuid("booking_id").notNull(),
    passengerId: uuid("passenger_id").notNull(),
    clientId: uuid("client_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.passengerId] }),
    foreignKey({
      name: "booking_participants_booking_client_fk",
      columns: [t.bookingId, t.clientId],
      foreignColumns: [bookings.id, bookings.clientId],
    }).onDelete("cascade"),
    foreignKey({
      name: "booking_participants_passenger_client_fk",
      columns: [t.passengerId, t.clientId],
      foreignColumns: [passengers.id, passengers.clientId],
    }),
    index("booking_participants_passenger_idx").on(t.passengerId),
  ],
);

/** How many bookings there are, kept by a trigger (migration 0021), for the unfiltered staff list's total. */
export const bookingCount = pgTable(
  "booking_count",
  {
    // One row only.
    id: boolean("id").primaryKey().default(true),
    total: bigint("total", { mode: "number" }).notNull(),
  },
  (t) => [check("booking_count_single_row", sql`${t.id}`)],
);

/** Bookings per status, kept by a trigger (migration 0023): the list filtered by status alone shows it. */
export const bookingStatusCount = pgTable("booking_status_count", {
  status: text("status", { enum: bookingStatuses }).primaryKey(),
  total: bigint("total", { mode: "number" }).notNull().default(0),
});
