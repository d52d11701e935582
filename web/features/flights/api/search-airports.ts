import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AirportList } from "#domain/flights/flight.schema";
import { api } from "../../../lib/api-client";
import { flightsBaseKey } from "./list-flights";

export function fetchAirports(search: string, signal?: AbortSignal): Promise<AirportList> {
  return api<AirportList>("/api/airports", { signal, query: { search } });
}

export function airportSearchQuery(search: string) {
  return queryOptions({
    queryKey: [...flightsBaseKey, "airports", search],
    queryFn: ({ signal }) => fetchAirports(search, signal),
    // Airport data does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Airports for a typed code, city or name (the server holds the OpenFlights data; the browser never loads it). */
export function useAirportSearch(search: string) {
  const text = search.trim();
  return useQuery({ ...airportSearchQuery(text), enabled: text.length >= 2 });
}
