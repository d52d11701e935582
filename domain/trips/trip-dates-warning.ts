import { isIsoDate } from "../calendar-date";

// A warning, not a rule: staff record trips already made, so the form says so and still saves.

export const TRIP_ENDED_WARNING = "This trip ended before today: check the dates";

/** The warning for a trip wholly before `today` (the agency's), or null while it is to come or unknown. */
export function tripDatesWarning(endDate: string | null | undefined, today: string): string | null {
  if (!endDate || !isIsoDate(endDate)) return null;
  return endDate < today ? TRIP_ENDED_WARNING : null;
}
