import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestHistoryEntry } from "#domain/requests/request.schema";
import { api } from "../../../lib/api-client";
import { requestsBaseKey } from "./list-requests";

// A request changes a handful of times: its whole history fits one page.
const HISTORY_PAGE_SIZE = 100;

export function fetchRequestHistory(
  id: string,
  signal?: AbortSignal,
): Promise<{ items: RequestHistoryEntry[]; total: number }> {
  return api(`/api/requests/${encodeURIComponent(id)}/history`, {
    signal,
    query: { pageSize: HISTORY_PAGE_SIZE },
  });
}

export function requestHistoryQuery(id: string) {
  return queryOptions({
    queryKey: [...requestsBaseKey, "history", id],
    queryFn: ({ signal }) => fetchRequestHistory(id, signal),
    meta: { errorTitle: "Error fetching requests" },
  });
}

export function useRequestHistory(id: string) {
  return useQuery(requestHistoryQuery(id));
}
