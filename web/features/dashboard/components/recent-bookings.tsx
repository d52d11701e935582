import { Link } from "react-router";
import { bookingStatusLabels } from "#domain/bookings/booking-format";
import type { RecentBooking } from "#domain/dashboard/dashboard.schema";
import { peopleLabel, UNKNOWN_CLIENT, UNKNOWN_PACKAGE } from "#domain/dashboard/overview-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { Badge } from "../../../components/ui/badge";

/** SPEC §2: the 5 newest bookings; the badge green for confirmed, yellow otherwise. */
export function RecentBookings({ bookings }: { bookings: RecentBooking[] }) {
  return (
    <ul className="divide-y">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <Link
              to={`/orders/${booking.id}`}
              className="block truncate font-medium underline-offset-4 hover:underline"
            >
              {booking.clientName ?? UNKNOWN_CLIENT}
            </Link>
            <p className="truncate text-muted-foreground text-sm">
              {booking.title ?? UNKNOWN_PACKAGE} · {peopleLabel(booking.participants)}
            </p>
            <p className="text-muted-foreground text-xs">{formatTripDate(booking.bookingDate)}</p>
          </div>
          <Badge variant={booking.status === "confirmed" ? "success" : "warning"}>
            {bookingStatusLabels[booking.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
