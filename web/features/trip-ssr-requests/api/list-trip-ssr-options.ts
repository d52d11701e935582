import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TripSsrRequestOptions } from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { api } from "../../../lib/api-client";
import { tripSsrRequestsKey } from "./list-trip-ssr-requests";

export function fetchTripSsrOptions(tripId: string, signal?: AbortSignal): Promise<TripSsrRequestOptions> {
  return api<TripSsrRequestOptions>(`/api/trips/${encodeURIComponent(tripId)}/ssr-requests/options`, {
    signal,
  });
}

/** The trip's passengers and segments, for the add form. */
export function tripSsrOptionsQuery(tripId: string) {
  return queryOptions({
    queryKey: [...tripSsrRequestsKey(tripId), "options"],
    queryFn: ({ signal }) => fetchTripSsrOptions(tripId, signal),
    meta: { errorTitle: "Error fetching trip details" },
  });
}

export function useTripSsrOptions(tripId: string, enabled: boolean) {
  return useQuery({ ...tripSsrOptionsQuery(tripId), enabled });
}
