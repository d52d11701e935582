import { uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";

/** The client a record belongs to: deleting a client who still has it is refused, rather than losing history. */
export const clientRef = () =>
  uuid("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "restrict" });
