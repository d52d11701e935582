// Plain functions (no zod) so small web chunks can use them.
import { daysBetween, todayIn } from "./dates";

/**
 * Whole days from `now` until the day `isoDate` begins, rounded up as SPEC §9 has it: 1 for tomorrow at
 * any hour today, 0 on the day itself, negative once it has passed. Counted in calendar days of the
 * agency's `timeZone`, so daylight saving never adds or loses one.
 */
export function daysUntil(isoDate: string, now: Date, timeZone: string): number {
  return daysBetween(todayIn(timeZone, now), isoDate);
}

/** "Today", "Tomorrow", "In 12 days"; "Under way" between start and end; "Over" after the end. */
export function daysRemainingLabel(start: string, end: string, now: Date, timeZone: string): string {
  const days = daysUntil(start, now, timeZone);
  if (days > 1) return `In ${days} days`;
  if (days === 1) return "Tomorrow";
  if (days === 0) return "Today";
  return daysUntil(end, now, timeZone) >= 0 ? "Under way" : "Over";
}
