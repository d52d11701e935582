import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PassengerCandidate } from "#domain/trips/trip-passenger.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function fetchPassengerCandidates(
  tripId: string,
  search: string,
  signal?: AbortSignal,
): Promise<{ items: PassengerCandidate[] }> {
  return api(`/api/trips/${encodeURIComponent(tripId)}/passenger-candidates`, {
    signal,
    query: { search: search.trim() || undefined },
  });
}

export function passengerCandidatesQuery(tripId: string, search: string) {
  return queryOptions({
    queryKey: [...tripsBaseKey, "candidates", tripId, search],
    queryFn: ({ signal }) => fetchPassengerCandidates(tripId, search, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching passengers" },
  });
}

/** Passengers who could join the trip: its client's and those of no client, not already on it. */
export function usePassengerCandidates(tripId: string, search: string, enabled: boolean) {
  return useQuery({ ...passengerCandidatesQuery(tripId, search), enabled });
}
