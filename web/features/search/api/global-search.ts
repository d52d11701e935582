import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchResponse } from "#domain/search/search.schema";
import { SEARCH_MIN_LENGTH } from "#domain/search/search-values";
import { api } from "../../../lib/api-client";

/**
 * Search answers span every topic, so no realtime event names them: they are kept briefly instead, long
 * enough to go back to a text typed a moment ago without asking again.
 */
export const searchBaseKey = ["search"] as const;
const STALE_MS = 10_000;

export function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api<SearchResponse>("/api/search", { signal, query: { q } });
}

export function globalSearchQuery(q: string) {
  return queryOptions({
    queryKey: [...searchBaseKey, q],
    queryFn: ({ signal }) => fetchSearch(q, signal),
    staleTime: STALE_MS,
    // The palette shows a failure in place (no toast over it); the debug console still records it.
  });
}

/**
 * What the palette shows for a text, asked only once it is long enough. No earlier answer stands in while the
 * next loads: Enter must never open a record found for a text the user has since changed.
 */
export function useGlobalSearch(q: string) {
  return useQuery({ ...globalSearchQuery(q), enabled: q.length >= SEARCH_MIN_LENGTH });
}
