import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientHistory } from "#domain/clients/client.schema";
import { api } from "../../../lib/api-client";
import { clientsBaseKey } from "./list-clients";

export interface ClientHistoryParams {
  page: number;
  pageSize: number;
}

export function fetchClientHistory(
  id: string,
  params: ClientHistoryParams,
  signal?: AbortSignal,
): Promise<ClientHistory> {
  return api<ClientHistory>(`/api/clients/${encodeURIComponent(id)}/history`, {
    signal,
    query: { page: params.page, pageSize: params.pageSize },
  });
}

// Under "clients": a change to the client refetches it.
export function clientHistoryQuery(id: string, params: ClientHistoryParams) {
  return queryOptions({
    queryKey: [...clientsBaseKey, "history", id, params],
    queryFn: ({ signal }) => fetchClientHistory(id, params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching client history" },
  });
}

export function useClientHistory(id: string, params: ClientHistoryParams) {
  return useQuery(clientHistoryQuery(id, params));
}
