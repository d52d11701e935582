import {
  addDays,
  type CalendarDay,
  compareDays,
  type DayMonth,
  daysBetween,
  formatDay,
  nearestOccurrence,
  nextOccurrence,
  previousOccurrence,
} from "./gds-dates";
import type { HeaderDate } from "./header-lines";
import { countLines } from "./line-accounting";
import { passengerTypeOf } from "./passenger-names";
import type {
  AirlineLocator,
  AirSegment,
  FareTotal,
  GdsFormat,
  LineAccount,
  OtherElement,
  OtherSegment,
  Passenger,
  Remark,
  Reservation,
  Ssr,
  TimeLimit,
  UnparsedLine,
} from "./reservation.schema";
import type { PendingAir, PendingName, PendingOther, PendingSsr } from "./reservation-parts";
import { readReferences } from "./ssr-text";
import type { PendingFare, PendingTimeLimit } from "./time-limits";

/** Everything a display was read into, line by line, before dates and references are resolved. */
export interface ReadReservation {
  format: GdsFormat | null;
  reference: CalendarDay;
  recordLocator: string | null;
  headerDates: HeaderDate[];
  airlineLocators: AirlineLocator[];
  names: PendingName[];
  air: PendingAir[];
  others: PendingOther[];
  ssrs: PendingSsr[];
  remarks: Remark[];
  elements: OtherElement[];
  unparsed: UnparsedLine[];
  timeLimits: PendingTimeLimit[];
  fares: PendingFare[];
  accounts: LineAccount[];
}

// Codes about the booking as a whole, never one traveller's.
const BOOKING_LEVEL_SSRS = new Set(["OTHS", "ADTK", "ADPI", "TKTL", "GRPS", "GRPF", "ACKN", "PCTC"]);
const PASSIVE_STATUSES = new Set(["GK", "GL", "GN", "BK", "BL", "BN", "MK", "ML", "PK", "PL", "YK"]);

/** Resolves year-less dates against the creation date, SSRs to passengers, and states what is missing. */
export function assembleReservation(read: ReadReservation): Reservation {
  const creation = creationDate(read.headerDates, read.reference);
  const base = creation ?? read.reference;
  const { passengers, byField, byFieldAndPosition } = buildPassengers(read.names);
  const segments = read.air.map((seg) => buildAirSegment(seg, base));
  const ssrs = read.ssrs.map((pending) => buildSsr(pending, passengers, byField, byFieldAndPosition));
  const warnings: string[] = [];
  if (read.format === null) warnings.push("Could not recognise the reservation system's layout.");
  else {
    if (segments.length === 0) warnings.push("No air segments found.");
    if (read.recordLocator === null) warnings.push("No record locator found.");
  }
  if (read.unparsed.length > 0) {
    const n = read.unparsed.length;
    warnings.push(`${n} line${n === 1 ? "" : "s"} could not be read.`);
  }
  return {
    format: read.format,
    recordLocator: read.recordLocator,
    creationDate: creation ? formatDay(creation) : null,
    airlineLocators: read.airlineLocators,
    passengers,
    segments,
    otherSegments: read.others.map((seg) => buildOtherSegment(seg, base)),
    ssrs,
    remarks: read.remarks,
    otherElements: read.elements,
    unparsedLines: read.unparsed,
    warnings,
    timeLimits: read.timeLimits.map((limit) => buildTimeLimit(limit, base)),
    fareTotals: read.fares.map(
      (f): FareTotal => ({
        amountCents: f.amountCents,
        currency: f.currency,
        kind: f.kind,
        passengerType: f.passengerType,
        lineNumber: f.lineNumber,
      }),
    ),
    lines: read.accounts,
    lineCounts: countLines(read.accounts),
  };
}

/** The earliest header date with its year; year-less dates fall on or before the reference day. */
function creationDate(headerDates: HeaderDate[], reference: CalendarDay): CalendarDay | null {
  let best: CalendarDay | null = null;
  for (const d of headerDates) {
    const day =
      d.year !== null
        ? { year: d.year, month: d.dayMonth.month, day: d.dayMonth.day }
        : previousOccurrence(d.dayMonth, reference);
    if (best === null || compareDays(day, best) < 0) best = day;
  }
  return best;
}

function buildPassengers(names: PendingName[]) {
  const passengers: Passenger[] = [];
  // Name field number (and position within it) to passenger id, for SSR name references.
  const byField = new Map<number, number>();
  const byFieldAndPosition = new Map<string, number>();
  for (const { entry, lineNumber } of names) {
    const id = passengers.length + 1;
    const type = passengerTypeOf(entry);
    const adultId = entry.withAdult ? (byField.get(entry.field) ?? null) : null;
    passengers.push({
      id,
      nameNumber: entry.nameNumber,
      lineNumber,
      surname: entry.surname,
      givenName: entry.givenName,
      title: entry.title,
      type,
      ptc: entry.ptc,
      dateOfBirth: entry.dateOfBirth,
      isInfant: entry.isInfant || type === "INF",
      accompanyingPassengerId: adultId,
      ssrCodes: [],
    });
    if (entry.withAdult) continue;
    if (!byField.has(entry.field)) byField.set(entry.field, id);
    byFieldAndPosition.set(`${entry.field}.${entry.inField}`, id);
  }
  return { passengers, byField, byFieldAndPosition };
}

