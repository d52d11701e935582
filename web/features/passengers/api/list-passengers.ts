import { useQuery } from "@tanstack/react-query";
import type { Passenger } from "#domain/passengers/passenger.schema";
import type { PassengerSort } from "#domain/passengers/passenger-format";
import { topics } from "#domain/realtime/topics";
import { listEndpoint } from "../../../lib/list-endpoint";

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

export const { fetchList: fetchPassengers, listOptions: passengerListQuery } = listEndpoint<
  PassengerListParams,
  PassengerPage
>({
  path: "/api/passengers",
  listKey: passengerListBaseKey,
  errorTitle: "Error fetching passengers",
  filters: ["sort", "direction", "connectableTo", "clientId"],
});

export function usePassengerList(params: PassengerListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...passengerListQuery(params), enabled: options.enabled ?? true });
}
