import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { RequestListItem } from "#domain/requests/request.schema";
import type { RequestCategory, RequestSort, RequestStatus } from "#domain/requests/request-values";
import { api } from "../../../lib/api-client";

export interface RequestListParams {
  page: number;
  pageSize: number;
  search?: string;
  status?: RequestStatus;
  category?: RequestCategory;
  assigneeId?: string;
  clientId?: string;
  sort?: RequestSort;
  order?: "asc" | "desc";
}

export interface RequestPage {
  items: RequestListItem[];
  total: number;
}

/** Every request query starts with the realtime topic "requests", so server events refetch them. */
export const requestsBaseKey = [topics.requests] as const;

export function fetchRequests(params: RequestListParams, signal?: AbortSignal): Promise<RequestPage> {
  return api<RequestPage>("/api/requests", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      status: params.status,
      category: params.category,
      assigneeId: params.assigneeId,
      clientId: params.clientId,
      sort: params.sort,
      order: params.order,
    },
  });
}

export function requestListQuery(params: RequestListParams) {
  return queryOptions({
    queryKey: [...requestsBaseKey, "list", params],
    queryFn: ({ signal }) => fetchRequests(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching requests" },
  });
}

export function useRequestList(params: RequestListParams) {
  return useQuery(requestListQuery(params));
}
