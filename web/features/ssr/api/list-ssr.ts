import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { SsrList, SsrListParams } from "#domain/ssr/ssr-api.schema";
import { api } from "../../../lib/api-client";

/** Every SSR query starts with the realtime topic "ssr", so server events refetch them. */
export const ssrListBaseKey = [topics.ssr, "list"] as const;

export function fetchSsrList(params: SsrListParams, signal?: AbortSignal): Promise<SsrList> {
  return api<SsrList>("/api/ssr", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      // Unticked filters mean "all", not "only the others".
      chargeable: params.chargeable ? true : undefined,
      documentationRequired: params.documentationRequired ? true : undefined,
    },
  });
}

export function ssrListQuery(params: SsrListParams) {
  return queryOptions({
    queryKey: [...ssrListBaseKey, params],
    queryFn: ({ signal }) => fetchSsrList(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching SSR data" },
  });
}

export function useSsrList(params: SsrListParams) {
  return useQuery(ssrListQuery(params));
}
