import { describe, expect, it } from "vitest";
import {
  addDays,
  nearestOccurrence,
  nextOccurrence,
  parseBirthDate,
  parseDayMonth,
  parseDayMonthYear,
  parseGdsTime,
  previousOccurrence,
} from "./gds-dates";

describe("parseGdsTime", () => {
  it.each([
    ["0655", "06:55"],
    ["655", "06:55"],
    ["2359", "23:59"],
    ["0000", "00:00"],
    ["655A", "06:55"],
    ["1130A", "11:30"],
    ["1130P", "23:30"],
    ["1230P", "12:30"],
    ["1230A", "00:30"],
    ["100P", "13:00"],
    ["1200N", "12:00"],
    ["1200M", "00:00"],
  ])("reads %s as %s", (token, expected) => {
    expect(parseGdsTime(token)).toBe(expected);
  });

  it.each(["2460", "2500", "1300P", "000A", "1100N", "99", "12345", "ABCD"])("rejects %s", (token) => {
    expect(parseGdsTime(token)).toBeNull();
  });
});

describe("day-month dates", () => {
  it("accepts 1- and 2-digit days and rejects impossible ones", () => {
    expect(parseDayMonth("5MAR")).toEqual({ day: 5, month: 3 });
    expect(parseDayMonth("29FEB")).toEqual({ day: 29, month: 2 });
    expect(parseDayMonth("31APR")).toBeNull();
    expect(parseDayMonth("10XYZ")).toBeNull();
  });

  it("takes the next occurrence on or after the base day", () => {
    const base = { year: 2024, month: 12, day: 10 };
    expect(nextOccurrence({ day: 10, month: 12 }, base)).toEqual({ year: 2024, month: 12, day: 10 });
    expect(nextOccurrence({ day: 9, month: 12 }, base)).toEqual({ year: 2025, month: 12, day: 9 });
    expect(nextOccurrence({ day: 5, month: 1 }, base)).toEqual({ year: 2025, month: 1, day: 5 });
    expect(nextOccurrence({ day: 29, month: 2 }, base)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it("takes the previous occurrence for year-less creation dates", () => {
    const base = { year: 2025, month: 2, day: 10 };
    expect(previousOccurrence({ day: 20, month: 11 }, base)).toEqual({ year: 2024, month: 11, day: 20 });
    expect(previousOccurrence({ day: 10, month: 2 }, base)).toEqual({ year: 2025, month: 2, day: 10 });
  });

  it("places an arrival date next to its departure, across the year end", () => {
    expect(nearestOccurrence({ day: 1, month: 1 }, { year: 2024, month: 12, day: 31 })).toEqual({
      year: 2025,
      month: 1,
      day: 1,
    });
    expect(nearestOccurrence({ day: 31, month: 12 }, { year: 2025, month: 1, day: 1 })).toEqual({
      year: 2024,
      month: 12,
      day: 31,
    });
  });

  it("adds days across month and year ends", () => {
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it("reads two-digit years for creation dates and birth dates", () => {
    expect(parseDayMonthYear("17AUG16", 2025)).toEqual({ year: 2016, month: 8, day: 17 });
    expect(parseDayMonthYear("01JAN2030", 2025)).toEqual({ year: 2030, month: 1, day: 1 });
    const ref = { year: 2025, month: 1, day: 15 };
    expect(parseBirthDate("01FEB46", ref)).toEqual({ year: 1946, month: 2, day: 1 });
    expect(parseBirthDate("05MAY18", ref)).toEqual({ year: 2018, month: 5, day: 5 });
    expect(parseBirthDate("12JAN25", ref)).toEqual({ year: 2025, month: 1, day: 12 });
  });
});
