import { describe, expect, it } from "vitest";
import { formatDateRange, formatTripDate, shortMonthYear } from "./trip-format";

describe("trip dates", () => {
  it.each([
    ["2026-05-01", "2026-05-09", "1 – 9 May 2026"],
    ["2026-05-28", "2026-06-03", "28 May – 3 Jun 2026"],
    ["2026-12-28", "2027-01-03", "28 Dec 2026 – 3 Jan 2027"],
    ["2026-05-01", "2026-05-01", "1 May 2026"],
  ])("%s to %s reads %s", (start, end, text) => {
    expect(formatDateRange(start, end)).toBe(text);
  });

  it("formats one date and the short month", () => {
    expect(formatTripDate("2026-01-05")).toBe("5 Jan 2026");
    expect(formatTripDate("soon")).toBe("soon");
    expect(shortMonthYear("2026-09-14T08:00")).toBe("Sep 2026");
    expect(shortMonthYear("nope")).toBeNull();
  });
});
