import { parseLocalDateTime } from "#domain/segments/local-date-time";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
      });
    } catch {
      return null;
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes the zone's clock is ahead of UTC at this instant. */
function offsetMinutes(epochMs: number, f: Intl.DateTimeFormat): number {
  const parts = Object.fromEntries(f.formatToParts(epochMs).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((asUtc - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/**
 * The instant (ms since epoch) a wall-clock time in an IANA zone stands for; null for an unknown zone or
 * an unreadable time. Two passes settle the offset across a daylight-saving change.
 */
export function zonedToEpoch(local: string, timeZone: string | null): number | null {
  if (!timeZone) return null;
  const p = parseLocalDateTime(local);
  const f = formatterFor(timeZone);
  if (!p || !f) return null;
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  let guess = wall - offsetMinutes(wall, f) * 60_000;
  guess = wall - offsetMinutes(guess, f) * 60_000;
  return guess;
}
