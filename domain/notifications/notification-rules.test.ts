import { describe, expect, it } from "vitest";
import {
  addMonthsToDay,
  bellLabel,
  isScheduleChange,
  passportTooShortFor,
  timeLimitDueAt,
  timeLimitDueSoon,
  unreadBadgeText,
} from "./notification-rules";

describe("unreadBadgeText and bellLabel", () => {
  it.each([
    [0, null, "Notifications"],
    [-3, null, "Notifications"],
    [Number.NaN, null, "Notifications"],
    [1, "1", "Notifications, 1 unread"],
    [42, "42", "Notifications, 42 unread"],
    [99, "99", "Notifications, 99 unread"],
    [100, "99+", "Notifications, 99+ unread"],
    [12_345, "99+", "Notifications, 99+ unread"],
  ])("%d unread shows %s", (count, badge, label) => {
    expect(unreadBadgeText(count)).toBe(badge);
    expect(bellLabel(count)).toBe(label);
  });
});

describe("isScheduleChange", () => {
  it.each([
    ["HK", "UN", true],
    ["HK", "NO", true],
    ["HK", "TK", true],
    ["HK", "HX", true],
    [null, "UN", true],
    [undefined, "TK", true],
    ["hk", "un", true],
    [" HK ", " UN ", true],
    ["UN", "UN", false],
    ["un", "UN", false],
    ["TK", "HK", false],
    ["HK", "HL", false],
    ["HK", "GK", false],
    ["UN", "NO", true],
    ["HK", null, false],
    ["HK", "", false],
    [null, null, false],
  ])("%s → %s: %s", (before, after, expected) => {
    expect(isScheduleChange(before, after)).toBe(expected);
  });
});

describe("addMonthsToDay", () => {
  it.each([
    ["2026-05-09", 6, "2026-11-09"],
    ["2026-08-31", 6, "2027-02-28"],
    ["2027-08-31", 6, "2028-02-29"],
    ["2026-12-15", 6, "2027-06-15"],
    ["2026-07-31", 6, "2027-01-31"],
    ["2026-03-31", 6, "2026-09-30"],
    ["2026-01-01", 0, "2026-01-01"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2024-02-29", 12, "2025-02-28"],
    ["2026-06-30", -6, "2025-12-30"],
  ])("%s + %d months = %s", (day, months, expected) => {
    expect(addMonthsToDay(day, months)).toBe(expected);
  });

  it("refuses what is not a day", () => {
    expect(() => addMonthsToDay("2026-5-1", 6)).toThrow(RangeError);
  });
});

describe("passportTooShortFor", () => {
  it.each([
    // expiry, trip end, too short?
    ["2026-11-08", "2026-05-09", true],
    ["2026-11-09", "2026-05-09", false],
    ["2026-11-10", "2026-05-09", false],
    ["2026-05-01", "2026-05-09", true],
    ["2020-01-01", "2026-05-09", true],
    ["2027-02-27", "2026-08-31", true],
    ["2027-02-28", "2026-08-31", false],
    ["2031-01-01", "2026-05-09", false],
  ])("expires %s, trip ends %s: %s", (expiry, end, expected) => {
    expect(passportTooShortFor(expiry, end)).toBe(expected);
  });
});

describe("timeLimitDueAt", () => {
  it.each([
    ["2026-03-15", "12:00", "2026-03-15T12:00:00.000Z"],
    ["2026-03-15", "00:00", "2026-03-15T00:00:00.000Z"],
    ["2026-03-15", null, "2026-03-15T23:59:00.000Z"],
    ["2026-12-31", "23:30", "2026-12-31T23:30:00.000Z"],
  ])("%s %s falls at %s in UTC", (date, time, iso) => {
    expect(new Date(timeLimitDueAt(date, time, "UTC")).toISOString()).toBe(iso);
  });

  it.each([
    // The agency's wall clock: 12:00 at Kiritimati (UTC+14) is 22:00 UTC the day before.
    ["2026-03-15", "12:00", "Pacific/Kiritimati", "2026-03-14T22:00:00.000Z"],
    ["2026-03-15", null, "Pacific/Kiritimati", "2026-03-15T09:59:00.000Z"],
    // 23:59 at Pago Pago (UTC−11) is 10:59 UTC the day after.
    ["2026-03-15", null, "Pacific/Pago_Pago", "2026-03-16T10:59:00.000Z"],
    // Paris in summer time (UTC+2).
    ["2026-07-01", "09:30", "Europe/Paris", "2026-07-01T07:30:00.000Z"],
  ])("%s %s falls in %s at %s", (date, time, timeZone, iso) => {
    expect(new Date(timeLimitDueAt(date, time, timeZone)).toISOString()).toBe(iso);
  });
});

describe("timeLimitDueSoon", () => {
  const now = new Date("2026-03-15T10:00:00Z");
  it.each([
    ["2026-03-15", "12:00", true],
    ["2026-03-17", "10:00", true],
    ["2026-03-17", "10:01", false],
    ["2026-03-17", null, false],
    ["2026-03-16", null, true],
    ["2026-03-20", "09:00", false],
    // Passed less than a day ago: still told; longer ago: no longer.
    ["2026-03-15", "09:00", true],
    ["2026-03-14", "10:01", true],
    ["2026-03-14", "10:00", false],
    ["2026-03-01", null, false],
  ])("%s %s: %s", (date, time, expected) => {
    expect(timeLimitDueSoon(date, time, now, "UTC")).toBe(expected);
  });

  it("reads the limit on the agency's clock", () => {
    // 23:59 on the 17th at Kiritimati is 09:59 UTC on the 17th: within 48 hours of 10:00 UTC on the 15th.
    expect(timeLimitDueSoon("2026-03-17", null, now, "Pacific/Kiritimati")).toBe(true);
    expect(timeLimitDueSoon("2026-03-17", null, now, "UTC")).toBe(false);
    // 09:00 on the 14th at Pago Pago is 20:00 UTC on the 14th: passed less than a day ago.
    expect(timeLimitDueSoon("2026-03-14", "09:00", now, "Pacific/Pago_Pago")).toBe(true);
    expect(timeLimitDueSoon("2026-03-14", "09:00", now, "UTC")).toBe(false);
  });
});
