import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { flightsBaseKey } from "./list-flights";

export function deleteFlight(id: string): Promise<void> {
  return api<void>(`/api/flights/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlight,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to delete segment",
      success: { title: "Segment deleted successfully!" },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: flightsBaseKey }),
        queryClient.invalidateQueries({ queryKey: ["trips"] }),
      ]),
  });
}
