import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { SsrList } from "#domain/ssr/ssr-api.schema";
import { api } from "../../../lib/api-client";

const PICKER_SIZE = 8;

export function searchSsrCatalogue(search: string, signal?: AbortSignal): Promise<SsrList> {
  return api<SsrList>("/api/ssr", {
    signal,
    query: { page: 1, pageSize: PICKER_SIZE, search: search || undefined },
  });
}

/** Catalogue codes matching the search, for the add form's picker; under the realtime topic "ssr". */
export function ssrCatalogueSearchQuery(search: string) {
  return queryOptions({
    queryKey: [topics.ssr, "picker", search],
    queryFn: ({ signal }) => searchSsrCatalogue(search, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching SSR data" },
  });
}

export function useSsrCatalogueSearch(search: string) {
  return useQuery(ssrCatalogueSearchQuery(search));
}
