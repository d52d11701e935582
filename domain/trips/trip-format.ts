import type { TripStatus } from "./trip-values";

// No zod here: the trip list and badges load without the validation code the forms need.

export const tripStatusLabels: Record<TripStatus, string> = {
  planning: "Planning",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** SPEC §4: confirmed default, planning secondary, cancelled destructive, completed outline. */
export const tripStatusBadge: Record<TripStatus, "default" | "secondary" | "destructive" | "outline"> = {
  confirmed: "default",
  planning: "secondary",
  cancelled: "destructive",
  completed: "outline",
};

export const tripSorts = ["startDate", "title"] as const;
export type TripSort = (typeof tripSorts)[number];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "1 May 2026" from "2026-05-01"; the text itself when it is not a date. */
export function formatTripDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? "?"} ${match[1]}`;
}

/** "1 – 9 May 2026", "28 May – 3 Jun 2026", "28 Dec 2026 – 3 Jan 2027". */
export function formatDateRange(start: string, end: string): string {
  const [sy, sm, sd] = start.split("-");
  const [ey, em, ed] = end.split("-");
  if (!sy || !sm || !sd || !ey || !em || !ed) return `${start} – ${end}`;
  if (start === end) return formatTripDate(start);
  const month = (m: string) => MONTHS[Number(m) - 1] ?? "?";
  if (sy !== ey) return `${formatTripDate(start)} – ${formatTripDate(end)}`;
  if (sm !== em) return `${Number(sd)} ${month(sm)} – ${Number(ed)} ${month(em)} ${ey}`;
  return `${Number(sd)} – ${Number(ed)} ${month(em)} ${ey}`;
}

/** "Mon YYYY" from a date or local date-time ("2026-05-01…" → "May 2026"). */
export function shortMonthYear(value: string): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : null;
}
