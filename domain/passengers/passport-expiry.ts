import { type CalendarDate, parseDocsDate } from "../docs/docs-date";
import { formatTripDate } from "../trips/trip-format";

/** Many countries refuse entry on a passport valid for less than six months. */
export const EXPIRY_WARNING_MONTHS = 6;

export type PassportExpiryStatus = "expired" | "expiring" | "valid";

function toIso({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The same day `months` later; a day the target month lacks becomes its last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

/**
 * Expired when the expiry date is before `today` (the agency's day: `todayIn` of #domain/dates; a passport is
 * valid through its expiry day), expiring when it falls within the next six months, valid otherwise; null
 * when the date is unusable.
 */
export function passportExpiryStatus(
  expiry: string | null | undefined,
  today: string,
): PassportExpiryStatus | null {
  const date = parseDocsDate(expiry);
  const now = parseDocsDate(today);
  if (!date || !now) return null;
  const iso = toIso(date);
  if (iso < toIso(now)) return "expired";
  if (iso < toIso(addMonths(now, EXPIRY_WARNING_MONTHS))) return "expiring";
  return "valid";
}

/**
 * The expiry in words, in the tense `today` gives it: "expired on 9 May 2026" once the passport is past its
 * expiry day, "expires on 10 May 2026" until then; null when the date is unusable.
 */
export function passportExpiryPhrase(expiry: string | null | undefined, today: string): string | null {
  const status = passportExpiryStatus(expiry, today);
  if (status === null) return null;
  return `${status === "expired" ? "expired" : "expires"} on ${formatTripDate(expiry ?? "")}`;
}

/** The same as a line of its own, under a passport number: "Expired on 9 May 2026", "Expires on 10 May 2026". */
export function passportExpiryLine(expiry: string | null | undefined, today: string): string | null {
  const phrase = passportExpiryPhrase(expiry, today);
  return phrase === null ? null : `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}

/**
 * What the passenger form says under the expiry date: an expired passport is saved only after the user
 * confirms; one expiring within six months is only pointed out. Null while it is valid for longer.
 */
export function passportExpiryWarning(expiry: string | null | undefined, today: string): string | null {
  const status = passportExpiryStatus(expiry, today);
  const phrase = passportExpiryPhrase(expiry, today);
  if (status === "expired") return `This passport ${phrase}.`;
  if (status === "expiring") {
    return `This passport ${phrase}, within ${EXPIRY_WARNING_MONTHS} months: many countries refuse entry.`;
  }
  return null;
}
