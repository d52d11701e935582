import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TripClientOption } from "#domain/trips/trip.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

export function fetchTripClientOptions(signal?: AbortSignal): Promise<{ items: TripClientOption[] }> {
  return api<{ items: TripClientOption[] }>("/api/trips/client-options", { signal });
}

export function tripClientOptionsQuery() {
  return queryOptions({
    queryKey: [...tripsBaseKey, "client-options"],
    queryFn: ({ signal }) => fetchTripClientOptions(signal),
    staleTime: 5 * 60_000,
  });
}

/** Clients a trip can belong to (staff only). */
export function useTripClientOptions(enabled: boolean) {
  return useQuery({ ...tripClientOptionsQuery(), enabled });
}
