import { describe, expect, it } from "vitest";
import type { AirSegment } from "../gds/reservation.schema";
import {
  changesOf,
  type FlightValues,
  flightValuesOf,
  planSegmentChanges,
  type StoredFlight,
  TIMES_UNKNOWN,
  tripDatesOf,
} from "./flight-values";

function air(overrides: Partial<AirSegment> = {}): AirSegment {
  return {
    segmentNumber: 1,
    lineNumber: 1,
    airline: "LH",
    flightNumber: "400",
    bookingClass: "M",
    departureDate: "2026-03-15",
    departureAirport: "FRA",
    arrivalAirport: "JFK",
    status: "HK",
    seatCount: 2,
    departureTime: "10:15",
    arrivalTime: "12:50",
    arrivalDate: null,
    dayOffset: 0,
    operatingCarrier: null,
    airlineLocator: null,
    eticket: true,
    married: false,
    marriageGroup: null,
    flown: false,
    passive: false,
    notes: [],
    raw: "",
    ...overrides,
  };
}

describe("flightValuesOf", () => {
  it("joins dates and local times, and applies the day offset", () => {
    const v = flightValuesOf(air({ departureTime: "22:10", arrivalTime: "06:05", dayOffset: 1 }));
    expect(v).toMatchObject({
      origin: "FRA",
      destination: "JFK",
      departureLocal: "2026-03-15T22:10",
      arrivalLocal: "2026-03-16T06:05",
      details: { eticket: "true" },
    });
  });

  it("prefers an explicit arrival date", () => {
    expect(flightValuesOf(air({ arrivalDate: "2026-03-17", dayOffset: 1 })).arrivalLocal).toBe(
      "2026-03-17T12:50",
    );
  });

  it("marks a segment without times, and keeps open segments without dates", () => {
    const timeless = flightValuesOf(
      air({ departureTime: null, arrivalTime: null, status: "GK", passive: true }),
    );
    expect(timeless).toMatchObject({
      departureLocal: "2026-03-15T00:00",
      arrivalLocal: "2026-03-15T00:00",
      details: { [TIMES_UNKNOWN]: "true", passive: "true" },
    });
    const open = flightValuesOf(
      air({ flightNumber: "OPEN", departureDate: null, departureTime: null, arrivalTime: null }),
    );
    expect(open).toMatchObject({ departureLocal: null, arrivalLocal: null });
  });

  it("keeps the operating carrier, the airline locator and notes", () => {
    const v = flightValuesOf(
      air({
        operatingCarrier: "UA",
        airlineLocator: "LH/9ZZQ4D",
        married: true,
        marriageGroup: "1",
        notes: ["A", "B"],
      }),
    );
    expect(v).toMatchObject({
      operatingCarrier: "UA",
      details: { airlineLocator: "LH/9ZZQ4D", married: "1" },
      notes: "A\nB",
    });
  });
});

function stored(id: string, values: FlightValues): StoredFlight {
  return { ...values, id };
}

const out = flightValuesOf(air({ segmentNumber: 1 }));
const back = flightValuesOf(
  air({
    segmentNumber: 2,
    flightNumber: "401",
    departureAirport: "JFK",
    arrivalAirport: "FRA",
    departureDate: "2026-03-22",
    departureTime: "17:40",
    arrivalTime: "07:25",
    dayOffset: 1,
  }),
);

describe("planSegmentChanges", () => {
  it("finds nothing to do in the same display", () => {
    const plan = planSegmentChanges([stored("a", out), stored("b", back)], [out, back]);
    expect(changesOf(plan)).toEqual({ added: [], removed: [], changed: [], unchanged: 2 });
  });

  it("reports a status and a time change on the same flight and day", () => {
    const changed = { ...back, status: "TK", departureLocal: "2026-03-22T18:05" };
    const report = changesOf(planSegmentChanges([stored("a", out), stored("b", back)], [out, changed]));
    expect(report.unchanged).toBe(1);
    expect(report.changed).toEqual([
      {
        segment: expect.objectContaining({ id: "b", flightNumber: "401", status: "TK" }),
        changes: [
          { field: "departureLocal", label: "Departure", from: "2026-03-22T17:40", to: "2026-03-22T18:05" },
          { field: "status", label: "Status", from: "HK", to: "TK" },
        ],
      },
    ]);
  });

  it("recognises a flight moved to another day, and a renumbered flight on the same route", () => {
    const moved = { ...back, departureLocal: "2026-03-23T17:40", arrivalLocal: "2026-03-24T07:25" };
    const renumbered = { ...out, flightNumber: "402" };
    const report = changesOf(planSegmentChanges([stored("a", out), stored("b", back)], [renumbered, moved]));
    expect(report.added).toEqual([]);
    expect(report.removed).toEqual([]);
    expect(report.changed.map((c) => [c.segment.id, c.changes.map((x) => x.field)])).toEqual([
      ["a", ["flightNumber"]],
      ["b", ["departureLocal", "arrivalLocal"]],
    ]);
  });

  it("adds and removes what has no counterpart", () => {
    const extra = flightValuesOf(
      air({
        segmentNumber: 3,
        airline: "UA",
        flightNumber: "935",
        departureAirport: "LAX",
        arrivalAirport: "LHR",
      }),
    );
    const report = changesOf(planSegmentChanges([stored("a", out), stored("b", back)], [out, extra]), [
      "new-id",
    ]);
    expect(report.added).toEqual([
      expect.objectContaining({ id: "new-id", airline: "UA", flightNumber: "935" }),
    ]);
    expect(report.removed).toEqual([expect.objectContaining({ id: "b", flightNumber: "401" })]);
    expect(report.unchanged).toBe(1);
  });

  it("updates silently when only the segment number moved", () => {
    const plan = planSegmentChanges([stored("b", back)], [{ ...back, segmentNumber: 5 }]);
    expect(plan.updates).toHaveLength(1);
    expect(changesOf(plan)).toEqual({ added: [], removed: [], changed: [], unchanged: 1 });
  });
});

describe("tripDatesOf", () => {
  it("spans the first departure to the last arrival", () => {
    expect(tripDatesOf([out, back])).toEqual({ startDate: "2026-03-15", endDate: "2026-03-23" });
    expect(tripDatesOf([{ departureLocal: null, arrivalLocal: null }])).toBeNull();
  });
});
