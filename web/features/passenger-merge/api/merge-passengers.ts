import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PassengerMergeResult } from "#domain/passenger-merge/passenger-merge.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function mergePassengers(survivorId: string, sourceId: string): Promise<PassengerMergeResult> {
  return api<PassengerMergeResult>(`/api/passengers/${encodeURIComponent(survivorId)}/merge`, {
    method: "POST",
    body: { sourceId },
  });
}

/** A merge changes trip passenger lists and booking participants too. */
const touched = [topics.passengers, topics.trips, topics.bookings, topics.clients] as const;

export function useMergePassengers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survivorId, sourceId }: { survivorId: string; sourceId: string }) =>
      mergePassengers(survivorId, sourceId),
    meta: {
      errorTitle: "Merge failed",
      errorFallback: "The passengers could not be merged.",
      success: (data) => ({
        title: "Passengers merged",
        description: `Every trip and booking is now ${passengerName((data as PassengerMergeResult).survivor)}'s.`,
      }),
    },
    // Not awaited: the dialog closes at once and the lists catch up behind it.
    onSuccess: () => {
      for (const topic of touched) void queryClient.invalidateQueries({ queryKey: [topic] });
    },
  });
}
