import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { participantsLabel } from "#domain/bookings/booking-format";
import { shownPaymentStatus } from "#domain/bookings/payment-status";
import { formatMoney } from "#domain/money-format";
import { passengerName } from "#domain/passengers/passenger-format";
import { formatTripDate } from "#domain/trips/trip-format";
import {
  CancelledNote,
  DetailCard,
  DetailPageHeader,
  DetailTerm,
  detailLinkClass,
} from "../../components/detail-page-header";
import { detailFallback } from "../../components/detail-page-states";
import { sessionQuery } from "../../lib/session";
import { useBooking } from "./api/get-booking";
import { BookingActions } from "./components/booking-actions";
import { BookingStatusBadge, PaymentStatusBadge } from "./components/booking-badges";
import { BookingHistory } from "./components/booking-history";

/**
 * Booking detail (/orders/:id): client, package or trip, participants, dates, totals with any adjustment
 * and its reason, and the status history; Edit, Confirm, Complete and Cancel as the status allows.
 */
export function BookingDetailPage() {
  const { id = "" } = useParams();
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const booking = useBooking(id);

  const fallback = detailFallback(booking, {
    backTo: "/orders",
    backLabel: "Back to bookings",
    missing: "Booking not found",
    failed: "Error fetching booking details",
  });
  if (fallback || !booking.data) return fallback;
  const b = booking.data;
  const gross = b.unitPriceCents !== null ? b.unitPriceCents * b.participants : null;
  const payment = shownPaymentStatus(b);

  return (
    <>
      <DetailPageHeader
        backTo="/orders"
        backLabel="Bookings"
        title={b.reference}
        mono
        badges={
          <>
            <span data-testid="booking-status">
              <BookingStatusBadge status={b.status} />
            </span>
            {payment ? (
              <span data-testid="booking-payment-status">
                <PaymentStatusBadge status={payment} />
              </span>
            ) : null}
          </>
        }
        subtitle={`${b.packageTitle ?? b.tripTitle} for ${b.clientName}`}
        actions={<BookingActions booking={b} staff={staff} />}
      />
      {b.status === "cancelled" && b.cancelReason ? (
        <CancelledNote reason={b.cancelReason} testId="booking-cancel-reason" />
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <DetailCard title="Booking">
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailTerm term="Client">
                <Link to={`/clients/${b.clientId}`} className={detailLinkClass}>
                  {b.clientName}
                </Link>
              </DetailTerm>
              <DetailTerm term={b.tripId ? "Trip" : "Package"}>
                {b.tripId ? (
                  <Link to={`/trips/${b.tripId}`} className={detailLinkClass}>
                    {b.tripTitle}
                  </Link>
                ) : (
                  <>
                    <span className="font-medium">{b.packageTitle}</span>
                    <span className="block text-muted-foreground">{b.destination}</span>
                  </>
                )}
              </DetailTerm>
              <DetailTerm term="Booking date">
                <span data-testid="booking-date">{formatTripDate(b.bookingDate)}</span>
              </DetailTerm>
              <DetailTerm term="Travel date">
                <span data-testid="travel-date">{formatTripDate(b.travelDate)}</span>
              </DetailTerm>
              {b.notes ? (
                <div className="sm:col-span-2">
                  <DetailTerm term="Notes">{b.notes}</DetailTerm>
                </div>
              ) : null}
            </dl>
          </DetailCard>
          <DetailCard title="Status history">
            <BookingHistory entries={b.history} booking={b} />
          </DetailCard>
        </div>
        <div className="grid gap-4">
          <DetailCard title="Totals">
            <dl className="grid gap-3">
              {b.unitPriceCents !== null && gross !== null ? (
                <>
                  <DetailTerm term="Price per person">{formatMoney(b.unitPriceCents, b.currency)}</DetailTerm>
                  <DetailTerm term={participantsLabel(b.participants)}>
                    {formatMoney(gross, b.currency)}
                  </DetailTerm>
                  {b.discountPercent > 0 ? (
                    <DetailTerm term="Discount">{b.discountPercent}% (included in the price)</DetailTerm>
                  ) : null}
                </>
              ) : null}
              <DetailTerm term="Total">
                <span className="font-semibold text-lg tabular-nums" data-testid="booking-total">
                  {formatMoney(b.totalCents, b.currency)}
                </span>
              </DetailTerm>
              {b.totalAdjustmentReason ? (
                <DetailTerm term="Adjusted by hand">{b.totalAdjustmentReason}</DetailTerm>
              ) : null}
              <DetailTerm term="Payment">
                <span data-testid="booking-payment">
                  {/* A cancelled booking awaits nothing: no "Awaiting payment" beside its total. */}
                  {payment ? <PaymentStatusBadge status={payment} /> : "—"}
                </span>
              </DetailTerm>
            </dl>
          </DetailCard>
          <DetailCard title={<>Participants ({b.participants})</>}>
            <ul aria-label="Participants" className="space-y-1 text-sm">
              {b.travellers.map((traveller) => (
                <li key={traveller.id}>{passengerName(traveller)}</li>
              ))}
            </ul>
          </DetailCard>
        </div>
      </div>
    </>
  );
}
