import { addDays } from "../dates";
import type { AirSegment } from "../gds/reservation.schema";
import type { SegmentChange, SegmentChanges, SegmentSummary } from "./gds-import.schema";

/** A flight segment's stored fields, as an import writes them. Local date-times are 'YYYY-MM-DDTHH:mm'. */
export interface FlightValues {
  airline: string;
  flightNumber: string;
  bookingClass: string | null;
  origin: string;
  destination: string;
  departureLocal: string | null;
  arrivalLocal: string | null;
  status: string | null;
  seatCount: number | null;
  operatingCarrier: string | null;
  segmentNumber: number;
  details: Record<string, string>;
  notes: string | null;
}

export interface StoredFlight extends FlightValues {
  id: string;
}

/** Details key set when the display shows no times: the stored 00:00 is then not a real time. */
export const TIMES_UNKNOWN = "timesUnknown";

/** A parsed air segment as the row it becomes. */
export function flightValuesOf(segment: AirSegment): FlightValues {
  const date = segment.departureDate;
  const timesUnknown = date !== null && segment.departureTime === null;
  const departureLocal = date ? `${date}T${segment.departureTime ?? "00:00"}` : null;
  const arrivalDate = segment.arrivalDate ?? (date ? addDays(date, segment.dayOffset) : null);
  const arrivalLocal =
    arrivalDate && segment.arrivalTime
      ? `${arrivalDate}T${segment.arrivalTime}`
      : arrivalDate && timesUnknown
        ? `${arrivalDate}T00:00`
        : null;
  const details: Record<string, string> = {};
  if (timesUnknown) details[TIMES_UNKNOWN] = "true";
  if (segment.airlineLocator) details.airlineLocator = segment.airlineLocator;
  if (segment.eticket) details.eticket = "true";
  if (segment.married) details.married = segment.marriageGroup ?? "true";
  if (segment.flown) details.flown = "true";
  if (segment.passive) details.passive = "true";
  return {
    airline: segment.airline,
    flightNumber: segment.flightNumber,
    bookingClass: segment.bookingClass,
    origin: segment.departureAirport,
    destination: segment.arrivalAirport,
    departureLocal,
    arrivalLocal,
    status: segment.status,
    seatCount: segment.seatCount,
    operatingCarrier: segment.operatingCarrier,
    segmentNumber: segment.segmentNumber,
    details,
    notes: segment.notes.length > 0 ? segment.notes.join("\n") : null,
  };
}

export function summaryOf(flight: FlightValues & { id?: string }): SegmentSummary {
  return {
    id: flight.id ?? null,
    airline: flight.airline,
    flightNumber: flight.flightNumber,
    origin: flight.origin,
    destination: flight.destination,
    departureLocal: flight.departureLocal,
    status: flight.status,
  };
}

// The fields a re-import reports when they change; segment numbers, details and notes follow silently.
const REPORTED: readonly { field: keyof FlightValues; label: string }[] = [
  { field: "airline", label: "Airline" },
  { field: "flightNumber", label: "Flight" },
  { field: "origin", label: "From" },
  { field: "destination", label: "To" },
  { field: "departureLocal", label: "Departure" },
  { field: "arrivalLocal", label: "Arrival" },
  { field: "status", label: "Status" },
  { field: "seatCount", label: "Seats" },
  { field: "bookingClass", label: "Class" },
  { field: "operatingCarrier", label: "Operated by" },
];

function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function reportedChanges(before: FlightValues, after: FlightValues): SegmentChange[] {
  return REPORTED.filter(({ field }) => text(before[field]) !== text(after[field])).map(
    ({ field, label }) => ({
      field,
      label,
      from: text(before[field]),
      to: text(after[field]),
    }),
  );
}

function sameSilentFields(a: FlightValues, b: FlightValues): boolean {
  return (
    a.segmentNumber === b.segmentNumber &&
    a.notes === b.notes &&
    JSON.stringify(Object.entries(a.details).sort()) === JSON.stringify(Object.entries(b.details).sort())
  );
}

export interface SegmentPlan {
  inserts: FlightValues[];
  deletes: StoredFlight[];
  updates: { stored: StoredFlight; next: FlightValues; changes: SegmentChange[] }[];
  unchanged: StoredFlight[];
}

const day = (local: string | null) => local?.slice(0, 10) ?? "";

// Ways a stored segment is recognised in a new display, most certain first: the same flight on the
// same day from the same airport; the same flight and route on another day (a schedule change);
// the same position and route under another flight number (a renumbered flight).
const MATCHERS: readonly ((f: FlightValues) => string)[] = [
  (f) => `${f.airline}|${f.flightNumber}|${day(f.departureLocal)}|${f.origin}`,
  (f) => `${f.airline}|${f.flightNumber}|${f.origin}|${f.destination}`,
  (f) => `${f.segmentNumber}|${f.origin}|${f.destination}`,
];

/** Pairs an itinerary's stored flights with a new display's, and says what to insert, update and delete. */
export function planSegmentChanges(
  stored: readonly StoredFlight[],
  incoming: readonly FlightValues[],
): SegmentPlan {
  const pairs = new Map<number, StoredFlight>();
  const taken = new Set<string>();
  for (const key of MATCHERS) {
    const free = new Map<string, StoredFlight[]>();
    for (const s of stored) {
      if (taken.has(s.id)) continue;
      const k = key(s);
      free.set(k, [...(free.get(k) ?? []), s]);
    }
    incoming.forEach((flight, index) => {
      if (pairs.has(index)) return;
      const match = free.get(key(flight))?.shift();
      if (!match) return;
      pairs.set(index, match);
      taken.add(match.id);
    });
  }
  const plan: SegmentPlan = { inserts: [], deletes: [], updates: [], unchanged: [] };
  incoming.forEach((next, index) => {
    const match = pairs.get(index);
    if (!match) {
      plan.inserts.push(next);
      return;
    }
    const changes = reportedChanges(match, next);
    if (changes.length === 0 && sameSilentFields(match, next)) plan.unchanged.push(match);
    else plan.updates.push({ stored: match, next, changes });
  });
  plan.deletes = stored.filter((s) => !taken.has(s.id));
  return plan;
}

/** The report of a plan: only updates that change a reported field count as changed. */
export function changesOf(plan: SegmentPlan, insertedIds: readonly (string | null)[] = []): SegmentChanges {
  return {
    added: plan.inserts.map((f, i) => ({ ...summaryOf(f), id: insertedIds[i] ?? null })),
    removed: plan.deletes.map(summaryOf),
    changed: plan.updates
      .filter((u) => u.changes.length > 0)
      .map((u) => ({ segment: { ...summaryOf(u.next), id: u.stored.id }, changes: u.changes })),
    unchanged: plan.unchanged.length + plan.updates.filter((u) => u.changes.length === 0).length,
  };
}

/** First departure day to last arrival (or departure) day: the dates a trip made for these flights spans. */
export function tripDatesOf(
  flights: readonly { departureLocal: string | null; arrivalLocal: string | null }[],
): { startDate: string; endDate: string } | null {
  const days = flights
    .flatMap((f) => [f.departureLocal, f.arrivalLocal])
    .filter((d): d is string => d !== null)
    .map((d) => d.slice(0, 10))
    .sort();
  const startDate = days[0];
  const endDate = days.at(-1);
  return startDate && endDate ? { startDate, endDate } : null;
}
