import { sql } from "drizzle-orm";
import { bumpVersion } from "../../db/record-version";
import { bookings } from "../../db/schema/bookings";
import type { ClientRowsMove } from "../client-merge";

// The bookings feature's steps of a client merge: its bookings and their participants follow the client.

export const moveBookingsToClient: ClientRowsMove = {
  table: "bookings",
  column: "client_id",
  rows: (from, to) => sql`update bookings set client_id = ${to}, version = ${bumpVersion(bookings.version)},
    updated_at = now() where client_id = ${from} returning 1`,
};

/** Keyed on the booking and the passenger with their client: moves with both in the same statement. */
export const moveBookingParticipantsToClient: ClientRowsMove = {
  table: "booking_participants",
  column: "client_id",
  rows: (from, to) =>
    sql`update booking_participants set client_id = ${to} where client_id = ${from} returning 1`,
};
