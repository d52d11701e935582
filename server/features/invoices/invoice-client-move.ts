import { sql } from "drizzle-orm";
import { bumpVersion } from "../../db/record-version";
import { invoices } from "../../db/schema/invoices";
import type { ClientRowsMove } from "../client-merge";

// The invoices feature's steps of a client merge: its invoices and credit notes follow the client.

export const moveInvoicesToClient: ClientRowsMove = {
  table: "invoices",
  column: "client_id",
  rows: (from, to) => sql`update invoices set client_id = ${to}, version = ${bumpVersion(invoices.version)},
    updated_at = now() where client_id = ${from} returning 1`,
};

export const moveCreditNotesToClient: ClientRowsMove = {
  table: "credit_notes",
  column: "client_id",
  rows: (from, to) => sql`update credit_notes set client_id = ${to} where client_id = ${from} returning 1`,
};
