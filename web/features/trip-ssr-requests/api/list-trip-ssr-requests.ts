import { queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { TripSsrRequestList } from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { api } from "../../../lib/api-client";

/** Under the realtime topic "trips": any change to the trip refetches its requests. */
export const tripSsrRequestsKey = (tripId: string) => [topics.trips, "ssr-requests", tripId] as const;

export function fetchTripSsrRequests(tripId: string, signal?: AbortSignal): Promise<TripSsrRequestList> {
  return api<TripSsrRequestList>(`/api/trips/${encodeURIComponent(tripId)}/ssr-requests`, { signal });
}

export function tripSsrRequestsQuery(tripId: string) {
  return queryOptions({
    queryKey: tripSsrRequestsKey(tripId),
    queryFn: ({ signal }) => fetchTripSsrRequests(tripId, signal),
    meta: { errorTitle: "Error fetching trip details" },
  });
}

export function useTripSsrRequests(tripId: string) {
  return useQuery(tripSsrRequestsQuery(tripId));
}
