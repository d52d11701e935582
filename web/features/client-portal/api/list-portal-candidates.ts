import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PortalCandidate } from "#domain/client-portal/client-portal.schema";
import { api } from "../../../lib/api-client";
import { portalBaseKey } from "./get-client-portal";

export function fetchPortalCandidates(
  search: string,
  signal?: AbortSignal,
): Promise<{ items: PortalCandidate[] }> {
  return api("/api/clients/portal-candidates", { signal, query: { search: search.trim() || undefined } });
}

export function portalCandidatesQuery(search: string) {
  return queryOptions({
    queryKey: [...portalBaseKey, "candidates", search],
    queryFn: ({ signal }) => fetchPortalCandidates(search, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching users" },
  });
}

/** Client accounts that belong to no client, searched on the server (at most 20). */
export function usePortalCandidates(search: string, enabled: boolean) {
  return useQuery({ ...portalCandidatesQuery(search), enabled });
}
