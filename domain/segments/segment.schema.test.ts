import { describe, expect, it } from "vitest";
import {
  AIRLINE_RULE,
  AIRPORT_RULE,
  ARRIVAL_BEFORE_DEPARTURE,
  FLIGHT_NUMBER_RULE,
  flightFieldsSchema,
  LOCAL_DATE_TIME_RULE,
  type SegmentFormValues,
  segmentInputSchema,
} from "./segment.schema";

const flight: SegmentFormValues = {
  segmentType: "flight",
  airline: "lh",
  flightNumber: "0400",
  origin: "fra",
  destination: "jfk",
  departureLocal: "2026-05-01T10:30",
  arrivalLocal: "2026-05-01 13:05:00",
  bookingClass: "y",
  status: "hk",
  seatCount: 2,
};

const hotel: SegmentFormValues = {
  segmentType: "hotel",
  origin: "  New York ",
  departureLocal: "2026-05-01T15:00",
  arrivalLocal: "2026-05-04T11:00",
  details: { name: "The Plaza", confirmation: " 12345 ", address: "" },
  status: "confirmed",
};

function messagesFor(input: unknown): Record<string, string | undefined> {
  const result = segmentInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("segmentInputSchema: flights", () => {
  it("normalises codes, flight number and times", () => {
    expect(segmentInputSchema.parse(flight)).toMatchObject({
      segmentType: "flight",
      airline: "LH",
      flightNumber: "400",
      origin: "FRA",
      destination: "JFK",
      departureLocal: "2026-05-01T10:30",
      arrivalLocal: "2026-05-01T13:05",
      bookingClass: "Y",
      status: "HK",
      seatCount: 2,
      details: {},
      notes: null,
    });
  });

  it.each([
    ["airline", "L", AIRLINE_RULE],
    ["airline", "LHA", AIRLINE_RULE],
    ["airline", "12", AIRLINE_RULE],
    ["airline", "", "Airline is required"],
    ["flightNumber", "12345", FLIGHT_NUMBER_RULE],
    ["flightNumber", "AB12", FLIGHT_NUMBER_RULE],
    ["flightNumber", "12AB", FLIGHT_NUMBER_RULE],
    ["flightNumber", undefined, "Flight number is required"],
    ["origin", "FRAN", AIRPORT_RULE],
    ["origin", "Frankfurt", AIRPORT_RULE],
    ["destination", "J1K", AIRPORT_RULE],
    ["destination", "", "Destination is required"],
    ["departureLocal", "", "Departure is required"],
    ["departureLocal", "2026-02-30T10:00", LOCAL_DATE_TIME_RULE],
    ["departureLocal", "2026-05-01T24:00", LOCAL_DATE_TIME_RULE],
    ["arrivalLocal", "tomorrow", LOCAL_DATE_TIME_RULE],
    ["bookingClass", "YY", "Booking class is one letter"],
    ["status", "H", "Status is a 2-letter code (HK, TK, UN…)"],
    ["seatCount", 0, "Seats must be a whole number from 1 to 99"],
    ["seatCount", 1.5, "Seats must be a whole number from 1 to 99"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(messagesFor({ ...flight, [field]: value })[field]).toBe(message);
  });

  it.each(["U2", "4U", "9W", "lh"])("accepts airline %j", (airline) => {
    expect(segmentInputSchema.safeParse({ ...flight, airline }).success).toBe(true);
  });

  it.each(["1", "9999", "123a", "0001"])("accepts flight number %j", (flightNumber) => {
    expect(segmentInputSchema.safeParse({ ...flight, flightNumber }).success).toBe(true);
  });

  it("refuses the same airport at both ends", () => {
    expect(messagesFor({ ...flight, destination: "FRA" }).destination).toBe(
      "Destination must differ from origin",
    );
  });

  it("allows a date-line crossing that lands earlier on the local clock, not a day and more", () => {
    const westwards = { ...flight, departureLocal: "2026-05-01T22:00", arrivalLocal: "2026-05-01T10:00" };
    expect(segmentInputSchema.safeParse(westwards).success).toBe(true);
    const impossible = { ...flight, departureLocal: "2026-05-03T10:00", arrivalLocal: "2026-05-01T10:00" };
    expect(messagesFor(impossible).arrivalLocal).toBe(ARRIVAL_BEFORE_DEPARTURE);
  });

  it("flightFieldsSchema is usable on its own", () => {
    expect(
      flightFieldsSchema.parse({
        airline: "ba",
        flightNumber: "7",
        origin: "lhr",
        destination: "cdg",
        departureLocal: "2026-01-01T07:00",
      }),
    ).toMatchObject({ airline: "BA", flightNumber: "7", arrivalLocal: null, seatCount: null });
  });
});

describe("segmentInputSchema: other kinds", () => {
  it("keeps place names as typed, drops blank details and clears flight fields", () => {
    expect(segmentInputSchema.parse({ ...hotel, airline: "LH", flightNumber: "1" })).toEqual({
      segmentType: "hotel",
      origin: "New York",
      destination: null,
      departureLocal: "2026-05-01T15:00",
      arrivalLocal: "2026-05-04T11:00",
      airline: null,
      flightNumber: null,
      bookingClass: null,
      status: "confirmed",
      seatCount: null,
      operatingCarrier: null,
      details: { name: "The Plaza", confirmation: "12345" },
      notes: null,
    });
  });

  it.each(["hotel", "transfer", "car", "rail", "activity", "other"] as const)(
    "%s needs a place",
    (segmentType) => {
      expect(messagesFor({ segmentType, origin: "  " }).origin).toMatch(/required/);
    },
  );

  it("times are optional", () => {
    expect(segmentInputSchema.safeParse({ segmentType: "activity", origin: "Louvre" }).success).toBe(true);
  });

  it("refuses an end before the start in the kind's own words", () => {
    expect(messagesFor({ ...hotel, arrivalLocal: "2026-05-01T14:59" }).arrivalLocal).toBe(
      "Check-out cannot be before check-in",
    );
    const before = { departureLocal: "2026-05-02T10:00", arrivalLocal: "2026-05-01T10:00" };
    expect(messagesFor({ segmentType: "car", origin: "LIS", ...before }).arrivalLocal).toBe(
      "Drop-off cannot be before pick-up",
    );
    expect(messagesFor({ segmentType: "rail", origin: "Lisboa", ...before }).arrivalLocal).toBe(
      ARRIVAL_BEFORE_DEPARTURE,
    );
    expect(messagesFor({ segmentType: "activity", origin: "Louvre", ...before }).arrivalLocal).toBe(
      "End cannot be before start",
    );
    expect(messagesFor({ segmentType: "transfer", origin: "LIS", ...before }).arrivalLocal).toBe(
      "The end cannot be before pick-up time",
    );
    expect(ARRIVAL_BEFORE_DEPARTURE).toBe("Arrival cannot be before departure");
  });

  it("refuses unknown types and detail keys", () => {
    expect(messagesFor({ ...hotel, segmentType: "boat" }).segmentType).toBe("Choose a segment type");
    expect(segmentInputSchema.safeParse({ ...hotel, details: { colour: "red" } }).success).toBe(false);
  });

  it("refuses a long status", () => {
    expect(messagesFor({ ...hotel, status: "x".repeat(21) }).status).toMatch(/at most 20/);
  });
});
