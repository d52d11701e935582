// Plain rules (no zod, no dates libraries) shared by the jobs that raise notifications and the bell.
import { instantIn } from "../dates";

/** The bell's count: nothing at zero, the number up to 99, then "99+". */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}

/** The bell's accessible name, which holds the count it shows (WCAG 2.5.3). */
export function bellLabel(count: number): string {
  const text = unreadBadgeText(count);
  return text ? `Notifications, ${text} unread` : "Notifications";
}

/**
 * Segment status codes that mean the agent must act on the schedule: unable / not operating (UN), no
 * action taken (NO), schedule change confirmed under new times (TK), cancelled by the airline (HX).
 */
export const SCHEDULE_CHANGE_STATUSES = ["UN", "NO", "TK", "HX"] as const;

/** A flight segment turned into one of those codes (from anything else, including no status). */
export function isScheduleChange(
  before: string | null | undefined,
  after: string | null | undefined,
): boolean {
  const next = after?.trim().toUpperCase() ?? "";
  const previous = before?.trim().toUpperCase() ?? "";
  return (SCHEDULE_CHANGE_STATUSES as readonly string[]).includes(next) && next !== previous;
}

/** Many countries want a passport valid this many months beyond the stay. */
export const PASSPORT_VALIDITY_MONTHS = 6;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day `months` calendar months after an ISO day, kept inside the month ("2026-08-31" + 6 → "2027-02-28"). */
export function addMonthsToDay(iso: string, months: number): string {
  const match = ISO_DAY.exec(iso);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${iso}`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The passport expires before the trip's end plus six months (ISO days compare as text). */
export function passportTooShortFor(documentExpiry: string, tripEnd: string): boolean {
  return documentExpiry < addMonthsToDay(tripEnd, PASSPORT_VALIDITY_MONTHS);
}

/** A ticketing time limit within this many hours tells the trip's agent. */
export const TIME_LIMIT_WARNING_HOURS = 48;
/** A limit found only after it passed is still told, for this long (an import that came late). */
export const TIME_LIMIT_GRACE_HOURS = 24;

const HOUR_MS = 3_600_000;

/**
 * When a time limit falls: its wall-clock day and time (the display gives no zone) read in the agency's
 * `timeZone`, as the cockpit reads them; a limit without a time falls at the end of its day.
 */
export function timeLimitDueAt(date: string, time: string | null, timeZone: string): number {
  if (!ISO_DAY.test(date)) throw new RangeError(`not a YYYY-MM-DD day: ${date}`);
  const clock = time && /^\d{2}:\d{2}$/.test(time) ? time : "23:59";
  return instantIn(timeZone, date, clock).getTime();
}

/** Due within the next 48 hours, or passed less than a day ago. */
export function timeLimitDueSoon(date: string, time: string | null, now: Date, timeZone: string): boolean {
  const due = timeLimitDueAt(date, time, timeZone);
  const at = now.getTime();
  return due <= at + TIME_LIMIT_WARNING_HOURS * HOUR_MS && due > at - TIME_LIMIT_GRACE_HOURS * HOUR_MS;
}
