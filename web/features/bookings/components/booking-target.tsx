import { Link } from "react-router";
import type { Booking } from "#domain/bookings/booking.schema";

/** What was booked: the package with its destination, or the trip (linked to it). */
export function BookingTarget({ booking }: { booking: Booking }) {
  if (booking.tripId) {
    return (
      <span className="min-w-0">
        <Link
          to={`/trips/${booking.tripId}`}
          className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {booking.tripTitle}
        </Link>
        <span className="block text-muted-foreground text-xs">Trip</span>
      </span>
    );
  }
  return (
    <span className="min-w-0">
      <span className="block">{booking.packageTitle}</span>
      <span className="block text-muted-foreground text-xs">{booking.destination}</span>
    </span>
  );
}
