import { eq } from "drizzle-orm";
import { topics } from "#domain/realtime/topics";
import type { TripDocument } from "#domain/trip-documents/trip-document.schema";
import {
  type TripDocumentContentType,
  type TripDocumentType,
  tripDocumentTypeLabels,
} from "#domain/trip-documents/trip-document-values";
import { findVisibleTrip } from "../../access/client-scope";
import { tripDocuments } from "../../db/schema/trip-documents";
import type { StoredUpload } from "../../files/upload-kind";
import { type Change, signedInUser } from "../../kernel/mutate";
import { clientAudience } from "../../realtime/audience";
import { findDocument, TRIP_DOCUMENT_ENTITY } from "./trip-document-records";

// A trip's documents as the kernel changes them (ctx.kernel.mutate). A file's bytes are written with its row
// (the upload's record) and deleted with it (a trigger on trip_documents).

/** A document's change is a change of its trip: trip detail queries all start with the trips topic. */
function tripChanged(change: Change, trip: { id: string; clientId: string }) {
  change.emit({ topic: topics.trips, id: trip.id, op: "update", audience: clientAudience(trip.clientId) });
}

/** Records a stored upload on the trip (locked first, like every change of what hangs off it). */
export async function addTripDocument(
  change: Change,
  tripId: string,
  documentType: TripDocumentType,
  upload: StoredUpload<TripDocumentContentType>,
): Promise<TripDocument> {
  const { tx, audit } = change;
  const user = signedInUser(change);
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
  await audit({
    action: "create",
    entity: TRIP_DOCUMENT_ENTITY,
    entityId: row.id,
    summary: `Uploaded ${tripDocumentTypeLabels[documentType].toLowerCase()} ${upload.fileName} to trip ${trip.title}`,
    details: { tripId, documentType, ...upload },
  });
  tripChanged(change, trip);
  return (await findDocument(tx, tripId, row.id)).document;
}

/** Deletes the document's row, and with it its file. */
export async function removeTripDocument(change: Change, tripId: string, documentId: string): Promise<void> {
  const { tx, audit } = change;
  const user = signedInUser(change);
  const trip = await findVisibleTrip(tx, user, tripId, { forUpdate: true });
  const { document } = await findDocument(tx, tripId, documentId);
  await tx.delete(tripDocuments).where(eq(tripDocuments.id, documentId));
  await audit({
    action: "delete",
    entity: TRIP_DOCUMENT_ENTITY,
    entityId: documentId,
    summary: `Deleted ${document.fileName} from trip ${trip.title}`,
    details: { tripId, documentType: document.documentType, fileName: document.fileName },
  });
  tripChanged(change, trip);
}
