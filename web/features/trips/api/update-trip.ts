import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Trip, TripUpdateFormValues } from "#domain/trips/trip.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function updateTrip(id: string, input: TripUpdateFormValues, version: number): Promise<Trip> {
  return api<Trip>(`/api/trips/${encodeURIComponent(id)}`, { method: "PUT", body: input, version });
}

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: TripUpdateFormValues; version: number }) =>
      updateTrip(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update trip",
      success: { title: "Trip updated successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsBaseKey }),
  });
}
