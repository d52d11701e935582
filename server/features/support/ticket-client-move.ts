import { sql } from "drizzle-orm";
import type { ClientRowsMove } from "../client-merge";

// The support feature's step of a client merge: the client's tickets follow it.

export const moveTicketsToClient: ClientRowsMove = {
  table: "support_tickets",
  column: "client_id",
  rows: (from, to) => sql`update support_tickets set client_id = ${to} where client_id = ${from} returning 1`,
};
