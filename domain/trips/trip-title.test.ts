import { describe, expect, it } from "vitest";
import { type TitleSegment, tripTitleFor } from "./trip-title";

const fly = (origin: string, destination: string, departureLocal: string | null): TitleSegment => ({
  segmentType: "flight",
  origin,
  destination,
  departureLocal,
});
const stay = (place: string, departureLocal: string | null = null): TitleSegment => ({
  segmentType: "hotel",
  origin: place,
  destination: null,
  departureLocal,
});

describe("tripTitleFor", () => {
  it.each([
    ["one way", [fly("LHR", "JFK", "2026-05-01T10:00")], "LHR → JFK, May 2026"],
    [
      "a round trip names the far end, not home",
      [fly("LHR", "JFK", "2026-05-01T10:00"), fly("JFK", "LHR", "2026-05-09T18:00")],
      "LHR → JFK, May 2026",
    ],
    [
      "a tour names the last place before home",
      [
        fly("LHR", "JFK", "2026-12-28T10:00"),
        fly("JFK", "LAX", "2027-01-02T09:00"),
        fly("LAX", "LHR", "2027-01-06T20:00"),
      ],
      "LHR → LAX, Dec 2026",
    ],
    [
      "segments in any order are read in travel order",
      [fly("JFK", "LHR", "2026-05-09T18:00"), fly("LHR", "JFK", "2026-05-01T10:00")],
      "LHR → JFK, May 2026",
    ],
    [
      "hotels do not draw the route when something moves",
      [stay("New York", "2026-04-30T15:00"), fly("LHR", "JFK", "2026-05-01T10:00")],
      "LHR → JFK, May 2026",
    ],
    ["only a hotel: its place", [stay("Lisbon", "2026-06-03T15:00")], "Lisbon, Jun 2026"],
    [
      "rail and transfers count as moving",
      [
        { segmentType: "rail", origin: "Paris", destination: "Lyon", departureLocal: "2026-02-01T08:00" },
      ] satisfies TitleSegment[],
      "Paris → Lyon, Feb 2026",
    ],
  ] as const)("%s", (_name, segments, title) => {
    expect(tripTitleFor(segments)).toBe(title);
  });

  it("takes the month from the fallback date when no segment has a time", () => {
    expect(tripTitleFor([fly("FRA", "MUC", null)], "2026-03-15")).toBe("FRA → MUC, Mar 2026");
    expect(tripTitleFor([fly("FRA", "MUC", null)])).toBe("FRA → MUC");
  });

  it("gives null when nothing says where the trip starts", () => {
    expect(tripTitleFor([])).toBeNull();
    expect(
      tripTitleFor([{ segmentType: "other", origin: " ", destination: null, departureLocal: null }]),
    ).toBeNull();
  });
});
