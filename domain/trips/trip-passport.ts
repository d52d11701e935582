import { parseDocsDate } from "../docs/docs-date";
import { addMonths, EXPIRY_WARNING_MONTHS } from "../passengers/passport-expiry";

export type TripPassportStatus = "expires-during-trip" | "expires-soon-after-trip" | "valid";

const iso = (d: { year: number; month: number; day: number }) =>
  `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/**
 * A passport against a trip: it must last the whole trip, and many countries want six months beyond.
 * 'expires-during-trip' when it expires before the trip's end date, 'expires-soon-after-trip' when it
 * expires before the end date plus six months, 'valid' otherwise; null when a date is unusable.
 */
export function tripPassportStatus(
  expiry: string | null | undefined,
  tripEndDate: string | null | undefined,
): TripPassportStatus | null {
  const expires = parseDocsDate(expiry);
  const end = parseDocsDate(tripEndDate);
  if (!expires || !end) return null;
  const e = iso(expires);
  if (e < iso(end)) return "expires-during-trip";
  if (e < iso(addMonths(end, EXPIRY_WARNING_MONTHS))) return "expires-soon-after-trip";
  return "valid";
}

/** True when the passport warrants a warning on this trip. */
export function passportWarningForTrip(expiry: string | null | undefined, tripEndDate: string): boolean {
  const status = tripPassportStatus(expiry, tripEndDate);
  return status === "expires-during-trip" || status === "expires-soon-after-trip";
}
