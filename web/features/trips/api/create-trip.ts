import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Trip, TripCreateFormValues } from "#domain/trips/trip.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function createTrip(input: TripCreateFormValues): Promise<Trip> {
  return api<Trip>("/api/trips", { method: "POST", body: input });
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrip,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to create trip",
      success: { title: "Trip created successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsBaseKey }),
  });
}
