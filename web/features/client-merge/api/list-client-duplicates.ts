import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientDuplicateList, ClientDuplicateQuery } from "#domain/client-merge/client-merge.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/** Under the realtime topic "clients": any client change (a merge, an edit) refetches the pairs. */
export const clientDuplicatesBaseKey = [topics.clients, "duplicates"] as const;

export function fetchClientDuplicates(
  params: ClientDuplicateQuery,
  signal?: AbortSignal,
): Promise<ClientDuplicateList> {
  return api<ClientDuplicateList>("/api/clients/duplicates", {
    signal,
    query: { page: params.page, pageSize: params.pageSize, clientId: params.clientId },
  });
}

export function clientDuplicatesQuery(params: ClientDuplicateQuery) {
  return queryOptions({
    queryKey: [...clientDuplicatesBaseKey, params],
    queryFn: ({ signal }) => fetchClientDuplicates(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching duplicates" },
  });
}

export function useClientDuplicates(params: ClientDuplicateQuery, enabled = true) {
  return useQuery({ ...clientDuplicatesQuery(params), enabled });
}
