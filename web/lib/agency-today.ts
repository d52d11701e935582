import { useQuery } from "@tanstack/react-query";
import { todayIn } from "#domain/dates";
import { appMetaQuery } from "./app-meta";

// "Today" in the browser is the agency's day (its zone from /api/meta), not the browser's own.

/** The agency's IANA time zone; the browser's own until /api/meta has answered (or when it cannot). */
export function useAgencyTimeZone(): string {
  const { data } = useQuery(appMetaQuery);
  return data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's date (YYYY-MM-DD) in the agency's time zone at `now`. */
export function useAgencyToday(now: Date = new Date()): string {
  return todayIn(useAgencyTimeZone(), now);
}
