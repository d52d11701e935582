import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientMergePreview } from "#domain/client-merge/client-merge.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function fetchClientMergePreview(
  survivorId: string,
  sourceId: string,
  signal?: AbortSignal,
): Promise<ClientMergePreview> {
  return api<ClientMergePreview>(`/api/clients/${encodeURIComponent(survivorId)}/merge-preview`, {
    signal,
    query: { sourceId },
  });
}

export function clientMergePreviewQuery(survivorId: string, sourceId: string) {
  return queryOptions({
    queryKey: [topics.clients, "merge-preview", survivorId, sourceId],
    queryFn: ({ signal }) => fetchClientMergePreview(survivorId, sourceId, signal),
    // Switching which client stays keeps the last answer on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { errorTitle: "Error fetching the merge preview" },
  });
}

/**
 * What merging one client into the other would move, asked again whenever the choice flips. `enabled:
 * false` once the merge is sent: the answer stays on screen and no refetch runs into the deleted source.
 */
export function useClientMergePreview(survivorId: string, sourceId: string, enabled = true) {
  return useQuery({ ...clientMergePreviewQuery(survivorId, sourceId), enabled });
}
