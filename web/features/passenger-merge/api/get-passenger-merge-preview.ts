import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PassengerMergePreview } from "#domain/passenger-merge/passenger-merge.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function fetchPassengerMergePreview(
  survivorId: string,
  sourceId: string,
  signal?: AbortSignal,
): Promise<PassengerMergePreview> {
  return api<PassengerMergePreview>(`/api/passengers/${encodeURIComponent(survivorId)}/merge-preview`, {
    signal,
    query: { sourceId },
  });
}

export function passengerMergePreviewQuery(survivorId: string, sourceId: string) {
  return queryOptions({
    queryKey: [topics.passengers, "merge-preview", survivorId, sourceId],
    queryFn: ({ signal }) => fetchPassengerMergePreview(survivorId, sourceId, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { errorTitle: "Error fetching the merge preview" },
  });
}

/** What merging one passenger into the other would move; off once the merge is sent. */
export function usePassengerMergePreview(survivorId: string, sourceId: string, enabled = true) {
  return useQuery({
    ...passengerMergePreviewQuery(survivorId, sourceId),
    enabled: enabled && Boolean(survivorId && sourceId),
  });
}
