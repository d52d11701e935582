import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientMergeResult } from "#domain/client-merge/client-merge.schema";
import { topics } from "#domain/realtime/topics";
import { sentence } from "#domain/sentence";
import { api } from "../../../lib/api-client";

export function mergeClients(survivorId: string, sourceId: string): Promise<ClientMergeResult> {
  return api<ClientMergeResult>(`/api/clients/${encodeURIComponent(survivorId)}/merge`, {
    method: "POST",
    body: { sourceId },
  });
}

/** A merge changes who owns trips, bookings and passengers: every list of those refetches. */
const touched = [topics.clients, topics.trips, topics.bookings, topics.passengers] as const;

export function useMergeClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survivorId, sourceId }: { survivorId: string; sourceId: string }) =>
      mergeClients(survivorId, sourceId),
    meta: {
      errorTitle: "Merge failed",
      errorFallback: "The clients could not be merged.",
      success: (data) => ({
        title: "Clients merged",
        description: sentence(`Everything now belongs to ${(data as ClientMergeResult).survivor.name}`),
      }),
    },
    // Not awaited: the dialog closes at once and the lists catch up behind it.
    onSuccess: () => {
      for (const topic of touched) void queryClient.invalidateQueries({ queryKey: [topic] });
    },
  });
}
