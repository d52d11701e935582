import { Transform, type TransformCallback } from "node:stream";
import { and, desc, eq, inArray } from "drizzle-orm";
import { AppError, notFound } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import type { TripDocument, TripDocumentList } from "#domain/trip-documents/trip-document.schema";
import {
  detectDocumentContentType,
  SIGNATURE_BYTES,
  safeFileName,
  TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
  TRIP_DOCUMENT_UNSUPPORTED_MESSAGE,
  type TripDocumentContentType,
  type TripDocumentType,
  tripDocumentTypeLabels,
} from "#domain/trip-documents/trip-document-values";
import { findVisibleTrip } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { tripDocuments } from "../../db/schema/trip-documents";
import { tripDocumentStore } from "../../files/trip-document-store";
import { tripAudience } from "../../realtime/audience";

/** Trip detail queries all start with this realtime topic; a document's change is a change of its trip. */
const ENTITY = "trip_document";
/** A stored file with no row this old is left over (a crash between writing it and committing its row). */
const ORPHAN_AGE_MS = 60 * 60 * 1000;
const SWEEP_CHUNK = 500;

/** An uploaded file, written to the store and recognised, waiting for its database row. */
export interface StoredUpload {
  key: string;
  sizeBytes: number;
  contentType: TripDocumentContentType;
  fileName: string;
}

/** Passes the bytes through and recognises the file from its first bytes; refuses anything else with a 415. */
class SignatureCheck extends Transform {
  private head = Buffer.alloc(0);
  contentType: TripDocumentContentType | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.contentType === null && this.head.length < SIGNATURE_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SIGNATURE_BYTES - this.head.length)]);
      if (this.head.length >= SIGNATURE_BYTES && !this.decide()) {
        callback(this.unsupported());
        return;
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // Files shorter than SIGNATURE_BYTES are decided on what there is.
    callback(this.contentType === null && !this.decide() ? this.unsupported() : null);
  }

  private decide(): boolean {
    this.contentType = detectDocumentContentType(this.head);
    return this.contentType !== null;
  }

  private unsupported() {
    return new AppError("UNSUPPORTED_MEDIA_TYPE", TRIP_DOCUMENT_UNSUPPORTED_MESSAGE);
  }
}

const documentColumns = {
  id: tripDocuments.id,
  tripId: tripDocuments.tripId,
  documentType: tripDocuments.documentType,
  fileName: tripDocuments.fileName,
  contentType: tripDocuments.contentType,
  sizeBytes: tripDocuments.sizeBytes,
  uploadedBy: users.name,
  createdAt: tripDocuments.createdAt,
};

export function createTripDocumentsService(ctx: AppContext) {
  const { db } = ctx;
  const store = tripDocumentStore(ctx.config.filesDir);

  async function findDocument(tx: DbOrTx, tripId: string, documentId: string) {
    const [row] = await tx
      .select({ ...documentColumns, storageKey: tripDocuments.storageKey })
      .from(tripDocuments)
      .leftJoin(users, eq(users.id, tripDocuments.uploadedBy))
      .where(and(eq(tripDocuments.id, documentId), eq(tripDocuments.tripId, tripId)));
    if (!row) throw notFound("Document");
    const { storageKey, ...document } = row;
    return { storageKey, document: { ...document, createdAt: document.createdAt.toISOString() } };
  }

  async function publish(tripId: string) {
    await ctx.hub.publish({
      topic: topics.trips,
      id: tripId,
      op: "update",
      audience: await tripAudience(db, tripId),
    });
  }

  async function discard(key: string) {
    await store.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, "could not remove a file"));
  }

  return {
    store,

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

    /**
     * Streams an upload into the store while checking its first bytes; refuses it (415) when it is not
     * a PDF, PNG or JPEG, and (413) when `truncated()` says the size limit cut it short.
     */
    async storeUpload(
      source: NodeJS.ReadableStream & { truncated?: boolean },
      claimedName: string | undefined,
    ): Promise<StoredUpload> {
      const check = new SignatureCheck();
      const stored = await store.write(source, check);
      if (source.truncated) {
        await discard(stored.key);
        throw new AppError("PAYLOAD_TOO_LARGE", TRIP_DOCUMENT_TOO_LARGE_MESSAGE);
      }
      const contentType = check.contentType;
      if (!contentType) {
        await discard(stored.key);
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", TRIP_DOCUMENT_UNSUPPORTED_MESSAGE);
      }
      return { ...stored, contentType, fileName: safeFileName(claimedName, contentType) };
    },

    discard,

    /** Records a stored upload on the trip; the file goes again if the row cannot be written. */
    async create(
      user: SessionUser,
      tripId: string,
      documentType: TripDocumentType,
      upload: StoredUpload,
    ): Promise<TripDocument> {
      try {
        const created = await db.transaction(async (tx) => {
          const trip = await findVisibleTrip(tx, user, tripId, { forUpdate: true });
          const [row] = await tx
            .insert(tripDocuments)
            .values({
              tripId,
              documentType,
              fileName: upload.fileName,
              contentType: upload.contentType,
              sizeBytes: upload.sizeBytes,
              storageKey: upload.key,
              uploadedBy: user.id,
            })
            .returning({ id: tripDocuments.id });
          if (!row) throw new Error("insert returned no row");
          await writeAudit(tx, {
            userId: user.id,
            action: "create",
            entity: ENTITY,
            entityId: row.id,
            summary: `Uploaded ${tripDocumentTypeLabels[documentType].toLowerCase()} ${upload.fileName} to trip ${trip.title}`,
            details: { tripId, documentType, ...upload },
          });
          return (await findDocument(tx, tripId, row.id)).document;
        });
        await publish(tripId);
        return created;
      } catch (error) {
        await discard(upload.key);
        throw error;
      }
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

    async remove(user: SessionUser, tripId: string, documentId: string): Promise<void> {
      const storageKey = await db.transaction(async (tx) => {
        const trip = await findVisibleTrip(tx, user, tripId, { forUpdate: true });
        const { document, storageKey } = await findDocument(tx, tripId, documentId);
        await tx.delete(tripDocuments).where(eq(tripDocuments.id, documentId));
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: ENTITY,
          entityId: documentId,
          summary: `Deleted ${document.fileName} from trip ${trip.title}`,
          details: { tripId, documentType: document.documentType, fileName: document.fileName },
        });
        return storageKey;
      });
      // Only once the row is gone for good: a rolled-back delete must still find its file.
      await discard(storageKey);
      await publish(tripId);
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
