import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientPortal } from "#domain/client-portal/client-portal.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/** Portal queries start with the realtime topic "clients": a change of the client refetches them. */
export const portalBaseKey = [topics.clients, "portal"] as const;

export function fetchClientPortal(clientId: string, signal?: AbortSignal): Promise<ClientPortal> {
  return api<ClientPortal>(`/api/clients/${encodeURIComponent(clientId)}/portal`, { signal });
}

export function clientPortalQuery(clientId: string) {
  return queryOptions({
    queryKey: [...portalBaseKey, clientId],
    queryFn: ({ signal }) => fetchClientPortal(clientId, signal),
    meta: { errorTitle: "Error fetching portal access" },
  });
}

/** Who signs in for the client, and the invitation still open (staff). */
export function useClientPortal(clientId: string) {
  return useQuery(clientPortalQuery(clientId));
}
