import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { FlightList } from "#domain/flights/flight.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export interface FlightListParams {
  page: number;
  pageSize: number;
  search?: string;
  /** Comma-separated status codes. */
  status?: string;
  from?: string;
  to?: string;
  direction?: "asc" | "desc";
}

/** Every flight query starts with the realtime topic "flights", so server events refetch them. */
export const flightsBaseKey = [topics.flights] as const;
export const flightListBaseKey = [...flightsBaseKey, "list"] as const;

export function fetchFlights(params: FlightListParams, signal?: AbortSignal): Promise<FlightList> {
  return api<FlightList>("/api/flights", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      status: params.status || undefined,
      from: params.from || undefined,
      to: params.to || undefined,
      direction: params.direction,
    },
  });
}

export function flightListQuery(params: FlightListParams) {
  return queryOptions({
    queryKey: [...flightListBaseKey, params],
    queryFn: ({ signal }) => fetchFlights(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching flights" },
  });
}

export function useFlightList(params: FlightListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...flightListQuery(params), enabled: options.enabled ?? true });
}
