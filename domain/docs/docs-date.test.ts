import { describe, expect, it } from "vitest";
import { ageInYears, formatDocsDate, parseDocsDate } from "./docs-date";

describe("formatDocsDate", () => {
  it.each([
    ["1987-03-05", "05MAR87"],
    ["1982-07-12", "12JUL82"],
    ["2030-01-15", "15JAN30"],
    ["2000-12-31", "31DEC00"],
    ["2009-02-01", "01FEB09"],
    ["1905-11-30", "30NOV05"],
    [" 2024-06-09 ", "09JUN24"],
    // Leap years: 2000 and 2024 have a 29 February, 1900 and 2023 do not.
    ["2024-02-29", "29FEB24"],
    ["2000-02-29", "29FEB00"],
    ["1900-02-29", ""],
    ["2023-02-29", ""],
    // Impossible or malformed dates give an empty field.
    ["2023-02-30", ""],
    ["2023-04-31", ""],
    ["2023-13-01", ""],
    ["2023-00-10", ""],
    ["2023-01-00", ""],
    ["", ""],
    ["   ", ""],
    ["not a date", ""],
    ["05/03/1987", ""],
    ["1987-3-5", ""],
    ["05MAR87", ""],
    ["2023-02-03T10:00:00Z", ""],
  ])("%j → %j", (input, expected) => {
    expect(formatDocsDate(input)).toBe(expected);
  });

  it("formats Date objects by their UTC calendar day", () => {
    expect(formatDocsDate(new Date("1987-03-05"))).toBe("05MAR87");
    expect(formatDocsDate(new Date(Date.UTC(2031, 9, 1)))).toBe("01OCT31");
  });

  it.each([[new Date("garbage")], [null], [undefined]])("gives an empty field for %s", (input) => {
    expect(formatDocsDate(input)).toBe("");
  });

  it("never prints NaN or UNDEFINED", () => {
    for (const input of [new Date(Number.NaN), undefined, null, "", "2023-02-30", "NaN-NaN-NaN"]) {
      expect(formatDocsDate(input)).not.toMatch(/NAN|UNDEFINED/i);
    }
  });
});

describe("parseDocsDate", () => {
  it("returns the calendar fields", () => {
    expect(parseDocsDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDocsDate("2023-02-30")).toBeNull();
  });
});

describe("ageInYears", () => {
  const born = { year: 2022, month: 3, day: 15 };
  it.each([
    [{ year: 2024, month: 3, day: 14 }, 1],
    [{ year: 2024, month: 3, day: 15 }, 2],
    [{ year: 2024, month: 2, day: 29 }, 1],
    [{ year: 2022, month: 3, day: 15 }, 0],
    [{ year: 2022, month: 3, day: 14 }, -1],
  ])("on %j is %i", (on, expected) => {
    expect(ageInYears(born, on)).toBe(expected);
  });

  it("counts a 29 February birthday from 1 March in common years", () => {
    const leapling = { year: 2020, month: 2, day: 29 };
    expect(ageInYears(leapling, { year: 2022, month: 2, day: 28 })).toBe(1);
    expect(ageInYears(leapling, { year: 2022, month: 3, day: 1 })).toBe(2);
    expect(ageInYears(leapling, { year: 2024, month: 2, day: 29 })).toBe(4);
  });
});
