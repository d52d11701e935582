import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** PostgreSQL's bytea: drizzle 0.45 has no column of its own for it. Both drivers answer a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The bytes of every uploaded file (trip documents, chat and ticket attachments, package images, the agency's
 * logo), written in the transaction of the record that names its key and deleted with it by triggers on each
 * owning table (migration 0039), so every instance reads the same files and backups carry them.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    // 32 random hex digits, the key the owning record keeps.
    key: text("key").primaryKey(),
    // The upload kind's folder name (trip-documents, chat-attachments…): which records may own it.
    kind: text("kind").notNull(),
    content: bytea("content").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("stored_files_size_check", sql`${t.sizeBytes} = octet_length(${t.content})`)],
);
