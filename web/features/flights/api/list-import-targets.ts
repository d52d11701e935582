import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TripOption } from "#domain/gds-import/gds-import.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function fetchTripOptions(signal?: AbortSignal): Promise<{ items: TripOption[] }> {
  return api<{ items: TripOption[] }>("/api/gds/trip-options", { signal });
}

// Under "trips" too, so a trip created elsewhere shows up in the picker.
export function tripOptionsQuery() {
  return queryOptions({
    queryKey: [topics.trips, "gds-trip-options"],
    queryFn: ({ signal }) => fetchTripOptions(signal),
  });
}

/** Trips a flight or an import can be attached to (the latest ones). */
export function useTripOptions(enabled: boolean) {
  return useQuery({ ...tripOptionsQuery(), enabled });
}
