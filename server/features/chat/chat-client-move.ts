import { sql } from "drizzle-orm";
import type { ClientRowsMove } from "../client-merge";

// The chat feature's steps of a client merge: threads (keyed on their trip or request and client) and their
// messages (keyed on their conversation and client) follow the client.

export const moveConversationsToClient: ClientRowsMove = {
  table: "conversations",
  column: "client_id",
  rows: (from, to) => sql`update conversations set client_id = ${to} where client_id = ${from} returning 1`,
};

export const moveMessagesToClient: ClientRowsMove = {
  table: "messages",
  column: "client_id",
  rows: (from, to) => sql`update messages set client_id = ${to} where client_id = ${from} returning 1`,
};
