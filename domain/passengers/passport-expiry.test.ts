import { describe, expect, it } from "vitest";
import {
  addMonths,
  passportExpiryLine,
  passportExpiryPhrase,
  passportExpiryStatus,
  passportExpiryWarning,
} from "./passport-expiry";

describe("passportExpiryStatus", () => {
  it.each([
    ["2020-01-01", "2026-05-10", "expired"],
    ["2026-05-09", "2026-05-10", "expired"],
    // Valid through its expiry day.
    ["2026-05-10", "2026-05-10", "expiring"],
    ["2026-11-09", "2026-05-10", "expiring"],
    ["2026-11-10", "2026-05-10", "valid"],
    ["2031-01-01", "2026-05-10", "valid"],
    // Six months after 31 August is the end of February.
    ["2027-02-27", "2026-08-31", "expiring"],
    ["2027-02-28", "2026-08-31", "valid"],
    ["2028-02-28", "2027-08-31", "expiring"],
    ["2028-02-29", "2027-08-31", "valid"],
    // Across the new year.
    ["2027-06-14", "2026-12-15", "expiring"],
    ["2027-06-15", "2026-12-15", "valid"],
  ] as const)("expiry %s on %s is %s", (expiry, today, status) => {
    expect(passportExpiryStatus(expiry, today)).toBe(status);
  });

  it.each([null, undefined, "", "2026-02-30", "30/01/2027", "NaN"])("gives null for %j", (expiry) => {
    expect(passportExpiryStatus(expiry, "2026-05-10")).toBeNull();
  });
});

describe("addMonths", () => {
  it.each([
    [{ year: 2026, month: 1, day: 31 }, 1, { year: 2026, month: 2, day: 28 }],
    [{ year: 2024, month: 1, day: 31 }, 1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2026, month: 7, day: 15 }, 6, { year: 2027, month: 1, day: 15 }],
    [{ year: 2026, month: 12, day: 1 }, 12, { year: 2027, month: 12, day: 1 }],
  ])("%o + %i months", (date, months, expected) => {
    expect(addMonths(date, months)).toEqual(expected);
  });
});

describe("passportExpiryWarning", () => {
  it.each([
    ["2026-05-09", "This passport expired on 9 May 2026."],
    ["2020-01-31", "This passport expired on 31 Jan 2020."],
    ["2026-05-10", "This passport expires on 10 May 2026, within 6 months: many countries refuse entry."],
    ["2026-11-09", "This passport expires on 9 Nov 2026, within 6 months: many countries refuse entry."],
    ["2026-11-10", null],
    ["", null],
    ["2026-02-30", null],
    [null, null],
  ] as const)("expiry %j on 2026-05-10 → %j", (expiry, warning) => {
    expect(passportExpiryWarning(expiry, "2026-05-10")).toBe(warning);
  });
});

describe("passportExpiryPhrase and passportExpiryLine", () => {
  it.each([
    // Already expired: the past tense.
    ["2026-05-09", "expired on 9 May 2026"],
    ["2020-01-31", "expired on 31 Jan 2020"],
    // Valid through its expiry day.
    ["2026-05-10", "expires on 10 May 2026"],
    ["2031-01-01", "expires on 1 Jan 2031"],
    ["", null],
    ["2026-02-30", null],
    [null, null],
  ] as const)("expiry %j on 2026-05-10 → %j", (expiry, phrase) => {
    expect(passportExpiryPhrase(expiry, "2026-05-10")).toBe(phrase);
    expect(passportExpiryLine(expiry, "2026-05-10")).toBe(phrase === null ? null : phrase.replace(/^e/, "E"));
  });
});
