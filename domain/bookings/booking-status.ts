import type { BookingStatus } from "./booking-values";

// Plain rules (no zod) so the detail page can offer only the actions the server will accept.

/** What staff (and a client, for cancel) can do to a booking's status, and the status each leads to. */
export const bookingActions = ["confirm", "complete", "cancel"] as const;
export type BookingAction = (typeof bookingActions)[number];

export const bookingActionTarget: Record<BookingAction, BookingStatus> = {
  confirm: "confirmed",
  complete: "completed",
  cancel: "cancelled",
};

/** pending → confirmed → completed; pending or confirmed → cancelled; nothing leaves completed or cancelled. */
const allowedFrom: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

const pastParticiple: Record<BookingStatus, string> = {
  pending: "set back to pending",
  confirmed: "confirmed",
  completed: "completed",
  cancelled: "cancelled",
};

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return allowedFrom[from].includes(to);
}

/** Why a booking cannot go from `from` to `to`, in words for the user; null when it can. */
export function bookingMoveRefusal(from: BookingStatus, to: BookingStatus): string | null {
  if (canMoveBooking(from, to)) return null;
  if (from === to) return `This booking is already ${from}.`;
  const sources = (Object.keys(allowedFrom) as BookingStatus[]).filter((s) => allowedFrom[s].includes(to));
  const needed = sources.length > 0 ? `Only a ${sources.join(" or ")} booking` : "No booking";
  return `${needed} can be ${pastParticiple[to]}; this one is ${from}.`;
}

/** The actions a booking in `status` offers, in the order the detail page shows them. */
export function availableBookingActions(status: BookingStatus): BookingAction[] {
  return bookingActions.filter((action) => canMoveBooking(status, bookingActionTarget[action]));
}

/** Participants, dates, notes and total change only while the booking is open (pending or confirmed). */
export function isBookingEditable(status: BookingStatus): boolean {
  return status === "pending" || status === "confirmed";
}

export function bookingEditRefusal(status: BookingStatus): string | null {
  return isBookingEditable(status) ? null : `A ${status} booking can no longer be changed.`;
}
