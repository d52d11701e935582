import { sql } from "drizzle-orm";
import { bumpVersion } from "../../db/record-version";
import { passengers } from "../../db/schema/passengers";
import type { ClientRowsMove } from "../client-merge";

// The passengers feature's step of a client merge: the client's passengers follow it.

export const movePassengersToClient: ClientRowsMove = {
  table: "passengers",
  column: "client_id",
  rows: (from, to) => sql`update passengers set client_id = ${to},
    version = ${bumpVersion(passengers.version)}, updated_at = now() where client_id = ${from} returning 1`,
};
