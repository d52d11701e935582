import { sql } from "drizzle-orm";
import { bumpVersion } from "../../db/record-version";
import { payments } from "../../db/schema/invoices";
import type { ClientRowsMove } from "../client-merge";

// The payments feature's step of a client merge: the client's payments follow it.

export const movePaymentsToClient: ClientRowsMove = {
  table: "payments",
  column: "client_id",
  rows: (from, to) => sql`update payments set client_id = ${to}, version = ${bumpVersion(payments.version)},
    updated_at = now() where client_id = ${from} returning 1`,
};
