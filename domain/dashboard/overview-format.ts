// Plain functions (no zod): the dashboard's web chunk uses them.

export const UNKNOWN_CLIENT = "Unknown Client";
export const UNKNOWN_PACKAGE = "Unknown Package";
export const UNKNOWN_DESTINATION = "Unknown Destination";

/** SPEC §2's empty texts of the Overview lists. */
export const NO_RECENT_BOOKINGS = "No recent bookings found.";
export const NO_DESTINATIONS = "No destination data available.";
export const NO_UPCOMING_TRAVELS = "No upcoming travels found.";
export const NO_CLIENTS = "No client data available.";

/** SPEC §2: participants with person/people. */
export function peopleLabel(n: number): string {
  return n === 1 ? "1 person" : `${n} people`;
}

/** A destination's count in the singular or plural. */
export function bookingsLabel(n: number): string {
  return n === 1 ? "1 booking" : `${n} bookings`;
}

/**
 * A destination's bar: its bookings as a percentage of all bookings, capped at 100 (SPEC §2), 0 when there
 * are none; rounded to a tenth so the bar's width and its accessible value agree.
 */
export function destinationShare(bookings: number, totalBookings: number): number {
  if (totalBookings <= 0 || bookings <= 0) return 0;
  return Math.min(100, Math.round((bookings / totalBookings) * 1000) / 10);
}
