import { useQuery } from "@tanstack/react-query";
import type { FlightList } from "#domain/flights/flight.schema";
import { topics } from "#domain/realtime/topics";
import { listEndpoint } from "../../../lib/list-endpoint";

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

export const { fetchList: fetchFlights, listOptions: flightListQuery } = listEndpoint<
  FlightListParams,
  FlightList
>({
  path: "/api/flights",
  listKey: flightListBaseKey,
  errorTitle: "Error fetching flights",
  filters: ["status", "from", "to", "direction"],
});

export function useFlightList(params: FlightListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...flightListQuery(params), enabled: options.enabled ?? true });
}
