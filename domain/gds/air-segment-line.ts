import { type DayMonth, parseDayMonth, parseGdsTime } from "./gds-dates";

/** What one itinerary line says about a flight, before years are inferred. */
export type AirSegmentLine = {
  segmentNumber: number | null;
  airline: string;
  flightNumber: string;
  bookingClass: string | null;
  departure: DayMonth | null;
  departureAirport: string;
  arrivalAirport: string;
  status: string | null;
  seatCount: number | null;
  departureTime: string | null;
  arrivalTime: string | null;
  /** Day offset from a marker (+1, #, |, *, -…); null when the line shows none. */
  markerOffset: number | null;
  arrival: DayMonth | null;
  eticket: boolean;
  airlineLocator: { airline: string; locator: string } | null;
  married: boolean;
  marriageGroup: string | null;
  /** A 1–2 digit number after E or the weekday names: the marriage group in Galileo and Apollo. */
  trailingNumber: string | null;
  flown: boolean;
  /** Shape hints for format detection. */
  shape: { dotted: boolean; classGlued: boolean; weekday: "digit" | "letter" | "pair" | null };
};

// seg no. | airline | flight | class | date | weekday | married* | from+to | married* | Sabre 3/1 | status+seats | rest
const AIR_HEAD =
  /^\s*(?:(\d{1,3})(\.?)\s*)?([A-Z][A-Z0-9]|[0-9][A-Z])\s*(\d{1,4})(\s*)([A-Z])\s*(\d{1,2}[A-Z]{3})\s+(?:([1-7])\s*|(MO|TU|WE|TH|FR|SA|SU|[MTWQFJS])\s+)?(\*)?\s*([A-Z]{3})([A-Z]{3})(?![A-Z0-9])(\*)?\s*(?:(\d{1,2})\/(\d{1,2})\s+)?(?:([A-Z]{2})\s?(\d{1,3})(?![0-9A-Z]))?(.*)$/;
// Open segments may omit the date and class.
const OPEN_HEAD =
  /^\s*(?:(\d{1,3})(\.?)\s*)?([A-Z][A-Z0-9]|[0-9][A-Z])\s*OPEN\s*([A-Z])?\s+(?:(\d{1,2}[A-Z]{3})\s+)?(?:[1-7]\s+)?([A-Z]{3})([A-Z]{3})(?![A-Z0-9])\s*(?:([A-Z]{2})(\d{1,3})(?![0-9A-Z]))?(.*)$/;

