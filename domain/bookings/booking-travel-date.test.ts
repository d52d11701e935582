import { describe, expect, it } from "vitest";
import { requestTravelDateRefusal, TRAVEL_DATE_FROM_TODAY } from "./booking-travel-date";

const TODAY = "2026-05-10";

describe("requestTravelDateRefusal", () => {
  it.each([
    ["the day before today", "2026-05-09", TRAVEL_DATE_FROM_TODAY],
    ["a year before", "2025-05-10", TRAVEL_DATE_FROM_TODAY],
    ["today", "2026-05-10", null],
    ["tomorrow", "2026-05-11", null],
    ["no date (the package's first day is used)", null, null],
    ["an empty field", "", null],
    ["not a date (the schema says so)", "2026-02-30", null],
  ])("%s → %s", (_label, travelDate, expected) => {
    expect(requestTravelDateRefusal(travelDate, TODAY)).toBe(expected);
  });
});
