import { useQuery } from "@tanstack/react-query";
import { todayIn } from "#domain/dates";
import type { AppMeta } from "#domain/meta/app-meta.schema";
import { api } from "./api-client";

// "Today" in the browser is the agency's day (its zone from /api/meta), not the browser's own.

/** The same query (and cache entry) the sign-in page reads: asked once per session. */
const metaQuery = {
  queryKey: ["meta"],
  queryFn: () => api<AppMeta>("/api/meta"),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The agency's IANA time zone; the browser's own until /api/meta has answered (or when it cannot). */
export function useAgencyTimeZone(): string {
  const { data } = useQuery(metaQuery);
  return data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's date (YYYY-MM-DD) in the agency's time zone at `now`. */
export function useAgencyToday(now: Date = new Date()): string {
  return todayIn(useAgencyTimeZone(), now);
}
