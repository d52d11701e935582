import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientList, ClientListQuery } from "#domain/clients/client.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/** Every client query starts with the realtime topic "clients", so server events refetch them. */
export const clientsBaseKey = [topics.clients] as const;
export const clientListBaseKey = [...clientsBaseKey, "list"] as const;

/** The list's parameters as the page holds them (the list-query schema's output). */
export type ClientListParams = ClientListQuery;

export function fetchClients(params: ClientListParams, signal?: AbortSignal): Promise<ClientList> {
  return api<ClientList>("/api/clients", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      kind: params.kind,
      sort: params.sort,
      order: params.order,
      // Unticked means the active clients, not "both".
      archived: params.archived ? true : undefined,
    },
  });
}

export function clientListQuery(params: ClientListParams) {
  return queryOptions({
    queryKey: [...clientListBaseKey, params],
    queryFn: ({ signal }) => fetchClients(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching clients" },
  });
}

export function useClientList(params: ClientListParams) {
  return useQuery(clientListQuery(params));
}
