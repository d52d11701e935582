import type { UseQueryResult } from "@tanstack/react-query";
import type { DashboardOverview } from "#domain/dashboard/dashboard.schema";
import {
  NO_CLIENTS,
  NO_DESTINATIONS,
  NO_RECENT_BOOKINGS,
  NO_UPCOMING_TRAVELS,
} from "#domain/dashboard/overview-format";
import { DashboardSection } from "./dashboard-section";
import { RecentBookings } from "./recent-bookings";
import { TopClients } from "./top-clients";
import { TopDestinations } from "./top-destinations";
import { UpcomingTravels } from "./upcoming-travels";

/** The Overview tab's four lists, from the same request as the cards. */
export function OverviewTab({ query }: { query: UseQueryResult<DashboardOverview> }) {
  const overview = query.data;
  const state = {
    loading: query.isPending,
    error: query.isError && !overview ? "Error fetching the overview" : null,
    onRetry: () => void query.refetch(),
  };
  const emptyIf = (none: boolean, text: string) => (none ? text : null);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <DashboardSection
        title="Recent Bookings"
        link={{ to: "/orders", label: "View all" }}
        empty={emptyIf(overview?.recentBookings.length === 0, NO_RECENT_BOOKINGS)}
        {...state}
      >
        {overview ? <RecentBookings bookings={overview.recentBookings} /> : null}
      </DashboardSection>
      <DashboardSection
        title="Top Destinations"
        empty={emptyIf(overview?.topDestinations.length === 0, NO_DESTINATIONS)}
        {...state}
      >
        {overview ? (
          <TopDestinations destinations={overview.topDestinations} totalBookings={overview.bookings.total} />
        ) : null}
      </DashboardSection>
      <DashboardSection
        title="Upcoming Travels"
        empty={emptyIf(overview?.upcomingTravels.length === 0, NO_UPCOMING_TRAVELS)}
        {...state}
      >
        {overview ? <UpcomingTravels travels={overview.upcomingTravels} /> : null}
      </DashboardSection>
      <DashboardSection
        title="Top Clients"
        link={{ to: "/clients", label: "View all" }}
        empty={emptyIf(overview?.topClients.length === 0, NO_CLIENTS)}
        {...state}
      >
        {overview ? <TopClients clients={overview.topClients} baseCurrency={overview.baseCurrency} /> : null}
      </DashboardSection>
    </div>
  );
}