// flags? (terminal, indicator letter, extra seat or flag columns of passive statuses) | departure | between-marker | arrival | after-marker (glued digit, +N/-N, #, |, +, -)
const TIMES =
  /^\s*(?:(?:(?!\d{3,4}[APNM]?(?![0-9]))[A-Z0-9*/]{1,3}\s+){1,3}(?=\d{3,4}[APNM]|\d{3,4}(?:[\s#*|+-]|$)))?(\d{3,4}(?:[APNM]|(?![0-9])))\s*([#*|+-])?\s*(\d{3,4}(?:[APNM]|(?![0-9])))(?:\s?([+-]\d)(?![0-9])|(\d)(?=[*\s]|$)|\s{0,8}([#|+])(?![0-9])|\s{0,8}(-)(?=[*\s]|$))?(.*)$/;
const ONE_TIME =
  /^\s*(?:(?:(?!\d{3,4}[APNM]?(?![0-9]))[A-Z0-9*/]{1,3}\s+){1,3}(?=\d))?(\d{4}|\d{3,4}[APNM])(?=\s|$)(.*)$/;

const DC_LOCATOR = /^\/[A-Z]{2}([A-Z0-9]{2})(?:\*([A-Z0-9]{4,8}))?$/;
const SLASH_LOCATOR = /^([A-Z0-9]{2})[/.]([A-Z0-9]{5,8})$/;
const E_MARK = /^\*[A-Z0-9]{2}\/E\*$/;
const WEEKDAY_PAIR = /^(?:MO|TU|WE|TH|FR|SA|SU)(?:\/(?:MO|TU|WE|TH|FR|SA|SU))?$/;
const SMALL_NUMBER = /^\d{1,2}$/;

const BETWEEN_OFFSET: Record<string, number> = { "#": 1, "+": 1, "|": 1, "*": 2, "-": -1 };

function trimZeros(flight: string): string {
  const t = flight.replace(/^0+/, "");
  return t === "" ? "0" : t;
}

export type SegmentTail = {
  eticket: boolean;
  arrival: DayMonth | null;
  airlineLocator: { airline: string; locator: string } | null;
  flown: boolean;
  trailingNumber: string | null;
};

/**
 * Reads the free-order tokens after the times: arrival date, e-ticket marks, airline
 * locators (`LH/ABC123`, `/DCAA*ABCDEF`), FLWN, weekday names and the trailing number
 * (Galileo/Apollo marriage group). Unknown tokens (equipment, stops, meals) are skipped.
 */
export function readSegmentTail(rest: string, arrivalAllowed: boolean): SegmentTail {
  const tail: SegmentTail = {
    eticket: false,
    arrival: null,
    airlineLocator: null,
    flown: false,
    trailingNumber: null,
  };
  const tokens = rest.trim().split(/\s+/);
  let previous = "";
  for (const token of tokens) {
    if (token === "") continue;
    if (arrivalAllowed && tail.arrival === null && previous === "") {
      const dm = parseDayMonth(token);
      if (dm) {
        tail.arrival = dm;
        previous = token;
        continue;
      }
    }
    if (token === "E" || token === "/E" || E_MARK.test(token)) tail.eticket = true;
    else if (token === "FLWN") tail.flown = true;
    else {
      const dc = DC_LOCATOR.exec(token);
      if (dc) {
        if (dc[2]) tail.airlineLocator = { airline: dc[1]!, locator: dc[2] };
      } else {
        const sl = SLASH_LOCATOR.exec(token);
        if (sl && !WEEKDAY_PAIR.test(token)) tail.airlineLocator = { airline: sl[1]!, locator: sl[2]! };
        else if (
          tail.trailingNumber === null &&
          SMALL_NUMBER.test(token) &&
          (previous === "E" || previous === "O*" || WEEKDAY_PAIR.test(previous))
        ) {
          tail.trailingNumber = token;
        }
      }
    }
    previous = token;
  }
  return tail;
}

/** Parses one itinerary line of any of the four systems; null when the line is not an air segment. */
export function parseAirSegmentLine(line: string): AirSegmentLine | null {
  const m = AIR_HEAD.exec(line);
  if (!m) return line.includes("OPEN") ? parseOpenSegmentLine(line) : null;
  const departure = parseDayMonth(m[7]!);
  if (!departure) return null;
  const weekday = m[8] ? "digit" : m[9] ? (m[9].length === 2 ? "pair" : "letter") : null;
  const segment: AirSegmentLine = {
    segmentNumber: m[1] ? Number(m[1]) : null,
    airline: m[3]!,
    flightNumber: trimZeros(m[4]!),
    bookingClass: m[6]!,
    departure,
    departureAirport: m[11]!,
    arrivalAirport: m[12]!,
    status: m[16] ?? null,
    seatCount: m[17] ? Number(m[17]) : null,
    departureTime: null,
    arrivalTime: null,
    markerOffset: null,
    arrival: null,
    eticket: false,
    airlineLocator: null,
    married: Boolean(m[10] || m[13] || m[14]),
    marriageGroup: m[14] ?? null,
    trailingNumber: null,
    flown: false,
    shape: { dotted: m[2] === ".", classGlued: m[5] === "", weekday },
  };
  readTimesAndTail(segment, m[18] ?? "");
  return segment;
}

function parseOpenSegmentLine(line: string): AirSegmentLine | null {
  const m = OPEN_HEAD.exec(line);
  if (!m) return null;
  const departure = m[5] ? parseDayMonth(m[5]) : null;
  if (m[5] && !departure) return null;
  const segment: AirSegmentLine = {
    segmentNumber: m[1] ? Number(m[1]) : null,
    airline: m[3]!,
    flightNumber: "OPEN",
    bookingClass: m[4] ?? null,
    departure,
    departureAirport: m[6]!,
    arrivalAirport: m[7]!,
    status: m[8] ?? null,
    seatCount: m[9] ? Number(m[9]) : null,
    departureTime: null,
    arrivalTime: null,
    markerOffset: null,
    arrival: null,
    eticket: false,
    airlineLocator: null,
    married: false,
    marriageGroup: null,
    trailingNumber: null,
    flown: false,
    shape: { dotted: m[2] === ".", classGlued: false, weekday: null },
  };
  readTimesAndTail(segment, m[10] ?? "");
  return segment;
}

function readTimesAndTail(segment: AirSegmentLine, rest: string): void {
  let tailText = rest;
  const t = TIMES.exec(rest);
  if (t) {
    const dep = parseGdsTime(t[1]!);
    const arr = parseGdsTime(t[3]!);
    if (dep && arr) {
      segment.departureTime = dep;
      segment.arrivalTime = arr;
      let offset: number | null = null;
      if (t[2]) offset = BETWEEN_OFFSET[t[2]] ?? null;
      if (t[4]) offset = Number(t[4]);
      else if (t[5]) offset = Number(t[5]);
      else if (t[6]) offset = 1;
      else if (t[7]) offset = -1;
      segment.markerOffset = offset;
      tailText = t[8] ?? "";
    }
  } else {
    // Some passive segments show a departure time only.
    const one = ONE_TIME.exec(rest);
    const dep = one ? parseGdsTime(one[1]!) : null;
    if (one && dep) {
      segment.departureTime = dep;
      tailText = one[2] ?? "";
    }
  }
  const tail = readSegmentTail(tailText, segment.arrivalTime !== null);
  segment.arrival = tail.arrival;
  segment.eticket = tail.eticket;
  segment.airlineLocator = tail.airlineLocator;
  segment.flown = tail.flown;
  segment.trailingNumber = tail.trailingNumber;
}
