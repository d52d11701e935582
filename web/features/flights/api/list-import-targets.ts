import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TripOption } from "#domain/gds-import/gds-import.schema";
import type { ClientOption } from "#domain/passengers/passenger.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";
import { flightsBaseKey } from "./list-flights";

export function fetchTripOptions(signal?: AbortSignal): Promise<{ items: TripOption[] }> {
  return api<{ items: TripOption[] }>("/api/gds/trip-options", { signal });
}

export function fetchClientOptions(signal?: AbortSignal): Promise<{ items: ClientOption[] }> {
  return api<{ items: ClientOption[] }>("/api/passengers/client-options", { signal });
}

// Under "trips" too, so a trip created elsewhere shows up in the picker.
export function tripOptionsQuery() {
  return queryOptions({
    queryKey: [topics.trips, "gds-trip-options"],
    queryFn: ({ signal }) => fetchTripOptions(signal),
  });
}

export function clientOptionsQuery() {
  return queryOptions({
    queryKey: [...flightsBaseKey, "client-options"],
    queryFn: ({ signal }) => fetchClientOptions(signal),
    staleTime: 5 * 60_000,
  });
}

/** Trips a flight or an import can be attached to (the latest ones). */
export function useTripOptions(enabled: boolean) {
  return useQuery({ ...tripOptionsQuery(), enabled });
}

/** Clients a new trip can be made for. */
export function useClientOptions(enabled: boolean) {
  return useQuery({ ...clientOptionsQuery(), enabled });
}
