import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Analytics } from "#domain/analytics/analytics.schema";
import type { AnalyticsRange } from "#domain/analytics/analytics-range";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/** Keyed under "payments": a payment recorded or refunded anywhere refetches the revenue it moves. */
export const analyticsBaseKey = [topics.payments, "analytics"] as const;

export function fetchAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<Analytics> {
  return api<Analytics>("/api/analytics", { signal, query: { from: range.from, to: range.to } });
}

export function analyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: [...analyticsBaseKey, range],
    queryFn: ({ signal }) => fetchAnalytics(range, signal),
    // A new range keeps the charts of the last one on screen until its figures arrive.
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching analytics" },
  });
}

/** The tab's figures for a range; `range` null (a range being corrected) asks for nothing. */
export function useAnalytics(range: AnalyticsRange | null) {
  const fallback = { from: "", to: "" };
  return useQuery({ ...analyticsQueryOptions(range ?? fallback), enabled: range !== null });
}
