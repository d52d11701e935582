import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tripDocumentTypes } from "#domain/trip-documents/trip-document-values";
import { users } from "./auth";
import { trips } from "./trips";

/** A file attached to a trip (ticket, voucher, passport scan…); the bytes live in the file store under storage_key. */
export const tripDocuments = pgTable(
  "trip_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    documentType: text("document_type", { enum: tripDocumentTypes }).notNull(),
    fileName: text("file_name").notNull(),
    // Detected from the file's content, never taken from the upload's headers.
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("trip_documents_size_check", sql`${t.sizeBytes} >= 0`),
    index("trip_documents_trip_idx").on(t.tripId, t.createdAt),
  ],
);
