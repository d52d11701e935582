import { describe, expect, it } from "vitest";
import { type RouteSegment, tripDestinationFor } from "./trip-destination";
import { tripTitleFor } from "./trip-title";

const fly = (origin: string, destination: string, departureLocal: string | null = null): RouteSegment => ({
  segmentType: "flight",
  origin,
  destination,
  departureLocal,
});
const go = (
  segmentType: RouteSegment["segmentType"],
  origin: string | null,
  destination: string | null = null,
  departureLocal: string | null = null,
): RouteSegment => ({ segmentType, origin, destination, departureLocal });

describe("tripDestinationFor", () => {
  it.each<[string, RouteSegment[], string | null]>([
    ["one way", [fly("LHR", "JFK", "2026-05-01T10:00")], "JFK"],
    [
      "a return trip: the far end, not home",
      [fly("LHR", "JFK", "2026-05-01T10:00"), fly("JFK", "LHR", "2026-05-09T18:00")],
      "JFK",
    ],
    [
      "multi-city: the last place before home",
      [
        fly("LHR", "JFK", "2026-12-28T10:00"),
        fly("JFK", "LAX", "2027-01-02T09:00"),
        fly("LAX", "LHR", "2027-01-06T20:00"),
      ],
      "LAX",
    ],
    [
      "open-jaw: in to one city, home from another, the last before home",
      [fly("LHR", "JFK", "2026-05-01T10:00"), fly("BOS", "LHR", "2026-05-12T19:00")],
      "BOS",
    ],
    [
      "open-jaw with the ground leg between",
      [
        fly("LHR", "JFK", "2026-05-01T10:00"),
        go("rail", "New York", "Boston", "2026-05-06T09:00"),
        fly("BOS", "LHR", "2026-05-12T19:00"),
      ],
      "BOS",
    ],
    ["no segments", [], null],
    ["no segment says where it starts", [go("other", " "), go("hotel", null)], null],
    [
      "segments in any order are read in travel order",
      [fly("JFK", "LHR", "2026-05-09T18:00"), fly("LHR", "JFK", "2026-05-01T10:00")],
      "JFK",
    ],
    [
      "a hotel does not move the journey's end",
      [
        fly("LHR", "JFK", "2026-05-01T10:00"),
        go("hotel", "Boston", null, "2026-05-02T15:00"),
        fly("JFK", "LHR", "2026-05-09T18:00"),
      ],
      "JFK",
    ],
    ["a hotel stay alone: its place", [go("hotel", " Lisbon ", null, "2026-06-03T15:00")], "Lisbon"],
    ["a car picked up and returned at one place: that place", [go("car", "LIS", "lis")], "LIS"],
    [
      "home is the same whatever its case",
      [go("rail", "Paris", "Lyon"), go("rail", "Lyon", "PARIS")],
      "Lyon",
    ],
    [
      "untimed segments keep the order given",
      [fly("LHR", "CDG"), fly("CDG", "FCO"), fly("FCO", "LHR")],
      "FCO",
    ],
  ])("%s", (_name, segments, destination) => {
    expect(tripDestinationFor(segments)).toBe(destination);
  });

  it("is where the generated title says the trip goes", () => {
    const trips: RouteSegment[][] = [
      [fly("LHR", "JFK", "2026-05-01T10:00"), fly("JFK", "LHR", "2026-05-09T18:00")],
      [fly("LHR", "JFK", "2026-05-01T10:00"), fly("BOS", "LHR", "2026-05-12T19:00")],
      [go("hotel", "Lisbon", null, "2026-06-03T15:00")],
    ];
    for (const segments of trips) {
      const title = tripTitleFor(segments) ?? "";
      expect(title.split(", ")[0]!.split(" → ").at(-1)).toBe(tripDestinationFor(segments));
    }
  });
});
