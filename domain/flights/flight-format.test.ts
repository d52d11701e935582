import { describe, expect, it } from "vitest";
import { flightDesignator, formatSegmentDateTime } from "./flight-format";

describe("formatSegmentDateTime", () => {
  it.each([
    ["2026-03-15T10:30", false, "15 Mar 2026 10:30"],
    ["2026-12-01T00:05:00", false, "01 Dec 2026 00:05"],
    ["2026-01-09 23:59:00", false, "09 Jan 2026 23:59"],
    ["2026-03-15T00:00", true, "15 Mar 2026"],
    ["2026-03-15", false, "15 Mar 2026"],
    [null, false, "—"],
    ["not a date", false, "not a date"],
  ] as const)("%s → %s", (value, dateOnly, expected) => {
    expect(formatSegmentDateTime(value, dateOnly)).toBe(expected);
  });
});

describe("flightDesignator", () => {
  it("joins airline and number", () => {
    expect(flightDesignator("LH", "400")).toBe("LH 400");
    expect(flightDesignator(null, null)).toBe("—");
  });
});
