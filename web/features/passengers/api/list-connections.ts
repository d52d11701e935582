import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConnectionList } from "#domain/passengers/passenger-association.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function fetchConnections(passengerId: string, signal?: AbortSignal): Promise<ConnectionList> {
  return api<ConnectionList>(`/api/passengers/${encodeURIComponent(passengerId)}/connections`, { signal });
}

export function connectionsQuery(passengerId: string) {
  return queryOptions({
    queryKey: [...passengersBaseKey, "connections", passengerId],
    queryFn: ({ signal }) => fetchConnections(passengerId, signal),
    meta: { errorTitle: "Error fetching connections" },
  });
}

export function useConnections(passengerId: string | null) {
  return useQuery({ ...connectionsQuery(passengerId ?? ""), enabled: Boolean(passengerId) });
}
