import { isRealDay } from "../calendar-date";

/**
 * Local date-times without a zone ("2026-05-01T10:30"), as segments store them: a GDS prints times local
 * to each airport, a hotel's check-in is local to the hotel. Plain string helpers, no Date arithmetic
 * across zones.
 */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

export interface LocalDateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Reads "YYYY-MM-DDTHH:mm", with optional seconds and a space instead of the T; null when impossible. */
export function parseLocalDateTime(value: string | null | undefined): LocalDateTimeParts | null {
  if (typeof value !== "string") return null;
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // The shared calendar rule: no 30 February, no year 0 (PostgreSQL refuses it).
  if (!isRealDay(year, month, day)) return null;
  if (hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The canonical form the API answers with: "YYYY-MM-DDTHH:mm" (seconds dropped); null when unusable. */
export function normalizeLocalDateTime(value: string | null | undefined): string | null {
  const parts = parseLocalDateTime(value);
  if (!parts) return null;
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** Minutes from `from` to `to` reading both on the same wall clock (negative when `to` is earlier). */
export function localMinutesBetween(from: string, to: string): number | null {
  const a = parseLocalDateTime(from);
  const b = parseLocalDateTime(to);
  if (!a || !b) return null;
  const ms = (p: LocalDateTimeParts) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((ms(b) - ms(a)) / 60_000);
}
