import { useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { type DashboardScope, dashboardScopes } from "#domain/dashboard/dashboard-values";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useAgencyTimeZone } from "../../lib/agency-today";
import { formatLongDay } from "../../lib/moment-format";
import { sessionQuery } from "../../lib/session";
import { useOverview } from "./api/get-overview";
import { AlertsTab } from "./components/alerts-tab";
import { OverviewTab } from "./components/overview-tab";
import { SummaryCards } from "./components/summary-cards";
import { greetingFor } from "./greeting";

// The charts (recharts) load in their own chunk, only when the Analytics tab opens.
const AnalyticsPanel = lazy(() => import("../analytics/components/analytics-panel"));

const tabs = ["overview", "analytics", "alerts"] as const;
type Tab = (typeof tabs)[number];

/**
 * Staff's dashboard (SPEC §2): greeting, the four cards, and the Overview, Analytics and Alerts tabs. The tab and
 * the cockpit's scope live in the URL; an agent sees their own deadlines first, an admin the agency's.
 */
export function DashboardPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const [params, setParams] = useSearchParams();
  const overview = useOverview();
  const now = new Date();
  // The date is the agency's (the greeting says hello by the user's own clock).
  const timeZone = useAgencyTimeZone();
  const requested = params.get("tab");
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : "overview";
  const askedScope = params.get("scope");
  const scope: DashboardScope = dashboardScopes.includes(askedScope as DashboardScope)
    ? (askedScope as DashboardScope)
    : user?.role === "agent"
      ? "mine"
      : "all";
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <div className="mb-6">
        <h1 className="font-semibold text-2xl tracking-tight">
          {greetingFor(now.getHours())}, {user?.name || "Admin"}
        </h1>
        <p className="mt-1 text-muted-foreground text-sm">{formatLongDay(now, timeZone)}</p>
      </div>
      <SummaryCards
        overview={overview.data}
        loading={overview.isPending}
        error={overview.isError}
        onRetry={() => void overview.refetch()}
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setParam("tab", value === "overview" ? null : value)}
        className="mt-6"
      >
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="alerts">Alerts</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <OverviewTab query={overview} />
        </TabsContent>
        <TabsContent value="analytics" className="mt-4">
          <Suspense
            fallback={
              <div className="grid gap-4" aria-busy="true">
                <span className="sr-only">Loading analytics</span>
                <Skeleton className="h-72 w-full" />
                <Skeleton className="h-72 w-full" />
              </div>
            }
          >
            <AnalyticsPanel />
          </Suspense>
        </TabsContent>
        <TabsContent value="alerts" className="mt-4">
          <AlertsTab scope={scope} onScopeChange={(next) => setParam("scope", next)} now={now} />
        </TabsContent>
      </Tabs>
    </>
  );
}
