import type { BookingStatus, PaymentStatus } from "./booking-values";

/** What a booking's payment status is derived from: its invoices' amounts and what was paid on them. */
export interface BookingPayments {
  /** Sum of the booking's (not cancelled) invoices, in minor units; 0 with no invoice. */
  invoicedCents: number;
  /** Sum of the completed payments on those invoices, in minor units. */
  paidCents: number;
}

/**
 * The one place a booking's payment status is derived (SPEC §4): nothing invoiced or nothing paid is
 * awaiting payment, some paid is partially paid, the whole invoiced amount paid (or more) is paid.
 * The figures are sums over the booking's invoices (server/features/bookings/booking-payments.ts).
 */
export function derivePaymentStatus({ invoicedCents, paidCents }: BookingPayments): PaymentStatus {
  if (invoicedCents <= 0 || paidCents <= 0) return "awaiting_payment";
  return paidCents >= invoicedCents ? "paid" : "partially_paid";
}

/** The figures of a booking with no invoice yet. */
export const NO_PAYMENTS: BookingPayments = { invoicedCents: 0, paidCents: 0 };

/**
 * The payment status a screen shows for a booking, or null for none: a cancelled booking awaits no
 * payment (nothing is owed on it), while one that took money still says so (a refund may be due).
 */
export function shownPaymentStatus(booking: {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
}): PaymentStatus | null {
  if (booking.status === "cancelled" && booking.paymentStatus === "awaiting_payment") return null;
  return booking.paymentStatus;
}
