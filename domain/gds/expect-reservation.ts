import { expect } from "vitest";
import { parseReservation } from "./parse-reservation";
import type { AirSegment, GdsFormat, OtherSegment, Passenger, Remark, Ssr } from "./reservation.schema";
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
};

export const DEFAULT_REFERENCE = "2025-01-15";

/** Parses the case's display and checks every field the case names, and that no other line went unread. */
export function expectDisplay(system: GdsFormat, c: DisplayCase): void {
  const r = parseReservation(c.text, { referenceDate: c.ref ?? DEFAULT_REFERENCE });
  expect(r.format).toBe(c.format === undefined ? system : c.format);
  if (c.locator !== undefined) expect(r.recordLocator).toBe(c.locator);
  if (c.creationDate !== undefined) expect(r.creationDate).toBe(c.creationDate);
  expect(r.segments).toMatchObject(c.segments);
  if (c.passengers) expect(r.passengers).toMatchObject(c.passengers);
  if (c.otherSegments) expect(r.otherSegments).toMatchObject(c.otherSegments);
  if (c.ssrs) expect(r.ssrs).toMatchObject(c.ssrs);
  if (c.remarks) expect(r.remarks).toMatchObject(c.remarks);
  if (c.airlineLocators)
    expect(r.airlineLocators.map((l) => `${l.airline}/${l.locator}`)).toEqual(c.airlineLocators);
  expect(r.unparsedLines.map((u) => u.lineNumber)).toEqual(c.unparsed ?? []);
}
