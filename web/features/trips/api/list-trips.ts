import { useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { Trip } from "#domain/trips/trip.schema";
import type { TripSort } from "#domain/trips/trip-format";
import type { TripStatus } from "#domain/trips/trip-values";
import { listEndpoint } from "../../../lib/list-endpoint";

export interface TripListParams {
  page: number;
  pageSize: number;
  search?: string;
  status?: TripStatus;
  clientId?: string;
  /** Trips that end on or after this day (YYYY-MM-DD): upcoming and under way. */
  endDateFrom?: string;
  sort?: TripSort;
  direction?: "asc" | "desc";
}

export interface TripPage {
  items: Trip[];
  total: number;
}

/** Every trip query starts with the realtime topic "trips", so server events refetch them. */
export const tripsBaseKey = [topics.trips] as const;

export const { fetchList: fetchTrips, listOptions: tripListQuery } = listEndpoint<TripListParams, TripPage>({
  path: "/api/trips",
  listKey: [...tripsBaseKey, "list"],
  errorTitle: "Error fetching trips",
  filters: ["status", "clientId", "endDateFrom", "sort", "direction"],
});

export function useTripList(params: TripListParams) {
  return useQuery(tripListQuery(params));
}
