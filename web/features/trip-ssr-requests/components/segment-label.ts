import type { TripSegmentRef } from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { formatTripDate } from "#domain/trips/trip-format";

/** "LH 400 FRA → JFK, 1 May 2026 10:05"; what is missing is left out. */
export function segmentLabel(segment: TripSegmentRef): string {
  const flight = [segment.airline, segment.flightNumber].filter(Boolean).join(" ");
  const route = [segment.origin, segment.destination].filter(Boolean).join(" → ");
  const when = segment.departureLocal
    ? `${formatTripDate(segment.departureLocal)} ${segment.departureLocal.slice(11, 16)}`.trim()
    : "";
  const what = [flight || segment.segmentType, route].filter(Boolean).join(" ");
  return when ? `${what}, ${when}` : what;
}
