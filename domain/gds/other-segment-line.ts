import { type DayMonth, parseDayMonth } from "./gds-dates";
import type { OtherSegmentKind } from "./reservation.schema";

/** A non-air itinerary line (ARNK, hotel, car, tour, misc…), before years are inferred. */
export type OtherSegmentLine = {
  segmentNumber: number;
  kind: OtherSegmentKind;
  code: string;
  vendor: string | null;
  status: string | null;
  count: number | null;
  location: string | null;
  start: DayMonth | null;
  end: DayMonth | null;
  text: string;
};

const KINDS: Record<string, OtherSegmentKind> = {
  ARNK: "arnk",
  HHL: "hotel",
  HTL: "hotel",
  HOTEL: "hotel",
  CCR: "car",
  CAR: "car",
  TUR: "tour",
  TOUR: "tour",
  MIS: "misc",
  MISC: "misc",
  OTH: "misc",
  RAIL: "rail",
  RTL: "rail",
  TRN: "rail",
  INS: "insurance",
  SUR: "surface",
  SURFACE: "surface",
  ATX: "surface",
  LIM: "surface",
  BUS: "surface",
  SEA: "cruise",
  CRU: "cruise",
};

const OTHER_HEAD =
  /^\s*(\d{1,3})\.?\s+(ARNK|HHL|HTL|HOTEL|CCR|CAR|TUR|TOUR|MIS|MISC|OTH|RAIL|RTL|TRN|INS|SUR|SURFACE|ATX|LIM|BUS|SEA|CRU)(?![A-Z0-9])\s*(.*)$/;
// vendor | optional date + weekday (Sabre) | status+count | location
const OTHER_BODY =
  /^([A-Z0-9]{2})?\s*(?:(\d{1,2}[A-Z]{3})\s+(?:[MTWQFJS]\s+|[1-7]\s+)?)?(?:([A-Z]{2})\s?(\d{1,3})(?![0-9]))?\s*(?:([A-Z]{3})(?![A-Z0-9]))?/;
const DATES = /(?:^|[^0-9A-Z])(?:IN|OUT)?(\d{1,2}[A-Z]{3})(?=[^A-Z]|$)/g;

/** Parses an ARNK, hotel, car, tour, misc… itinerary line; null when it is none of those. */
export function parseOtherSegmentLine(line: string): OtherSegmentLine | null {
  const m = OTHER_HEAD.exec(line);
  if (!m) return null;
  const code = m[2]!;
  const body = m[3] ?? "";
  const segment: OtherSegmentLine = {
    segmentNumber: Number(m[1]),
    kind: KINDS[code] ?? "other",
    code,
    vendor: null,
    status: null,
    count: null,
    location: null,
    start: null,
    end: null,
    text: body.trim(),
  };
  if (code === "ARNK") return segment;
  const b = OTHER_BODY.exec(body);
  if (b) {
    segment.vendor = b[1] ?? null;
    segment.status = b[3] ?? null;
    segment.count = b[4] ? Number(b[4]) : null;
    segment.location = b[5] ?? null;
  }
  DATES.lastIndex = 0;
  let d: RegExpExecArray | null = DATES.exec(body);
  while (d !== null && segment.end === null) {
    const dm = parseDayMonth(d[1]!);
    if (dm) {
      if (segment.start === null) segment.start = dm;
      else segment.end = dm;
    }
    d = DATES.exec(body);
  }
  return segment;
}
