import type { TopDestination } from "#domain/dashboard/dashboard.schema";
import { bookingsLabel, destinationShare } from "#domain/dashboard/overview-format";

/** SPEC §2: up to 5 destinations, each with a bar of its share of all bookings (capped at 100 %). */
export function TopDestinations({
  destinations,
  totalBookings,
}: {
  destinations: TopDestination[];
  totalBookings: number;
}) {
  return (
    <ul className="grid gap-4">
      {destinations.map((destination) => {
        const share = destinationShare(destination.bookings, totalBookings);
        return (
          <li key={destination.destination} className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="truncate font-medium">{destination.destination}</span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {bookingsLabel(destination.bookings)} · {share}%
              </span>
            </div>
            <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
