import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddTripPassengersResult } from "#domain/trips/trip-passenger.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function addTripPassengers(tripId: string, passengerIds: string[]): Promise<AddTripPassengersResult> {
  return api<AddTripPassengersResult>(`/api/trips/${encodeURIComponent(tripId)}/passengers`, {
    method: "POST",
    body: { passengerIds },
  });
}

export function useAddTripPassengers(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passengerIds: string[]) => addTripPassengers(tripId, passengerIds),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to add passengers",
      success: { title: "Passengers added successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsBaseKey }),
  });
}
