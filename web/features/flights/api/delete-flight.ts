import { useMutation, useQueryClient } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";
import { flightsBaseKey } from "./list-flights";

export function deleteFlight(id: string, version: number): Promise<void> {
  return api<void>(`/api/flights/${encodeURIComponent(id)}`, { method: "DELETE", version });
}

export function useDeleteFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deleteFlight(id, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to delete segment",
      success: { title: "Segment deleted successfully!" },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: flightsBaseKey }),
        queryClient.invalidateQueries({ queryKey: [topics.trips] }),
      ]),
  });
}
