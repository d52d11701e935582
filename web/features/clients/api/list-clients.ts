import { useQuery } from "@tanstack/react-query";
import type { ClientList, ClientListQuery } from "#domain/clients/client.schema";
import { topics } from "#domain/realtime/topics";
import { listEndpoint } from "../../../lib/list-endpoint";

/** Every client query starts with the realtime topic "clients", so server events refetch them. */
export const clientsBaseKey = [topics.clients] as const;
export const clientListBaseKey = [...clientsBaseKey, "list"] as const;

/** The list's parameters as the page holds them (the list-query schema's output). */
export type ClientListParams = ClientListQuery;

export const { fetchList: fetchClients, listOptions: clientListQuery } = listEndpoint<
  ClientListParams,
  ClientList
>({
  path: "/api/clients",
  listKey: clientListBaseKey,
  errorTitle: "Error fetching clients",
  filters: ["kind", "sort", "order"],
  ticked: ["archived"],
});

export function useClientList(params: ClientListParams) {
  return useQuery(clientListQuery(params));
}
