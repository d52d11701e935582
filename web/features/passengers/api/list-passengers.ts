import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Passenger } from "#domain/passengers/passenger.schema";
import type { PassengerSort } from "#domain/passengers/passenger-format";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export interface PassengerListParams {
  page: number;
  pageSize: number;
  search?: string;
  sort?: PassengerSort;
  direction?: "asc" | "desc";
  /** Leaves out this passenger and those already connected to it. */
  connectableTo?: string;
  /** Only this client's passengers. */
  clientId?: string;
}

export interface PassengerPage {
  items: Passenger[];
  total: number;
}

/** Every passenger query starts with the realtime topic "passengers", so server events refetch them. */
export const passengersBaseKey = [topics.passengers] as const;
export const passengerListBaseKey = [...passengersBaseKey, "list"] as const;

export function fetchPassengers(params: PassengerListParams, signal?: AbortSignal): Promise<PassengerPage> {
  return api<PassengerPage>("/api/passengers", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      sort: params.sort,
      direction: params.direction,
      connectableTo: params.connectableTo,
      clientId: params.clientId,
    },
  });
}

export function passengerListQuery(params: PassengerListParams) {
  return queryOptions({
    queryKey: [...passengerListBaseKey, params],
    queryFn: ({ signal }) => fetchPassengers(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching passengers" },
  });
}

export function usePassengerList(params: PassengerListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...passengerListQuery(params), enabled: options.enabled ?? true });
}
