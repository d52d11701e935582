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

/** `enabled: false` once the trip is being deleted: no refetch (a realtime event's, say) into a 404. */
export function useTrip(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tripQuery(id), enabled });
}
