import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SegmentList } from "#domain/segments/segment.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function fetchSegments(tripId: string, signal?: AbortSignal): Promise<SegmentList> {
  return api<SegmentList>(`/api/trips/${encodeURIComponent(tripId)}/segments`, { signal });
}

export function segmentsQuery(tripId: string) {
  return queryOptions({
    queryKey: [...tripsBaseKey, "segments", tripId],
    queryFn: ({ signal }) => fetchSegments(tripId, signal),
    meta: { errorTitle: "Error fetching trip details" },
  });
}

export function useSegments(tripId: string) {
  return useQuery(segmentsQuery(tripId));
}
