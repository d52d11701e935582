import { describe, expect, it } from "vitest";
import { TRIP_ENDED_WARNING, tripDatesWarning } from "./trip-dates-warning";

const TODAY = "2026-05-10";

describe("tripDatesWarning", () => {
  it.each([
    ["ended yesterday", "2026-05-09", TRIP_ENDED_WARNING],
    ["ended last year", "2025-12-31", TRIP_ENDED_WARNING],
    ["ends today", "2026-05-10", null],
    ["ends later", "2026-06-01", null],
    ["no end date yet", "", null],
    ["no end date", null, null],
    ["not a date", "2026-13-01", null],
  ])("%s → %s", (_label, endDate, expected) => {
    expect(tripDatesWarning(endDate, TODAY)).toBe(expected);
  });
});
