import type { PaymentStatus } from "./booking-values";

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
 * Until invoices exist (issue #15) every booking reads 0 and 0, so awaiting payment.
 */
export function derivePaymentStatus({ invoicedCents, paidCents }: BookingPayments): PaymentStatus {
  if (invoicedCents <= 0 || paidCents <= 0) return "awaiting_payment";
  return paidCents >= invoicedCents ? "paid" : "partially_paid";
}

/** Every booking's figures while no invoice can exist yet: what the list and detail derive from. */
export const NO_PAYMENTS: BookingPayments = { invoicedCents: 0, paidCents: 0 };
