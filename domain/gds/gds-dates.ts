/** A calendar day, month 1–12. */
export type CalendarDay = { year: number; month: number; day: number };
export type DayMonth = { day: number; month: number };

const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};

const DAY_MONTH = /^(\d{1,2})([A-Z]{3})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})([A-Z]{3})(\d{2}|\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isValidDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** "5MAR", "15MAR" → day and month; null when it is not a real day of some year. */
export function parseDayMonth(token: string): DayMonth | null {
  const m = DAY_MONTH.exec(token);
  if (!m) return null;
  const month = MONTHS[m[2]!];
  const day = Number(m[1]);
  // Leap years accept 29FEB; the year is chosen later.
  if (!month || !isValidDay(2000, month, day)) return null;
  return { day, month };
}

/**
 * "17AUG16" or "17AUG2016" → a full date. Two-digit years fall in the century that puts them
 * on or before `pivot`'s year + 20, which suits both creation dates and dates of birth.
 */
export function parseDayMonthYear(token: string, pivotYear: number): CalendarDay | null {
  const m = DAY_MONTH_YEAR.exec(token);
  if (!m) return null;
  const month = MONTHS[m[2]!];
  const day = Number(m[1]);
  let year = Number(m[3]);
  if (m[3]!.length === 2) {
    year += 2000;
    if (year > pivotYear + 20) year -= 100;
  }
  if (!month || !isValidDay(year, month, day)) return null;
  return { year, month, day };
}

/** A date of birth "05MAY18": the latest century that does not put it after `reference`. */
export function parseBirthDate(token: string, reference: CalendarDay): CalendarDay | null {
  const m = DAY_MONTH_YEAR.exec(token);
  if (!m) return null;
  if (m[3]!.length === 4) return parseDayMonthYear(token, reference.year);
  const parsed = parseDayMonthYear(token, reference.year);
  if (!parsed) return null;
  let year = 2000 + (parsed.year % 100);
  if (compareDays({ ...parsed, year }, reference) > 0) year -= 100;
  return isValidDay(year, parsed.month, parsed.day) ? { ...parsed, year } : null;
}

export function parseIsoDate(text: string): CalendarDay | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return isValidDay(year, month, day) ? { year, month, day } : null;
}

export function todayUtc(): CalendarDay {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The first date with this day and month on or after `base`. */
export function nextOccurrence(dm: DayMonth, base: CalendarDay): CalendarDay {
  for (let year = base.year; year < base.year + 9; year++) {
    if (!isValidDay(year, dm.month, dm.day)) continue;
    const candidate = { year, month: dm.month, day: dm.day };
    if (compareDays(candidate, base) >= 0) return candidate;
  }
  return { year: base.year, month: dm.month, day: dm.day };
}

/** The last date with this day and month on or before `base`. */
export function previousOccurrence(dm: DayMonth, base: CalendarDay): CalendarDay {
  for (let year = base.year; year > base.year - 9; year--) {
    if (!isValidDay(year, dm.month, dm.day)) continue;
    const candidate = { year, month: dm.month, day: dm.day };
    if (compareDays(candidate, base) <= 0) return candidate;
  }
  return { year: base.year, month: dm.month, day: dm.day };
}

/** The date with this day and month nearest to `near` (arrival dates sit within days of departure). */
export function nearestOccurrence(dm: DayMonth, near: CalendarDay): CalendarDay {
  let best: CalendarDay | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let year = near.year - 1; year <= near.year + 1; year++) {
    if (!isValidDay(year, dm.month, dm.day)) continue;
    const candidate = { year, month: dm.month, day: dm.day };
    const distance = Math.abs(daysBetween(near, candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best ?? { year: near.year, month: dm.month, day: dm.day };
}

function epochDay(d: CalendarDay): number {
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round(epochDay(to) - epochDay(from));
}

export function addDays(d: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function formatDay(d: CalendarDay): string {
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

const TIME = /^(\d{1,2}?)(\d{2})([APNM]?)$/;

/**
 * A GDS clock time as 'HH:MM': 24-hour "0655"/"655", or 12-hour "655A", "1130P",
 * "1200N" (noon) and "1200M" (midnight). null when it is not a valid time.
 */
export function parseGdsTime(token: string): string | null {
  const m = TIME.exec(token);
  if (!m || m[1] === "") return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const suffix = m[3];
  if (minute > 59) return null;
  if (suffix === "") {
    if (hour > 23 && !(hour === 24 && minute === 0)) return null;
    if (hour === 24) hour = 0;
  } else {
    if (hour < 1 || hour > 12) return null;
    if (suffix === "A") hour = hour === 12 ? 0 : hour;
    else if (suffix === "P") hour = hour === 12 ? 12 : hour + 12;
    else if (hour !== 12) return null;
    // N is noon and M midnight; both are only ever printed with hour 12.
    else hour = suffix === "N" ? 12 : 0;
  }
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
