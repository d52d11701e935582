import { sql } from "drizzle-orm";
import { bumpVersion } from "../../db/record-version";
import { trips } from "../../db/schema/trips";
import type { ClientRowsMove } from "../client-merge";

// The trips feature's steps of a client merge: its trips and their passenger links follow the client.

export const moveTripsToClient: ClientRowsMove = {
  table: "trips",
  column: "client_id",
  rows: (from, to) => sql`update trips set client_id = ${to}, version = ${bumpVersion(trips.version)},
    updated_at = now() where client_id = ${from} returning 1`,
};

/** Keyed on the trip and the passenger with their client: moves with both in the same statement. */
export const moveTripPassengersToClient: ClientRowsMove = {
  table: "trip_passengers",
  column: "client_id",
  rows: (from, to) => sql`update trip_passengers set client_id = ${to} where client_id = ${from} returning 1`,
};
