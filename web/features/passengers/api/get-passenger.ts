import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Passenger } from "#domain/passengers/passenger.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function fetchPassenger(id: string, signal?: AbortSignal): Promise<Passenger> {
  return api<Passenger>(`/api/passengers/${encodeURIComponent(id)}`, { signal });
}

export function passengerQuery(id: string) {
  return queryOptions({
    queryKey: [...passengersBaseKey, "detail", id],
    queryFn: ({ signal }) => fetchPassenger(id, signal),
    meta: { errorTitle: "Error fetching passengers" },
  });
}

/** The selected passenger, fresh from the server (it may be on another page of the list). */
export function usePassenger(id: string | null) {
  return useQuery({ ...passengerQuery(id ?? ""), enabled: Boolean(id) });
}
