// No zod here: the Flights list shows these without loading the validation code the forms need.

export const DEFAULT_FLIGHT_STATUS = "HK";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * SPEC §9's segment date format, dd MMM yyyy HH:mm, read straight from a local date-time
 * ("2026-03-15T10:30" → "15 Mar 2026 10:30"): no Date, so no time zone can shift it.
 * `dateOnly` leaves out a time the reservation did not show.
 */
export function formatSegmentDateTime(local: string | null, dateOnly = false): string {
  if (!local) return "—";
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(local);
  if (!m) return local;
  const date = `${m[3]} ${MONTHS[Number(m[2]) - 1] ?? "?"} ${m[1]}`;
  return dateOnly || !m[4] ? date : `${date} ${m[4]}:${m[5]}`;
}

/** "LH 400", or "LH OPEN". */
export function flightDesignator(airline: string | null, flightNumber: string | null): string {
  return [airline, flightNumber].filter(Boolean).join(" ") || "—";
}
