import { Link } from "react-router";
import { todayIn } from "#domain/dates";
import { daysRemainingLabel } from "#domain/days-remaining";
import { formatDateRange, tripStatusBadge, tripStatusLabels } from "#domain/trips/trip-format";
import { Badge } from "../../../components/ui/badge";
import { useAgencyTimeZone } from "../../../lib/agency-today";
import { useTripList } from "../../trips/api/list-trips";
import { HomeCard } from "./home-card";

export const HOME_LIST_SIZE = 5;

/** The client's trips that have not ended, the soonest first, with the days left before each. */
export function UpcomingTripsCard({ now }: { now: Date }) {
  const timeZone = useAgencyTimeZone();
  const trips = useTripList({
    page: 1,
    pageSize: HOME_LIST_SIZE,
    endDateFrom: todayIn(timeZone, now),
    sort: "startDate",
    direction: "asc",
  });
  const items = trips.data?.items ?? [];
  return (
    <HomeCard
      title="Upcoming trips"
      link={{ to: "/trips", label: "All trips" }}
      loading={trips.isLoading}
      error={trips.isError ? "Error fetching trips" : null}
      onRetry={() => trips.refetch()}
      empty={items.length === 0 ? "No upcoming trips" : null}
    >
      <ul className="divide-y">
        {items.map((trip) => (
          <li
            key={trip.id}
            className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <Link to={`/trips/${trip.id}`} className="font-medium underline-offset-4 hover:underline">
                {trip.title}
              </Link>
              <p className="text-muted-foreground text-sm">{formatDateRange(trip.startDate, trip.endDate)}</p>
            </div>
            <div className="flex items-center gap-2">
              <Badge variant={tripStatusBadge[trip.status]}>{tripStatusLabels[trip.status]}</Badge>
              <span className="font-medium text-sm">
                {daysRemainingLabel(trip.startDate, trip.endDate, now, timeZone)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
