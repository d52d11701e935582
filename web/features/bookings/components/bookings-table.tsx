import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { Booking } from "#domain/bookings/booking.schema";
import type { BookingSort } from "#domain/bookings/booking-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatMoney } from "../../../lib/format-money";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";
import { BookingTarget } from "./booking-target";

export interface BookingSortState {
  sort: BookingSort;
  order: "asc" | "desc";
}

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

function SortHeader({
  label,
  by,
  sort,
  onSortChange,
  className,
}: {
  label: string;
  by: BookingSort;
  sort: BookingSortState;
  onSortChange: (sort: BookingSortState) => void;
  className?: string;
}) {
  const active = sort.sort === by;
  const Icon = !active ? ArrowUpDownIcon : sort.order === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded-sm px-2 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => onSortChange({ sort: by, order: active && sort.order === "desc" ? "asc" : "desc" })}
      >
        {label}
        <Icon aria-hidden className={active ? "size-3.5" : "size-3.5 opacity-50"} />
      </button>
    </TableHead>
  );
}

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
  const rows = bookings ?? [];
  const columns = showClient ? COLUMNS : COLUMNS - 1;
  return (
    <div className="rounded-md border">
      <Table aria-label={label} aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Booking</TableHead>
            {showClient ? <TableHead>Client</TableHead> : null}
            <TableHead>Package or trip</TableHead>
            <SortHeader label="Booked" by="bookingDate" sort={sort} onSortChange={onSortChange} />
            <SortHeader label="Travel date" by="travelDate" sort={sort} onSortChange={onSortChange} />
            <TableHead className="text-right">Participants</TableHead>
            <SortHeader
              label="Total"
              by="total"
              sort={sort}
              onSortChange={onSortChange}
              className="text-right"
            />
            <TableHead>Status</TableHead>
            <TableActionsHead>
              <span className="sr-only">Open</span>
            </TableActionsHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={columns} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={columns} tone="error">
              Error fetching bookings
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={columns}>No bookings found</TableMessageRow>
          ) : (
            rows.map((booking) => (
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
                  <Link
                    to={`/orders/${booking.id}`}
                    aria-label={`View ${booking.reference}`}
                    className="inline-flex items-center gap-1 rounded-sm px-2 py-1 text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    View
                    <ChevronRightIcon aria-hidden className="size-4" />
                  </Link>
                </TableActionsCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
