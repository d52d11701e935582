import { Link } from "react-router";
import type { UpcomingTravel } from "#domain/dashboard/dashboard.schema";
import { UNKNOWN_CLIENT, UNKNOWN_DESTINATION } from "#domain/dashboard/overview-format";
import { formatTripDate } from "#domain/trips/trip-format";

/** "1 day", "12 days": SPEC §9's days remaining, rounded up. */
function daysLabel(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** SPEC §2: the 5 soonest future travels with the days remaining. */
export function UpcomingTravels({ travels }: { travels: UpcomingTravel[] }) {
  return (
    <ul className="divide-y">
      {travels.map((travel) => (
        <li key={travel.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <Link
              to={`/orders/${travel.id}`}
              className="block truncate font-medium underline-offset-4 hover:underline"
            >
              {travel.clientName ?? UNKNOWN_CLIENT}
            </Link>
            <p className="truncate text-muted-foreground text-sm">
              {travel.destination ?? UNKNOWN_DESTINATION} · {formatTripDate(travel.travelDate)}
            </p>
          </div>
          <span className="shrink-0 font-medium text-sm tabular-nums">{daysLabel(travel.daysRemaining)}</span>
        </li>
      ))}
    </ul>
  );
}
