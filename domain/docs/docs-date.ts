export type DocsDateInput = string | Date | null | undefined;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;

/** Reads an ISO "YYYY-MM-DD" string or a Date; anything else, or an impossible day, gives null. */
export function parseDocsDate(value: DocsDateInput): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // new Date("1987-03-05") is UTC midnight, so the UTC fields hold the calendar day that was meant.
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** DDMMMYY as reservation systems write it: "1987-03-05" → "05MAR87"; "" when the date is unusable. */
export function formatDocsDate(value: DocsDateInput): string {
  const date = parseDocsDate(value);
  if (!date) return "";
  const dd = String(date.day).padStart(2, "0");
  const yy = String(date.year % 100).padStart(2, "0");
  return `${dd}${MONTHS[date.month - 1]}${yy}`;
}

/** Whole years completed on `on`; someone born on 29 February turns a year older on 1 March in common years. */
export function ageInYears(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}
