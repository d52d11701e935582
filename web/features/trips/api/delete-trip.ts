import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function deleteTrip(
  id: string,
  version: number,
): Promise<{ segmentsRemoved: number; passengersRemoved: number }> {
  return api(`/api/trips/${encodeURIComponent(id)}`, { method: "DELETE", version });
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deleteTrip(id, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to delete trip",
      success: { title: "Trip deleted successfully!" },
    },
    onSuccess: (_data, { id }) => {
      // Everything under the deleted trip would only answer 404 now.
      for (const part of ["detail", "segments", "passengers", "itinerary", "candidates"]) {
        queryClient.removeQueries({ queryKey: [...tripsBaseKey, part, id] });
      }
      return queryClient.invalidateQueries({ queryKey: [...tripsBaseKey, "list"] });
    },
  });
}
