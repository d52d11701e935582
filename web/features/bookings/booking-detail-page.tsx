import { useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { participantsLabel } from "#domain/bookings/booking-format";
import { passengerName } from "#domain/passengers/passenger-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { DetailLoading, DetailNotFound } from "../../components/detail-page-states";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ApiError } from "../../lib/api-client";
import { formatMoney } from "../../lib/format-money";
import { sessionQuery } from "../../lib/session";
import { useBooking } from "./api/get-booking";
import { BookingActions } from "./components/booking-actions";
import { BookingStatusBadge, PaymentStatusBadge } from "./components/booking-badges";
import { BookingHistory } from "./components/booking-history";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const linkClass =
  "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/**
 * Booking detail (/orders/:id): client, package or trip, participants, dates, totals with any adjustment
 * and its reason, and the status history; Edit, Confirm, Complete and Cancel as the status allows.
 */
export function BookingDetailPage() {
  const { id = "" } = useParams();
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const booking = useBooking(id);

  if (booking.isLoading) return <DetailLoading />;
  if (booking.isError || !booking.data) {
    const missing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <DetailNotFound backTo="/orders" backLabel="Back to bookings">
        {missing ? "Booking not found" : "Error fetching booking details"}
      </DetailNotFound>
    );
  }
  const b = booking.data;
  const gross = b.unitPriceCents !== null ? b.unitPriceCents * b.participants : null;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Link
            to="/orders"
            className="mb-2 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeftIcon aria-hidden className="size-4" />
            Bookings
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-mono font-semibold text-2xl tracking-tight">{b.reference}</h1>
            <span data-testid="booking-status">
              <BookingStatusBadge status={b.status} />
            </span>
            <span data-testid="booking-payment-status">
              <PaymentStatusBadge status={b.paymentStatus} />
            </span>
          </div>
          <p className="mt-1 text-muted-foreground text-sm">
            {b.packageTitle ?? b.tripTitle} for {b.clientName}
          </p>
        </div>
        <BookingActions booking={b} staff={staff} />
      </div>
      {b.status === "cancelled" && b.cancelReason ? (
        <p
          role="note"
          className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          data-testid="booking-cancel-reason"
        >
          <span className="font-medium">Cancelled:</span> {b.cancelReason}
        </p>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Booking</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail term="Client">
                  <Link to={`/clients/${b.clientId}`} className={linkClass}>
                    {b.clientName}
                  </Link>
                </Detail>
                <Detail term={b.tripId ? "Trip" : "Package"}>
                  {b.tripId ? (
                    <Link to={`/trips/${b.tripId}`} className={linkClass}>
                      {b.tripTitle}
                    </Link>
                  ) : (
                    <>
                      <span className="font-medium">{b.packageTitle}</span>
                      <span className="block text-muted-foreground">{b.destination}</span>
                    </>
                  )}
                </Detail>
                <Detail term="Booking date">
                  <span data-testid="booking-date">{formatTripDate(b.bookingDate)}</span>
                </Detail>
                <Detail term="Travel date">
                  <span data-testid="travel-date">{formatTripDate(b.travelDate)}</span>
                </Detail>
                {b.notes ? (
                  <div className="sm:col-span-2">
                    <Detail term="Notes">{b.notes}</Detail>
                  </div>
                ) : null}
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Status history</CardTitle>
            </CardHeader>
            <CardContent>
              <BookingHistory entries={b.history} booking={b} />
            </CardContent>
          </Card>
        </div>
        <div className="grid gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Totals</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3">
                {b.unitPriceCents !== null && gross !== null ? (
                  <>
                    <Detail term="Price per person">{formatMoney(b.unitPriceCents, b.currency)}</Detail>
                    <Detail term={participantsLabel(b.participants)}>{formatMoney(gross, b.currency)}</Detail>
                    {b.discountPercent > 0 ? <Detail term="Discount">{b.discountPercent}%</Detail> : null}
                  </>
                ) : null}
                <Detail term="Total">
                  <span className="font-semibold text-lg tabular-nums" data-testid="booking-total">
                    {formatMoney(b.totalCents, b.currency)}
                  </span>
                </Detail>
                {b.totalAdjustmentReason ? (
                  <Detail term="Adjusted by hand">{b.totalAdjustmentReason}</Detail>
                ) : null}
                <Detail term="Payment">
                  <PaymentStatusBadge status={b.paymentStatus} />
                </Detail>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Participants ({b.participants})</CardTitle>
            </CardHeader>
            <CardContent>
              <ul aria-label="Participants" className="space-y-1 text-sm">
                {b.travellers.map((traveller) => (
                  <li key={traveller.id}>{passengerName(traveller)}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
