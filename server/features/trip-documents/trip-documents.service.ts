import { desc, eq, inArray } from "drizzle-orm";
import { AppError } from "#domain/errors";
import type { TripDocumentList } from "#domain/trip-documents/trip-document.schema";
import { findVisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/auth";
import { tripDocuments } from "../../db/schema/trip-documents";
import { tripDocumentStore } from "../../files/trip-document-store";
import { documentColumns, findDocument } from "./trip-document-records";

/** A stored file with no row this old is left over (a crash between writing it and committing its row). */
const ORPHAN_AGE_MS = 60 * 60 * 1000;
const SWEEP_CHUNK = 500;

/**
 * A trip's documents as users read them, and their files; uploads come through the upload pipeline
 * (server/files/upload-kinds.ts: tripDocumentUpload) and the changes are trip-document.changes.ts.
 */
export function createTripDocumentsService(ctx: AppContext) {
  const { db } = ctx;
  const store = tripDocumentStore(ctx.config.filesDir);

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
      const size = await store.size(storageKey);
      if (size === null) {
        ctx.log.error({ documentId, storageKey }, "a trip document's file is missing from the file store");
        throw new AppError("NOT_FOUND", "The file of this document is missing. Upload it again.");
      }
      return { document, size, stream: store.read(storageKey) };
    },

    /**
     * Removes files no row points to (their trip was deleted, or the server stopped between writing
     * a file and committing its row) and unfinished writes, once they are an hour old.
     */
    async sweepOrphans(now = new Date()): Promise<number> {
      const { keys, staleParts } = await store.list(now, ORPHAN_AGE_MS);
      for (const part of staleParts) await store.removePath(part);
      let removed = staleParts.length;
      for (let i = 0; i < keys.length; i += SWEEP_CHUNK) {
        const chunk = keys.slice(i, i + SWEEP_CHUNK);
        const known = await db
          .select({ key: tripDocuments.storageKey })
          .from(tripDocuments)
          .where(inArray(tripDocuments.storageKey, chunk));
        const kept = new Set(known.map((row) => row.key));
        for (const key of chunk) {
          if (kept.has(key)) continue;
          await store.remove(key);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
