import { Link } from "react-router";
import type { Booking } from "#domain/bookings/booking.schema";
import type { BookingSort } from "#domain/bookings/booking-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { ListTable } from "../../../components/list-page/list-table";
import { SortableHead, type SortState } from "../../../components/list-page/sortable-head";
import { TableActionsCell, TableActionsHead, TableViewLink } from "../../../components/table-actions";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { formatMoney } from "../../../lib/format-money";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";
import { BookingTarget } from "./booking-target";

export type BookingSortState = SortState<BookingSort>;

interface BookingsTableProps {
  bookings: Booking[] | undefined;
  loading: boolean;
  error: boolean;
  /** The list's sort; a click on a sortable header sorts by it, a second click turns it round. */
  sort: BookingSortState;
  onSortChange: (sort: BookingSortState) => void;
  /** Hides the client column (a client's own page already says whose bookings these are). */
  showClient?: boolean;
  label?: string;
}

const COLUMNS = 9;

/** Reference, client, package or trip, dates, participants, total, status and payment, and a link to each. */
export function BookingsTable({
  bookings,
  loading,
  error,
  sort,
  onSortChange,
  showClient = true,
  label = "Bookings",
}: BookingsTableProps) {
  const sorting = { sort, onSortChange };
  return (
    <ListTable
      label={label}
      rows={bookings}
      columns={showClient ? COLUMNS : COLUMNS - 1}
      loading={loading}
      error={error}
      errorText="Error fetching bookings"
      emptyText="No bookings found"
      head={
        <>
          <TableHead>Booking</TableHead>
          {showClient ? <TableHead>Client</TableHead> : null}
          <TableHead>Package or trip</TableHead>
          <SortableHead label="Booked" column="bookingDate" {...sorting} />
          <SortableHead label="Travel date" column="travelDate" {...sorting} />
          <TableHead className="text-right">Participants</TableHead>
          <SortableHead label="Total" column="total" {...sorting} className="text-right" />
          <TableHead>Status</TableHead>
          <TableActionsHead>
            <span className="sr-only">Open</span>
          </TableActionsHead>
        </>
      }
    >
      {(booking) => (
        <TableRow key={booking.id}>
          <TableCell>
            <Link
              to={`/orders/${booking.id}`}
              className="font-medium font-mono underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {booking.reference}
            </Link>
          </TableCell>
          {showClient ? (
            <TableCell className="whitespace-normal">
              <Link
                to={`/clients/${booking.clientId}`}
                className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {booking.clientName}
              </Link>
            </TableCell>
          ) : null}
          <TableCell className="whitespace-normal">
            <BookingTarget booking={booking} />
          </TableCell>
          <TableCell>{formatTripDate(booking.bookingDate)}</TableCell>
          <TableCell>{formatTripDate(booking.travelDate)}</TableCell>
          <TableCell className="text-right tabular-nums">{booking.participants}</TableCell>
          <TableCell className="text-right tabular-nums">
            {formatMoney(booking.totalCents, booking.currency)}
          </TableCell>
          <TableCell>
            <div className="flex flex-col items-start gap-1">
              <BookingStatusBadge status={booking.status} />
              {/* Nothing is owed on a cancelled booking that was never paid: no badge to chase. */}
              {booking.status === "cancelled" && booking.paymentStatus === "awaiting_payment" ? null : (
                <PaymentStatusBadge status={booking.paymentStatus} />
              )}
            </div>
          </TableCell>
          <TableActionsCell>
            <TableViewLink to={`/orders/${booking.id}`} name={booking.reference} />
          </TableActionsCell>
        </TableRow>
      )}
    </ListTable>
  );
}
