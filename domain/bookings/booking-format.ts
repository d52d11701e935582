import type { BookingStatus, PaymentStatus } from "./booking-values";

// No zod here: the bookings list and badges load without the validation code the forms need.

type BadgeVariant = "default" | "secondary" | "destructive" | "outline" | "success" | "warning";

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** SPEC §2: green for confirmed, yellow otherwise; completed and cancelled told apart as trips are. */
export const bookingStatusBadge: Record<BookingStatus, BadgeVariant> = {
  pending: "warning",
  confirmed: "success",
  completed: "outline",
  cancelled: "destructive",
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  awaiting_payment: "Awaiting payment",
  partially_paid: "Partially paid",
  paid: "Paid",
};

export const paymentStatusBadge: Record<PaymentStatus, BadgeVariant> = {
  awaiting_payment: "secondary",
  partially_paid: "warning",
  paid: "success",
};

const REFERENCE_DIGITS = 6;

/** The booking's reference on screens and mails: BK-000123 (wider once numbers pass six digits). */
export function bookingReference(number: number): string {
  return `BK-${String(number).padStart(REFERENCE_DIGITS, "0")}`;
}

/** The booking number a search word names, when it reads as a reference ("BK-000123", "bk123", "#123"). */
export function referenceNumber(word: string): number | null {
  const match = /^(?:bk-?|#)?(\d{1,9})$/i.exec(word.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return number >= 1 ? number : null;
}

/** "1 participant", "2 participants" — SPEC's person/people reads "people" on the dashboard. */
export function participantsLabel(n: number): string {
  return n === 1 ? "1 participant" : `${n} participants`;
}
