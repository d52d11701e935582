import { describe, expect, it } from "vitest";
import {
  AIRLINE_RULE,
  AIRPORT_RULE,
  ARRIVAL_BEFORE_DEPARTURE,
  FLIGHT_NUMBER_RULE,
} from "../segments/segment.schema";
import {
  ARRIVAL_REQUIRED,
  BOOKING_CLASS_REQUIRED,
  flightInputSchema,
  flightListQuerySchema,
} from "./flight.schema";

const valid = {
  airline: "lh",
  flightNumber: "0400",
  origin: "fra",
  destination: "jfk",
  departureLocal: "2026-03-15T10:15",
  arrivalLocal: "2026-03-15T12:50",
  bookingClass: "m",
};

function issues(input: unknown): Record<string, string> {
  const result = flightInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("flightInputSchema", () => {
  it("normalises a manual flight and defaults the status to HK", () => {
    expect(flightInputSchema.parse(valid)).toMatchObject({
      airline: "LH",
      flightNumber: "400",
      origin: "FRA",
      destination: "JFK",
      bookingClass: "M",
      status: "HK",
      tripId: null,
      notes: null,
    });
  });

  it.each([
    [{ airline: "LHX" }, "airline", AIRLINE_RULE],
    [{ airline: "12" }, "airline", AIRLINE_RULE],
    [{ flightNumber: "12345" }, "flightNumber", FLIGHT_NUMBER_RULE],
    [{ flightNumber: "12AB" }, "flightNumber", FLIGHT_NUMBER_RULE],
    [{ origin: "FR" }, "origin", AIRPORT_RULE],
    [{ destination: "FRA" }, "destination", "Destination must differ from origin"],
    [{ arrivalLocal: "" }, "arrivalLocal", ARRIVAL_REQUIRED],
    [{ bookingClass: "" }, "bookingClass", BOOKING_CLASS_REQUIRED],
    [{ arrivalLocal: "2026-03-13T10:00" }, "arrivalLocal", ARRIVAL_BEFORE_DEPARTURE],
    [{ status: "H" }, "status", "Status is a 2-letter code (HK, TK, UN…)"],
    [{ tripId: "nope" }, "tripId", "Choose a trip from the list"],
  ])("%o is refused on %s", (change, field, message) => {
    expect(issues({ ...valid, ...change })[field]).toBe(message);
  });

  it("accepts letter suffixes and westbound date-line arrivals", () => {
    expect(issues({ ...valid, flightNumber: "12a" })).toEqual({});
    expect(
      issues({
        ...valid,
        origin: "NRT",
        destination: "HNL",
        departureLocal: "2026-03-15T21:00",
        arrivalLocal: "2026-03-15T09:00",
      }),
    ).toEqual({});
  });
});

describe("flightListQuerySchema", () => {
  it("reads filters and refuses a backwards range", () => {
    expect(flightListQuerySchema.parse({ status: "hk,tk", from: "", to: "2026-03-31" })).toMatchObject({
      status: "HK,TK",
      from: undefined,
      to: "2026-03-31",
      direction: "asc",
      page: 1,
    });
    expect(flightListQuerySchema.safeParse({ from: "2026-04-01", to: "2026-03-01" }).success).toBe(false);
    expect(flightListQuerySchema.safeParse({ status: "HKK" }).success).toBe(false);
  });
});
