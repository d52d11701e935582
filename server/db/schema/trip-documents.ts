import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tripDocumentTypes } from "#domain/trip-documents/trip-document-values";
import { users } from "./auth";
import { createdAt, primaryId } from "./columns";
import { trips } from "./trips";

/** A file attached to a trip (ticket, voucher, passport scan…); its bytes are the stored_files row of storage_key. */
export const tripDocuments = pgTable(
  "trip_documents",
  {
    id: primaryId(),
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
    createdAt: createdAt(),
  },
  (t) => [
    check("trip_documents_size_check", sql`${t.sizeBytes} >= 0`),
    index("trip_documents_trip_idx").on(t.tripId, t.createdAt),
  ],
);
