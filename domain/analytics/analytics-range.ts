// Plain functions (no zod) so the analytics chunk and the server share them without the schema library.
import { isIsoDate } from "../calendar-date";

/** The presets the date-range picker offers, in months ending today. */
export const ANALYTICS_PRESET_MONTHS = [12, 24] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESET_MONTHS)[number];
/** What the tab shows before anyone picks a range. */
export const DEFAULT_ANALYTICS_MONTHS: AnalyticsPreset = 12;
/** The widest range (5 years): every chart has one point per month, so this bounds the answer. */
export const MAX_ANALYTICS_MONTHS = 60;

export const RANGE_END_BEFORE_START = "The end date must be on or after the start date";
export const RANGE_TOO_LONG = `Choose a range of at most ${MAX_ANALYTICS_MONTHS} months (5 years)`;

export interface AnalyticsRange {
  from: string;
  to: string;
}

/** A field of the range and what is wrong with it. */
export interface RangeIssue {
  field: "from" | "to";
  message: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2026-05-17" → "2026-05". */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The first day of the month `offset` months after the month of `isoDate` (negative goes back). */
export function shiftMonthStart(isoDate: string, offset: number): string {
  const index = Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1 + offset;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}-01`;
}

/** Every month ("YYYY-MM") from the month of `from` to the month of `to`, both included; none when to < from. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  if (to < from) return months;
  const last = monthOf(to);
  for (let month = monthOf(from); month <= last; month = monthOf(shiftMonthStart(`${month}-01`, 1))) {
    months.push(month);
  }
  return months;
}

/** The last `months` calendar months ending today: from the 1st of the first one to today. */
export function presetRange(months: number, today: string): AnalyticsRange {
  return { from: shiftMonthStart(today, 1 - months), to: today };
}

/** What is wrong with a range of two real dates, or null when it is fine. */
export function rangeIssue(from: string, to: string): RangeIssue | null {
  if (to < from) return { field: "to", message: RANGE_END_BEFORE_START };
  if (monthsBetween(from, to).length > MAX_ANALYTICS_MONTHS)
    return { field: "from", message: RANGE_TOO_LONG };
  return null;
}

/**
 * The range a request asks for: `to` defaults to today, `from` to the 1st of the month that makes the
 * default 12 months end on `to`. Dates must already be real (the query schema checks them).
 */
export function resolveAnalyticsRange(
  query: { from?: string; to?: string },
  today: string,
): { range: AnalyticsRange; issue: null } | { range: null; issue: RangeIssue } {
  const to = query.to ?? today;
  const from = query.from ?? shiftMonthStart(to, 1 - DEFAULT_ANALYTICS_MONTHS);
  const issue = rangeIssue(from, to);
  return issue ? { range: null, issue } : { range: { from, to }, issue: null };
}

/** The preset a range is, if it is one (the picker shows it pressed). */
export function presetOf(range: AnalyticsRange, today: string): AnalyticsPreset | null {
  return (
    ANALYTICS_PRESET_MONTHS.find((months) => {
      const preset = presetRange(months, today);
      return preset.from === range.from && preset.to === range.to;
    }) ?? null
  );
}

/** A date parameter from a URL, kept only when it is a real date. */
export function urlDate(value: string | null): string | undefined {
  return value && isIsoDate(value) ? value : undefined;
}
