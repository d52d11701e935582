import { type RouteSegment, tripRouteFor } from "./trip-destination";
import { shortMonthYear } from "./trip-format";

export type TitleSegment = RouteSegment;

/**
 * SPEC §2's generated title, "origin → destination, Mon YYYY": where the journey starts, where it goes
 * (on a round trip, the last place other than home), and the month it starts. `fallbackDate` (the trip's
 * start date) gives the month when no segment has a time. Null when no segment says where it starts.
 */
export function tripTitleFor(segments: readonly TitleSegment[], fallbackDate?: string | null): string | null {
  const route = tripRouteFor(segments);
  if (!route) return null;
  const when = route.firstDeparture ?? fallbackDate ?? null;
  const month = when ? shortMonthYear(when) : null;
  const path = route.farEnd ? `${route.origin} → ${route.farEnd}` : route.origin;
  return month ? `${path}, ${month}` : path;
}
