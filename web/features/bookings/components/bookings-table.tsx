import { Link } from "react-router";
import type { Booking } from "#domain/bookings/booking.schema";
import type { BookingSort } from "#domain/bookings/booking-values";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import type { SortState } from "../../../components/list-page/sortable-head";
import { TableViewLink } from "../../../components/table-actions";
import { cn } from "../../../lib/utils";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";
import { BookingTarget } from "./booking-target";

export type BookingSortState = SortState<BookingSort>;

interface BookingsTableProps {
  bookings: Booking[] | undefined;
  loading: boolean;
  error: boolean;
  /** The list's sort; a click on a sortable header sorts by it, a second click turns it round. */
  sort: SortState<string>;
  onSortChange: (sort: BookingSortState) => void;
  /** Hides the client column (a client's own page already says whose bookings these are). */
  showClient?: boolean;
  label?: string;
}

const link = "underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** Reference, client, package or trip, dates, participants, total, status and payment, and a link to each. */
const bookingColumns: ListColumn<Booking, BookingSort>[] = [
  {
    header: "Booking",
    essential: true,
    cell: (booking) => (
      <Link to={`/orders/${booking.id}`} className={cn("font-medium font-mono", link)}>
        {booking.reference}
      </Link>
    ),
  },
  {
    header: "Client",
    wrap: true,
    cell: (booking) => (
      <Link to={`/clients/${booking.clientId}`} className={link}>
        {booking.clientName}
      </Link>
    ),
  },
  {
    header: "Package or trip",
    wrap: true,
    cell: (b) => <BookingTarget booking={b} />,
  },
  { header: "Booked", sort: "bookingDate", cell: (booking) => formatTripDate(booking.bookingDate) },
  { header: "Travel date", sort: "travelDate", cell: (booking) => formatTripDate(booking.travelDate) },
  {
    header: "Participants",
    className: "text-right",
    cellClassName: "tabular-nums",
    cell: (booking) => booking.participants,
  },
  {
    header: "Total",
    essential: true,
    sort: "total",
    className: "text-right",
    cellClassName: "tabular-nums",
    cell: (booking) => formatMoney(booking.totalCents, booking.currency),
  },
  {
    header: "Status",
    essential: true,
    cell: (booking) => (
      <div className="flex flex-col items-start gap-1">
        <BookingStatusBadge status={booking.status} />
        {/* Nothing is owed on a cancelled booking that was never paid: no badge to chase. */}
        {booking.status === "cancelled" && booking.paymentStatus === "awaiting_payment" ? null : (
          <PaymentStatusBadge status={booking.paymentStatus} />
        )}
      </div>
    ),
  },
  {
    header: <span className="sr-only">Open</span>,
    actions: true,
    cell: (booking) => <TableViewLink to={`/orders/${booking.id}`} name={booking.reference} />,
  },
];

export function BookingsTable({
  bookings,
  loading,
  error,
  sort,
  onSortChange,
  showClient = true,
  label = "Bookings",
}: BookingsTableProps) {
  return (
    <ListTable
      label={label}
      columns={bookingColumns}
      hidden={showClient ? [] : ["Client"]}
      rows={bookings}
      loading={loading}
      error={error}
      errorText="Error fetching bookings"
      emptyText="No bookings found"
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
