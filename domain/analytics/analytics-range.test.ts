import { describe, expect, it } from "vitest";
import {
  MAX_ANALYTICS_MONTHS,
  monthsBetween,
  presetOf,
  presetRange,
  RANGE_END_BEFORE_START,
  RANGE_TOO_LONG,
  rangeIssue,
  resolveAnalyticsRange,
  shiftMonthStart,
  urlDate,
} from "./analytics-range";

describe("shiftMonthStart", () => {
  it.each([
    ["2026-05-17", 0, "2026-05-01"],
    ["2026-05-17", 1, "2026-06-01"],
    ["2026-05-17", -4, "2026-01-01"],
    ["2026-05-17", -5, "2025-12-01"],
    ["2026-05-17", -11, "2025-06-01"],
    ["2026-05-17", -23, "2024-06-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-01-01", -1, "2025-12-01"],
    ["2024-02-29", -12, "2023-02-01"],
    ["0001-03-01", -2, "0001-01-01"],
    ["2000-01-15", -60, "1995-01-01"],
  ])("%s shifted %i months starts on %s", (date, offset, expected) => {
    expect(shiftMonthStart(date, offset)).toBe(expected);
  });
});

describe("monthsBetween", () => {
  it.each([
    ["2026-05-01", "2026-05-31", ["2026-05"]],
    ["2026-05-31", "2026-05-01", []],
    ["2026-05-31", "2026-06-01", ["2026-05", "2026-06"]],
    ["2025-11-10", "2026-02-03", ["2025-11", "2025-12", "2026-01", "2026-02"]],
    ["2026-06-01", "2026-05-31", []],
  ])("%s to %s", (from, to, expected) => {
    expect(monthsBetween(from, to)).toEqual(expected);
  });

  it("counts 12 months for a year and 60 for five", () => {
    expect(monthsBetween("2025-06-01", "2026-05-17")).toHaveLength(12);
    expect(monthsBetween("2021-06-01", "2026-05-31")).toHaveLength(60);
  });
});

describe("presetRange", () => {
  it.each([
    [12, "2026-05-17", { from: "2025-06-01", to: "2026-05-17" }],
    [24, "2026-05-17", { from: "2024-06-01", to: "2026-05-17" }],
    [12, "2026-01-01", { from: "2025-02-01", to: "2026-01-01" }],
    [12, "2026-12-31", { from: "2026-01-01", to: "2026-12-31" }],
    [1, "2026-03-09", { from: "2026-03-01", to: "2026-03-09" }],
  ])("the last %i months to %s", (months, today, expected) => {
    expect(presetRange(months, today)).toEqual(expected);
    expect(monthsBetween(expected.from, expected.to)).toHaveLength(months);
  });
});

describe("presetOf", () => {
  it.each([
    [{ from: "2025-06-01", to: "2026-05-17" }, 12],
    [{ from: "2024-06-01", to: "2026-05-17" }, 24],
    [{ from: "2025-06-02", to: "2026-05-17" }, null],
    [{ from: "2025-06-01", to: "2026-05-16" }, null],
  ])("%o is preset %s on 2026-05-17", (range, expected) => {
    expect(presetOf(range, "2026-05-17")).toBe(expected);
  });
});

describe("rangeIssue", () => {
  it.each([
    ["2026-05-01", "2026-05-01", null],
    ["2026-05-02", "2026-05-01", { field: "to", message: RANGE_END_BEFORE_START }],
    ["2021-06-01", "2026-05-31", null],
    ["2021-05-31", "2026-05-01", { field: "from", message: RANGE_TOO_LONG }],
    ["1999-01-01", "2026-05-01", { field: "from", message: RANGE_TOO_LONG }],
  ])("%s to %s", (from, to, expected) => {
    expect(rangeIssue(from, to)).toEqual(expected);
  });

  it("allows exactly the maximum", () => {
    expect(MAX_ANALYTICS_MONTHS).toBe(60);
    expect(RANGE_TOO_LONG).toContain("60 months");
  });
});

describe("resolveAnalyticsRange", () => {
  const today = "2026-05-17";
  it.each([
    [{}, { from: "2025-06-01", to: "2026-05-17" }],
    [{ to: "2025-12-31" }, { from: "2025-01-01", to: "2025-12-31" }],
    [{ from: "2026-01-10" }, { from: "2026-01-10", to: "2026-05-17" }],
    [
      { from: "2024-03-01", to: "2024-03-31" },
      { from: "2024-03-01", to: "2024-03-31" },
    ],
  ])("%o gives %o", (query, expected) => {
    expect(resolveAnalyticsRange(query, today)).toEqual({ range: expected, issue: null });
  });

  it.each([
    [{ from: "2026-06-01" }, "to", RANGE_END_BEFORE_START],
    [{ from: "2026-05-10", to: "2026-05-09" }, "to", RANGE_END_BEFORE_START],
    [{ from: "2020-01-01" }, "from", RANGE_TOO_LONG],
    [{ from: "2010-01-01", to: "2026-05-01" }, "from", RANGE_TOO_LONG],
  ])("%o is refused on %s", (query, field, message) => {
    expect(resolveAnalyticsRange(query, today)).toEqual({ range: null, issue: { field, message } });
  });
});

describe("urlDate", () => {
  it.each([
    [null, undefined],
    ["", undefined],
    ["2026-02-30", undefined],
    ["2026-2-3", undefined],
    ["yesterday", undefined],
    ["2026-02-28", "2026-02-28"],
  ])("%s → %s", (value, expected) => {
    expect(urlDate(value)).toBe(expected);
  });
});
