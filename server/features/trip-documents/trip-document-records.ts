import { and, eq } from "drizzle-orm";
import { notFound } from "#domain/errors";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { tripDocuments } from "../../db/schema/trip-documents";

/** The audit log's entity name for trip documents. */
export const TRIP_DOCUMENT_ENTITY = "trip_document";

export const documentColumns = {
  id: tripDocuments.id,
  tripId: tripDocuments.tripId,
  documentType: tripDocuments.documentType,
  fileName: tripDocuments.fileName,
  contentType: tripDocuments.contentType,
  sizeBytes: tripDocuments.sizeBytes,
  uploadedBy: users.name,
  createdAt: tripDocuments.createdAt,
};

/** The trip's document as the API answers it, and its file's key (never sent); 404 otherwise. */
export async function findDocument(tx: DbOrTx, tripId: string, documentId: string) {
  const [row] = await tx
    .select({ ...documentColumns, storageKey: tripDocuments.storageKey })
    .from(tripDocuments)
    .leftJoin(users, eq(users.id, tripDocuments.uploadedBy))
    .where(and(eq(tripDocuments.id, documentId), eq(tripDocuments.tripId, tripId)));
  if (!row) throw notFound("Document");
  const { storageKey, ...document } = row;
  return { storageKey, document: { ...document, createdAt: document.createdAt.toISOString() } };
}
