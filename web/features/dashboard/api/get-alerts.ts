import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardAlerts } from "#domain/dashboard/dashboard.schema";
import type { DashboardScope } from "#domain/dashboard/dashboard-values";
import { api } from "../../../lib/api-client";
import { dashboardBaseKey } from "./get-overview";

export function fetchAlerts(scope: DashboardScope, signal?: AbortSignal): Promise<DashboardAlerts> {
  return api<DashboardAlerts>("/api/dashboard/alerts", { signal, query: { scope } });
}

export function alertsQuery(scope: DashboardScope) {
  return queryOptions({
    queryKey: [...dashboardBaseKey, "alerts", scope],
    queryFn: ({ signal }) => fetchAlerts(scope, signal),
    // Switching mine ↔ all keeps the other list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching alerts" },
  });
}

/** SPEC's three alerts and the deadline cockpit of the scope. */
export function useAlerts(scope: DashboardScope) {
  return useQuery(alertsQuery(scope));
}
