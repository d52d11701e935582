import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Trip } from "#domain/trips/trip.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function fetchTrip(id: string, signal?: AbortSignal): Promise<Trip> {
  return api<Trip>(`/api/trips/${encodeURIComponent(id)}`, { signal });
}

export function tripQuery(id: string) {
  return queryOptions({
    queryKey: [...tripsBaseKey, "detail", id],
    queryFn: ({ signal }) => fetchTrip(id, signal),
    meta: { errorTitle: "Error fetching trip details" },
  });
}

export function useTrip(id: string) {
  return useQuery(tripQuery(id));
}
