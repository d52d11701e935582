import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Flight, FlightFormValues } from "#domain/flights/flight.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";
import { flightsBaseKey } from "./list-flights";

// A flight on a trip is one of the trip's segments: its screens refetch too.
const tripsKey = [topics.trips] as const;

export function createFlight(input: FlightFormValues): Promise<Flight> {
  return api<Flight>("/api/flights", { method: "POST", body: input });
}

export function updateFlight(id: string, input: FlightFormValues, version: number): Promise<Flight> {
  return api<Flight>(`/api/flights/${encodeURIComponent(id)}`, { method: "PUT", body: input, version });
}

export function useCreateFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlight,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to add segment",
      success: { title: "Segment added successfully!" },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: flightsBaseKey }),
        queryClient.invalidateQueries({ queryKey: tripsKey }),
      ]),
  });
}

export function useUpdateFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: FlightFormValues; version: number }) =>
      updateFlight(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update segment",
      success: { title: "Segment updated successfully!" },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: flightsBaseKey }),
        queryClient.invalidateQueries({ queryKey: tripsKey }),
      ]),
  });
}
