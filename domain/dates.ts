// The agency's calendar: "today" is the day in the agency's time zone, never the server's or the browser's.
// Plain functions (Intl only, no zod, no node:*) so web chunks and the server share them.

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4,})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      numberingSystem: "latn",
      calendar: "gregory",
      era: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the IANA zone name (e.g. "Europe/Paris", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === "") return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

// The last answer per zone and its second: zone offsets are whole seconds, so a day never changes within one.
// formatToParts was 2 % of a by-id read's CPU under load (bench: a CPU profile of GET /api/clients/:id).
const lastDays = new Map<string, { second: number; day: string }>();

/** The calendar day (YYYY-MM-DD) that the instant `now` falls on in `timeZone`. */
export function todayIn(timeZone: string, now: Date | number = new Date()): string {
  const second = Math.floor((typeof now === "number" ? now : now.getTime()) / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const day = `${pad(part("year"), 4)}-${pad(part("month"))}-${pad(part("day"))}`;
  lastDays.set(timeZone, { second, day });
  return day;
}

/** Milliseconds of the UTC midnight that starts an ISO date; throws on anything else. */
function utcDay(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not an ISO date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcDay(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The ISO date `days` calendar days after (or before, when negative) `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  return fromUtcDay(utcDay(isoDate) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); DST never shifts it. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** Whole calendar days from today in `timeZone` until `isoDate`: 0 on the day, negative once past. */
export function daysUntilIn(timeZone: string, isoDate: string, now: Date | number = new Date()): number {
  return daysBetween(todayIn(timeZone, now), isoDate);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at`, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      numberingSystem: "latn",
      calendar: "gregory",
    });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time ("HH:MM") on an ISO date happens in `timeZone`. A time the spring-forward gap
 * skips lands just after the gap; an ambiguous fall-back time takes its first (earlier) occurrence.
 */
export function instantIn(timeZone: string, isoDate: string, time = "00:00"): Date {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wall = utcDay(isoDate) + (hour * 60 + minute) * 60_000;
  // The offsets a day either side: a zone changes its clock at most once in between.
  const before = wall - offsetAt(timeZone, wall - DAY_MS);
  const after = wall - offsetAt(timeZone, wall + DAY_MS);
  const shown = [before, after].sort((a, b) => a - b).find((at) => at + offsetAt(timeZone, at) === wall);
  return new Date(shown ?? before);
}

/** The wall-clock time ("HH:MM", 24-hour) in `timeZone` at the instant `at`. */
export function clockIn(timeZone: string, at: Date | number): string {
  const ms = typeof at === "number" ? at : at.getTime();
  const wall = new Date(ms + offsetAt(timeZone, ms));
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
