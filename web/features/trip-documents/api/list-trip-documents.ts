import { queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { TripDocumentList } from "#domain/trip-documents/trip-document.schema";
import { api } from "../../../lib/api-client";

/** Under the realtime topic "trips": any change to the trip refetches its documents. */
export const tripDocumentsKey = (tripId: string) => [topics.trips, "documents", tripId] as const;

export function fetchTripDocuments(tripId: string, signal?: AbortSignal): Promise<TripDocumentList> {
  return api<TripDocumentList>(`/api/trips/${encodeURIComponent(tripId)}/documents`, { signal });
}

export function tripDocumentsQuery(tripId: string) {
  return queryOptions({
    queryKey: tripDocumentsKey(tripId),
    queryFn: ({ signal }) => fetchTripDocuments(tripId, signal),
    meta: { errorTitle: "Error fetching trip details" },
  });
}

export function useTripDocuments(tripId: string) {
  return useQuery(tripDocumentsQuery(tripId));
}

/** Where the browser downloads the file from (an attachment: a plain link does it). */
export function tripDocumentDownloadUrl(tripId: string, documentId: string): string {
  return `/api/trips/${encodeURIComponent(tripId)}/documents/${encodeURIComponent(documentId)}/download`;
}
