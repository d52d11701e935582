import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Trip, TripUpdateFormValues } from "../../../../domain/trips/trip.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function updateTrip(id: string, input: TripUpdateFormValues): Promise<Trip> {
  return api<Trip>(`/api/trips/${encodeURIComponent(id)}`, { method: "PUT", body: input });
}

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TripUpdateFormValues }) => updateTrip(id, input),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to update trip",
      success: { title: "Trip updated successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsBaseKey }),
  });
}
