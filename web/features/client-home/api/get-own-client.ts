import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnClient } from "#domain/client-portal/client-portal.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/** Starts with the realtime topic "clients": a change of the client (by staff too) refetches it. */
export const ownClientKey = [topics.clients, "me"] as const;

export function fetchOwnClient(signal?: AbortSignal): Promise<OwnClient> {
  return api<OwnClient>("/api/me/client", { signal });
}

export function ownClientQuery() {
  return queryOptions({
    queryKey: ownClientKey,
    queryFn: ({ signal }) => fetchOwnClient(signal),
    // A 404 means the account belongs to no client: the page says so, no toast.
  });
}

/** The signed-in client user's own client record. */
export function useOwnClient() {
  return useQuery(ownClientQuery());
}
