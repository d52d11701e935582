/*
 * The one way a screen shows an instant (SPEC: one formatter for dates): "25 Nov 2026, 14:05", or its day
 * "25 Nov 2026", the same style as a calendar date (formatTripDate of #domain/trips/trip-format), in the
 * browser's zone. web/lib/moment-format.test.ts refuses any other date formatting on screens. Intl rather
 * than date-fns' format: the header's bell uses it, and date-fns' format would weigh on every first load.
 */

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

const asDate = (at: string | Date) => (typeof at === "string" ? new Date(at) : at);

/** "25 Nov 2026, 14:05": when something happened or is due. */
export const formatMoment = (at: string | Date): string => {
  const date = asDate(at);
  return `${day.format(date)}, ${time.format(date)}`;
};

/** "25 Nov 2026": the day something happened, when the hour does not matter (a list's Created column). */
export const formatMomentDay = (at: string | Date): string => day.format(asDate(at));

/** "Sunday, 29 November 2026": today's date in a greeting, in the agency's zone. */
export function formatLongDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
}

const monthFormats = {
  long: new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
  short: new Intl.DateTimeFormat("en-GB", { month: "short", year: "2-digit", timeZone: "UTC" }),
};

/** "2026-03" → "March 2026" (long) or "Mar 26" (short, for a chart's axis). */
export function formatMonth(month: string, style: "long" | "short" = "long"): string {
  const [year, number] = month.split("-").map(Number);
  return monthFormats[style].format(new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1)));
}
