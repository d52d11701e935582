import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TripItinerary } from "#domain/trips/trip-itinerary.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function fetchItinerary(tripId: string, signal?: AbortSignal): Promise<TripItinerary> {
  return api<TripItinerary>(`/api/trips/${encodeURIComponent(tripId)}/itinerary`, { signal });
}

export function itineraryQuery(tripId: string) {
  return queryOptions({
    queryKey: [...tripsBaseKey, "itinerary", tripId],
    queryFn: ({ signal }) => fetchItinerary(tripId, signal),
    meta: { errorTitle: "Error fetching trip details" },
  });
}

export function useItinerary(tripId: string) {
  return useQuery(itineraryQuery(tripId));
}
