import type { SegmentType } from "../segments/segment-values";

/** What a segment tells about where its trip goes. */
export interface RouteSegment {
  segmentType: SegmentType;
  origin: string | null;
  destination: string | null;
  departureLocal: string | null;
}

/** A trip's journey as its generated title names it. */
export interface TripRoute {
  /** Where the journey starts. */
  origin: string;
  /** The last place other than the start (on a round trip, the last before home); null when it never leaves it. */
  farEnd: string | null;
  /** The first time the route gives, for the title's month. */
  firstDeparture: string | null;
}

// Hotels and activities sit in one place; the journey is drawn by what moves.
const MOVING: readonly SegmentType[] = ["flight", "rail", "transfer", "car"];

function byDeparture(a: RouteSegment, b: RouteSegment): number {
  if (a.departureLocal === b.departureLocal) return 0;
  if (a.departureLocal === null) return 1;
  if (b.departureLocal === null) return -1;
  return a.departureLocal < b.departureLocal ? -1 : 1;
}

/**
 * The route read from a trip's segments in travel order (ties keep the order given: the Segments tab's, departure
 * then entry): the moving segments, or every placed one when nothing moves. Null when no segment says where it starts.
 */
export function tripRouteFor(segments: readonly RouteSegment[]): TripRoute | null {
  const placed = segments.filter((s) => s.origin?.trim());
  const moving = placed.filter((s) => MOVING.includes(s.segmentType));
  const route = [...(moving.length > 0 ? moving : placed)].sort(byDeparture);
  const first = route[0];
  if (!first?.origin) return null;
  const origin = first.origin.trim();
  const places = route.flatMap((s) => [s.origin?.trim(), s.destination?.trim()]).filter(Boolean) as string[];
  const away = places.filter((p) => p.toUpperCase() !== origin.toUpperCase());
  return {
    origin,
    farEnd: away.at(-1) ?? null,
    firstDeparture: route.find((s) => s.departureLocal)?.departureLocal ?? null,
  };
}

/**
 * A trip's destination: where its generated title says it goes (the route's far end), or the one place of a trip
 * that never leaves it (a hotel stay); null without a segment that says where it starts. Analytics counts a trip's
 * bookings under it. The database applies the same rule (trip_destination(), migration 0035), held equal to this
 * one by server/features/analytics/trip-destination-sql.test.ts.
 */
export function tripDestinationFor(segments: readonly RouteSegment[]): string | null {
  const route = tripRouteFor(segments);
  return route ? (route.farEnd ?? route.origin) : null;
}
