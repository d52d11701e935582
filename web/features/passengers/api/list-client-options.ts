import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientOption } from "#domain/passengers/passenger.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function fetchClientOptions(signal?: AbortSignal): Promise<{ items: ClientOption[] }> {
  return api<{ items: ClientOption[] }>("/api/passengers/client-options", { signal });
}

export function clientOptionsQuery() {
  return queryOptions({
    queryKey: [...passengersBaseKey, "client-options"],
    queryFn: ({ signal }) => fetchClientOptions(signal),
    staleTime: 5 * 60_000,
  });
}

/** Clients a passenger can belong to (staff only). */
export function useClientOptions(enabled: boolean) {
  return useQuery({ ...clientOptionsQuery(), enabled });
}
