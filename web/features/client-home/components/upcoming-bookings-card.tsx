import { Link } from "react-router";
import { bookingStatusBadge, bookingStatusLabels, participantsLabel } from "#domain/bookings/booking-format";
import { todayIn } from "#domain/dates";
import { daysRemainingLabel } from "#domain/days-remaining";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { Badge } from "../../../components/ui/badge";
import { useAgencyTimeZone } from "../../../lib/agency-today";
import { useBookings } from "../../bookings/api/list-bookings";
import { HomeCard } from "./home-card";
import { HOME_LIST_SIZE } from "./upcoming-trips-card";

/** The client's bookings that travel from today on, the soonest first. */
export function UpcomingBookingsCard({ now }: { now: Date }) {
  const timeZone = useAgencyTimeZone();
  const bookings = useBookings({
    page: 1,
    pageSize: HOME_LIST_SIZE,
    travelFrom: todayIn(timeZone, now),
    sort: "travelDate",
    order: "asc",
  });
  const items = bookings.data?.items ?? [];
  return (
    <HomeCard
      title="Your bookings"
      link={{ to: "/orders", label: "All bookings" }}
      loading={bookings.isLoading}
      error={bookings.isError ? "Error fetching bookings" : null}
      onRetry={() => bookings.refetch()}
      empty={items.length === 0 ? "No upcoming bookings" : null}
    >
      <ul className="divide-y">
        {items.map((booking) => (
          <li
            key={booking.id}
            className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <Link to={`/orders/${booking.id}`} className="font-medium underline-offset-4 hover:underline">
                {booking.packageTitle ?? booking.tripTitle ?? "Unknown Package"}
              </Link>
              <p className="text-muted-foreground text-sm">
                {booking.reference} · {formatTripDate(booking.travelDate)} ·{" "}
                {participantsLabel(booking.participants)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={bookingStatusBadge[booking.status]}>
                {bookingStatusLabels[booking.status]}
              </Badge>
              <span className="text-sm tabular-nums">
                {formatMoney(booking.totalCents, booking.currency)}
              </span>
              {booking.status === "cancelled" ? null : (
                <span className="font-medium text-sm">
                  {daysRemainingLabel(booking.travelDate, booking.travelDate, now, timeZone)}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
