import type { Booking, BookingHistoryEntry } from "#domain/bookings/booking.schema";
import { formatTripDate } from "#domain/trips/trip-format";
import { formatMoment } from "../../../lib/moment-format";
import { BookingStatusBadge } from "./booking-badges";

/** The booking's history, oldest first: each change with who made it, the status it left, and why. */
export function BookingHistory({ entries, booking }: { entries: BookingHistoryEntry[]; booking: Booking }) {
  if (entries.length === 0) {
    // A booking recorded before the history was kept (imported) says what is known: its date and status.
    return (
      <div className="space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <span>Booked on {formatTripDate(booking.bookingDate)}</span>
        </div>
        <p className="text-muted-foreground">No changes recorded since.</p>
      </div>
    );
  }
  return (
    <ol aria-label="Status history" className="space-y-4 border-l pl-4">
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.summary}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-border" />
          <div className="flex flex-wrap items-center gap-2">
            {entry.status ? <BookingStatusBadge status={entry.status} /> : null}
            <time dateTime={entry.at} className="text-muted-foreground text-xs">
              {formatMoment(entry.at)}
            </time>
            {entry.byName ? <span className="text-muted-foreground text-xs">by {entry.byName}</span> : null}
          </div>
          <p className="mt-1 text-sm">{entry.summary}</p>
          {entry.reason ? (
            <p className="mt-0.5 text-muted-foreground text-sm">Reason: {entry.reason}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
