import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Client } from "#domain/clients/client.schema";
import { api } from "../../../lib/api-client";
import { clientsBaseKey } from "./list-clients";

export function fetchClient(id: string, signal?: AbortSignal): Promise<Client> {
  return api<Client>(`/api/clients/${encodeURIComponent(id)}`, { signal });
}

export function clientQuery(id: string) {
  return queryOptions({
    queryKey: [...clientsBaseKey, "detail", id],
    queryFn: ({ signal }) => fetchClient(id, signal),
    meta: { errorTitle: "Error fetching client details" },
  });
}

/** `enabled: false` once the client is being deleted: no refetch (a realtime event's, say) into a 404. */
export function useClient(id: string | null | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientQuery(id ?? ""), enabled: enabled && Boolean(id) });
}
