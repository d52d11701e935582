import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { Trip } from "#domain/trips/trip.schema";
import type { TripSort } from "#domain/trips/trip-format";
import type { TripStatus } from "#domain/trips/trip-values";
import { api } from "../../../lib/api-client";

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

export function fetchTrips(params: TripListParams, signal?: AbortSignal): Promise<TripPage> {
  return api<TripPage>("/api/trips", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      status: params.status,
      clientId: params.clientId,
      endDateFrom: params.endDateFrom,
      sort: params.sort,
      direction: params.direction,
    },
  });
}

export function tripListQuery(params: TripListParams) {
  return queryOptions({
    queryKey: [...tripsBaseKey, "list", params],
    queryFn: ({ signal }) => fetchTrips(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching trips" },
  });
}

export function useTripList(params: TripListParams) {
  return useQuery(tripListQuery(params));
}
