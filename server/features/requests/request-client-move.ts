import { sql } from "drizzle-orm";
import { bumpVersion } from "../../db/record-version";
import { requests } from "../../db/schema/requests";
import type { ClientRowsMove } from "../client-merge";

// The requests feature's step of a client merge: keyed on their trip and client, they move with the trips.

export const moveRequestsToClient: ClientRowsMove = {
  table: "requests",
  column: "client_id",
  rows: (from, to) => sql`update requests set client_id = ${to}, version = ${bumpVersion(requests.version)},
    updated_at = now() where client_id = ${from} returning 1`,
};
