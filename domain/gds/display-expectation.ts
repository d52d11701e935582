import { parseReservation } from "./parse-reservation";
import type {
  AirSegment,
  FareTotal,
  GdsFormat,
  LineOutcome,
  OtherSegment,
  Passenger,
  Remark,
  Ssr,
  TimeLimit,
} from "./reservation.schema";
import type { SegmentCore } from "./segment-expectation";

/** One table row of the per-system display tests. */
export type DisplayCase = {
  name: string;
  text: string;
  /** Defaults to 2025-01-15. */
  ref?: string;
  /** Defaults to the table's system. */
  format?: GdsFormat | null;
  locator?: string | null;
  creationDate?: string | null;
  segments: (SegmentCore & Partial<AirSegment>)[];
  passengers?: Partial<Passenger>[];
  otherSegments?: Partial<OtherSegment>[];
  ssrs?: Partial<Ssr>[];
  remarks?: Partial<Remark>[];
  airlineLocators?: string[];
  /** Line numbers expected in unparsedLines; defaults to none. */
  unparsed?: number[];
  timeLimits?: Partial<TimeLimit>[];
  fareTotals?: Partial<FareTotal>[];
  /** Outcome of some lines, by line number. */
  lineOutcomes?: Record<number, LineOutcome>;
};

export const DEFAULT_REFERENCE = "2025-01-15";

/**
 * The parts of the parsed display the case names, beside what the case expects, for a test to compare with
 * `expect(actual).toMatchObject(expected)`. Checked always: the format, the segments and the unread lines
 * (none unless the case lists them).
 */
export function displayExpectation(
  system: GdsFormat,
  c: DisplayCase,
): { actual: Record<string, unknown>; expected: Record<string, unknown> } {
  const r = parseReservation(c.text, { referenceDate: c.ref ?? DEFAULT_REFERENCE });
  const expected: Record<string, unknown> = {
    format: c.format === undefined ? system : c.format,
    segments: c.segments,
    unparsed: c.unparsed ?? [],
  };
  if (c.locator !== undefined) expected.locator = c.locator;
  if (c.creationDate !== undefined) expected.creationDate = c.creationDate;
  if (c.passengers) expected.passengers = c.passengers;
  if (c.otherSegments) expected.otherSegments = c.otherSegments;
  if (c.ssrs) expected.ssrs = c.ssrs;
  if (c.remarks) expected.remarks = c.remarks;
  if (c.airlineLocators) expected.airlineLocators = c.airlineLocators;
  if (c.timeLimits) expected.timeLimits = c.timeLimits;
  if (c.fareTotals) expected.fareTotals = c.fareTotals;
  if (c.lineOutcomes) expected.lineOutcomes = c.lineOutcomes;
  const actual = {
    format: r.format,
    locator: r.recordLocator,
    creationDate: r.creationDate,
    segments: r.segments,
    passengers: r.passengers,
    otherSegments: r.otherSegments,
    ssrs: r.ssrs,
    remarks: r.remarks,
    airlineLocators: r.airlineLocators.map((l) => `${l.airline}/${l.locator}`),
    unparsed: r.unparsedLines.map((u) => u.lineNumber),
    timeLimits: r.timeLimits,
    fareTotals: r.fareTotals,
    lineOutcomes: Object.fromEntries(r.lines.map((l) => [l.lineNumber, l.outcome])),
  };
  return { actual, expected };
}
