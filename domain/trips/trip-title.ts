import type { SegmentType } from "../segments/segment-values";
import { shortMonthYear } from "./trip-format";

export interface TitleSegment {
  segmentType: SegmentType;
  origin: string | null;
  destination: string | null;
  departureLocal: string | null;
}

// Hotels and activities sit in one place; the journey is drawn by what moves.
const MOVING: readonly SegmentType[] = ["flight", "rail", "transfer", "car"];

function byDeparture(a: TitleSegment, b: TitleSegment): number {
  if (a.departureLocal === b.departureLocal) return 0;
  if (a.departureLocal === null) return 1;
  if (b.departureLocal === null) return -1;
  return a.departureLocal < b.departureLocal ? -1 : 1;
}

/**
 * SPEC §2's generated title, "origin → destination, Mon YYYY": where the journey starts, where it goes
 * (on a round trip, the last place other than home), and the month it starts. `fallbackDate` (the trip's
 * start date) gives the month when no segment has a time. Null when no segment says where it starts.
 */
export function tripTitleFor(segments: readonly TitleSegment[], fallbackDate?: string | null): string | null {
  const placed = segments.filter((s) => s.origin?.trim());
  const moving = placed.filter((s) => MOVING.includes(s.segmentType));
  const route = [...(moving.length > 0 ? moving : placed)].sort(byDeparture);
  const first = route[0];
  if (!first?.origin) return null;
  const origin = first.origin.trim();
  const places = route.flatMap((s) => [s.origin?.trim(), s.destination?.trim()]).filter(Boolean) as string[];
  const away = places.filter((p) => p.toUpperCase() !== origin.toUpperCase());
  const destination = away.at(-1);
  const when = route.find((s) => s.departureLocal)?.departureLocal ?? fallbackDate ?? null;
  const month = when ? shortMonthYear(when) : null;
  const path = destination ? `${origin} → ${destination}` : origin;
  return month ? `${path}, ${month}` : path;
}
