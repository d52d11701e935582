import { desc, eq } from "drizzle-orm";
import { AppError } from "#domain/errors";
import type { TripDocumentList } from "#domain/trip-documents/trip-document.schema";
import { findVisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/auth";
import { tripDocuments } from "../../db/schema/trip-documents";
import { openFile } from "../../files/file-store";
import { documentColumns, findDocument } from "./trip-document-records";

/**
 * A trip's documents as users read them, and their files; uploads come through the upload pipeline
 * (server/files/upload-kinds.ts: tripDocumentUpload) and the changes are trip-document.changes.ts.
 */
export function createTripDocumentsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, tripId: string): Promise<TripDocumentList> {
      await findVisibleTrip(db, user, tripId);
      const rows = await db
        .select(documentColumns)
        .from(tripDocuments)
        .leftJoin(users, eq(users.id, tripDocuments.uploadedBy))
        .where(eq(tripDocuments.tripId, tripId))
        .orderBy(desc(tripDocuments.createdAt), desc(tripDocuments.id));
      const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return { items, total: items.length };
    },

    /** 404 before any byte is stored when the trip is not there. */
    async checkTrip(user: SessionUser, tripId: string): Promise<void> {
      await findVisibleTrip(db, user, tripId);
    },

    /** The file to send, if the user may see the trip. */
    async download(user: SessionUser, tripId: string, documentId: string) {
      await findVisibleTrip(db, user, tripId);
      const { document, storageKey } = await findDocument(db, tripId, documentId);
      const file = await openFile(db, "trip-documents", storageKey);
      if (!file) {
        ctx.log.error({ documentId, storageKey }, "a trip document's file is missing from the database");
        throw new AppError("NOT_FOUND", "The file of this document is missing. Upload it again.");
      }
      return { document, ...file };
    },
  };
}
