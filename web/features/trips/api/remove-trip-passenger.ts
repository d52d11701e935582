import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function removeTripPassenger(tripId: string, passengerId: string): Promise<void> {
  return api<void>(`/api/trips/${encodeURIComponent(tripId)}/passengers/${encodeURIComponent(passengerId)}`, {
    method: "DELETE",
  });
}

export function useRemoveTripPassenger(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passengerId: string) => removeTripPassenger(tripId, passengerId),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to remove passenger",
      success: { title: "Passenger removed from the trip." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsBaseKey }),
  });
}
