import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardOverview } from "#domain/dashboard/dashboard.schema";
import { DASHBOARD_QUERY_KEY } from "#domain/dashboard/dashboard-topics";
import { api } from "../../../lib/api-client";

/** Every dashboard query starts with this key: events on the topics the dashboard reads refetch them all. */
export const dashboardBaseKey = [DASHBOARD_QUERY_KEY] as const;

export function fetchOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return api<DashboardOverview>("/api/dashboard/overview", { signal });
}

export const overviewQuery = queryOptions({
  queryKey: [...dashboardBaseKey, "overview"],
  queryFn: ({ signal }) => fetchOverview(signal),
  meta: { errorTitle: "Error fetching the dashboard" },
});

/** The four cards and the Overview lists: one request for both. */
export function useOverview() {
  return useQuery(overviewQuery);
}
