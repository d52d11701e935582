import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestRecord } from "#domain/requests/request.schema";
import { api } from "../../../lib/api-client";
import { requestsBaseKey } from "./list-requests";

export function fetchRequest(id: string, signal?: AbortSignal): Promise<RequestRecord> {
  return api<RequestRecord>(`/api/requests/${encodeURIComponent(id)}`, { signal });
}

export function requestQuery(id: string) {
  return queryOptions({
    queryKey: [...requestsBaseKey, "detail", id],
    queryFn: ({ signal }) => fetchRequest(id, signal),
    meta: { errorTitle: "Error fetching requests" },
  });
}

export function useRequest(id: string) {
  return useQuery(requestQuery(id));
}
