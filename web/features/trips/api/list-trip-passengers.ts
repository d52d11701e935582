import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TripPassengerList } from "#domain/trips/trip-passenger.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function fetchTripPassengers(tripId: string, signal?: AbortSignal): Promise<TripPassengerList> {
  return api<TripPassengerList>(`/api/trips/${encodeURIComponent(tripId)}/passengers`, { signal });
}

export function tripPassengersQuery(tripId: string) {
  return queryOptions({
    queryKey: [...tripsBaseKey, "passengers", tripId],
    queryFn: ({ signal }) => fetchTripPassengers(tripId, signal),
    meta: { errorTitle: "Error fetching trip details" },
  });
}

export function useTripPassengers(tripId: string) {
  return useQuery(tripPassengersQuery(tripId));
}