function buildSsr(
  pending: PendingSsr,
  passengers: Passenger[],
  byField: Map<number, number>,
  byFieldAndPosition: Map<string, number>,
): Ssr {
  const refs = readReferences(pending.text);
  const ids = new Set<number>();
  if (pending.fixedPassenger !== null) {
    const id = byField.get(pending.fixedPassenger);
    if (id !== undefined) ids.add(id);
  }
  for (const ref of refs.passengerRefs) {
    const id =
      ref.inField !== null
        ? (byFieldAndPosition.get(`${ref.field}.${ref.inField}`) ?? byField.get(ref.field))
        : byField.get(ref.field);
    if (id !== undefined) ids.add(id);
  }
  // With a single traveller, a personal SSR needs no name reference to be theirs.
  if (ids.size === 0 && passengers.length === 1 && !BOOKING_LEVEL_SSRS.has(pending.code)) ids.add(1);
  const passengerIds = [...ids].sort((a, b) => a - b);
  for (const id of passengerIds) {
    const p = passengers[id - 1];
    if (p && !p.ssrCodes.includes(pending.code)) p.ssrCodes.push(pending.code);
  }
  const segmentNumbers = pending.fixedSegment !== null ? [pending.fixedSegment] : refs.segmentNumbers;
  return {
    lineNumber: pending.lineNumber,
    code: pending.code,
    airline: pending.airline,
    status: pending.status,
    count: pending.count,
    text: pending.text,
    passengerIds,
    segmentNumbers,
  };
}

function dateOn(dm: DayMonth | null, base: CalendarDay): CalendarDay | null {
  return dm ? nextOccurrence(dm, base) : null;
}

function buildAirSegment(pending: PendingAir, base: CalendarDay): AirSegment {
  const seg = pending.seg;
  const departure = dateOn(seg.departure, base);
  let arrival: CalendarDay | null = null;
  let dayOffset = seg.markerOffset ?? 0;
  if (departure && seg.arrival) {
    arrival = nearestOccurrence(seg.arrival, departure);
    dayOffset = daysBetween(departure, arrival);
  } else if (departure && seg.arrivalTime !== null) arrival = addDays(departure, dayOffset);
  const status = seg.status;
  return {
    segmentNumber: pending.segmentNo,
    lineNumber: pending.lineNumber,
    airline: seg.airline,
    flightNumber: seg.flightNumber,
    bookingClass: seg.bookingClass,
    departureDate: departure ? formatDay(departure) : null,
    departureAirport: seg.departureAirport,
    arrivalAirport: seg.arrivalAirport,
    status,
    seatCount: seg.seatCount,
    departureTime: seg.departureTime,
    arrivalTime: seg.arrivalTime,
    arrivalDate: arrival ? formatDay(arrival) : null,
    dayOffset,
    operatingCarrier: pending.operatingCarrier,
    airlineLocator: seg.airlineLocator ? `${seg.airlineLocator.airline}/${seg.airlineLocator.locator}` : null,
    eticket: seg.eticket,
    married: seg.married,
    marriageGroup: seg.marriageGroup,
    flown: seg.flown,
    passive: seg.flown || (status !== null && PASSIVE_STATUSES.has(status)),
    notes: pending.notes,
    raw: pending.raw,
  };
}

function buildOtherSegment(seg: PendingOther, base: CalendarDay): OtherSegment {
  const start = dateOn(seg.start, base);
  const end = seg.end && start ? nextOccurrence(seg.end, start) : null;
  return {
    segmentNumber: seg.segmentNumber,
    lineNumber: seg.lineNumber,
    kind: seg.kind,
    code: seg.code,
    vendor: seg.vendor,
    status: seg.status,
    count: seg.count,
    location: seg.location,
    startDate: start ? formatDay(start) : null,
    endDate: end ? formatDay(end) : null,
    text: seg.text,
  };
}

/** A limit's year: the one written, else the next occurrence on or after the creation date. */
function buildTimeLimit(limit: PendingTimeLimit, base: CalendarDay): TimeLimit {
  const day =
    limit.year !== null
      ? { year: 2000 + limit.year, month: limit.date.month, day: limit.date.day }
      : nextOccurrence(limit.date, base);
  return {
    kind: limit.kind,
    date: formatDay(day),
    time: limit.time,
    airline: limit.airline,
    lineNumber: limit.lineNumber,
    text: limit.source.trim(),
  };
}
