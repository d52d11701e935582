import { useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { RequestListItem } from "#domain/requests/request.schema";
import type { RequestCategory, RequestSort, RequestStatus } from "#domain/requests/request-values";
import { listEndpoint } from "../../../lib/list-endpoint";

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

export const { fetchList: fetchRequests, listOptions: requestListQuery } = listEndpoint<
  RequestListParams,
  RequestPage
>({
  path: "/api/requests",
  listKey: [...requestsBaseKey, "list"],
  errorTitle: "Error fetching requests",
  filters: ["status", "category", "assigneeId", "clientId", "sort", "order"],
});

export function useRequestList(params: RequestListParams) {
  return useQuery(requestListQuery(params));
}
