import { shortMonthYear } from "../trips/trip-format";
import { type Coordinates, greatCircleKm } from "./great-circle";

/** A flight as the title reads it: airports and local 'YYYY-MM-DDTHH:mm' times. */
export interface JourneyFlight {
  origin: string;
  destination: string;
  departureLocal: string | null;
  arrivalLocal: string | null;
}

/** Where an airport is; null when the airport data does not know it. */
export type AirportLocator = (code: string) => Coordinates | null;

// A traveller who leaves an airport within a day of landing there is connecting, not staying (the IATA
// stopover rule); a longer stay, or leaving from another airport (an open jaw), makes it a stop.
const STOPOVER_MINUTES = 24 * 60;
// Airports this close to the origin are home too (ORY for a trip from CDG, LGW for one from LHR).
const SAME_CITY_KM = 100;
// A journey ending nearer home than half the farthest stop came back: it was a round trip or an open jaw.
const RETURN_SHARE = 0.5;

function minutesOf(local: string | null): number | null {
  if (!local) return null;
  const ms = Date.parse(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
  return Number.isNaN(ms) ? null : ms / 60_000;
}

/** Travel order: by departure, flights without a date where the display put them (at the end). */
function inTravelOrder(flights: readonly JourneyFlight[]): JourneyFlight[] {
  return flights
    .map((flight, index) => ({ flight, index }))
    .sort((a, b) => {
      const x = a.flight.departureLocal;
      const y = b.flight.departureLocal;
      if (x !== null && y !== null && x !== y) return x < y ? -1 : 1;
      if ((x === null) !== (y === null)) return x === null ? 1 : -1;
      return a.index - b.index;
    })
    .map((entry) => entry.flight);
}

/** The places the traveller stays at, in order (the journey's end included): connections left out. */
function stopsOf(route: readonly JourneyFlight[]): string[] {
  const stops: string[] = [];
  route.forEach((flight, i) => {
    const next = route[i + 1];
    if (!next) {
      stops.push(flight.destination);
      return;
    }
    const landed = minutesOf(flight.arrivalLocal) ?? minutesOf(flight.departureLocal);
    const leaves = minutesOf(next.departureLocal);
    const stayed = landed !== null && leaves !== null && leaves - landed >= STOPOVER_MINUTES;
    if (next.origin !== flight.destination || stayed) stops.push(flight.destination);
  });
  return stops;
}

/**
 * Where the journey goes (SPEC §2 trip titles, "origin → destination"): for a one-way trip its end; for a
 * round trip or an open jaw, the turnaround point, the stop farthest from the origin by great-circle
 * distance. Without coordinates for every airport: the last stop before the return. Null without flights.
 */
export function turnaroundOf(flights: readonly JourneyFlight[], locate: AirportLocator): string | null {
  const route = inTravelOrder(flights);
  const first = route[0];
  const last = route.at(-1);
  if (!first || !last) return null;
  const origin = first.origin;
  const end = last.destination;
  const stops = stopsOf(route);
  const home = locate(origin);
  const distance = (code: string) => {
    const there = locate(code);
    return home && there ? greatCircleKm(home, there) : null;
  };
  const isHome = (code: string) =>
    code === origin || (distance(code) ?? Number.POSITIVE_INFINITY) < SAME_CITY_KM;
  const away = stops.filter((code) => !isHome(code));
  // A same-day return (every landing a connection): the places passed through count as the stops.
  const candidates = away.length > 0 ? away : route.map((f) => f.destination).filter((code) => !isHome(code));
  if (candidates.length === 0) return end;

  const distances = candidates.map(distance);
  if (distances.every((d) => d !== null)) {
    let farthest = 0;
    distances.forEach((d, i) => {
      if ((d as number) > (distances[farthest] as number)) farthest = i;
    });
    const endKm = isHome(end) ? 0 : (distance(end) as number);
    const returned = endKm < (distances[farthest] as number) * RETURN_SHARE;
    return returned ? (candidates[farthest] as string) : end;
  }
  if (!isHome(end)) return end;
  return candidates.at(-1) ?? end;
}

/**
 * The title of a trip made for a reservation: "origin → turnaround, Mon YYYY" (SPEC §2), the month of
 * the first departure (or `fallbackDate`). Null without flights.
 */
export function journeyTitle(
  flights: readonly JourneyFlight[],
  locate: AirportLocator,
  fallbackDate?: string | null,
): string | null {
  const route = inTravelOrder(flights);
  const first = route[0];
  const destination = turnaroundOf(route, locate);
  if (!first || !destination) return null;
  const path = destination === first.origin ? first.origin : `${first.origin} → ${destination}`;
  const when = route.find((f) => f.departureLocal)?.departureLocal ?? fallbackDate ?? null;
  const month = when ? shortMonthYear(when) : null;
  return month ? `${path}, ${month}` : path;
}
